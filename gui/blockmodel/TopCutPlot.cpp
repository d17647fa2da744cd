#include "blockmodel/TopCutPlot.h"

#include <algorithm>
#include <cmath>

#include <QChart>
#include <QChartView>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineSeries>
#include <QMouseEvent>
#include <QVBoxLayout>

#include "qa/ProbabilityChart.h"
#include "strata/stats/SummaryStatistics.h"
#include "widgets/SettingsDialog.h"

namespace strata::gui {

namespace {
// Every assay up to this many (the tail is what matters); beyond, evenly spaced ranks.
constexpr std::size_t kPlotPoints = 20000;
}

TopCutPlot::TopCutPlot(const QString& unit, const UnitGrades& grades, double cut, QWidget* parent)
    : QDialog(parent), grades_(grades), cut_(cut), view_(new QChartView(this)), line_(new QLineSeries),
      status_(new QLabel(this)) {
    setWindowTitle(tr("Top cut of %1").arg(unit));
    setObjectName(QStringLiteral("topCutPlot"));
    const ProbabilityChart plot = probabilityChart(
        stats::probabilityPlot(grades.values, grades.lengths, grades.values.size() <= kPlotPoints ? 0 : kPlotPoints),
        true, tr("Log-probability plot of %1's assays: click where the upper tail leaves the line").arg(unit),
        tr("Grade"), SettingsDialog::configuredPlotColour());
    scoreLow_ = plot.scoreLow;
    scoreHigh_ = plot.scoreHigh;
    plot.attach(line_);
    QChart* chart = plot.chart;
    view_->setChart(chart);
    view_->setRenderHint(QPainter::Antialiasing);
    view_->setMinimumSize(560, 400);
    view_->viewport()->installEventFilter(this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    status_->setObjectName(QStringLiteral("topCutStatus"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(view_, 1);
    layout->addWidget(status_);
    layout->addWidget(buttons);
    setCut(cut);
}

void TopCutPlot::setCut(double cut) {
    cut_ = cut;
    line_->clear();
    if (!std::isfinite(cut)) {
        status_->setText(tr("No top cut: click on the plot to set one."));
        return;
    }
    line_->append(cut, scoreLow_ - 0.25);
    line_->append(cut, scoreHigh_ + 0.25);
    const auto above = std::count_if(grades_.values.begin(), grades_.values.end(), [cut](double v) { return v > cut; });
    status_->setText(tr("Cut at %1: %2 of %3 assays above it, %4 % of the metal removed")
                         .arg(QString::number(cut, 'g', 4))
                         .arg(above)
                         .arg(grades_.values.size())
                         .arg(QString::number(100 * metalRemoved(grades_, cut), 'f', 2)));
}

bool TopCutPlot::eventFilter(QObject* watched, QEvent* event) {
    if (watched == view_->viewport() && event->type() == QEvent::MouseButtonPress) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton) {
            QChart* chart = view_->chart();
            const QPointF value = chart->mapToValue(chart->mapFromScene(view_->mapToScene(mouse->position().toPoint())));
            if (value.x() > 0) setCut(value.x());
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

}  // namespace strata::gui
