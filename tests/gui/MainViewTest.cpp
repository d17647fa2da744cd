// The main window with the bundled sample project: the 3D view against its baseline image, camera
// interaction through replayed mouse events, and vertical exaggeration. Needs an X server.
#include <QDockWidget>
#include <QMouseEvent>
#include <QSettings>
#include <QSignalSpy>
#include <QWheelEvent>

#include <vtkActor.h>
#include <vtkCamera.h>
#include <vtkMath.h>
#include <vtkPropCollection.h>
#include <vtkRenderer.h>

#include "GuiTestSupport.h"
#include "ImageComparison.h"
#include "MainWindow.h"
#include "app/LaunchClock.h"
#include "view/SceneView.h"
#include "widgets/LogDock.h"

using namespace strata::gui;

namespace {
// Fixed so that the baseline does not depend on fonts, docks or the screen.
const QSize kViewSize(800, 600);

struct CameraPose {
    double position[3];
    double focal[3];
    double distance;
};

CameraPose poseOf(SceneView* view) {
    CameraPose pose{};
    vtkCamera* camera = view->renderer()->GetActiveCamera();
    camera->GetPosition(pose.position);
    camera->GetFocalPoint(pose.focal);
    pose.distance = camera->GetDistance();
    return pose;
}

void sendMouse(QWidget* widget, QEvent::Type type, QPoint at, Qt::MouseButton button, Qt::MouseButtons held) {
    QMouseEvent event(type, QPointF(at), widget->mapToGlobal(QPointF(at)), button, held, Qt::NoModifier);
    QCoreApplication::sendEvent(widget, &event);
}
}  // namespace

class MainViewTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (!strata::gui::test::hasGlDisplay()) QSKIP(qPrintable(strata::gui::test::noDisplayReason()));
        QSettings().clear();
        LaunchClock::start();
        window_ = std::make_unique<MainWindow>();
        window_->sceneView()->setFixedSize(kViewSize);
        window_->resize(1400, 900);
        QSignalSpy shown(window_.get(), &MainWindow::projectShown);
        QSignalSpy firstFrame(window_->sceneView(), &SceneView::firstDataFrameRendered);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        window_->openProject(MainWindow::bundledSampleProject());
        QVERIFY2(shown.wait(60000), "the sample project did not load");
        QVERIFY(firstFrame.count() > 0 || firstFrame.wait(10000));
    }

    void sampleProjectMatchesBaseline() {
        SceneView* view = window_->sceneView();
        view->resetCamera();
        QCOMPARE(view->verticalExaggeration(), 3.0);  // from laterite.strata
        const QImage image = view->grabFramebuffer();
        QCOMPARE(image.size(), kViewSize * view->devicePixelRatio());
        // Before any baseline: a black or empty view fails here, whatever the baseline says.
        const double coloured = strata::gui::test::colouredFraction(image);
        QVERIFY2(coloured > 0.005, qPrintable(QStringLiteral("the view shows no coloured data (%1% coloured pixels)")
                                                  .arg(coloured * 100, 0, 'f', 3)));
        STRATA_VERIFY_BASELINE(image, "main_view_sample");
    }

    void mouseDragRotatesAndWheelZooms() {
        SceneView* view = window_->sceneView();
        view->resetCamera();
        const CameraPose before = poseOf(view);
        const QPoint centre(kViewSize.width() / 2, kViewSize.height() / 2);
        sendMouse(view, QEvent::MouseButtonPress, centre, Qt::LeftButton, Qt::LeftButton);
        for (int step = 1; step <= 10; ++step)
            sendMouse(view, QEvent::MouseMove, centre + QPoint(12 * step, 0), Qt::NoButton, Qt::LeftButton);
        sendMouse(view, QEvent::MouseButtonRelease, centre + QPoint(120, 0), Qt::LeftButton, Qt::NoButton);
        const CameraPose rotated = poseOf(view);
        // Trackball rotation: the camera moved around a fixed focal point at the same distance.
        QVERIFY(vtkMath::Distance2BetweenPoints(before.position, rotated.position) > 1.0);
        QVERIFY(vtkMath::Distance2BetweenPoints(before.focal, rotated.focal) < 1e-6);
        QVERIFY(std::abs(before.distance - rotated.distance) < 1e-6 * before.distance);

        QWheelEvent wheel(QPointF(centre), view->mapToGlobal(QPointF(centre)), QPoint(), QPoint(0, 120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(view, &wheel);
        QVERIFY(poseOf(view).distance < rotated.distance);

        view->resetCamera();
        const CameraPose reset = poseOf(view);
        QVERIFY(vtkMath::Distance2BetweenPoints(before.position, reset.position) < 1e-6);
    }

    void verticalExaggerationScalesData() {
        SceneView* view = window_->sceneView();
        auto zExtent = [view] {
            double bounds[6];
            view->renderer()->ComputeVisiblePropBounds(bounds);
            return bounds[5] - bounds[4];
        };
        window_->setVerticalExaggeration(1.0);
        const double flat = zExtent();
        window_->setVerticalExaggeration(4.0);
        QVERIFY(std::abs(zExtent() / flat - 4.0) < 0.05);
        window_->setVerticalExaggeration(3.0);
    }

    void startupTimingIsLogged() {
        QVERIFY(window_->messageLog().contains(LogLevel::Info, QStringLiteral("First frame with data rendered")));
        QVERIFY(window_->logDock()->plainText().contains(QStringLiteral("drillholes: 249")));
    }

    // The user guide's picture of the main window (tests/gui/CMakeLists.txt: docs_images), last:
    // the view takes the window's room beside the project tree; the other docks are closed (the
    // properties and the log would show this machine's paths).
    void mainWindowPictureForTheGuide() {
        // The saved result is restored after the first frame and opens the result viewer's dock.
        QTRY_VERIFY_WITH_TIMEOUT(!window_->resultCatalog().ids().empty(), 30000);
        QTest::qWait(100);
        SceneView* view = window_->sceneView();
        view->setMinimumSize(0, 0);
        view->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
        for (QDockWidget* dock : window_->findChildren<QDockWidget*>())
            if (dock != window_->projectDock()) dock->close();
        window_->resize(1400, 900);
        window_->resizeDocks({window_->projectDock()}, {380}, Qt::Horizontal);
        QTest::qWait(200);
        view->resetCamera();
        QTest::qWait(200);
        QVERIFY(window_->grab().save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/main_window.png")));
    }

    void cleanupTestCase() { window_.reset(); }

private:
    std::unique_ptr<MainWindow> window_;
};

STRATA_GUI_TEST_MAIN(MainViewTest)
#include "MainViewTest.moc"
