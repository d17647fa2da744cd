// Screenshot baselines of the main 2D views (the 3D view's baseline is in MainViewTest): the
// variogram panel with gstat's sample variogram of true.dat and a fixed model. A changed layout,
// a lost series or a curve drawn from the wrong model moves more than 1 % of the pixels.
// Regenerate with STRATA_UPDATE_BASELINES=1 after an intended change, and look at the image.
#include <QFile>
#include <QtTest>

#include <memory>

#include "GuiTestSupport.h"
#include "ImageComparison.h"
#include "app/MessageLog.h"
#include "jobs/JobRunner.h"
#include "jobs/TaskManager.h"
#include "variogram/VariogramPanel.h"

using namespace strata::gui;

namespace {

std::vector<ExperimentalDirection> gstatSampleVariogram() {
    QFile file(QStringLiteral(STRATA_REFERENCE_DIR "/gstat/true_variogram_w2_c30.csv"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
    ExperimentalDirection omni;
    omni.label = QStringLiteral("omni");
    file.readLine();  // header: np,dist,gamma
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

}  // namespace

class ViewBaselinesTest : public QObject {
    Q_OBJECT
private slots:
    void variogramPanelMatchesBaseline() {
        TaskManager tasks;
        MessageLog log;
        JobRunner runner(tasks, log);
        VariogramPanel panel(&runner);
        panel.resize(1200, 700);
        panel.setDirections(gstatSampleVariogram(), QStringLiteral("true.dat"));
        QCOMPARE(panel.directions().at(0).points.size(), std::size_t{15});
        panel.resetModel(strata::variogram::VariogramModel::parse("11.83 nug + 11.76 sph(8.84)"));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QTest::qWait(200);  // let the chart lay out its axes
        const QImage image = panel.grab().toImage();
        QCOMPARE(image.size(), QSize(1200, 700));
        const QString mismatch = strata::gui::test::checkAgainstBaseline(image, QStringLiteral("variogram_panel_true"));
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        tasks.cancelAllAndWait(-1);
    }
};

STRATA_GUI_TEST_MAIN(ViewBaselinesTest)
#include "ViewBaselinesTest.moc"
