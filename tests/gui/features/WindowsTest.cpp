// The main window as a place to work for days: Quit closes the windows opened from it (2-D map,
// swath plot, cross-validation plot), so that the application ends; the window opens at a
// useful size and stays on the screen; the anisotropy ellipsoid leaves with the variogram panel
// and does not take over "Reset camera". Needs an X display (xvfb-run), as the main window
// shows the 3D view.
#include <QDockWidget>
#include <QFile>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <memory>

#include <vtkCamera.h>
#include <vtkPropCollection.h>
#include <vtkRenderer.h>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "estimation/EstimationTools.h"
#include "estimation/KrigingDialog.h"
#include "jobs/Task.h"
#include "project/DrillholeGeometry.h"
#include "project/ProjectLoader.h"
#include "qa/GridMapView.h"
#include "qa/ResultViewer.h"
#include "qa/SwathPlotView.h"
#include "results/ResultCatalog.h"
#include "variogram/AnisotropyEllipsoid.h"
#include "variogram/VariogramPanel.h"
#include "view/SceneView.h"

using namespace strata::gui;
using strata::GridSpec;

namespace {

// A 2-D grid of 10 x 8 nodes with one "estimate" layer, made by a job that read `dataFile`.
ResultItem gridItem(const QString& dataFile) {
    auto grid = std::make_shared<strata::Grid>();
    grid->spec = GridSpec{10, 8, 1, 1000, 2000, 0, 10, 10, 1};
    grid->addLayer("estimate");
    for (std::size_t n = 0; n < grid->spec.nodeCount(); ++n) grid->layers[0][n] = float(n % 7);
    ResultItem item;
    item.kind = ResultKind::Grid2D;
    item.name = QStringLiteral("ramp");
    item.grid = grid;
    item.job = {{"type", "idw"}, {"params", {{"data", dataFile.toStdString()}}}};
    return item;
}

// Twelve points inside that grid, written as a CSV file.
bool writeData(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
    QTextStream out(&file);
    out << "x,y,z,ni\n";
    for (int i = 0; i < 12; ++i) out << 1000 + 7 * i << ',' << 2000 + 5 * i << ",0," << i % 5 << '\n';
    return true;
}

// A cross-validation result: true and estimated values at a few points.
ResultItem crossValidationItem() {
    strata::PointSet points;
    points.dimension = 2;
    for (int i = 0; i < 5; ++i) {
        points.x.push_back(i);
        points.y.push_back(i);
        points.z.push_back(0);
    }
    points.addColumn("true", {1, 2, 3, 4, 5});
    points.addColumn("estimate", {1.1, 2.2, 2.9, 3.8, 5.1});
    ResultItem item;
    item.kind = ResultKind::Points;
    item.name = QStringLiteral("cross-validation");
    item.points = std::make_shared<const strata::PointSet>(std::move(points));
    return item;
}

}  // namespace

class WindowsTest : public QObject {
    Q_OBJECT

private slots:
    void quitClosesTheMapSwathAndCrossValidationWindows() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        QTemporaryDir folder;
        const QString dataFile = folder.filePath(QStringLiteral("data.csv"));
        QVERIFY(writeData(dataFile));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        ResultViewer* viewer = window.estimationTools()->resultViewer();
        QSignalSpy dataLoaded(viewer, &ResultViewer::dataLoaded);
        viewer->showItem(window.resultCatalog().add(gridItem(dataFile)));
        QVERIFY(dataLoaded.wait(30000));
        GridMapView* map = viewer->openMapView();
        SwathPlotView* swath = viewer->openSwathPlot();
        QVERIFY(map && swath);
        KrigingDialog* kriging = window.estimationTools()->openKriging();
        emit kriging->crossValidationReady(window.resultCatalog().add(crossValidationItem()), strata::jobs::Json::object());
        QWidget* crossValidation = nullptr;
        for (QWidget* widget : QApplication::topLevelWidgets())
            if (widget->objectName() == QStringLiteral("crossValidationView") && widget->isVisible()) crossValidation = widget;
        QVERIFY(crossValidation);
        QVERIFY(map->isVisible() && swath->isVisible());

        QVERIFY(window.close());
        // No window left open: the last one closed ends the application's event loop.
        for (QWidget* widget : QApplication::topLevelWidgets())
            QVERIFY2(!widget->isVisible(), qPrintable(widget->objectName() + QStringLiteral(" is still open")));
    }

    // A first start (nothing saved) opens at most of the screen, not at the docks' smallest size.
    void firstStartFillsMostOfTheScreen() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        forgetWindowSettings();
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect available = window.screen()->availableGeometry();
        QVERIFY2(window.width() >= std::min(1200, available.width()) && window.height() >= std::min(800, available.height()),
                 qPrintable(QStringLiteral("%1 x %2").arg(window.width()).arg(window.height())));
        QVERIFY(window.width() >= available.width() * 3 / 4 && window.height() >= available.height() * 3 / 4);
        QVERIFY(fitsOnTheScreen(window));
    }

    // A size saved on a larger screen comes back inside this one.
    void aRestoredSizeLargerThanTheScreenIsClamped() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        forgetWindowSettings();
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        {
            QWidget large;
            large.setGeometry(available.x(), available.y(), available.width() * 2, available.height() * 2);
            QSettings().setValue(QStringLiteral("window/geometry"), large.saveGeometry());
        }
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(fitsOnTheScreen(window));
    }

    // Every dock shown in a window that fills the screen: the window stays on the screen.
    void docksKeepTheWindowOnTheScreen() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        forgetWindowSettings();
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect available = window.screen()->availableGeometry();
        window.resize(available.width() * 19 / 20, available.height() * 19 / 20);
        for (QDockWidget* dock : window.findChildren<QDockWidget*>()) dock->show();
        QTest::qWait(300);
        QTRY_VERIFY2(fitsOnTheScreen(window), qPrintable(QStringLiteral("%1 x %2 on %3 x %4")
                                                             .arg(window.frameGeometry().width())
                                                             .arg(window.frameGeometry().height())
                                                             .arg(available.width())
                                                             .arg(available.height())));
    }

    // The ellipsoid of a long-range model: "Reset camera" frames the drillholes, not the
    // ellipsoid, and closing the variogram panel takes the ellipsoid out of the view.
    void theEllipsoidLeavesWithThePanelAndResetCameraFramesTheData() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        MainWindow window;
        window.show();
        QVERIFY(test::openProjectAndWait(window, MainWindow::bundledSampleProject()));
        QVERIFY(test::variogramSamplesLoaded(window, QStringLiteral("assay"), QStringLiteral("ni")));
        window.variogramPanel()->editModel(strata::variogram::VariogramModel::parse("0.2 nug + 0.06 sph(50000)"),
                                           QStringLiteral("long range"));
        auto* ellipsoid = window.variogramPanel()->findChild<AnisotropyEllipsoid*>(QStringLiteral("anisotropyEllipsoid"));
        QVERIFY(ellipsoid);
        QVERIFY(ellipsoid->actor()->GetVisibility());

        vtkRenderer* renderer = window.sceneView()->renderer();
        window.sceneView()->resetCamera();
        const double withEllipsoid = renderer->GetActiveCamera()->GetDistance();
        ellipsoid->setShown(false);
        window.sceneView()->resetCamera();
        const double dataOnly = renderer->GetActiveCamera()->GetDistance();
        QVERIFY2(std::abs(withEllipsoid - dataOnly) < 1e-6 * dataOnly,
                 qPrintable(QStringLiteral("camera %1 m away with the ellipsoid, %2 m without").arg(withEllipsoid).arg(dataOnly)));
        ellipsoid->setShown(true);

        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("variogramDock"));
        QVERIFY(dock);
        QVERIFY(ellipsoid->actor()->GetVisibility());
        dock->close();
        QVERIFY(!ellipsoid->actor()->GetVisibility());
        dock->show();
        QVERIFY(ellipsoid->actor()->GetVisibility());
    }

    // View > Colour drillholes by: any column of any interval table; a numeric one is a ramp
    // between its 2nd and 98th percentiles (a few high grades do not wash it out); the project
    // keeps the choice.
    void drillholesAreColouredByAnyColumn() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        MainWindow window;
        window.show();
        QVERIFY(test::openProjectAndWait(window, MainWindow::bundledSampleProject()));
        const std::size_t propsBefore = std::size_t(window.sceneView()->renderer()->GetViewProps()->GetNumberOfItems());
        Task* task = window.colourDrillholesBy(QStringLiteral("assay"), QStringLiteral("ni"));
        QVERIFY(task);
        QSignalSpy done(task, &Task::finished);
        QVERIFY(done.wait(60000));
        const std::optional<ColourBy>& chosen = window.projectWorkflow()->session().project().colourBy;
        QVERIFY(chosen && chosen->table == "assay" && chosen->column == "ni");
        QVERIFY(window.projectWorkflow()->session().isModified());
        // The same actors, recoloured: none left behind.
        QCOMPARE(std::size_t(window.sceneView()->renderer()->GetViewProps()->GetNumberOfItems()), propsBefore);

        // The ramp's ends: the 2nd and 98th percentiles of the drawn intervals' nickel.
        const LoadedProject loaded = loadProject(MainWindow::bundledSampleProject().toStdString(), strata::jobs::JobContext{});
        const DrillholeGeometry geometry = buildDrillholeGeometry(*loaded.database, loaded.project.desurvey, *chosen,
                                                                  loaded.geometry->origin, strata::jobs::JobContext{});
        std::vector<double> ni;
        for (double v : geometry.intervalValue)
            if (std::isfinite(v)) ni.push_back(v);
        std::sort(ni.begin(), ni.end());
        QCOMPARE(geometry.valueMin, ni[std::size_t(std::llround(0.02 * double(ni.size() - 1)))]);
        QCOMPARE(geometry.valueMax, ni[std::size_t(std::llround(0.98 * double(ni.size() - 1)))]);
        QVERIFY(geometry.valueMax < ni.back());
    }

private:
    static void forgetWindowSettings() {
        QSettings settings;
        settings.remove(QStringLiteral("window/geometry"));
        settings.remove(QStringLiteral("window/state"));
    }

    static bool fitsOnTheScreen(const QWidget& window) {
        const QRect available = window.screen()->availableGeometry();
        return window.frameGeometry().width() <= available.width() && window.frameGeometry().height() <= available.height();
    }
};

STRATA_GUI_TEST_MAIN(WindowsTest)
#include "WindowsTest.moc"
