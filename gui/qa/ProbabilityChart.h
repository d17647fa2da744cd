#pragma once
// A normal probability plot as a Qt chart: values along x (a logarithmic axis for a log-probability
// plot, positive values only) against their normal scores. Shared by the statistics panel and the
// block model's top-cut plot, which adds its cut line on the same axes.
#include <vector>

#include <QColor>
#include <QString>

#include "strata/stats/SummaryStatistics.h"

class QAbstractAxis;
class QChart;
class QXYSeries;

namespace strata::gui {

struct ProbabilityChart {
    QChart* chart = nullptr;  // the caller owns it (a QChartView takes it)
    QAbstractAxis* x = nullptr;
    QAbstractAxis* y = nullptr;
    double scoreLow = -3, scoreHigh = 3;  // the normal scores' span

    // Adds a series on the plot's axes (e.g. a cut line).
    void attach(QXYSeries* series) const;
};

ProbabilityChart probabilityChart(const std::vector<stats::ProbabilityPoint>& points, bool logarithmic,
                                  const QString& title, const QString& valueTitle, const QColor& colour);

}  // namespace strata::gui
