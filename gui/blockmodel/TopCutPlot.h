#pragma once
// A unit's top cut read off its log-probability plot: the assays' grades (length-weighted) on a
// logarithmic grade axis against their normal scores, where the break in the upper tail (the few
// outliers leaving the straight line of a log-normal population) shows where to cut. A click sets
// the cut at the grade under the pointer; the line marks it, and the label says how many assays
// lie above it and what share of the metal the cut removes.
#include <QDialog>

#include "blockmodel/TopCuts.h"

class QChartView;
class QLabel;
class QLineSeries;

namespace strata::gui {

class TopCutPlot : public QDialog {
    Q_OBJECT
public:
    // `cut`: the unit's cut so far (NaN: none).
    TopCutPlot(const QString& unit, const UnitGrades& grades, double cut, QWidget* parent = nullptr);

    double cut() const { return cut_; }
    void setCut(double cut);
    QChartView* chartView() const { return view_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    UnitGrades grades_;
    double cut_;
    QChartView* view_;
    QLineSeries* line_;
    QLabel* status_;
    double scoreLow_ = -3, scoreHigh_ = 3;
};

}  // namespace strata::gui
