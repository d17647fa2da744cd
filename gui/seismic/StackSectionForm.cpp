#include "seismic/StackSectionForm.h"

#include <algorithm>
#include <cmath>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalBlocker>

#include "results/ResultCatalog.h"
#include "seismic/UnitVelocityTable.h"
#include "strata/core/Error.h"
#include "strata/seismic/SeismicFiles.h"

namespace strata::gui {

namespace {

constexpr double kLowestDatum = -100000.0;  // the datum box's minimum stands for "highest ground"

QDoubleSpinBox* coordinate(QWidget* parent, const char* name) {
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(-1e8, 1e8);
    box->setDecimals(2);
    box->setSuffix(QStringLiteral(" m"));
    box->setMinimumWidth(80);  // map coordinates need not widen the form beyond its scroll area
    return box;
}

}  // namespace

StackSectionForm::StackSectionForm(QWidget* parent) : QGroupBox(tr("Surface stack of this project"), parent) {
    setObjectName(QStringLiteral("stackSectionForm"));
    auto* form = new QFormLayout(this);
    stack_ = new QComboBox(this);
    stack_->setObjectName(QStringLiteral("stackChoice"));
    stack_->setToolTip(tr("A result of Tools > Build surfaces: one surface per unit top"));
    form->addRow(tr("Surfaces:"), stack_);

    lineMode_ = new QComboBox(this);
    lineMode_->setObjectName(QStringLiteral("sectionLineMode"));
    lineMode_->addItem(tr("Along x, through the grid's centre"), int(SectionLineMode::AlongX));
    lineMode_->addItem(tr("Along y, through the grid's centre"), int(SectionLineMode::AlongY));
    lineMode_->addItem(tr("Custom (two map points)"), int(SectionLineMode::Custom));
    form->addRow(tr("Section line:"), lineMode_);
    fromX_ = coordinate(this, "sectionFromX");
    fromY_ = coordinate(this, "sectionFromY");
    toX_ = coordinate(this, "sectionToX");
    toY_ = coordinate(this, "sectionToY");
    const auto pointRow = [this](QDoubleSpinBox* x, QDoubleSpinBox* y) {
        auto* row = new QWidget(this);
        auto* layout = new QHBoxLayout(row);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(x);
        layout->addWidget(y);
        return row;
    };
    form->addRow(tr("From (x, y):"), pointRow(fromX_, fromY_));
    form->addRow(tr("To (x, y):"), pointRow(toX_, toY_));
    length_ = new QLabel(this);
    length_->setObjectName(QStringLiteral("sectionLength"));
    form->addRow(tr("Length:"), length_);

    datum_ = new QDoubleSpinBox(this);
    datum_->setObjectName(QStringLiteral("sectionDatum"));
    datum_->setRange(kLowestDatum, 100000);
    datum_->setDecimals(2);
    datum_->setSuffix(QStringLiteral(" m"));
    datum_->setSpecialValueText(tr("highest ground along the line"));
    datum_->setToolTip(tr("Elevation of depth 0 in the velocity model"));
    form->addRow(tr("Datum:"), datum_);

    aboveGround_ = new QDoubleSpinBox(this);
    aboveGround_->setObjectName(QStringLiteral("sectionAboveGround"));
    aboveGround_->setRange(0, 10000);
    aboveGround_->setDecimals(1);
    aboveGround_->setSuffix(QStringLiteral(" m/s"));
    aboveGround_->setSpecialValueText(tr("the top unit's velocity"));
    aboveGround_->setToolTip(tr("Velocity between the datum and the ground where the ground lies below the datum "
                                "(a replacement velocity)"));
    form->addRow(tr("Above the ground:"), aboveGround_);

    units_ = new UnitVelocityTable(this);
    units_->setToolTip(tr("Defaults: from the unit's density (Gardner's relation), else 800 m/s for the top unit and 600 m/s "
                          "more for each unit below"));
    form->addRow(units_);

    const auto emitChanged = [this] {
        if (!settingUp_) emit changed();
    };
    connect(stack_, &QComboBox::currentIndexChanged, this, &StackSectionForm::chooseStack);
    connect(lineMode_, &QComboBox::currentIndexChanged, this, [this, emitChanged] {
        applyLineMode();
        emitChanged();
    });
    for (QDoubleSpinBox* box : {fromX_, fromY_, toX_, toY_})
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, emitChanged] {
            updateLength();
            emitChanged();
        });
    connect(datum_, &QDoubleSpinBox::valueChanged, this, emitChanged);
    connect(aboveGround_, &QDoubleSpinBox::valueChanged, this, emitChanged);
    connect(units_, &UnitVelocityTable::unitsChanged, this, emitChanged);
    applyLineMode();
}

void StackSectionForm::setCatalog(ResultCatalog* catalog) {
    if (catalog_) disconnect(catalog_, nullptr, this, nullptr);
    catalog_ = catalog;
    const auto refresh = [this] { setStacks(catalog_ ? SurfaceStackChoice::fromCatalog(*catalog_) : std::vector<SurfaceStackChoice>{}); };
    if (catalog_) {
        connect(catalog_, &ResultCatalog::itemAdded, this, refresh);
        connect(catalog_, &ResultCatalog::itemRemoved, this, refresh);
        connect(catalog_, &ResultCatalog::itemChanged, this, refresh);
    }
    refresh();
}

void StackSectionForm::setStacks(std::vector<SurfaceStackChoice> stacks) {
    const QString current = stack_->currentText();
    stacks_ = std::move(stacks);
    {
        const QSignalBlocker blocker(stack_);
        stack_->clear();
        for (const SurfaceStackChoice& s : stacks_) stack_->addItem(s.name);
        stack_->setCurrentIndex(std::max(0, stack_->findText(current)));
    }
    if (stack_->currentText() != current || units_->rowCount() == 0) chooseStack();
}

const SurfaceStackChoice* StackSectionForm::currentStack() const {
    const int index = stack_->currentIndex();
    return index >= 0 && index < int(stacks_.size()) ? &stacks_[std::size_t(index)] : nullptr;
}

void StackSectionForm::chooseStack() {
    const SurfaceStackChoice* stack = currentStack();
    settingUp_ = true;
    units_->setUnits(stack ? seismic::defaultUnitVelocities(stack->column) : std::vector<seismic::StratumUnitVelocity>{});
    if (stack) {
        const GridSpec& g = stack->grid->spec;
        const bool longerAlongX = g.dx * double(g.nx - 1) >= g.dy * double(g.ny - 1);
        setLineMode(longerAlongX ? SectionLineMode::AlongX : SectionLineMode::AlongY);
        applyLineMode();
    }
    datum_->setValue(kLowestDatum);
    settingUp_ = false;
    emit stackChosen();
    emit changed();
}

std::optional<seismic::SectionLine> StackSectionForm::presetLine(SectionLineMode mode) const {
    const SurfaceStackChoice* stack = currentStack();
    if (!stack || mode == SectionLineMode::Custom) return std::nullopt;
    const GridSpec& g = stack->grid->spec;
    const double x1 = g.x0 + g.dx * double(g.nx - 1), y1 = g.y0 + g.dy * double(g.ny - 1);
    const double xc = 0.5 * (g.x0 + x1), yc = 0.5 * (g.y0 + y1);
    return mode == SectionLineMode::AlongX ? seismic::SectionLine{g.x0, yc, x1, yc} : seismic::SectionLine{xc, g.y0, xc, y1};
}

SectionLineMode StackSectionForm::lineMode() const { return SectionLineMode(lineMode_->currentData().toInt()); }

void StackSectionForm::setLineMode(SectionLineMode mode) { lineMode_->setCurrentIndex(lineMode_->findData(int(mode))); }

void StackSectionForm::applyLineMode() {
    const bool custom = lineMode() == SectionLineMode::Custom;
    for (QDoubleSpinBox* box : {fromX_, fromY_, toX_, toY_}) box->setEnabled(custom);
    if (const auto preset = presetLine(lineMode())) setLine(*preset);
    updateLength();
}

void StackSectionForm::setLine(const seismic::SectionLine& line) {
    const bool wasSettingUp = settingUp_;
    settingUp_ = true;
    fromX_->setValue(line.x0);
    fromY_->setValue(line.y0);
    toX_->setValue(line.x1);
    toY_->setValue(line.y1);
    settingUp_ = wasSettingUp;
    updateLength();
}

void StackSectionForm::updateLength() { length_->setText(tr("%1 m").arg(settings().line.length(), 0, 'f', 1)); }

StackSectionSettings StackSectionForm::settings() const {
    StackSectionSettings s;
    s.stack = stack_->currentText();
    // The presets keep their exact values (the boxes round to centimetres).
    const auto preset = presetLine(lineMode());
    s.line = preset ? *preset : seismic::SectionLine{fromX_->value(), fromY_->value(), toX_->value(), toY_->value()};
    s.units = units_->units();
    s.datum = datum_->value() <= kLowestDatum ? std::numeric_limits<double>::quiet_NaN() : datum_->value();
    s.aboveGround = aboveGround_->value() > 0 ? aboveGround_->value() : std::numeric_limits<double>::quiet_NaN();
    return s;
}

bool StackSectionForm::setSettings(const StackSectionSettings& settings) {
    const int index = stack_->findText(settings.stack);
    if (index < 0) return false;
    stack_->setCurrentIndex(index);  // the stack's defaults first, then the settings over them
    settingUp_ = true;
    units_->setUnits(settings.units);
    SectionLineMode mode = SectionLineMode::Custom;
    for (SectionLineMode preset : {SectionLineMode::AlongX, SectionLineMode::AlongY})
        if (presetLine(preset) == settings.line) mode = preset;
    setLineMode(mode);
    applyLineMode();
    if (mode == SectionLineMode::Custom) setLine(settings.line);
    datum_->setValue(std::isnan(settings.datum) ? kLowestDatum : settings.datum);
    aboveGround_->setValue(std::isnan(settings.aboveGround) ? 0.0 : settings.aboveGround);
    settingUp_ = false;
    emit changed();
    return true;
}

bool StackSectionForm::restoreFrom(const std::string& stratumSectionFile) {
    seismic::StratumSection section;
    try {
        section = seismic::readStratumSection(stratumSectionFile);
    } catch (const Error&) {
        return false;  // the job checks the file again when it runs
    }
    if (section.stack.empty()) return false;
    StackSectionSettings restored;
    restored.stack = QString::fromStdString(section.stack);
    restored.line = section.line;
    restored.units = section.units;
    // A datum at the highest ground is what "highest ground along the line" wrote.
    const double highest = *std::max_element(section.tops[0].begin(), section.tops[0].end());
    restored.datum = section.datum == highest ? std::numeric_limits<double>::quiet_NaN() : section.datum;
    // Likewise unit 1's velocity above the ground.
    restored.aboveGround = section.aboveGround == section.units[0].velocity ? std::numeric_limits<double>::quiet_NaN()
                                                                              : section.aboveGround;
    return setSettings(restored);
}

QString StackSectionForm::suggestedFileName() const {
    QString stem = stack_->currentText().toLower().replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    while (stem.startsWith(QLatin1Char('-'))) stem.remove(0, 1);
    while (stem.endsWith(QLatin1Char('-'))) stem.chop(1);
    return (stem.isEmpty() ? QStringLiteral("surfaces") : stem) + QStringLiteral("-velocity.json");
}

seismic::StratumSection StackSectionForm::section(double spacing) const {
    const SurfaceStackChoice* stack = currentStack();
    if (!stack)
        throw ValidationError("stratum section", "surfaces", "the project has no surface stack: run Tools > Build surfaces first");
    const StackSectionSettings s = settings();
    return seismic::sectionFromSurfaces(*stack->grid, s.stack.toStdString(), s.line, spacing, s.units, s.datum,
                                        s.aboveGround);
}

}  // namespace strata::gui
