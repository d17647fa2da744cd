#include "widgets/SettingsDialog.h"

#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include "app/Language.h"
#include "project/ProjectSession.h"

namespace strata::gui {

namespace {
const char* const kBackendKey = "compute/backend";
const char* const kUnitKey = "units/length";
const char* const kPlotColourKey = "colours/plots";
const QColor kDefaultPlotColour(0x4a, 0x6f, 0xa5);
}  // namespace

SettingsDialog::SettingsDialog(QWidget* parent)
    : QDialog(parent), language_(new QComboBox(this)), backend_(new QComboBox(this)), unit_(new QComboBox(this)),
      plotColour_(new QPushButton(this)), autosave_(new QSpinBox(this)), colour_(configuredPlotColour()) {
    setWindowTitle(tr("Settings"));
    setObjectName(QStringLiteral("settingsDialog"));
    for (const LanguageChoice& choice : availableLanguages()) language_->addItem(choice.nativeName, choice.code);
    language_->setCurrentIndex(std::max(0, language_->findData(configuredLanguage())));

    backend_->addItem(tr("Automatic (GPU when usable)"), QStringLiteral("auto"));
    backend_->addItem(tr("CPU"), QStringLiteral("cpu"));
    backend_->addItem(tr("CUDA GPU"), QStringLiteral("cuda"));
    setBackend(configuredBackend());

    unit_->setObjectName(QStringLiteral("lengthUnit"));
    unit_->addItem(tr("Metres"), QStringLiteral("m"));
    unit_->addItem(tr("Feet"), QStringLiteral("ft"));
    setLengthUnit(configuredLengthUnit());
    unit_->setToolTip(tr("The unit coordinates and depths are written in; Strata shows it and never converts"));

    plotColour_->setObjectName(QStringLiteral("plotColour"));
    connect(plotColour_, &QPushButton::clicked, this, [this] {
        const QColor chosen = QColorDialog::getColor(colour_, this, tr("Colour of the statistics plots"));
        if (chosen.isValid()) setPlotColour(chosen);
    });
    showColour();

    autosave_->setObjectName(QStringLiteral("autosaveMinutes"));
    autosave_->setRange(0, 240);
    autosave_->setSuffix(tr(" min"));
    autosave_->setSpecialValueText(tr("off"));
    autosave_->setValue(ProjectSession::configuredAutosaveMinutes());
    autosave_->setToolTip(tr("Unsaved changes are written to a side file this often; after a crash Strata offers them back"));

    auto* form = new QFormLayout;
    form->addRow(tr("Language:"), language_);
    auto* note = new QLabel(tr("A new language takes effect when Strata starts again."), this);
    note->setWordWrap(true);
    form->addRow(QString(), note);
    form->addRow(tr("Compute backend:"), backend_);
    form->addRow(tr("Length unit of the data:"), unit_);
    form->addRow(tr("Plot colour:"), plotColour_);
    form->addRow(tr("Autosave every:"), autosave_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void SettingsDialog::setLengthUnit(const QString& unit) { unit_->setCurrentIndex(std::max(0, unit_->findData(unit))); }
void SettingsDialog::setPlotColour(const QColor& colour) {
    colour_ = colour;
    showColour();
}
void SettingsDialog::setAutosaveMinutes(int minutes) { autosave_->setValue(minutes); }
void SettingsDialog::setBackend(Backend backend) {
    backend_->setCurrentIndex(std::max(0, backend_->findData(QString::fromStdString(toString(backend)))));
}

void SettingsDialog::showColour() {
    plotColour_->setText(colour_.name());
    plotColour_->setStyleSheet(QStringLiteral("background-color: %1; color: %2")
                                   .arg(colour_.name(), colour_.lightnessF() > 0.5 ? QStringLiteral("black") : QStringLiteral("white")));
}

bool SettingsDialog::apply() {
    const QString language = language_->currentData().toString();
    const bool languageChanged = language != configuredLanguage();
    setConfiguredLanguage(language);
    QSettings settings;
    settings.setValue(kBackendKey, backend_->currentData().toString());
    settings.setValue(kUnitKey, unit_->currentData().toString());
    settings.setValue(kPlotColourKey, colour_.name());
    ProjectSession::setConfiguredAutosaveMinutes(autosave_->value());
    return languageChanged;
}

Backend SettingsDialog::configuredBackend() {
    const QString text = QSettings().value(kBackendKey, QStringLiteral("auto")).toString();
    try {
        return parseBackend(text.toStdString());
    } catch (const std::exception&) {
        return Backend::Auto;  // a hand-edited settings file: fall back to the default
    }
}

QString SettingsDialog::configuredLengthUnit() {
    const QString unit = QSettings().value(kUnitKey, QStringLiteral("m")).toString();
    return unit == QLatin1String("ft") ? unit : QStringLiteral("m");
}

QColor SettingsDialog::configuredPlotColour() {
    const QColor colour(QSettings().value(kPlotColourKey, kDefaultPlotColour.name()).toString());
    return colour.isValid() ? colour : kDefaultPlotColour;
}

}  // namespace strata::gui
