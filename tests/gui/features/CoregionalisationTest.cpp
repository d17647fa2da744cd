// The variogram panel's linear model of coregionalisation on the Jura survey's Ni, Cr and Co
// (tests/data/gstat/jura_pred_ni_cr_co.csv; tests/data/README.md): the sills the panel fits equal
// those of fitLinearModelOfCoregionalisation called directly on the panel's experimental
// variograms and those of the fit job run on the data file (`strata-cli fit --data`), to 1e-9;
// the matrix shows one plot per variogram (n(n+1)/2) with that variogram's experimental points
// and its fitted model; the sill table lists each structure's matrix; in the main window, the
// LMC of two assay columns of the sample project. A fit kept in a project file comes back in the
// panel as it was shown (sills to 1e-12, the same plots and tables), also through the main window
// (save, reopen, the primary's variogram again). Runs without a display, except the main-window
// cases (X server; skip without).
#include <QDir>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>

#include <cmath>
#include <memory>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "jobs/JobRunner.h"
#include "jobs/TaskManager.h"
#include "project/ProjectFile.h"
#include "project/ProjectWorkflow.h"
#include "strata/io/DelimitedReader.h"
#include "strata/jobs/Job.h"
#include "strata/variogram/LmcFit.h"
#include "strata/variogram/VariogramJobs.h"
#include "variogram/CoregionalisationView.h"
#include "variogram/SavedCoregionalisation.h"
#include "variogram/VariogramChartView.h"
#include "variogram/VariogramPanel.h"

using namespace strata::gui;
using strata::variogram::Coregionalisation;
using strata::variogram::VariogramInput;
using strata::variogram::VariogramModel;

namespace {

const std::string kJura = STRATA_REFERENCE_DIR "/gstat/jura_pred_ni_cr_co.csv";
const std::string kColumns = "Xloc,Yloc,-,Ni,Cr,Co";
const char* const kStart = "5 nug + 10 sph(0.8)";

// The columns `names` of the Jura data, as the main window's loader gives them to the panel.
VariogramInput juraInput(const strata::PointSet& jura, const std::vector<std::string>& names) {
    VariogramInput input;
    input.x = jura.x;
    input.y = jura.y;
    input.z.assign(jura.size(), 0.0);
    for (const std::string& name : names) {
        input.names.push_back(name);
        input.variables.push_back(jura.column(name));
    }
    return input;
}

void compareSills(const Coregionalisation& a, const Coregionalisation& b, const char* what, double tolerance = 1e-9) {
    QCOMPARE(a.variables, b.variables);
    const auto sa = a.sillMatrices(), sb = b.sillMatrices();
    QCOMPARE(sa.size(), sb.size());
    for (std::size_t term = 0; term < sa.size(); ++term)
        for (std::size_t k = 0; k < sa[term].size(); ++k)
            QVERIFY2(std::abs(sa[term][k] - sb[term][k]) <= tolerance * std::max(1.0, std::abs(sb[term][k])),
                     qPrintable(QStringLiteral("%1: term %2 entry %3: %4 vs %5")
                                    .arg(QLatin1String(what))
                                    .arg(term)
                                    .arg(k)
                                    .arg(sa[term][k], 0, 'g', 17)
                                    .arg(sb[term][k], 0, 'g', 17)));
}

// The points of every plot's experimental series, in order.
std::vector<QPointF> plottedPoints(VariogramChartView* chart) {
    std::vector<QPointF> points;
    for (QAbstractSeries* series : chart->chart()->series())
        if (auto* scatter = qobject_cast<QScatterSeries*>(series))
            for (const QPointF& point : scatter->points()) points.push_back(point);
    return points;
}

// `restored` shows what `fitted` showed: the same fit (sills to 1e-12, the report, the
// settings), the same plots (titles, experimental points, models), sill table and note.
void compareShownFits(VariogramPanel& fitted, VariogramPanel& restored) {
    QVERIFY(fitted.coregionalisation() && restored.coregionalisation());
    compareSills(*restored.coregionalisation(), *fitted.coregionalisation(), "restored", 1e-12);
    const auto& before = *fitted.coregionalisationFit();
    const auto& after = *restored.coregionalisationFit();
    QCOMPARE(after.result.objective, before.result.objective);
    QCOMPARE(after.result.warnings, before.result.warnings);
    QCOMPARE(after.method, before.method);
    QCOMPARE(after.fitRanges, before.fitRanges);
    QCOMPARE(after.points.size(), before.points.size());
    for (std::size_t v = 0; v < before.points.size(); ++v) {
        QCOMPARE(after.points[v].size(), before.points[v].size());
        for (std::size_t k = 0; k < before.points[v].size(); ++k) {
            QCOMPARE(after.points[v][k].distance, before.points[v][k].distance);
            QCOMPARE(after.points[v][k].value, before.points[v][k].value);
            QCOMPARE(after.points[v][k].pairs, before.points[v][k].pairs);
        }
    }
    CoregionalisationView* a = fitted.coregionalisationView();
    CoregionalisationView* b = restored.coregionalisationView();
    QCOMPARE(b->chosenVariables(), a->chosenVariables());
    QCOMPARE(b->methodName(), a->methodName());
    QCOMPARE(b->chartCount(), a->chartCount());
    const std::size_t n = before.variables.size();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j <= i; ++j) {
            QCOMPARE(b->chart(i, j)->chart()->title(), a->chart(i, j)->chart()->title());
            QCOMPARE(b->chart(i, j)->model().toString(), a->chart(i, j)->model().toString());
            QCOMPARE(plottedPoints(b->chart(i, j)), plottedPoints(a->chart(i, j)));
        }
    QTableWidget* sa = a->sillTable();
    QTableWidget* sb = b->sillTable();
    QCOMPARE(sb->rowCount(), sa->rowCount());
    QCOMPARE(sb->columnCount(), sa->columnCount());
    for (int row = 0; row < sa->rowCount(); ++row) {
        QCOMPARE(sb->verticalHeaderItem(row)->text(), sa->verticalHeaderItem(row)->text());
        for (int column = 0; column < sa->columnCount(); ++column)
            QCOMPARE(sb->item(row, column)->text(), sa->item(row, column)->text());
    }
    QCOMPARE(b->findChild<QLabel*>(QStringLiteral("lmcMessage"))->text(),
             a->findChild<QLabel*>(QStringLiteral("lmcMessage"))->text());
}

}  // namespace

class CoregionalisationTest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        jura_ = strata::io::readPoints(kJura, strata::io::PointColumns::parse(kColumns));
        QCOMPARE(jura_.size(), std::size_t(259));
        tasks_ = std::make_unique<TaskManager>();
        log_ = std::make_unique<MessageLog>();
        runner_ = std::make_unique<JobRunner>(*tasks_, *log_);
        panel_ = std::make_unique<VariogramPanel>(runner_.get());
        panel_->resize(1400, 900);
        panel_->setSamples(std::make_shared<const VariogramInput>(juraInput(jura_, {"Ni"})),
                           QStringLiteral("jura: Ni"));
        const strata::PointSet jura = jura_;
        panel_->setCoregionalisationSource({QStringLiteral("Cr"), QStringLiteral("Co")},
                                           [jura](const std::vector<std::string>& names,
                                                  const strata::jobs::JobContext&) { return juraInput(jura, names); });
        // The fit job's lags of tests/cli/fit.cmake (case 5): 14 lags of 0.1 km, omnidirectional.
        strata::variogram::LagClasses lags;
        lags.count = 14;
        lags.separation = 0.1;
        panel_->setExperimentalSettings(lags, {strata::variogram::VariogramDirection::omni()});
        panel_->resetModel(VariogramModel::parse(kStart));
        panel_->tabs()->setCurrentIndex(VariogramPanel::CoregionalisationTab);
        panel_->show();
    }

    void cleanup() {
        panel_.reset();
        tasks_->cancelAllAndWait(-1);
        runner_.reset();
        log_.reset();
        tasks_.reset();
    }

    void panelFitEqualsTheEngineAndTheFitJob() {
        QVERIFY(panel_->tabs()->isTabEnabled(VariogramPanel::CoregionalisationTab));
        CoregionalisationView* view = panel_->coregionalisationView();
        view->choose({QStringLiteral("Cr"), QStringLiteral("Co")});
        QSignalSpy fitted(panel_.get(), &VariogramPanel::coregionalisationFitted);
        auto* fit = view->findChild<QPushButton*>(QStringLiteral("fitLmc"));
        QVERIFY(fit);
        QTest::mouseClick(fit, Qt::LeftButton);
        QVERIFY(fitted.wait(60000));
        QVERIFY2(fitted.at(0).at(0).toBool(), qPrintable(fitted.at(0).at(1).toString()));
        QVERIFY(panel_->coregionalisation().has_value());
        const Coregionalisation& shown = *panel_->coregionalisation();
        QCOMPARE(shown.variables, (std::vector<std::string>{"Ni", "Cr", "Co"}));
        QVERIFY(shown.isLinear());

        // The engine's fit of the same experimental variograms, called directly.
        const auto result = panel_->coregionalisationFit();
        QVERIFY(result);
        const strata::variogram::LmcFitResult direct = strata::variogram::fitLinearModelOfCoregionalisation(
            shown.variables, result->points, VariogramModel::parse(kStart), panel_->lmcFitOptions());
        compareSills(shown, direct.model, "engine");

        // The fit job on the data file (what `strata-cli fit --data --variables` runs): its own
        // reading of the file and its own experimental variograms.
        QTemporaryDir work;
        strata::variogram::FitJob job;
        job.data.file = kJura;
        job.data.columns = kColumns;
        job.variables = {"Ni", "Cr", "Co"};
        job.model = VariogramModel::parse(kStart);
        job.experimental = panel_->experimentalOptions();
        job.output = QDir(work.path()).filePath(QStringLiteral("lmc.txt")).toStdString();
        const strata::jobs::Json summary = strata::jobs::runJob(strata::jobs::makeJob(job), strata::jobs::JobContext{});
        compareSills(shown, summary.at("coregionalisation").get<Coregionalisation>(), "fit job");
        QVERIFY(summary.at("warnings").empty());

        // The matrix: 3 x 3 lower triangle, each plot the points and model of its variogram.
        QCOMPARE(view->chartCount(), std::size_t(6));
        const std::size_t n = 3;
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j <= i; ++j) {
                VariogramChartView* chart = view->chart(i, j);
                QVERIFY(chart);
                const auto& points = result->points[Coregionalisation::pairIndex(j, i, n)];
                qsizetype plotted = 0;
                QLineSeries* curve = nullptr;
                for (QAbstractSeries* series : chart->chart()->series()) {
                    if (auto* scatter = qobject_cast<QScatterSeries*>(series))
                        plotted += scatter->count();
                    else if (auto* line = qobject_cast<QLineSeries*>(series))
                        curve = line;
                }
                QCOMPARE(plotted, qsizetype(points.size()));  // no model handle on these plots
                QVERIFY(curve && curve->count() > 10);
                const QPointF end = curve->at(curve->count() - 1);
                QCOMPARE(end.y(), shown.model(j, i).variogramAlong(end.x(), 0, 1, 0));
                QCOMPARE(chart->model().toString(), shown.model(j, i).toString());
            }
        QCOMPARE(view->chart(0, 0)->chart()->title(), QStringLiteral("Ni"));
        QCOMPARE(view->chart(2, 1)->chart()->title(), QStringLiteral("Cr:Co"));

        // The sill table: the nugget's and the structure's matrices, packed, and their smallest eigenvalues.
        QTableWidget* table = view->sillTable();
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->columnCount(), 7);
        const auto matrices = shown.sillMatrices();
        QCOMPARE(table->item(1, 1)->text(), QString::number(matrices[1][1], 'g', 6));  // Ni:Cr's sill
        QVERIFY(table->item(0, 6)->text().toDouble() >= 0);
        panel_->resize(1400, 1000);
        QTest::qWait(200);  // the layout of the new plots
        QVERIFY(panel_->grab().save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/variogram_lmc.png")));
    }

    // The fit kept in a project file (written, read back) shows again as it was fitted.
    void aSavedFitComesBackFromTheProjectFile() {
        CoregionalisationView* view = panel_->coregionalisationView();
        view->choose({QStringLiteral("Cr"), QStringLiteral("Co")});
        view->setFitSettings("project-once", false);
        QSignalSpy fitted(panel_.get(), &VariogramPanel::coregionalisationFitted);
        QVERIFY(panel_->fitCoregionalisation());
        QVERIFY(fitted.wait(60000));
        QVERIFY2(fitted.at(0).at(0).toBool(), qPrintable(fitted.at(0).at(1).toString()));
        QCOMPARE(panel_->coregionalisationFit()->method, std::string("project-once"));

        QTemporaryDir folder;
        const std::string path = QDir(folder.path()).filePath(QStringLiteral("jura.strata")).toStdString();
        ProjectFile project;
        project.name = "jura";
        ProjectCoregionalisation entry = coregionalisationEntry(*panel_->coregionalisationFit());
        entry.name = "jura.Ni";
        entry.source = "jura";
        entry.variable = "Ni";
        project.coregionalisations.push_back(entry);
        writeProjectFile(project, path);
        const ProjectFile reopened = readProjectFile(path);
        QCOMPARE(reopened.coregionalisations.size(), std::size_t(1));

        VariogramPanel restored(runner_.get());
        restored.resize(1400, 900);
        restored.setSamples(std::make_shared<const VariogramInput>(juraInput(jura_, {"Ni"})), QStringLiteral("jura: Ni"));
        restored.setCoregionalisationSource({QStringLiteral("Cr"), QStringLiteral("Co")},
                                            [](const std::vector<std::string>&, const strata::jobs::JobContext&) {
                                                return VariogramInput{};
                                            });
        QSignalSpy refitted(&restored, &VariogramPanel::coregionalisationFitted);
        restored.restoreCoregionalisation(
            std::make_shared<const CoregionalisationFit>(coregionalisationFitOf(reopened.coregionalisations[0])));
        QCOMPARE(refitted.count(), 0);  // nothing new was fitted
        compareShownFits(*panel_, restored);
    }

    void refusesTooFewVariables() {
        panel_->coregionalisationView()->choose({});
        QSignalSpy fitted(panel_.get(), &VariogramPanel::coregionalisationFitted);
        QVERIFY(!panel_->fitCoregionalisation());
        QCOMPARE(fitted.count(), 1);
        QVERIFY(!fitted.at(0).at(0).toBool());
        QVERIFY(fitted.at(0).at(1).toString().contains(QStringLiteral("variables")));
        QVERIFY(!panel_->coregionalisation().has_value());
    }

    // Tools > Variogram fitting of the sample's assay.ni in the main window: the tab offers the
    // assay table's other columns, and the fit of ni with co loads both (desurveyed mid-points,
    // joined by position): ni's direct variogram there equals the panel's own of ni alone.
    void mainWindowFitsTheLmcOfADrillholeTable() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(test::openProjectAndWait(window, MainWindow::bundledSampleProject(), 30000));
        VariogramPanel* panel = window.variogramPanel();
        QSignalSpy updated(panel, &VariogramPanel::experimentalUpdated);
        QVERIFY(window.computeVariogramOf(QStringLiteral("assay"), QStringLiteral("ni")));
        QVERIFY(updated.wait(30000));
        QVERIFY(panel->tabs()->isTabEnabled(VariogramPanel::CoregionalisationTab));
        panel->coregionalisationView()->choose({QStringLiteral("co")});
        QSignalSpy fitted(panel, &VariogramPanel::coregionalisationFitted);
        QVERIFY(panel->fitCoregionalisation());
        QVERIFY(fitted.wait(60000));
        QVERIFY2(fitted.at(0).at(0).toBool(), qPrintable(fitted.at(0).at(1).toString()));
        QCOMPARE(panel->coregionalisation()->variables, (std::vector<std::string>{"ni", "co"}));
        QCOMPARE(panel->coregionalisationView()->chartCount(), std::size_t(3));
        const auto& direct = panel->coregionalisationFit()->points.at(0);
        const auto& own = panel->directions().at(0).points;
        QCOMPARE(direct.size(), own.size());
        for (std::size_t k = 0; k < own.size(); ++k) {
            QCOMPARE(direct[k].value, own[k].value);
            QCOMPARE(direct[k].pairs, own[k].pairs);
        }
    }

    // In the main window: the LMC fitted for assay.ni joins the project, is saved with it, and
    // comes back with ni's variogram once the saved project is opened again.
    void mainWindowKeepsTheLmcInTheProject() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        QTemporaryDir folder;
        const QString path = test::copySampleProject(folder);
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(test::openProjectAndWait(window, path, 30000));
        VariogramPanel* panel = window.variogramPanel();
        QVERIFY(test::variogramSamplesLoaded(window, QStringLiteral("assay"), QStringLiteral("ni")));
        panel->coregionalisationView()->choose({QStringLiteral("co")});
        QSignalSpy fitted(panel, &VariogramPanel::coregionalisationFitted);
        QVERIFY(panel->fitCoregionalisation());
        QVERIFY(fitted.wait(60000));
        QVERIFY2(fitted.at(0).at(0).toBool(), qPrintable(fitted.at(0).at(1).toString()));
        ProjectWorkflow* workflow = window.projectWorkflow();
        QCOMPARE(workflow->session().project().coregionalisations.size(), std::size_t(1));
        QVERIFY(workflow->session().isModified());
        QVERIFY(workflow->save());

        MainWindow reopened;
        reopened.resize(1400, 900);
        reopened.show();
        QVERIFY(test::openProjectAndWait(reopened, path, 30000));
        QVERIFY(!reopened.variogramPanel()->coregionalisation());  // nothing before ni's variogram
        QVERIFY(test::variogramSamplesLoaded(reopened, QStringLiteral("assay"), QStringLiteral("ni")));
        QVERIFY(!reopened.projectWorkflow()->session().isModified());
        compareShownFits(*panel, *reopened.variogramPanel());
        QCOMPARE(reopened.variogramPanel()->coregionalisation()->variables, (std::vector<std::string>{"ni", "co"}));
    }

private:
    strata::PointSet jura_;
    std::unique_ptr<TaskManager> tasks_;
    std::unique_ptr<MessageLog> log_;
    std::unique_ptr<JobRunner> runner_;
    std::unique_ptr<VariogramPanel> panel_;
};

STRATA_GUI_TEST_MAIN(CoregionalisationTest)
#include "CoregionalisationTest.moc"
