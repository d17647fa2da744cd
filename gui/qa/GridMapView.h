#pragma once
// A 2-D map of a grid layer (a 2-D grid, or one horizontal level of a 3-D grid): the blocks as a
// colour image, contour lines (vtkContourFilter on the node values), the data posted on top
// with their values, a colour bar, and, after a neighbourhood preview, the search ellipse and
// the weights of the data used. A click asks for the node under the cursor (nodeClicked).
#include <array>
#include <memory>
#include <optional>
#include <vector>

#include <QImage>
#include <QLineF>
#include <QWidget>

#include "estimation/NeighbourhoodPreview.h"
#include "qa/ColourScale.h"
#include "strata/core/Grid.h"
#include "strata/core/PointSet.h"
#include "strata/kriging/KrigingOptions.h"

namespace strata::gui {

class GridMapView : public QWidget {
    Q_OBJECT
public:
    explicit GridMapView(QWidget* parent = nullptr);

    void setGrid(std::shared_ptr<const Grid> grid, std::size_t layer, std::size_t level = 0);
    void setData(std::shared_ptr<const PointSet> points, std::size_t column);
    void setContourCount(int levels);
    void setPreview(const NeighbourhoodPreview& preview, const kriging::SearchNeighbourhood& search);
    void clearPreview();

    std::size_t level() const { return level_; }
    // Contour segments in world coordinates (x, y).
    const std::vector<QLineF>& contourSegments() const { return contours_; }
    const std::vector<double>& contourValues() const { return contourValues_; }
    const ColourScale& scale() const { return scale_; }
    // Widget position of a world point and back (for clicks and tests).
    QPointF toWidget(double x, double y) const;
    std::array<double, 2> toWorld(const QPointF& position) const;

    QSize sizeHint() const override { return {640, 520}; }

signals:
    // Real-world coordinates of a click (z: the level's elevation, 0 for 2-D grids).
    void nodeClicked(double x, double y, double z);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    void rebuild();
    QRectF plotRect() const;
    std::array<double, 4> worldRect() const;  // xmin, xmax, ymin, ymax of the blocks

    std::shared_ptr<const Grid> grid_;
    std::size_t layer_ = 0, level_ = 0;
    std::shared_ptr<const PointSet> data_;
    std::size_t dataColumn_ = 0;
    int contourCount_ = 10;
    ColourScale scale_;
    QImage image_;
    std::vector<QLineF> contours_;
    std::vector<double> contourValues_;
    std::optional<NeighbourhoodPreview> preview_;
    kriging::SearchNeighbourhood search_;
};

}  // namespace strata::gui
