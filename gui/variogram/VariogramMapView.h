#pragma once
// The variogram map (strata::variogram::VariogramMap of a horizontal plane) as a colour image:
// one pixel per lag cell, north up, scaled to the widget; empty cells grey; a colour bar from the
// smallest to the largest value (the contrast a nugget-heavy variable needs); the horizontal section of the model's anisotropy ellipsoid (the
// structure with the largest range) drawn over it, so the model can be checked against the map.
#include <memory>
#include <optional>

#include <QColor>
#include <QImage>
#include <QPoint>
#include <QRectF>
#include <QWidget>

#include "strata/variogram/VariogramMap.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::gui {

class VariogramMapView : public QWidget {
    Q_OBJECT
public:
    explicit VariogramMapView(QWidget* parent = nullptr);

    void setMap(std::shared_ptr<const variogram::VariogramMap> map);
    void setModel(const variogram::VariogramModel& model);
    // Shown instead of the map (no data yet, computing, an error).
    void setMessage(const QString& message);

    const variogram::VariogramMap* map() const { return map_.get(); }
    // One pixel per cell: column ix + cellsX, row cellsY - iy (north up); empty cells transparent.
    const QImage& image() const { return image_; }
    double colourMinimum() const { return minimum_; }
    double colourMaximum() const { return maximum_; }
    // The colour of `value` on the scale [colourMinimum(), colourMaximum()].
    QColor colourOf(double value) const;

    // The cell (ix, iy) under a widget position, if any; hovering shows its lag, value and pairs.
    std::optional<QPoint> cellAt(const QPoint& position) const;
    QString cellToolTip(int ix, int iy) const;

    QSize sizeHint() const override { return {420, 360}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    // Where the map is drawn: the widget less margins and the colour bar, at the cells' aspect.
    QRectF mapRect() const;

    std::shared_ptr<const variogram::VariogramMap> map_;
    variogram::VariogramModel model_;
    QImage image_;
    double minimum_ = 0, maximum_ = 1;
    QString message_;
};

}  // namespace strata::gui
