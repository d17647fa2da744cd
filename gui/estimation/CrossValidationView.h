#pragma once
// Cross-validation results: estimate against true value for every datum (a scatter plot with the
// 1:1 line) and the engine's statistics: mean error, RMSE, mean squared deviation ratio (MSDR,
// 1 when the kriging variance is right), correlation.
#include <QWidget>

#include "results/ResultItem.h"

class QLabel;
class QChartView;
class QScatterSeries;

namespace strata::gui {

class CrossValidationView : public QWidget {
    Q_OBJECT
public:
    // `item`: the points the crossvalidate job wrote (columns true, estimate, ...); `summary`:
    // what the job returned.
    CrossValidationView(const ResultItem& item, const jobs::Json& summary, QWidget* parent = nullptr);

    int pointCount() const;
    QString statisticsText() const;
    QChartView* chartView() const { return chart_; }

private:
    QChartView* chart_;
    QScatterSeries* scatter_;
    QLabel* statistics_;
};

}  // namespace strata::gui
