// The variogram fitting panel driven like a user: dragging a structure's handle with the mouse
// changes its range (and the drawn curve), undo restores it, and Auto fit on gstat's sample
// variogram of true.dat lands on gstat's fit. Also times a handle drag to the redrawn curve.
// Runs without a display (offscreen platform).
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>

#include "strata/core/Error.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>

#include "GuiTestSupport.h"
#include "ImageComparison.h"
#include "jobs/JobRunner.h"
#include "MainWindow.h"
#include "jobs/TaskManager.h"
#include "project/ProjectLoader.h"
#include "variogram/IntervalSamples.h"
#include "variogram/VariogramChartView.h"
#include "variogram/VariogramPanel.h"

#ifndef STRATA_REFERENCE_DIR
#error "STRATA_REFERENCE_DIR must point at the reference data"
#endif

using namespace strata::gui;
using strata::variogram::VariogramModel;

namespace {

// gstat's variogram(z ~ 1, width = 2, cutoff = 30) of true.dat: "np","dist","gamma".
std::vector<ExperimentalDirection> gstatSampleVariogram() {
    QFile file(QStringLiteral(STRATA_REFERENCE_DIR "/gstat/true_variogram_w2_c30.csv"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
    ExperimentalDirection omni;
    omni.label = QStringLiteral("omni");
    file.readLine();  // header
    while (!file.atEnd()) {
        const QList<QByteArray> fields = file.readLine().trimmed().split(',');
        if (fields.size() != 3) continue;
        strata::variogram::FitPoint point;
        point.pairs = fields[0].toDouble();
        point.distance = fields[1].toDouble();
        point.value = fields[2].toDouble();
        omni.points.push_back(point);
    }
    return {omni};
}

// The model curve's value at lag h (the drawn line series, linear between samples).
double drawnCurveAt(VariogramChartView* chart, double h) {
    for (QAbstractSeries* series : chart->chart()->series()) {
        auto* line = qobject_cast<QLineSeries*>(series);
        if (!line) continue;
        const QList<QPointF> points = line->points();
        for (qsizetype i = 1; i < points.size(); ++i)
            if (points[i].x() >= h) {
                const double t = (h - points[i - 1].x()) / (points[i].x() - points[i - 1].x());
                return points[i - 1].y() + t * (points[i].y() - points[i - 1].y());
            }
    }
    return std::nan("");
}

}  // namespace

class VariogramPanelTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        tasks_ = std::make_unique<TaskManager>();
        log_ = std::make_unique<MessageLog>();
        runner_ = std::make_unique<JobRunner>(*tasks_, *log_);
        panel_ = std::make_unique<VariogramPanel>(runner_.get());
        panel_->resize(1200, 700);
        panel_->setDirections(gstatSampleVariogram(), QStringLiteral("true.dat"));
        QCOMPARE(panel_->directions().size(), std::size_t{1});
        QCOMPARE(panel_->directions()[0].points.size(), std::size_t{15});
        panel_->resetModel(VariogramModel::parse("10 nug + 10 sph(8)"));
        panel_->show();
        QVERIFY(QTest::qWaitForWindowExposed(panel_.get()));
    }
    void cleanup() {
        panel_.reset();
        tasks_->cancelAllAndWait(-1);
        runner_.reset();
        log_.reset();
        tasks_.reset();
    }

    void draggingTheRangeHandleChangesTheRangeAndUndoRestoresIt() {
        VariogramChartView* chart = panel_->chartView();
        QWidget* viewport = chart->viewport();
        const ModelHandle handle{ModelHandle::Kind::Structure, 0};
        const QPoint start = chart->handlePosition(handle);
        const QPoint end = start + QPoint(120, 0);  // sideways only: the sill stays
        const double expectedRange = chart->valueAt(end).x();
        QVERIFY(expectedRange > 8.5);
        const double curveBefore = drawnCurveAt(chart, 8.0);

        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, start);
        for (int step = 1; step <= 6; ++step) QTest::mouseMove(viewport, start + QPoint(20 * step, 0));
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, end);

        const auto& dragged = panel_->model().structures.at(0);
        QVERIFY2(std::abs(dragged.range - expectedRange) < 0.02 * expectedRange,
                 qPrintable(QStringLiteral("range %1, expected %2").arg(dragged.range).arg(expectedRange)));
        QVERIFY(std::abs(dragged.sill - 10) < 0.1);
        QCOMPARE(panel_->model().nugget, 10.0);
        // The drawn curve follows: a longer range rises more slowly.
        QVERIFY(drawnCurveAt(chart, 8.0) < curveBefore - 0.5);
        QCOMPARE(panel_->undoStack()->count(), 1);
        // The handle moved with the model.
        QVERIFY((chart->handlePosition(handle) - end).manhattanLength() <= 3);

        panel_->undoStack()->undo();
        QCOMPARE(panel_->model().structures.at(0).range, 8.0);
        QCOMPARE(panel_->model().structures.at(0).sill, 10.0);
        QVERIFY(std::abs(drawnCurveAt(chart, 8.0) - curveBefore) < 1e-9);
        panel_->undoStack()->redo();
        QVERIFY(std::abs(panel_->model().structures.at(0).range - expectedRange) < 0.02 * expectedRange);
    }

    void draggingTheNuggetHandleChangesOnlyTheNugget() {
        VariogramChartView* chart = panel_->chartView();
        const QPoint start = chart->handlePosition({ModelHandle::Kind::Nugget, -1});
        const QPoint end = start + QPoint(0, 60);  // down: a smaller nugget
        const double expected = chart->valueAt(end).y();
        QTest::mousePress(chart->viewport(), Qt::LeftButton, Qt::NoModifier, start);
        QTest::mouseMove(chart->viewport(), end);
        QTest::mouseRelease(chart->viewport(), Qt::LeftButton, Qt::NoModifier, end);
        QVERIFY(std::abs(panel_->model().nugget - expected) < 0.05);
        QVERIFY(panel_->model().nugget < 9);
        QCOMPARE(panel_->model().structures.at(0).range, 8.0);
        panel_->undoStack()->undo();
        QCOMPARE(panel_->model().nugget, 10.0);
    }

    void autoFitLandsOnGstatsFit() {
        panel_->resetModel(VariogramModel::parse("1 nug + 1 sph(3)"));  // poor start on purpose
        QSignalSpy fitted(panel_.get(), &VariogramPanel::fitFinished);
        QVERIFY(QMetaObject::invokeMethod(panel_->findChild<QWidget*>(QStringLiteral("autoFit")), "click"));
        QVERIFY(fitted.wait(20000));
        QVERIFY2(fitted.at(0).at(0).toBool(), qPrintable(fitted.at(0).at(1).toString()));
        const VariogramModel& model = panel_->model();
        // gstat: fit.variogram(v, vgm(NA, "Sph", NA, NA)) -> nugget 11.83, psill 11.76, range 8.84.
        QVERIFY2(std::abs(model.nugget - 11.83) < 0.1, qPrintable(QString::number(model.nugget)));
        QVERIFY2(std::abs(model.structures.at(0).sill - 11.76) < 0.1, qPrintable(QString::number(model.structures[0].sill)));
        QVERIFY2(std::abs(model.structures.at(0).range - 8.84) < 0.1, qPrintable(QString::number(model.structures[0].range)));
        // The fit is one undoable edit.
        panel_->undoStack()->undo();
        QCOMPARE(panel_->model().nugget, 1.0);
        QCOMPARE(panel_->model().structures.at(0).range, 3.0);
    }

    void lockedRangeStaysThroughAutoFit() {
        panel_->resetModel(VariogramModel::parse("1 nug + 1 sph(12)"));
        auto* table = panel_->findChild<QWidget*>(QStringLiteral("structures"));
        QVERIFY(table);
        QVERIFY(panel_->fitOptions().locked.empty());
        panel_->findChild<QCheckBox*>(QStringLiteral("nuggetLocked"))->setChecked(true);
        QCOMPARE(panel_->fitOptions().locked, std::vector<std::string>{"nugget"});
        QSignalSpy fitted(panel_.get(), &VariogramPanel::fitFinished);
        panel_->autoFit();
        QVERIFY(fitted.wait(20000));
        QCOMPARE(panel_->model().nugget, 1.0);
        QVERIFY(panel_->model().structures.at(0).sill > 15);  // the sill takes what the nugget cannot
    }

    void liveRecomputeOfSamples() {
        // 400 random points with a linear trend in x: gamma grows with lag along x.
        auto samples = std::make_shared<strata::variogram::VariogramInput>();
        std::mt19937 random(7);
        std::uniform_real_distribution<double> uniform(0, 100);
        samples->names = {"v"};
        samples->variables.resize(1);
        for (int i = 0; i < 400; ++i) {
            samples->x.push_back(uniform(random));
            samples->y.push_back(uniform(random));
            samples->z.push_back(0);
            samples->variables[0].push_back(samples->x.back() * 0.1);
        }
        QSignalSpy updated(panel_.get(), &VariogramPanel::experimentalUpdated);
        panel_->setSamples(samples, QStringLiteral("trend"));
        QVERIFY(updated.wait(10000));
        const double firstLag = panel_->experimentalOptions().lags.separation;
        QVERIFY(firstLag > 0);
        QVERIFY(!panel_->directions().at(0).points.empty());
        // gamma = 0.5 * 0.01 * E[dx^2]: rises with the lag.
        const auto& points = panel_->directions()[0].points;
        QVERIFY(points.back().value > 4 * points.front().value);

        // Changing a control recomputes (after its short delay) with the new lag.
        panel_->findChild<QDoubleSpinBox*>(QStringLiteral("lagDistance"))->setValue(firstLag / 2);
        QVERIFY(updated.wait(10000));
        QVERIFY(panel_->directions()[0].points.front().distance < 0.75 * firstLag);
        // A second direction, perpendicular to the trend: flat.
        panel_->findChild<QCheckBox*>(QStringLiteral("perpendicular"))->setChecked(true);
        panel_->findChild<QDoubleSpinBox*>(QStringLiteral("azimuthTolerance"))->setValue(22.5);
        panel_->findChild<QDoubleSpinBox*>(QStringLiteral("azimuth"))->setValue(90);
        QVERIFY(updated.wait(10000));
        QCOMPARE(panel_->directions().size(), std::size_t{2});
        const auto& alongX = panel_->directions()[0].points;  // azimuth 90: east, along the trend
        const auto& alongY = panel_->directions()[1].points;
        QVERIFY(alongX.back().value > 10 * alongY.back().value);
    }

    void structureListEditsAreUndoable() {
        auto* add = panel_->findChild<QPushButton*>(QStringLiteral("addStructure"));
        auto* remove = panel_->findChild<QPushButton*>(QStringLiteral("removeStructure"));
        auto* table = panel_->findChild<QTableWidget*>(QStringLiteral("structures"));
        QVERIFY(add && remove && table);
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(panel_->model().structures.size(), std::size_t{2});
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(panel_->model().structures[1].range, 16.0);  // twice the previous structure's
        auto* type = qobject_cast<QComboBox*>(table->cellWidget(1, 0));
        QVERIFY(type);
        type->setCurrentIndex(1);
        QCOMPARE(panel_->model().structures[1].type, strata::variogram::StructureType::Exponential);
        panel_->undoStack()->undo();
        QCOMPARE(panel_->model().structures[1].type, strata::variogram::StructureType::Spherical);
        QCOMPARE(type->currentIndex(), 0);
        table->setCurrentCell(0, 1);
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(panel_->model().structures.size(), std::size_t{1});
        QCOMPARE(panel_->model().structures[0].range, 16.0);  // the first one went
        panel_->undoStack()->undo();
        panel_->undoStack()->undo();
        QCOMPARE(panel_->model().toString(), VariogramModel::parse("10 nug + 10 sph(8)").toString());
    }

    void exportsThePlot() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("variogram.png"));
        QVERIFY(panel_->exportPlot(path));
        QImage image(path);
        QVERIFY(image.width() > 300 && image.height() > 200);
        QVERIFY(panel_->saveModel(dir.filePath(QStringLiteral("model.json"))));
    }

    // The sample project's nickel assays at interval mid-points, their variogram and a fit; the
    // panel as it then looks is written to <build>/tests/gui/variogram_panel.png (the docs' picture).
    void sampleNickelAssays() {
        const LoadedProject loaded =
            loadProject(MainWindow::bundledSampleProject().toStdString(), strata::jobs::JobContext{});
        QVERIFY(loaded.database);
        const auto columns = numericIntervalColumns(*loaded.database);
        QVERIFY(std::any_of(columns.begin(), columns.end(), [](const IntervalColumn& c) { return c.column == "ni"; }));
        auto samples = std::make_shared<strata::variogram::VariogramInput>(
            intervalSamples(*loaded.database, {"assay", "ni"}, loaded.project.desurvey, strata::jobs::JobContext{}));
        const strata::drillholes::IntervalTable& assays = *loaded.database->findTable("assay");
        std::size_t expected = 0;
        for (std::size_t row = 0; row < assays.size(); ++row)
            if (loaded.database->findCollar(assays.holeIds[row]) && !std::isnan(assays.findNumeric("ni")->values[row]))
                ++expected;
        QCOMPARE(samples->x.size(), expected);
        QVERIFY(expected > 5000);
        // The sample's holes are vertical: mid-points lie below the collar at (from + to) / 2.
        const strata::drillholes::Collar& collar = *loaded.database->findCollar(assays.holeIds[0]);
        QVERIFY(std::abs(samples->x[0] - collar.x) < 1e-6);
        QVERIFY(std::abs(samples->z[0] - (collar.z - (assays.from[0] + assays.to[0]) / 2)) < 1e-6);
        QVERIFY_THROWS_EXCEPTION(strata::ValidationError,
                                 intervalSamples(*loaded.database, {"assay", "gold"}, loaded.project.desurvey, {}));

        QSignalSpy updated(panel_.get(), &VariogramPanel::experimentalUpdated);
        panel_->setSamples(samples, QStringLiteral("assay.ni: %1 samples").arg(samples->x.size()));
        QVERIFY(updated.wait(20000));
        const auto& points = panel_->directions().at(0).points;
        QVERIFY(points.size() >= 8);
        double mean = 0, variance = 0;
        for (double v : samples->variables[0]) mean += v;
        mean /= static_cast<double>(samples->x.size());
        for (double v : samples->variables[0]) variance += (v - mean) * (v - mean);
        variance /= static_cast<double>(samples->x.size());
        // Far lags reach about the variance of the data.
        QVERIFY2(points.back().value > 0.5 * variance && points.back().value < 1.5 * variance,
                 qPrintable(QStringLiteral("%1 vs %2").arg(points.back().value).arg(variance)));

        panel_->resetModel(VariogramModel::parse("0.05 nug + 0.1 sph(100)"));
        QSignalSpy fitted(panel_.get(), &VariogramPanel::fitFinished);
        panel_->autoFit();
        QVERIFY(fitted.wait(20000));
        QVERIFY(fitted.at(0).at(0).toBool());
        QVERIFY(std::abs(panel_->model().sill() - variance) < 0.5 * variance);
        QVERIFY(panel_->grab().save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/variogram_panel.png")));
    }

    // Tools > Variogram fitting in the main window (its 3D view needs an X server with GLX).
    void mainWindowComputesTheVariogramOfAColumn() {
        if (!strata::gui::test::hasGlDisplay()) QSKIP(qPrintable(strata::gui::test::noDisplayReason()));
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(test::openProjectAndWait(window, MainWindow::bundledSampleProject(), 30000));
        VariogramPanel* panel = window.variogramPanel();
        QVERIFY(panel);
        QSignalSpy updated(panel, &VariogramPanel::experimentalUpdated);
        QVERIFY(window.computeVariogramOf(QStringLiteral("assay"), QStringLiteral("ni")));
        QVERIFY(updated.wait(30000));
        QVERIFY(panel->isVisible());
        QVERIFY(panel->directions().at(0).points.size() >= 8);
        QVERIFY(panel->findChild<QLabel*>(QStringLiteral("variogramTitle"))->text().contains(QStringLiteral("5421")));
    }

    // Figure: time from a handle drag (one mouse move) to the redrawn curve on screen.
    void dragToRedrawTime() {
        VariogramChartView* chart = panel_->chartView();
        QWidget* viewport = chart->viewport();
        const QPoint start = chart->handlePosition({ModelHandle::Kind::Structure, 0});
        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, start);
        std::vector<double> ms;
        QElapsedTimer clock;
        for (int step = 1; step <= 40; ++step) {
            clock.start();
            QTest::mouseMove(viewport, start + QPoint(3 * step, -(step % 5)));
            viewport->repaint();  // the frame that shows the new curve
            ms.push_back(clock.nsecsElapsed() / 1e6);
        }
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, start + QPoint(120, 0));
        std::sort(ms.begin(), ms.end());
        const double median = ms[ms.size() / 2];
        qInfo("drag to redrawn curve: median %.2f ms, min %.2f ms, max %.2f ms over %zu moves (%dx%d plot)", median,
              ms.front(), ms.back(), ms.size(), viewport->width(), viewport->height());
        // Target 30 ms; the bound leaves room for a loaded test machine.
        QVERIFY2(median < 100, qPrintable(QString::number(median)));
    }

    // Screenshot baseline (the 3D view's is in MainViewTest): a changed layout, a lost series or a
    // curve drawn from the wrong model moves more than 1 % of the pixels. Regenerate with
    // STRATA_UPDATE_BASELINES=1 after an intended change, and look at the image.
    void panelMatchesBaseline() {
        panel_->resetModel(VariogramModel::parse("11.83 nug + 11.76 sph(8.84)"));
        QTest::qWait(200);  // let the chart lay out its axes
        const QImage image = panel_->grab().toImage();
        QCOMPARE(image.size(), QSize(1200, 700));
        STRATA_VERIFY_BASELINE(image, "variogram_panel_true");
    }

private:
    std::unique_ptr<TaskManager> tasks_;
    std::unique_ptr<MessageLog> log_;
    std::unique_ptr<JobRunner> runner_;
    std::unique_ptr<VariogramPanel> panel_;
};

STRATA_GUI_TEST_MAIN(VariogramPanelTest)
#include "VariogramPanelTest.moc"
