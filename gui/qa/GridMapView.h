#pragma once
// A plan map of a grid layer (a 2-D grid, or one horizontal level of a 3-D grid): the blocks as a
// colour image in the viewer's colour style, contour lines at round values (vtkContourFilter on
// the node values) labelled along the lines, the data posted on top with their values, coordinate
// axes, a scale bar, a north arrow, a colour bar, and, after a neighbourhood preview, the search
// ellipse and the weights of the data used. A click asks for the node under the cursor
// (nodeClicked); a drag with Shift held draws a section line and opens the section along it.
#include <array>
#include <memory>
#include <optional>
#include <vector>

#include <QImage>
#include <QLineF>
#include <QPointer>
#include <QWidget>

#include "estimation/NeighbourhoodPreview.h"
#include "qa/ColourScale.h"
#include "qa/SectionView.h"
#include "strata/core/Grid.h"
#include "strata/core/PointSet.h"
#include "strata/kriging/KrigingOptions.h"

namespace strata::gui {

class GridMapView : public QWidget {
    Q_OBJECT
public:
    explicit GridMapView(QWidget* parent = nullptr);

    // Without a style, the level's robust limits (2nd-98th percentiles) in viridis.
    void setGrid(std::shared_ptr<const Grid> grid, std::size_t layer, std::size_t level = 0,
                 std::optional<ColourStyle> style = std::nullopt);
    void setColourStyle(const ColourStyle& style);
    void setData(std::shared_ptr<const PointSet> points, std::size_t column);
    // About `levels` contour lines at multiples of a round step within the colour limits.
    void setContourCount(int levels);
    // The section along (x1, y1) - (x2, y2), in a window of its own (one at a time, kept in step
    // with the map's layer and colours). Throws std::invalid_argument when the points coincide.
    SectionView* openSection(double x1, double y1, double x2, double y2);
    void setPreview(const NeighbourhoodPreview& preview, const kriging::SearchNeighbourhood& search);
    void clearPreview();

    std::size_t level() const { return level_; }
    // Contour segments in world coordinates (x, y).
    const std::vector<QLineF>& contourSegments() const { return contours_; }
    const std::vector<double>& contourValues() const { return contourValues_; }
    const ColourScale& scale() const { return style_.scale; }
    // Where each contour label was last drawn (widget coordinates) and its value.
    const std::vector<std::pair<QPointF, double>>& contourLabels() const { return labels_; }
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
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    void rebuild();
    void drawContours(QPainter& painter);
    void drawSectionLine(QPainter& painter, const QLineF& line);
    QRectF plotRect() const;
    std::array<double, 4> worldRect() const;  // xmin, xmax, ymin, ymax of the blocks

    std::shared_ptr<const Grid> grid_;
    std::size_t layer_ = 0, level_ = 0;
    std::shared_ptr<const PointSet> data_;
    std::size_t dataColumn_ = 0;
    int contourCount_ = 10;
    std::optional<ColourStyle> chosenStyle_;  // from the viewer; else robust limits
    ColourStyle style_;
    QImage image_;
    std::vector<QLineF> contours_;
    std::vector<int> contourLevel_;  // index into contourValues_ per segment
    std::vector<double> contourValues_;
    std::vector<std::pair<QPointF, double>> labels_;
    std::optional<QLineF> sectionLine_;   // world coordinates
    std::optional<QPointF> dragStart_;    // widget coordinates, while a section line is drawn
    QPointF dragEnd_;
    QPointer<SectionView> section_;
    std::optional<NeighbourhoodPreview> preview_;
    kriging::SearchNeighbourhood search_;
};

}  // namespace strata::gui
