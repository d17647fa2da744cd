#include "seismic/SeismicSectionPanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "seismic/SeismicSectionView.h"
#include "widgets/PlotExport.h"

namespace strata::gui {

SeismicSectionPanel::SeismicSectionPanel(QWidget* parent) : QWidget(parent), view_(new SeismicSectionView(this)) {
    layer_ = new QComboBox(this);
    layer_->setObjectName(QStringLiteral("sectionLayer"));
    layer_->setToolTip(tr("The migrated image, the source illumination, or the migration velocity"));
    palette_ = new QComboBox(this);
    palette_->setObjectName(QStringLiteral("sectionPalette"));
    palette_->addItem(tr("Grey"), int(SeismicPalette::Grey));
    palette_->addItem(tr("Red – white – blue"), int(SeismicPalette::RedWhiteBlue));
    palette_->setToolTip(tr("Colour map for amplitudes: peaks black or red, troughs white or blue"));
    clip_ = new QDoubleSpinBox(this);
    clip_->setObjectName(QStringLiteral("sectionClip"));
    clip_->setRange(50, 100);
    clip_->setDecimals(1);
    clip_->setValue(98);
    clip_->setSuffix(tr(" %"));
    clip_->setToolTip(tr("Amplitudes above this percentile of |amplitude| get the full colour"));
    gain_ = new QDoubleSpinBox(this);
    gain_->setObjectName(QStringLiteral("sectionGain"));
    gain_->setRange(0.1, 20);
    gain_->setSingleStep(0.5);
    gain_->setValue(1);
    gain_->setSuffix(tr("×"));
    gain_->setToolTip(tr("Multiplies the amplitudes before clipping"));
    overlay_ = new QCheckBox(tr("Over the velocity model"), this);
    overlay_->setObjectName(QStringLiteral("sectionOverlay"));
    overlay_->setToolTip(tr("Show the migration velocity where the image is weak"));
    auto* save = new QPushButton(tr("Save picture…"), this);
    save->setToolTip(tr("Save the section as a PNG image or an SVG drawing"));
    connect(save, &QPushButton::clicked, this, [this] { PlotExport::saveDialog(view_, this, name_.isEmpty() ? QStringLiteral("section") : name_); });

    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Show:"), this));
    controls->addWidget(layer_);
    controls->addWidget(palette_);
    controls->addWidget(new QLabel(tr("Clip:"), this));
    controls->addWidget(clip_);
    controls->addWidget(new QLabel(tr("Gain:"), this));
    controls->addWidget(gain_);
    controls->addWidget(overlay_);
    controls->addStretch(1);
    controls->addWidget(save);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(view_, 1);

    connect(layer_, &QComboBox::currentIndexChanged, this, &SeismicSectionPanel::apply);
    connect(palette_, &QComboBox::currentIndexChanged, this, &SeismicSectionPanel::apply);
    connect(clip_, &QDoubleSpinBox::valueChanged, this, &SeismicSectionPanel::apply);
    connect(gain_, &QDoubleSpinBox::valueChanged, this, &SeismicSectionPanel::apply);
    connect(overlay_, &QCheckBox::toggled, this, &SeismicSectionPanel::apply);
}

void SeismicSectionPanel::setSection(std::shared_ptr<const Grid> section, const QString& name) {
    name_ = name;
    {
        const QSignalBlocker blocker(layer_);
        layer_->clear();
        if (section)
            for (const auto& layer : section->names) layer_->addItem(QString::fromStdString(layer));
    }
    view_->setSection(std::move(section));
    apply();
}

void SeismicSectionPanel::apply() {
    view_->setDisplay(layer_->currentText(), SeismicPalette(palette_->currentData().toInt()), clip_->value(), gain_->value(),
                      overlay_->isChecked());
}

}  // namespace strata::gui
