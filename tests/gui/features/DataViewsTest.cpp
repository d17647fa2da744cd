// Data views: the table view sorts numbers as numbers and filters by text or comparison; the
// statistics panel shows the engine's statistics, which match a direct computation here, draws
// the histogram and the probability plot, and with cell declustering on cluster.dat gives the
// declustered mean of GSLIB's declus (2.52 at cell size 5).
#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTableWidget>

#include <cmath>
#include <fstream>
#include <numeric>
#include <random>

#include "GuiTestSupport.h"
#include "data/DataTableView.h"
#include "data/DataViewDialog.h"
#include "data/StatisticsPanel.h"
#include "MainWindow.h"
#include "project/ProjectLoader.h"
#include "strata/io/DelimitedReader.h"
#include "widgets/SettingsDialog.h"

using namespace strata::gui;

namespace {

std::shared_ptr<const strata::PointSet> clusterDat() {
    strata::io::PointReadOptions options;
    options.format = strata::io::PointFileFormat::GeoEas;
    strata::io::PointColumns columns = strata::io::PointColumns::parse("Xlocation,Ylocation,Primary");
    return std::make_shared<const strata::PointSet>(
        strata::io::readPoints(std::string(STRATA_REFERENCE_DIR) + "/gslib/cluster.dat", columns, options));
}

QString summaryValue(const StatisticsPanel& panel, const QString& statistic) {
    QTableWidget* table = panel.summaryTable();
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0)->text() == statistic) return table->item(r, 1)->text();
    return {};
}

}  // namespace

class DataViewsTest : public QObject {
    Q_OBJECT

private slots:
    void tableSortsNumericallyAndFilters() {
        auto points = std::make_shared<strata::PointSet>();
        for (double v : std::vector<double>{10.0, 9.0, 100.0, std::nan(""), 2.5}) {
            points->x.push_back(v * 2);
            points->y.push_back(1);
        }
        points->addColumn("CU", {10.0, 9.0, 100.0, std::nan(""), 2.5});
        DataTableView view;
        view.setTable(DataTable::fromPoints(QStringLiteral("pts"), points));
        QSortFilterProxyModel* proxy = view.proxy();
        QCOMPARE(proxy->columnCount(), 3);  // X, Y, CU
        view.view()->sortByColumn(2, Qt::DescendingOrder);
        QCOMPARE(proxy->data(proxy->index(0, 2)).toDouble(), 100.0);  // text order would put 9 first
        QCOMPARE(proxy->data(proxy->index(1, 2)).toDouble(), 10.0);
        QCOMPARE(proxy->data(proxy->index(3, 2)).toDouble(), 2.5);
        QCOMPARE(proxy->data(proxy->index(4, 2)).toString(), QString());  // missing last when descending
        view.setFilter(2, QStringLiteral(">= 9.5"));
        QCOMPARE(proxy->rowCount(), 2);
        view.setFilter(2, QStringLiteral("< 9.5"));
        QCOMPARE(proxy->rowCount(), 2);  // 9 and 2.5 (the missing value compares false)
        view.setFilter(-1, QStringLiteral("100"));
        QCOMPARE(proxy->rowCount(), 1);
    }

    void statisticsMatchADirectComputation() {
        std::mt19937 random(11);
        std::lognormal_distribution<double> grade(0.2, 0.8);
        auto points = std::make_shared<strata::PointSet>();
        std::vector<double> values;
        for (int i = 0; i < 2000; ++i) {
            points->x.push_back(i % 50);
            points->y.push_back(i / 50);
            values.push_back(grade(random));
        }
        points->addColumn("AU", values);
        StatisticsPanel panel;
        panel.setTable(DataTable::fromPoints(QStringLiteral("gold"), points));
        QVERIFY(panel.current().has_value());
        QCOMPARE(panel.current()->variable, QStringLiteral("AU"));

        const double n = static_cast<double>(values.size());
        const double mean = std::accumulate(values.begin(), values.end(), 0.0) / n;
        double m2 = 0;
        for (double v : values) m2 += (v - mean) * (v - mean);
        std::vector<double> sorted = values;
        std::sort(sorted.begin(), sorted.end());
        const double median = 0.5 * (sorted[999] + sorted[1000]);  // Hazen at p = 0.5, n even
        const auto& s = panel.current()->summary;
        QCOMPARE(s.count, values.size());
        QVERIFY(std::abs(s.mean - mean) < 1e-12);
        QVERIFY(std::abs(s.variance - m2 / n) < 1e-10);
        QVERIFY(std::abs(s.median - median) < 1e-12);
        QCOMPARE(s.minimum, sorted.front());
        QCOMPARE(s.maximum, sorted.back());
        // The table shows the same numbers.
        QCOMPARE(summaryValue(panel, QStringLiteral("Mean")), QString::number(mean, 'g', 6));
        QCOMPARE(summaryValue(panel, QStringLiteral("Data")), QStringLiteral("2000"));

        // Histogram: 30 bins over the data range, drawn as one area; frequencies sum to 1.
        const auto& h = panel.current()->histogram;
        QCOMPARE(h.frequencies.size(), std::size_t(30));
        QVERIFY(std::abs(std::accumulate(h.frequencies.begin(), h.frequencies.end(), 0.0) - 1.0) < 1e-12);
        QCOMPARE(panel.histogramView()->chart()->series().size(), 1);
        auto* area = qobject_cast<QAreaSeries*>(panel.histogramView()->chart()->series().front());
        QVERIFY(area);
        QCOMPARE(area->upperSeries()->count(), 30 * 4);
        // Probability plot: every datum (under the thinning limit), normal scores increasing.
        auto* scatter = qobject_cast<QScatterSeries*>(panel.probabilityView()->chart()->series().front());
        QVERIFY(scatter);
        QCOMPARE(scatter->count(), 2000);
        QVERIFY(scatter->at(0).y() < -3.0 && scatter->at(1999).y() > 3.0);
        QCOMPARE(scatter->at(0).x(), sorted.front());

        panel.setLogarithmic(true);
        QVERIFY(panel.current()->histogram.logarithmic);
    }

    void declusteringWeightsOnClusterDat() {
        StatisticsPanel panel;
        panel.setTable(DataTable::fromPoints(QStringLiteral("cluster"), clusterDat()));
        QVERIFY(panel.selectVariable(QStringLiteral("Primary")));
        QVERIFY(std::abs(panel.current()->summary.mean - 4.3504) < 1e-4);
        strata::stats::CellDeclusteringOptions options;  // declus's defaults: 24 sizes 1..25, 5 offsets
        panel.setDeclustering(true, options);
        QVERIFY(panel.current()->declustering.has_value());
        QCOMPARE(panel.current()->declustering->bestCellSize, 5.0);
        QVERIFY(std::abs(panel.current()->summary.mean - 2.524) < 5e-4);
        QVERIFY(std::abs(panel.current()->summary.mean - panel.current()->declustering->declusteredMean) < 1e-12);
        QCOMPARE(summaryValue(panel, QStringLiteral("Weights")), QStringLiteral("cell declustering"));
        panel.setDeclustering(false, options);
        QVERIFY(!panel.current()->declustering.has_value());
    }

    // Polygonal weights: the panel's summary is weighted by the engine's nearest-data weights, and
    // cluster.dat's clustered high values fall as with cells.
    void polygonalDeclusteringWeightsOnClusterDat() {
        StatisticsPanel panel;
        const auto points = clusterDat();
        panel.setTable(DataTable::fromPoints(QStringLiteral("cluster"), points));
        QVERIFY(panel.selectVariable(QStringLiteral("Primary")));
        panel.setNearestDeclustering(true);
        QVERIFY(panel.current()->nearest.has_value());
        QVERIFY(!panel.current()->declustering.has_value());
        const auto expected = strata::stats::declusterNearest(points->x, points->y, {}, points->values.at(0));
        QVERIFY(std::abs(panel.current()->summary.mean - expected.declusteredMean) < 1e-9);
        QVERIFY(panel.current()->summary.mean < 3.0);  // equal weights: 4.35
        QCOMPARE(summaryValue(panel, QStringLiteral("Weights")), QStringLiteral("polygonal declustering"));
        QVERIFY(!panel.findChild<QWidget*>(QStringLiteral("declusteringMargin"))->isHidden());
        panel.setDeclustering(true);
        QVERIFY(panel.current()->declustering.has_value());
        QVERIFY(!panel.current()->nearest.has_value());
    }

    // Weights computed before (a block model's composites carry theirs) weigh the statistics as
    // they stand: a column of the polygonal weights gives the polygonal mean.
    void weightsOfAColumn() {
        const auto cluster = clusterDat();
        auto points = std::make_shared<strata::PointSet>(*cluster);
        points->names.push_back("weight");
        points->values.push_back(strata::stats::declusterNearest(points->x, points->y, {}, points->values.at(0)).weights);
        StatisticsPanel panel;
        panel.setTable(DataTable::fromPoints(QStringLiteral("composites"), points));
        QVERIFY(panel.selectVariable(QStringLiteral("Primary")));
        QVERIFY(!panel.setWeightColumn(QStringLiteral("no such column")));
        QVERIFY(panel.setWeightColumn(QStringLiteral("weight")));
        panel.setNearestDeclustering(true);
        const double polygonal = panel.current()->summary.mean;
        QVERIFY(panel.setWeightColumn(QStringLiteral("weight")));
        QVERIFY(std::abs(panel.current()->summary.mean - polygonal) < 1e-12);
        QCOMPARE(summaryValue(panel, QStringLiteral("Weights")), QStringLiteral("column weight"));
    }

    // Drillhole intervals: each weighs its length (the mean is sum(len * v) / sum(len)), their
    // desurveyed mid-points take cell declustering, and the curve of declustered means is drawn.
    void intervalStatisticsAreLengthWeightedAndDeclustered() {
        const strata::gui::LoadedProject loaded =
            strata::gui::loadProject(strata::gui::MainWindow::bundledSampleProject().toStdString(), strata::jobs::JobContext{});
        StatisticsPanel panel;
        panel.setTable(DataTable::fromIntervals(loaded.database, "assay", loaded.project.desurvey));
        QVERIFY(panel.selectVariable(QStringLiteral("ni")));
        const strata::drillholes::IntervalTable& assay = *loaded.database->findTable("assay");
        const auto& ni = assay.findNumeric("ni")->values;
        double weighted = 0, length = 0, plain = 0;
        std::size_t count = 0;
        for (std::size_t r = 0; r < assay.size(); ++r) {
            if (std::isnan(ni[r])) continue;
            weighted += (assay.to[r] - assay.from[r]) * ni[r];
            length += assay.to[r] - assay.from[r];
            plain += ni[r];
            ++count;
        }
        QVERIFY2(std::abs(panel.current()->summary.mean - weighted / length) < 1e-9,
                 qPrintable(QString::number(panel.current()->summary.mean)));
        QCOMPARE(summaryValue(panel, QStringLiteral("Weights")), QStringLiteral("interval length"));
        panel.setLengthWeighted(false);
        QVERIFY(std::abs(panel.current()->summary.mean - plain / double(count)) < 1e-9);

        strata::stats::CellDeclusteringOptions options;
        options.minCellSize = 10;
        options.maxCellSize = 200;
        options.cellSizes = 19;
        panel.setDeclustering(true, options);
        QVERIFY(panel.current()->declustering.has_value());
        auto* curve = panel.declusteringView()->chart()->findChild<QLineSeries*>();
        QVERIFY(curve);
        QCOMPARE(curve->count(), int(panel.current()->declustering->curve.size()));
        QCOMPARE(curve->count(), 21);  // equal weights, then 20 cell sizes
        QCOMPARE(curve->at(0).y(), panel.current()->declustering->equalWeightMean);
        panel.setLengthWeighted(true);
        QCOMPARE(summaryValue(panel, QStringLiteral("Weights")), QStringLiteral("interval length x cell declustering"));
    }

    // Statistics of one unit: an assay interval counts when its mid-depth lies in a lithology
    // interval logged SAP (the lithology table's unit column, looked up per row).
    void intervalStatisticsOfOneUnit() {
        const strata::gui::LoadedProject loaded =
            strata::gui::loadProject(strata::gui::MainWindow::bundledSampleProject().toStdString(), strata::jobs::JobContext{});
        StatisticsPanel panel;
        panel.setTable(DataTable::fromIntervals(loaded.database, "assay", loaded.project.desurvey));
        QVERIFY(panel.selectVariable(QStringLiteral("ni")));
        panel.setLengthWeighted(true);
        QVERIFY(!panel.setUnit(QStringLiteral("lithology.Lithology"), QStringLiteral("NOSUCH")));
        QVERIFY(panel.setUnit(QStringLiteral("lithology.Lithology"), QStringLiteral("SAP")));
        const strata::drillholes::IntervalTable& assay = *loaded.database->findTable("assay");
        const strata::drillholes::IntervalTable& lithology = *loaded.database->findTable("lithology");
        const auto& ni = assay.findNumeric("ni")->values;
        const auto& logged = lithology.findText("Lithology")->values;
        double weighted = 0, length = 0;
        std::size_t count = 0, all = 0;
        for (std::size_t r = 0; r < assay.size(); ++r) {
            if (std::isnan(ni[r])) continue;
            ++all;
            const double mid = 0.5 * (assay.from[r] + assay.to[r]);
            bool inSap = false;
            for (std::size_t l = 0; l < lithology.size(); ++l)
                if (lithology.holeIds[l] == assay.holeIds[r] && lithology.from[l] <= mid && mid < lithology.to[l])
                    inSap = logged[l] == "SAP";
            if (!inSap) continue;
            weighted += (assay.to[r] - assay.from[r]) * ni[r];
            length += assay.to[r] - assay.from[r];
            ++count;
        }
        QVERIFY(count > 10 && count < all);
        QCOMPARE(panel.current()->summary.count, count);
        QVERIFY(std::abs(panel.current()->summary.mean - weighted / length) < 1e-9);
        QVERIFY(panel.probabilityView()->chart()->title().contains(QStringLiteral("lithology.Lithology = SAP")));
        QVERIFY(panel.setUnit(QString(), QString()));
        QCOMPARE(panel.current()->summary.count, all);
    }

    void statisticsWindowPicture() {
        // The picture in docs/gui.md: cluster.dat's Primary with declustering weights.
        DataViewDialog dialog(DataTable::fromPoints(QStringLiteral("cluster.dat"), clusterDat()), nullptr);
        dialog.resize(1100, 700);
        dialog.show();
        dialog.showStatistics();
        StatisticsPanel* panel = dialog.statistics();
        QVERIFY(panel->selectVariable(QStringLiteral("Primary")));
        panel->setDeclustering(true, strata::stats::CellDeclusteringOptions{});
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(100);
        const QImage image = dialog.grab().toImage();
        const QString path = QStringLiteral(STRATA_TEST_OUTPUT_DIR "/statistics_panel.png");
        QVERIFY(image.save(path));
        // The histogram's bars are drawn in the plot colour: many pixels of it.
        const QColor bars = SettingsDialog::configuredPlotColour();
        int barPixels = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (image.pixelColor(x, y) == bars) ++barPixels;
        QVERIFY2(barPixels > 500, qPrintable(QStringLiteral("bar pixels: %1").arg(barPixels)));
    }

    void dialogShowsTableAndStatistics() {
        DataViewDialog dialog(DataTable::fromPoints(QStringLiteral("cluster"), clusterDat()), nullptr);
        QCOMPARE(dialog.tableView()->proxy()->rowCount(), 140);
        QVERIFY(!dialog.statistics()->current());  // computed when shown
        dialog.showStatistics();
        QVERIFY(dialog.statistics()->current().has_value());
    }
};

STRATA_GUI_TEST_MAIN(DataViewsTest)
#include "DataViewsTest.moc"
