#pragma once
// Swath plot of one grid layer against its data along x, y or z (Qt Charts): the mean estimate
// and the mean datum per slice, and the number of data per slice, so that a bias shows as one
// curve running above the other where data are plentiful.
#include <memory>
#include <vector>

#include <QWidget>

#include "qa/SwathStatistics.h"

class QChartView;
class QComboBox;
class QDoubleSpinBox;

namespace strata::gui {

class SwathPlotView : public QWidget {
    Q_OBJECT
public:
    SwathPlotView(std::shared_ptr<const Grid> grid, std::size_t layer, std::shared_ptr<const PointSet> points,
                  std::size_t dataColumn, QWidget* parent = nullptr);

    void setAxis(int axis);
    void setWidth(double width);  // 0: the cell size
    const std::vector<Swath>& swaths() const { return swaths_; }
    QChartView* chartView() const { return chart_; }

private:
    void recompute();

    std::shared_ptr<const Grid> grid_;
    std::size_t layer_;
    std::shared_ptr<const PointSet> data_;
    std::size_t dataColumn_;
    std::vector<Swath> swaths_;
    QComboBox* axis_;
    QDoubleSpinBox* width_;
    QChartView* chart_;
};

}  // namespace strata::gui
