#pragma once
// A seismic section drawn as an image: x along the line to the right, depth down. Amplitudes
// (signed) use a seismic colour map, grey (black - white) or red - white - blue, clipped at a
// percentile of |amplitude| and scaled by a gain; positive layers (illumination, velocity) use a
// sequential map. The image can be laid over the velocity model (velocity colours where the
// amplitude is weak). Depth and distance axes in metres.
#include <memory>

#include <QImage>
#include <QString>
#include <QWidget>

#include "strata/core/Grid.h"

namespace strata::gui {

enum class SeismicPalette { Grey, RedWhiteBlue };

class SeismicSectionView : public QWidget {
    Q_OBJECT
public:
    explicit SeismicSectionView(QWidget* parent = nullptr);

    // A grid laid out as ResultKind::SeismicSection (nx traces, ny = 1, nz depth samples).
    void setSection(std::shared_ptr<const Grid> section);
    const std::shared_ptr<const Grid>& section() const { return section_; }
    void setLayer(const QString& layer);
    QString layer() const { return layer_; }
    void setColourMap(SeismicPalette palette);
    void setClipPercentile(double percent);  // of |values|; 90..100
    void setGain(double gain);               // > 0: divides the clip
    void setVelocityOverlay(bool on);        // amplitudes over the "velocity" layer
    // All display settings at once (one redraw).
    void setDisplay(const QString& layer, SeismicPalette palette, double clipPercent, double gain, bool overlay);

    // One pixel per node, row 0 at the top (z0): what the view draws, scaled.
    QImage sectionImage() const;
    // The clip value in use (amplitude mapped to full colour).
    double clipValue() const { return clip_; }

    QSize sizeHint() const override { return {640, 420}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void rebuild();
    QRect plotRect() const;

    std::shared_ptr<const Grid> section_;
    QString layer_ = QStringLiteral("image");
    SeismicPalette palette_ = SeismicPalette::Grey;
    double clipPercent_ = 98.0;
    double gain_ = 1.0;
    bool overlay_ = false;
    double clip_ = 1.0;
    QImage image_;
};

// The percentile (0..100) of |values| over the finite values; 0 when there are none.
double absolutePercentile(const std::vector<float>& values, double percent);

}  // namespace strata::gui
