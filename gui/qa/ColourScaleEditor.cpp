#include "qa/ColourScaleEditor.h"

#include <cmath>
#include <limits>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace strata::gui {

namespace {

QDoubleSpinBox* limitBox(const QString& name) {
    auto* box = new QDoubleSpinBox;
    box->setObjectName(name);
    box->setRange(-std::numeric_limits<double>::max(), std::numeric_limits<double>::max());
    box->setDecimals(6);
    box->setKeyboardTracking(false);  // one change per typed number, not per digit
    return box;
}

}  // namespace

ColourScaleEditor::ColourScaleEditor(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("colourScaleEditor"));
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    map_ = new QComboBox;
    map_->setObjectName(QStringLiteral("colourMap"));
    map_->addItems(colourMapNames());
    form->addRow(tr("Colour map"), map_);
    low_ = limitBox(QStringLiteral("colourLow"));
    high_ = limitBox(QStringLiteral("colourHigh"));
    auto* limits = new QHBoxLayout;
    limits->addWidget(low_);
    limits->addWidget(new QLabel(QStringLiteral("–")));
    limits->addWidget(high_);
    form->addRow(tr("Limits"), limits);
    auto* robust = new QPushButton(tr("2–98 %"));
    robust->setObjectName(QStringLiteral("robustLimits"));
    robust->setToolTip(tr("Limits at the 2nd and 98th percentiles: a few extreme values do not wash the colours out"));
    auto* full = new QPushButton(tr("Full range"));
    full->setObjectName(QStringLiteral("fullRange"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(robust);
    buttons->addWidget(full);
    form->addRow(QString(), buttons);
    logarithmic_ = new QCheckBox(tr("Logarithmic"));
    logarithmic_->setObjectName(QStringLiteral("colourLogarithmic"));
    hideOutside_ = new QCheckBox(tr("Hide values outside the limits"));
    hideOutside_->setObjectName(QStringLiteral("hideOutside"));
    form->addRow(logarithmic_);
    form->addRow(hideOutside_);
    range_ = new QLabel;
    range_->setObjectName(QStringLiteral("valueRange"));
    range_->setWordWrap(true);
    form->addRow(range_);

    connect(map_, &QComboBox::currentIndexChanged, this, &ColourScaleEditor::emitStyle);
    connect(logarithmic_, &QCheckBox::toggled, this, [this](bool on) {
        // A logarithmic scale starts above 0: at the smallest positive value when the limit is not.
        if (on && low_->value() <= 0) showLimits(summary_.smallestPositive, high_->value());
        emitStyle();
    });
    connect(hideOutside_, &QCheckBox::toggled, this, &ColourScaleEditor::emitStyle);
    connect(low_, &QDoubleSpinBox::valueChanged, this, [this] {
        updateLogOption();
        emitStyle();
    });
    connect(high_, &QDoubleSpinBox::valueChanged, this, &ColourScaleEditor::emitStyle);
    connect(robust, &QPushButton::clicked, this, &ColourScaleEditor::useRobustLimits);
    connect(full, &QPushButton::clicked, this, &ColourScaleEditor::useFullRange);
}

void ColourScaleEditor::setValues(const ValueSummary& summary, const ColourStyle& style) {
    summary_ = summary;
    const QSignalBlocker blockMap(map_), blockLog(logarithmic_), blockHide(hideOutside_);
    map_->setCurrentIndex(int(style.scale.map()));
    showLimits(style.scale.low(), style.scale.high());
    updateLogOption();
    logarithmic_->setChecked(style.scale.logarithmic());
    hideOutside_->setChecked(style.hideOutside);
    range_->setText(summary.finite == 0 ? tr("No values")
                                        : tr("%1 values from %2 to %3").arg(summary.finite).arg(summary.min, 0, 'g', 6).arg(summary.max, 0, 'g', 6));
}

ColourStyle ColourScaleEditor::style() const {
    return {ColourScale(low_->value(), high_->value(), ColourMap(map_->currentIndex()), logarithmic_->isChecked()),
            hideOutside_->isChecked()};
}

void ColourScaleEditor::useRobustLimits() {
    const ColourScale robust = ColourScale::robust(summary_, ColourMap(map_->currentIndex()), logarithmic_->isChecked());
    showLimits(robust.low(), robust.high());
    updateLogOption();
    emitStyle();
}

void ColourScaleEditor::useFullRange() {
    double low = summary_.min;
    if (logarithmic_->isChecked() && low <= 0 && summary_.smallestPositive > 0) low = summary_.smallestPositive;
    showLimits(low, summary_.max > low ? summary_.max : low + 1);
    updateLogOption();
    emitStyle();
}

void ColourScaleEditor::showLimits(double low, double high) {
    const QSignalBlocker blockLow(low_), blockHigh(high_);
    // Enough decimals for the values' magnitude: grades of 0.01 % and coordinates of 10^6 alike.
    const double span = std::max(std::abs(high - low), 1e-12);
    const int decimals = std::clamp(3 - int(std::floor(std::log10(span))), 0, 8);
    low_->setDecimals(decimals);
    high_->setDecimals(decimals);
    const double step = std::pow(10.0, std::floor(std::log10(span)) - 1);
    low_->setSingleStep(step);
    high_->setSingleStep(step);
    low_->setValue(low);
    high_->setValue(high);
}

void ColourScaleEditor::updateLogOption() {
    const bool possible = summary_.smallestPositive > 0 && summary_.smallestPositive < high_->value();
    logarithmic_->setEnabled(possible);
    logarithmic_->setToolTip(possible ? QString() : tr("A logarithmic scale needs values above 0"));
    if (!possible || low_->value() <= 0) {
        const QSignalBlocker block(logarithmic_);
        logarithmic_->setChecked(false);
    }
}

void ColourScaleEditor::emitStyle() { emit styleChanged(style()); }

}  // namespace strata::gui
