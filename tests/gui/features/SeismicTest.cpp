// The RTM dialog on a tiny flat-reflector model: synthetic shots modelled on the true model
// (2000 m/s over 2800 m/s from 350 m down) and migrated with the background velocity through the
// engine's seismic-model and rtm jobs on the worker thread; the image's strongest amplitude lies
// at the reflector depth, the section reaches the result catalog, and the section view draws it.
// Also: a bad form is refused before any work, and Cancel stops the job; the form's ranges, units
// and help come from the jobs' schemas, and their other options from Advanced sections reach the
// jobs. Offscreen platform.
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>

#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "GuiTestSupport.h"
#include "app/MessageLog.h"
#include "jobs/JobRunner.h"
#include "jobs/TaskManager.h"
#include "results/ResultCatalog.h"
#include "seismic/RtmDialog.h"
#include "seismic/SeismicSectionPanel.h"
#include "seismic/SeismicSectionView.h"
#include "strata/seismic/SeismicFiles.h"
#include "strata/seismic/SeismicJobs.h"
#include "strata/seismic/VelocityModel.h"
#include "widgets/SchemaOptionsBox.h"

using namespace strata;
using namespace strata::gui;

namespace {

constexpr std::size_t kNx = 80, kNz = 60;
constexpr double kSpacing = 10.0;
constexpr double kReflector = 345.0;  // between nodes 34 (2000 m/s) and 35 (2800 m/s)

void writeModel(const QString& path, float above, float below) {
    std::vector<float> values(kNx * kNz);  // x-major, z fastest
    for (std::size_t ix = 0; ix < kNx; ++ix)
        for (std::size_t iz = 0; iz < kNz; ++iz) values[ix * kNz + iz] = double(iz) * kSpacing < kReflector ? above : below;
    seismic::writeRawSection(path.toStdString(), values, kNx, kNz, seismic::AxisOrder::XFastest);
}

}  // namespace

class SeismicTest : public QObject {
    Q_OBJECT
private:
    MessageLog log_;
    TaskManager tasks_;
    JobRunner runner_{tasks_, log_};
    QTemporaryDir dir_;

    RtmRequest flatReflector() const {
        RtmRequest r;
        r.migration.velocity = dir_.filePath(QStringLiteral("background.bin")).toStdString();
        r.migration.nx = kNx;
        r.migration.nz = kNz;
        r.migration.dx = r.migration.dz = kSpacing;
        r.modelData = true;
        r.truth = r.migration;
        r.truth.velocity = dir_.filePath(QStringLiteral("truth.bin")).toStdString();
        r.shots = "250:300:2";
        r.sourceDepth = 20;
        r.receivers = "0:10:80";
        r.receiverDepth = 20;
        r.tmax = 0.6;
        r.wave.freq = 15;
        r.wave.op = "fd8";
        r.wave.boundary = "cpml";
        r.outputFolder = dir_.filePath(QStringLiteral("rtm")).toStdString();
        return r;
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        writeModel(dir_.filePath(QStringLiteral("truth.bin")), 2000.0f, 2800.0f);
        writeModel(dir_.filePath(QStringLiteral("background.bin")), 2000.0f, 2000.0f);
    }

    void flatReflectorIsImagedAtItsDepth() {
        RtmDialog dialog(runner_);
        dialog.setRequest(flatReflector());
        // The form round-trips what it was given.
        const RtmRequest shown = dialog.request();
        QCOMPARE(shown.truth.velocity, flatReflector().truth.velocity);
        QCOMPARE(shown.shots, flatReflector().shots);
        QCOMPARE(shown.wave.op, std::string("fd8"));

        ResultCatalog catalog;
        connect(&dialog, &RtmDialog::sectionReady, &catalog,
                [&catalog](std::shared_ptr<const Grid> grid, const jobs::Json& job, const QString& name) {
                    ResultItem item;
                    item.kind = ResultKind::SeismicSection;
                    item.name = name;
                    item.job = job;
                    item.grid = std::move(grid);
                    catalog.add(item);
                });
        QVERIFY(dialog.run());
        QVERIFY2(QTest::qWaitFor([&] { return dialog.section() || !dialog.lastError().isEmpty(); }, 120000),
                 "the migration did not finish in 2 minutes");
        QVERIFY2(dialog.section(), qPrintable(dialog.lastError()));

        const Grid& section = *dialog.section();
        QCOMPARE(section.spec.nx, kNx);
        QCOMPARE(section.spec.nz, kNz);
        QCOMPARE(section.spec.ny, std::size_t(1));
        const auto& image = section.layers[section.layerIndex("image")];
        // The strongest amplitude below the acquisition's near field (the top 10 nodes), over
        // the columns between and around the shots.
        double strongest = 0;
        std::size_t depthIndex = 0;
        for (std::size_t iz = 10; iz + 3 < kNz; ++iz)
            for (std::size_t ix = 15; ix < 65; ++ix)
                if (std::abs(image[iz * kNx + ix]) > strongest) {
                    strongest = std::abs(image[iz * kNx + ix]);
                    depthIndex = iz;
                }
        const double depth = double(depthIndex) * kSpacing;
        qInfo("strongest amplitude below 100 m at %.0f m (reflector at %.0f m)", depth, kReflector);
        QVERIFY2(std::abs(depth - kReflector) <= 1.5 * kSpacing,
                 qPrintable(QStringLiteral("strongest amplitude at %1 m, reflector at %2 m").arg(depth).arg(kReflector)));
        // The image's energy sits at the reflector: rows there outweigh the rows well above it.
        auto rowEnergy = [&](std::size_t iz) {
            double e = 0;
            for (std::size_t ix = 15; ix < 65; ++ix) e += double(image[iz * kNx + ix]) * image[iz * kNx + ix];
            return e;
        };
        QVERIFY(rowEnergy(depthIndex) > 10 * rowEnergy(20));
        // Illumination is positive everywhere; the velocity layer is the migration model.
        const auto& illumination = section.layers[section.layerIndex("illumination")];
        QVERIFY(*std::min_element(illumination.begin(), illumination.end()) > 0.0f);
        QCOMPARE(section.layers[section.layerIndex("velocity")][40 * kNx + 3], 2000.0f);

        // The result catalog has it, with the rtm job that made it.
        QCOMPARE(catalog.count(), 1);
        const auto item = catalog.item(catalog.ids().front());
        QCOMPARE(item->kind, ResultKind::SeismicSection);
        QCOMPARE(item->jobType(), QStringLiteral("rtm"));

        // The section view draws it, one pixel per node, with the reflector darker than the
        // water-like layer above (grey palette: peaks black, troughs white, zero mid-grey).
        const QImage picture = dialog.sectionPanel()->view()->sectionImage();
        QCOMPARE(picture.size(), QSize(int(kNx), int(kNz)));
        int distinct = 0;
        QRgb previous = picture.pixel(40, 10);
        for (int iz = 10; iz < int(kNz); ++iz) distinct += picture.pixel(40, iz) != previous, previous = picture.pixel(40, iz);
        QVERIFY(distinct > 3);

        // The section panel as it then looks (the picture in docs/gui.md), with some gain: the
        // direct waves near the sources set the clip.
        dialog.sectionPanel()->findChild<QDoubleSpinBox*>(QStringLiteral("sectionGain"))->setValue(4.0);
        dialog.resize(1280, 760);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.sectionPanel()->grab().save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/rtm_section.png")));
    }

    void badFormIsRefusedBeforeAnyWork() {
        RtmDialog dialog(runner_);
        RtmRequest r = flatReflector();
        r.wave.freq = 15;
        dialog.setRequest(r);
        dialog.findChild<QLineEdit*>(QStringLiteral("rtmModelFile"))->clear();
        QVERIFY(!dialog.run());
        QVERIFY2(dialog.lastError().contains(QStringLiteral("velocity")), qPrintable(dialog.lastError()));
    }

    void formTakesTheJobsSchemas() {
        RtmDialog dialog(runner_);
        // Hand-made controls: range, unit and help from the jobs' schemas.
        const jobs::OptionInfo* freq = seismic::WaveJobOptions::schema().info().find("freq");
        auto* frequency = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("rtmFrequency"));
        QCOMPARE(frequency->maximum(), freq->maximum);
        QCOMPARE(frequency->suffix(), QStringLiteral(" Hz"));
        QVERIFY(frequency->toolTip().contains(QString::fromStdString(freq->help)));
        const jobs::OptionInfo* tmax = seismic::SeismicModelJob::schema().info().find("tmax");
        QCOMPARE(dialog.findChild<QDoubleSpinBox*>(QStringLiteral("rtmTmax"))->maximum(), tmax->maximum);
        QCOMPARE(dialog.findChild<QDoubleSpinBox*>(QStringLiteral("rtmSourceDepth"))->minimum(), 0.0);
        QCOMPARE(dialog.findChild<QSpinBox*>(QStringLiteral("rtmBoundaryWidth"))->maximum(), 400);
        QCOMPARE(dialog.findChild<QCheckBox*>(QStringLiteral("rtmLaplacian"))->isChecked(), seismic::RtmJob{}.laplacian);

        // The options without a control are in the Advanced sections, each under its own job.
        auto paths = [&dialog](const char* name) {
            const auto list = dialog.findChild<SchemaOptionsBox*>(QLatin1String(name))->paths();
            return std::set<std::string>(list.begin(), list.end());
        };
        QVERIFY(paths("rtmAdvanced") ==
                (std::set<std::string>{"illumination", "illumination_epsilon", "imaging_every", "replay", "memory_mb"}));
        QVERIFY(paths("waveAdvanced") == (std::set<std::string>{"dt", "time_dispersion_correction"}));
        QVERIFY(paths("modellingAdvanced") == (std::set<std::string>{"write_velocity"}));

        // Their values reach the jobs, and the jobs' check refuses a bad one before any work.
        dialog.setRequest(flatReflector());
        auto* rtmAdvanced = dialog.findChild<SchemaOptionsBox*>(QStringLiteral("rtmAdvanced"));
        auto* dt = qobject_cast<QDoubleSpinBox*>(dialog.findChild<SchemaOptionsBox*>(QStringLiteral("waveAdvanced"))->editor("dt"));
        dt->setValue(0.001);
        QCOMPARE(dialog.request().wave.dt, 0.001);
        QCOMPARE(dialog.request().modelJob()["params"]["wave"]["dt"].get<double>(), 0.001);
        dt->setValue(0);
        qobject_cast<QLineEdit*>(rtmAdvanced->editor("replay"))->setText(QStringLiteral("checkpointing"));
        QCOMPARE(dialog.request().rtmJob()["params"]["replay"].get<std::string>(), std::string("checkpointing"));
        qobject_cast<QLineEdit*>(rtmAdvanced->editor("replay"))->setText(QStringLiteral("sideways"));
        QVERIFY(!dialog.run());
        QVERIFY2(dialog.lastError().contains(QStringLiteral("replay")), qPrintable(dialog.lastError()));
    }

    void cancelStopsTheMigration() {
        RtmDialog dialog(runner_);
        RtmRequest r = flatReflector();
        r.shots = "100:20:30";  // long enough to cancel in the middle
        r.outputFolder = dir_.filePath(QStringLiteral("cancelled")).toStdString();
        dialog.setRequest(r);
        Task* task = dialog.run();
        QVERIFY(task);
        QSignalSpy cancelled(task, &Task::cancelled);
        QTest::qWait(300);
        task->cancel();
        QVERIFY(cancelled.wait(10000) || cancelled.count() == 1);
        QVERIFY(!dialog.section());
        QVERIFY(dialog.lastError().contains(QStringLiteral("cancelled")));
    }
};

STRATA_GUI_TEST_MAIN(SeismicTest)
#include "SeismicTest.moc"
