#pragma once
// A vertical section of a result along a line drawn on the plan map (A to A'): for a 3-D grid the
// blocks the line crosses, level by level, with axes of distance along the line and elevation,
// the data within a corridor either side projected onto it, and a vertical exaggeration; for a
// 2-D grid the profile of the value along the line. Colours follow the map's colour style.
#include <memory>

#include <QWidget>

#include "qa/ColourScale.h"
#include "qa/GridSection.h"
#include "strata/core/PointSet.h"

class QDoubleSpinBox;

namespace strata::gui {

class SectionView : public QWidget {
    Q_OBJECT
public:
    SectionView(std::shared_ptr<const Grid> grid, std::size_t layer, const ColourStyle& style, QWidget* parent = nullptr);

    // Throws std::invalid_argument when the two points coincide.
    void setLine(double x1, double y1, double x2, double y2);
    void setColourStyle(const ColourStyle& style);
    // Data within `corridor` of the line are posted (3-D points at their elevation).
    void setData(std::shared_ptr<const PointSet> points, std::size_t column, double corridor);
    void setVerticalExaggeration(double factor);

    const GridSection& section() const { return section_; }
    double verticalExaggeration() const;
    // Indices of the data posted on the section.
    const std::vector<std::size_t>& postedData() const { return posted_; }

    QSize sizeHint() const override { return {900, 420}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void selectData();
    QRectF plotRect() const;
    std::array<double, 4> worldRect() const;  // along 0..length, and z (or value) range
    QPointF toWidget(double along, double z) const;

    std::shared_ptr<const Grid> grid_;
    std::size_t layer_;
    ColourStyle style_;
    GridSection section_;
    std::shared_ptr<const PointSet> data_;
    std::size_t dataColumn_ = 0;
    double corridor_ = 0;
    std::vector<std::size_t> posted_;
    std::vector<double> postedAlong_;
    QDoubleSpinBox* exaggeration_;
};

}  // namespace strata::gui
