// The main window as a place to work for days: Quit closes the windows opened from it (2-D map,
// swath plot, cross-validation plot), so that the application ends. Needs an X display
// (xvfb-run), as the main window shows the 3D view.
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextStream>

#include <cmath>
#include <memory>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "estimation/EstimationTools.h"
#include "estimation/KrigingDialog.h"
#include "qa/GridMapView.h"
#include "qa/ResultViewer.h"
#include "qa/SwathPlotView.h"
#include "results/ResultCatalog.h"

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
};

STRATA_GUI_TEST_MAIN(WindowsTest)
#include "WindowsTest.moc"
