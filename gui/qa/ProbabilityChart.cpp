#include "qa/ProbabilityChart.h"

#include <algorithm>
#include <cmath>

#include <QChart>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

namespace strata::gui {

void ProbabilityChart::attach(QXYSeries* series) const {
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

ProbabilityChart probabilityChart(const std::vector<stats::ProbabilityPoint>& points, bool logarithmic,
                                  const QString& title, const QString& valueTitle, const QColor& colour) {
    ProbabilityChart plot;
    plot.chart = new QChart;
    plot.chart->setTitle(title);
    plot.chart->legend()->hide();
    auto* scatter = new QScatterSeries(plot.chart);
    scatter->setName(QStringLiteral("data"));
    scatter->setMarkerSize(5);
    scatter->setColor(colour);
    scatter->setBorderColor(colour.darker(160));
    double lo = 0, hi = 1;
    bool first = true;
    for (const stats::ProbabilityPoint& p : points) {
        if ((logarithmic && !(p.value > 0)) || !std::isfinite(p.normalScore)) continue;
        scatter->append(p.value, p.normalScore);
        lo = first ? p.value : std::min(lo, p.value);
        hi = first ? p.value : std::max(hi, p.value);
        plot.scoreLow = std::min(plot.scoreLow, p.normalScore);
        plot.scoreHigh = std::max(plot.scoreHigh, p.normalScore);
        first = false;
    }
    plot.chart->addSeries(scatter);
    if (logarithmic) {
        auto* axis = new QLogValueAxis;
        if (first) lo = 0.01;
        axis->setRange(lo, hi > lo ? hi * 1.2 : lo * 10);  // room for a cut beyond the largest value
        axis->setLabelFormat(QStringLiteral("%g"));
        plot.x = axis;
    } else {
        auto* axis = new QValueAxis;
        axis->setRange(lo, hi > lo ? hi : lo + 1);
        axis->applyNiceNumbers();
        axis->setLabelFormat(QStringLiteral("%g"));
        plot.x = axis;
    }
    plot.x->setTitleText(valueTitle);
    auto* y = new QValueAxis;
    y->setRange(plot.scoreLow - 0.25, plot.scoreHigh + 0.25);  // room for the extreme points
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%g"));
    y->setTitleText(QChart::tr("Normal score"));
    plot.y = y;
    plot.chart->addAxis(plot.x, Qt::AlignBottom);
    plot.chart->addAxis(plot.y, Qt::AlignLeft);
    scatter->attachAxis(plot.x);
    scatter->attachAxis(plot.y);
    return plot;
}

}  // namespace strata::gui
