#include "estimation/CrossValidationView.h"

#include <algorithm>
#include <cmath>

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <QVBoxLayout>

namespace strata::gui {

CrossValidationView::CrossValidationView(const ResultItem& item, const jobs::Json& summary, QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("crossValidationView"));
    setWindowTitle(item.name);
    auto* layout = new QVBoxLayout(this);
    auto* chart = new QChart;
    chart->setTitle(tr("Cross-validation: estimate against true value"));
    chart->legend()->setVisible(false);
    scatter_ = new QScatterSeries;
    scatter_->setMarkerSize(6);
    scatter_->setName(tr("data"));
    double low = HUGE_VAL, high = -HUGE_VAL;
    if (item.points) {
        const PointSet& p = *item.points;
        const auto& truth = p.column("true");
        const auto& estimate = p.column("estimate");
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (!std::isfinite(truth[i]) || !std::isfinite(estimate[i])) continue;
            scatter_->append(truth[i], estimate[i]);
            low = std::min({low, truth[i], estimate[i]});
            high = std::max({high, truth[i], estimate[i]});
        }
    }
    if (!(high > low)) {
        low = 0;
        high = 1;
    }
    auto* identity = new QLineSeries;
    identity->setName(tr("1:1"));
    identity->append(low, low);
    identity->append(high, high);
    chart->addSeries(scatter_);
    chart->addSeries(identity);
    auto* x = new QValueAxis;
    x->setTitleText(tr("True value"));
    x->setRange(low, high);
    auto* y = new QValueAxis;
    y->setTitleText(tr("Estimate"));
    y->setRange(low, high);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* series : {static_cast<QAbstractSeries*>(scatter_), static_cast<QAbstractSeries*>(identity)}) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
    chart_ = new QChartView(chart);
    chart_->setRenderHint(QPainter::Antialiasing);
    chart_->setMinimumSize(420, 380);
    layout->addWidget(chart_, 1);

    auto number = [&summary](const char* key) { return summary.contains(key) ? summary.at(key).get<double>() : std::nan(""); };
    statistics_ = new QLabel(tr("Data estimated: %1 (unestimated %2)\nMean error: %3\nRMSE: %4\n"
                                "Mean squared deviation ratio: %5\nCorrelation: %6")
                                 .arg(summary.value("estimated", 0))
                                 .arg(summary.value("unestimated", 0))
                                 .arg(number("mean_error"), 0, 'g', 5)
                                 .arg(number("rmse"), 0, 'g', 5)
                                 .arg(number("msdr"), 0, 'g', 4)
                                 .arg(number("correlation"), 0, 'g', 4));
    statistics_->setObjectName(QStringLiteral("crossValidationStatistics"));
    statistics_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(statistics_);
}

int CrossValidationView::pointCount() const { return scatter_->count(); }
QString CrossValidationView::statisticsText() const { return statistics_->text(); }

}  // namespace strata::gui
