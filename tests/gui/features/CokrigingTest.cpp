// Cokriging from the kriging dialog on the Jura survey (tests/data/gstat/jura_ni_cr.csv: Ni at 259
// samples, Cr there and at 100 more; tests/data/README.md), with the LMC of the reference case
// cokrige_jura_ock_n12: the dialog's result (Ni and Ni_variance layers and the counts) equals the
// same cokrige job run directly on the data file it wrote, to 1e-12; the dialog takes the variogram
// panel's LMC with its secondaries; a bad coregionalisation is refused before anything runs; a
// cancelled run adds nothing and leaves no file; a dialog made again from a saved project's jobs
// shows the cokriging that ran last, over the kriging before it. Runs without a display
// (offscreen platform).
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>

#include <cmath>
#include <memory>

#include "GuiTestSupport.h"
#include "estimation/DownholeSamplesChooser.h"
#include "estimation/EstimationRunner.h"
#include "estimation/EstimationSource.h"
#include "estimation/GridSpecEditor.h"
#include "estimation/JobOutputFiles.h"
#include "estimation/KrigingDialog.h"
#include "jobs/JobRunner.h"
#include "jobs/TaskManager.h"
#include "project/ProjectFile.h"
#include "results/ResultCatalog.h"
#include "strata/cokriging/CokrigeJob.h"
#include "strata/io/DelimitedReader.h"
#include "strata/kriging/KrigeJob.h"

using namespace strata::gui;
using strata::GridSpec;

namespace {

const char* const kModel = "Ni=10 nug + 60 sph(1.2)\nCr=20 nug + 100 sph(1.2)\nNi:Cr=5 nug + 65 sph(1.2)";

// The Jura survey's extent (km) every 0.25 km, or finer.
GridSpec juraGrid(double step) {
    GridSpec g;
    g.x0 = 0.5;
    g.y0 = 0.5;
    g.dx = g.dy = step;
    g.nx = std::size_t(std::lround(4.5 / step)) + 1;
    g.ny = std::size_t(std::lround(5.5 / step)) + 1;
    g.nz = 1;
    return g;
}

}  // namespace

class CokrigingTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        auto jura = std::make_shared<const strata::PointSet>(strata::io::readPoints(
            STRATA_REFERENCE_DIR "/gstat/jura_ni_cr.csv", strata::io::PointColumns::parse("x,y,-,Ni,Cr")));
        QCOMPARE(jura->size(), std::size_t(359));
        sources_ = {pointSetSource(QStringLiteral("jura"), jura)};
    }

    void init() {
        QVERIFY(folder_.isValid());
        host_ = std::make_unique<QWidget>();
        tasks_ = new TaskManager(host_.get());
        log_ = new MessageLog(host_.get());
        jobRunner_ = new JobRunner(*tasks_, *log_, host_.get());
        catalog_ = new ResultCatalog(host_.get());
        runner_ = new EstimationRunner(*jobRunner_, *catalog_, host_.get());
    }

    void cleanup() {
        tasks_->cancelAllAndWait(10000);
        host_.reset();
    }

    void cokrigingFromTheDialogEqualsTheJobRunDirectly() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        configureCokriging(dialog, juraGrid(0.25));
        QSignalSpy added(catalog_, &ResultCatalog::itemAdded);
        auto* run = dialog.findChild<QPushButton*>(QStringLiteral("runEstimation"));
        QVERIFY(run && run->isEnabled());
        QTest::mouseClick(run, Qt::LeftButton);
        QVERIFY2(added.wait(60000), qPrintable(dialog.findChild<QLabel*>(QStringLiteral("problem"))->text()));
        const auto item = catalog_->item(added.at(0).at(0).toInt());
        QCOMPARE(item->jobType(), QStringLiteral("cokrige"));
        QCOMPARE(item->kind, ResultKind::Grid2D);
        QCOMPARE(item->layerNames(), (QStringList{QStringLiteral("Ni"), QStringLiteral("Ni_variance"),
                                                  QStringLiteral("n_primary"), QStringLiteral("n_secondary")}));
        QVERIFY(QFileInfo::exists(item->file));

        // The job the dialog ran: the choices made above, through the cokrige job's schema.
        auto job = item->job.at("params").get<strata::cokriging::CokrigeJob>();
        QCOMPARE(job.data.secondaries, (std::vector<std::string>{"Cr"}));
        QVERIFY(job.cokriging.type == strata::cokriging::CokrigingType::Ordinary);
        QCOMPARE(job.cokriging.search.ndmax, 12);
        QCOMPARE(job.cokriging.ndmaxSecondary, 12);
        QCOMPARE(job.cokriging.model.model(0, 1).toString(), std::string("5 nug + 65 sph(1.2)"));
        QVERIFY(QFileInfo(QString::fromStdString(job.data.file)).fileName() == QStringLiteral("jura_Ni_Cr.csv"));

        // The same job run directly (no GUI: the data file read from disk), into another file.
        job.output = QDir(folder_.path()).filePath(QStringLiteral("direct.csv")).toStdString();
        strata::cokriging::execute(job, strata::jobs::JobContext{});
        const strata::Grid direct = readGridCsv(job.output, *job.grid);
        const strata::Grid& shown = *item->grid;
        QCOMPARE(shown.spec.nodeCount(), direct.spec.nodeCount());
        QCOMPARE(shown.layers.size(), std::size_t(4));
        std::size_t estimated = 0;
        for (std::size_t l = 0; l < 4; ++l)
            for (std::size_t n = 0; n < shown.spec.nodeCount(); ++n) {
                const double a = shown.layers[l][n], b = direct.layers[l][n];
                QVERIFY2((std::isnan(a) && std::isnan(b)) || std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(b)),
                         qPrintable(QStringLiteral("layer %1 node %2: %3 vs %4").arg(l).arg(n).arg(a).arg(b)));
                if (l == 0 && std::isfinite(a)) ++estimated;
            }
        QCOMPARE(estimated, shown.spec.nodeCount());  // no distance limit: every node has 12 data
        // Secondaries were used (Cr is also where Ni is missing).
        QVERIFY(*std::max_element(shown.layers[3].begin(), shown.layers[3].end()) == 12.0f);
    }

    void takesTheVariogramPanelsCoregionalisation() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        loadNickel(dialog);
        const auto lmc = strata::variogram::Coregionalisation::parse(
            {"Ni", "Cr"}, {"Ni=8 nug + 58 sph(0.8)", "Cr=30 nug + 90 sph(0.8)", "Ni:Cr=4 nug + 50 sph(0.8)"});
        dialog.setCoregionalisationProvider([lmc] { return std::optional(lmc); });
        dialog.setCokriging(true);
        QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("coregionalisationFromPanel")), Qt::LeftButton);
        QVERIFY(dialog.cokriging());
        QCOMPARE(dialog.secondaries(), QStringList{QStringLiteral("Cr")});
        QTRY_VERIFY_WITH_TIMEOUT(dialog.data() && dialog.data()->names.size() == 2, 30000);
        QCOMPARE(dialog.data()->names, (std::vector<std::string>{"Ni", "Cr"}));
        QCOMPARE(dialog.data()->size(), std::size_t(359));  // Cr's 100 samples without Ni join as rows
        const auto job = dialog.cokrigeJob(juraGrid(0.25), "data.csv", "out.csv");
        for (std::size_t i = 0; i < 2; ++i)
            for (std::size_t j = i; j < 2; ++j)
                QCOMPARE(job.cokriging.model.model(i, j).toString(), lmc.model(i, j).toString());
    }

    void aBadCoregionalisationIsRefusedBeforeRunning() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        configureCokriging(dialog, juraGrid(0.25));
        dialog.setCoregionalisationText(QStringLiteral("Ni=10 nug + 60 sph(1.2)\nCr=20 nug + 100 sph(1.2)"));
        QVERIFY(!dialog.run());
        auto* problem = dialog.findChild<QLabel*>(QStringLiteral("problem"));
        QVERIFY2(problem->text().contains(QStringLiteral("Ni:Cr")), qPrintable(problem->text()));
        QCOMPARE(catalog_->count(), 0);
    }

    // The project's jobs (a kriging, then a cokriging made by a dialog), saved and read back: a
    // dialog made afresh from them (as when the project opens again) shows every choice of the
    // Cokriging section, and the kriging's model and type under it; the job it makes is the one
    // that ran.
    void cokrigingComesBackWithTheProject() {
        strata::kriging::KrigeJob krige;
        krige.data.file = QDir(folder_.path()).filePath(QStringLiteral("data/jura_Ni.csv")).toStdString();
        krige.data.columns = "x,y,Ni";
        krige.grid = juraGrid(0.5);
        krige.kriging.type = strata::kriging::KrigingType::Simple;
        krige.kriging.mean = 42;
        krige.kriging.model = strata::variogram::VariogramModel::parse("3 nug + 50 sph(1)");
        krige.output = QDir(folder_.path()).filePath(QStringLiteral("ni.csv")).toStdString();
        strata::jobs::Json cokrige;
        {
            KrigingDialog dialog(*runner_, sources_, folder_.path());
            configureCokriging(dialog, juraGrid(0.25));
            auto* type = dialog.findChild<QComboBox*>(QStringLiteral("cokrigingType"));
            type->setCurrentIndex(type->findData(QStringLiteral("standardised")));
            dialog.findChild<QSpinBox*>(QStringLiteral("ndmaxSecondary"))->setValue(7);
            cokrige = dialog.currentRequest().job;
        }
        ProjectFile project;
        project.name = "jura";
        for (const strata::jobs::Json& job : {strata::jobs::makeJob(krige), cokrige}) {
            ProjectJob entry;
            entry.id = "job-" + std::to_string(project.jobs.size() + 1);
            entry.job = job;
            entry.status = JobStatus::Done;
            project.jobs.push_back(entry);
        }
        const std::string path = QDir(folder_.path()).filePath(QStringLiteral("jura.strata")).toStdString();
        writeProjectFile(project, path);
        const ProjectFile reopened = readProjectFile(path);

        KrigingDialog dialog(*runner_, sources_, folder_.path());
        dialog.restoreLastRuns([&reopened](const std::vector<std::string>& types) { return lastFinishedJob(reopened, types); });
        QTRY_VERIFY_WITH_TIMEOUT(dialog.data() && dialog.data()->names.size() == 2, 30000);
        QVERIFY(dialog.cokriging());
        QCOMPARE(dialog.variable(), QStringLiteral("Ni"));
        QCOMPARE(dialog.secondaries(), QStringList{QStringLiteral("Cr")});
        QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("cokrigingType"))->currentData().toString(),
                 QStringLiteral("standardised"));
        QCOMPARE(dialog.findChild<QSpinBox*>(QStringLiteral("ndmaxSecondary"))->value(), 7);
        // The same entries (in the model's order: each variable's row of the matrix in turn).
        QStringList typed = QString::fromLatin1(kModel).split(QLatin1Char('\n'));
        QStringList shown = dialog.findChild<QPlainTextEdit*>(QStringLiteral("coregionalisationModel"))
                                ->toPlainText()
                                .split(QLatin1Char('\n'));
        typed.sort();
        shown.sort();
        QCOMPARE(shown, typed);
        QCOMPARE(dialog.options().model.toString(), std::string("3 nug + 50 sph(1)"));
        QVERIFY(dialog.options().type == strata::kriging::KrigingType::Simple);
        QCOMPARE(dialog.options().mean, 42.0);
        // How holes give one value is a choice of the data, not of the job: made as before.
        dialog.downholeSamples()->setMode(DownholeSamplesChooser::Mode::HoleMean);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.data() && dialog.data()->names.size() == 2, 30000);
        QCOMPARE(dialog.currentRequest().job.dump(), cokrige.dump());
    }

    void cancellingLeavesTheCatalogUnchanged() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        // About 280 000 nodes of 32 + 32 data each: seconds of work to cancel in the middle.
        configureCokriging(dialog, juraGrid(0.01));
        dialog.setSearch(0, 1, 32);
        dialog.findChild<QSpinBox*>(QStringLiteral("ndmaxSecondary"))->setValue(32);
        dialog.findChild<QLineEdit*>(QStringLiteral("resultName"))->setText(QStringLiteral("cancelled run"));
        Task* task = dialog.run();
        QVERIFY(task);
        const QString output = QString::fromStdString(dialog.currentRequest().outputFile);
        test::cancelAndExpectNothingLeft(*task, *catalog_, 0, output);
    }

private:
    void loadNickel(KrigingDialog& dialog) {
        dialog.selectVariable(QStringLiteral("Ni"));
        QTRY_VERIFY_WITH_TIMEOUT(dialog.data() && dialog.variable() == QStringLiteral("Ni"), 30000);
        // Positions are told apart to the centimetre, and these coordinates are in km: samples
        // 1 to 9 m apart count as one position. Every sample goes to the job as it is.
        dialog.downholeSamples()->setMode(DownholeSamplesChooser::Mode::HoleMean);
    }

    void configureCokriging(KrigingDialog& dialog, const GridSpec& grid) {
        loadNickel(dialog);
        dialog.setCokriging(true);
        dialog.setSecondaries({QStringLiteral("Cr")});
        QTRY_VERIFY_WITH_TIMEOUT(dialog.data() && dialog.data()->names.size() == 2, 30000);
        auto* type = dialog.findChild<QComboBox*>(QStringLiteral("cokrigingType"));
        type->setCurrentIndex(type->findData(QStringLiteral("ordinary")));
        dialog.setCoregionalisationText(QString::fromLatin1(kModel));
        dialog.setSearch(0, 1, 12);  // radius 0: no distance limit, as the reference case
        dialog.findChild<QSpinBox*>(QStringLiteral("ndmaxSecondary"))->setValue(12);
        dialog.gridEditor()->setSpec(grid);
    }

    QTemporaryDir folder_;
    std::vector<EstimationSource> sources_;
    std::unique_ptr<QWidget> host_;
    TaskManager* tasks_ = nullptr;
    MessageLog* log_ = nullptr;
    JobRunner* jobRunner_ = nullptr;
    ResultCatalog* catalog_ = nullptr;
    EstimationRunner* runner_ = nullptr;
};

STRATA_GUI_TEST_MAIN(CokrigingTest)
#include "CokrigingTest.moc"
