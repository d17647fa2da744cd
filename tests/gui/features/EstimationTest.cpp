// Estimation from the GUI on the sample project: the kriging dialog's job lands in the result
// catalog with exactly the values of the same job run directly; a cancelled job changes nothing;
// a failing job says why; the neighbourhood preview's weights reproduce the grid's estimate; the
// grid proposed from the data extent has round numbers; cross-validation plots what the engine
// computed. Runs without a display (offscreen platform).
#include <algorithm>

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QToolButton>

#include <cmath>
#include <limits>
#include <memory>
#include <numeric>
#include <set>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "estimation/CostEstimate.h"
#include "estimation/CrossValidationView.h"
#include "estimation/DownholeSamplesChooser.h"
#include "estimation/EstimationJobList.h"
#include "estimation/EstimationRunner.h"
#include "estimation/EstimationTools.h"
#include "estimation/GridFromExtent.h"
#include "estimation/GridSpecEditor.h"
#include "estimation/IdwDialog.h"
#include "estimation/JobOutputFiles.h"
#include "estimation/KrigingDialog.h"
#include "widgets/SchemaOptionsBox.h"
#include "jobs/JobRunner.h"
#include "jobs/TaskManager.h"
#include "project/ProjectLoader.h"
#include "qa/GridMapView.h"
#include "qa/ResultViewer.h"
#include "view/SceneView.h"
#include "results/ResultCatalog.h"
#include "strata/core/Error.h"
#include "strata/idw/IdwJob.h"
#include "strata/kriging/KrigeJob.h"

using namespace strata::gui;
using strata::GridSpec;
using strata::jobs::Json;

namespace {

bool isMultiple(double value, double step) {
    const double q = value / step;
    return std::abs(q - std::round(q)) < 1e-9 * std::max(1.0, std::abs(q));
}

}  // namespace

class EstimationTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        const LoadedProject loaded = loadProject(MainWindow::bundledSampleProject().toStdString(), strata::jobs::JobContext{});
        QVERIFY(loaded.database);
        sources_ = drillholeSources(loaded.database, loaded.project.desurvey);
        QVERIFY(!sources_.empty());
    }

    void init() {
        QVERIFY(folder_.isValid());
        host_ = std::make_unique<QWidget>();
        tasks_ = new TaskManager(host_.get());
        log_ = new MessageLog(host_.get());
        jobRunner_ = new JobRunner(*tasks_, *log_, host_.get());
        catalog_ = new ResultCatalog(host_.get());
        runner_ = new EstimationRunner(*jobRunner_, *catalog_, host_.get());
        jobList_ = new EstimationJobList(*runner_, host_.get());
    }

    void cleanup() {
        tasks_->cancelAllAndWait(10000);
        host_.reset();
    }

    void niceStepsAndSnappedGrid() {
        QCOMPARE(niceStepAtLeast(0.3), 0.5);
        QCOMPARE(niceStepAtLeast(2.0), 2.0);
        QCOMPARE(niceStepAtLeast(2.1), 2.5);
        QCOMPARE(niceStepAtLeast(7.3), 10.0);
        QCOMPARE(niceStepAtLeast(0.00042), 0.0005);
        QCOMPARE(niceStepAtLeast(1234.0), 2000.0);

        // The laterite collars' extent (UTM): a 100-node proposal.
        const strata::BoundingBox box{350237.24124356994, 351012.70, 9700181.324151697, 9700980.10, 150.2, 201.9};
        strata::gui::GridProposal proposal;
        proposal.nodesAlongLongestSide = 100;
        const GridSpec g = gridFromExtent(box, proposal);
        QCOMPARE(g.dx, 10.0);  // 799 m / 99 intervals = 8.07 -> 10
        QCOMPARE(g.dy, 10.0);
        QCOMPARE(g.x0, 350230.0);
        QCOMPARE(g.y0, 9700180.0);
        QVERIFY(g.x0 <= box.xmin && g.x0 + g.dx * double(g.nx - 1) >= box.xmax);
        QVERIFY(g.y0 <= box.ymin && g.y0 + g.dy * double(g.ny - 1) >= box.ymax);
        QCOMPARE(g.nx, std::size_t(80));  // 350230 .. 351020
        QCOMPARE(g.ny, std::size_t(82));  // 9700180 .. 9700990 (the data reach 9700980.1)
        QCOMPARE(g.nz, std::size_t(1));

        proposal.threeD = true;
        const GridSpec g3 = gridFromExtent(box, proposal);
        QCOMPARE(g3.dz, 5.0);  // 51.7 m / 19 = 2.72 -> 5
        QVERIFY(isMultiple(g3.z0, g3.dz));
        QCOMPARE(g3.z0, 150.0);
        QVERIFY(g3.z0 + g3.dz * double(g3.nz - 1) >= box.zmax);

        // The dialog's editor proposes the same grid from the data it loaded.
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        loadNickel(dialog);
        const GridSpec proposed = dialog.gridEditor()->spec();
        QVERIFY(isMultiple(proposed.x0, proposed.dx));
        QVERIFY(isMultiple(proposed.y0, proposed.dy));
        QCOMPARE(proposed.dx, niceStepAtLeast(proposed.dx));
        const strata::BoundingBox data = strata::boundingBox(*dialog.data());
        QVERIFY(proposed.x0 <= data.xmin && proposed.x0 + proposed.dx * double(proposed.nx - 1) >= data.xmax);

        // A 3-D grid follows the drilling: the laterite's holes are 24 m apart at the collars
        // (median nearest neighbour) and sampled every metre, so blocks of 20 m across (at least
        // half the spacing, where 100 nodes along the longest side would give 10 m) and 1 m thick.
        const DataSpacing spacing = dataSpacing(*dialog.data());
        QVERIFY2(std::abs(spacing.along - 1.0) < 0.05, qPrintable(QString::number(spacing.along)));
        QVERIFY2(spacing.across > 20 && spacing.across < 40, qPrintable(QString::number(spacing.across)));
        dialog.findChild<QCheckBox*>(QStringLiteral("gridThreeD"))->setChecked(true);
        const GridSpec blocks = dialog.gridEditor()->spec();
        QCOMPARE(blocks.dx, 20.0);
        QCOMPARE(blocks.dy, 20.0);
        QCOMPARE(blocks.dz, 1.0);
        QVERIFY(blocks.z0 <= data.zmin && blocks.z0 + blocks.dz * double(blocks.nz - 1) >= data.zmax);
        QCOMPARE(dataSpacing(strata::PointSet{}).along, 0.0);
    }

    // Every kriging option is reachable: the hand-made controls and the schema-built Advanced
    // section together cover every option of the kriging schema, and its values reach the job.
    void advancedSectionReachesEveryKrigingOption() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        auto* box = dialog.findChild<strata::gui::SchemaOptionsBox*>(QStringLiteral("advancedOptions"));
        QVERIFY(box);
        const auto paths = box->paths();
        for (const char* expected : {"estimate_trend", "search.max_per_drillhole", "block_size", "coincident", "singular",
                                     "singular_threshold", "precision", "gpu_solver", "diagnostics"})
            QVERIFY2(std::find(paths.begin(), paths.end(), expected) != paths.end(), expected);
        QCOMPARE(paths.size(), std::size_t(9));  // and nothing the dialog already has
        qobject_cast<QComboBox*>(box->editor("coincident"))->setCurrentText(QStringLiteral("keep"));
        qobject_cast<QComboBox*>(box->editor("singular"))->setCurrentText(QStringLiteral("pinv"));
        qobject_cast<QComboBox*>(box->editor("precision"))->setCurrentText(QStringLiteral("double"));
        qobject_cast<QCheckBox*>(box->editor("diagnostics"))->setChecked(true);
        qobject_cast<QSpinBox*>(box->editor("search.max_per_drillhole"))->setValue(3);
        qobject_cast<QLineEdit*>(box->editor("block_size"))->setText(QStringLiteral("10, 10, 5"));
        QVERIFY(!box->editor("precision")->toolTip().isEmpty());
        dialog.findChild<QLineEdit*>(QStringLiteral("variogramModel"))->setText(QStringLiteral("0.1 nug + 0.9 sph(100)"));
        const strata::kriging::KrigingOptions o = dialog.options();
        QCOMPARE(o.coincident, strata::kriging::CoincidentRule::Keep);
        QCOMPARE(o.singular, strata::kriging::SingularRule::PseudoInverse);
        QCOMPARE(o.precision, strata::Precision::Double);
        QVERIFY(o.diagnostics);
        QCOMPARE(o.search.maxPerDrillhole, 3);
        QCOMPARE(o.blockSize[2], 5.0);
        // A value the schema refuses is named, not silently dropped.
        qobject_cast<QLineEdit*>(box->editor("block_size"))->setText(QStringLiteral("10, 10"));
        try {
            (void)dialog.options();
            QFAIL("expected a ValidationError");
        } catch (const strata::ValidationError& e) {
            QVERIFY2(std::string(e.what()).find("block_size") != std::string::npos, e.what());
        }
    }

    void resultCatalogKeepsItemsAndSignals() {
        ResultCatalog catalog;
        QSignalSpy added(&catalog, &ResultCatalog::itemAdded);
        QSignalSpy removed(&catalog, &ResultCatalog::itemRemoved);
        QSignalSpy changed(&catalog, &ResultCatalog::itemChanged);
        auto grid = std::make_shared<strata::Grid>();
        grid->spec = GridSpec{3, 2, 1, 0, 0, 0, 1, 1, 1};
        grid->addLayer("estimate");
        ResultItem item;
        item.kind = ResultKind::Grid2D;
        item.name = QStringLiteral("OK of ni");
        item.grid = grid;
        const int first = catalog.add(item);
        const int second = catalog.add(item);
        QCOMPARE(added.count(), 2);
        QCOMPARE(catalog.item(second)->name, QStringLiteral("OK of ni (2)"));
        QVERIFY(catalog.setFile(first, QStringLiteral("ok.tif")));
        QCOMPARE(catalog.item(first)->file, QStringLiteral("ok.tif"));
        QCOMPARE(changed.count(), 1);
        const auto kept = catalog.item(first);
        QVERIFY(catalog.remove(first));
        QCOMPARE(removed.count(), 1);
        QVERIFY(!catalog.item(first));
        QCOMPARE(kept->name, QStringLiteral("OK of ni"));  // a reader's copy outlives removal
        QCOMPARE(catalog.count(), 1);
        ResultItem empty;
        empty.kind = ResultKind::Points;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, catalog.add(empty));
    }

    void krigingFromTheDialogEqualsTheJobRunDirectly() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        loadNickel(dialog);
        configureKriging(dialog, 40);
        QSignalSpy added(catalog_, &ResultCatalog::itemAdded);
        auto* run = dialog.findChild<QPushButton*>(QStringLiteral("runEstimation"));
        QVERIFY(run && run->isEnabled());
        QTest::mouseClick(run, Qt::LeftButton);
        QVERIFY(added.wait(60000));
        QCOMPARE(catalog_->count(), 1);
        const auto item = catalog_->item(added.at(0).at(0).toInt());
        QCOMPARE(item->kind, ResultKind::Grid2D);
        QCOMPARE(item->jobType(), QStringLiteral("krige"));
        QVERIFY(QFileInfo::exists(item->file));
        QCOMPARE(item->layerNames(), (QStringList{QStringLiteral("ni"), QStringLiteral("ni_variance")}));

        // The same job struct, run directly (no GUI), into another file.
        auto job = item->job.at("params").get<strata::kriging::KrigeJob>();
        job.output = QDir(folder_.path()).filePath(QStringLiteral("direct.csv")).toStdString();
        strata::kriging::execute(job, strata::jobs::JobContext{});
        const strata::Grid direct = readGridCsv(job.output, *job.grid);
        const strata::Grid& shown = *item->grid;
        QCOMPARE(shown.spec.nodeCount(), direct.spec.nodeCount());
        std::size_t estimated = 0;
        for (std::size_t l = 0; l < 2; ++l)
            for (std::size_t n = 0; n < shown.spec.nodeCount(); ++n) {
                const float a = shown.layers[l][n], b = direct.layers[l][n];
                QVERIFY2((std::isnan(a) && std::isnan(b)) || a == b, qPrintable(QStringLiteral("layer %1 node %2").arg(l).arg(n)));
                if (l == 0 && std::isfinite(a)) ++estimated;
            }
        QVERIFY(estimated > shown.spec.nodeCount() / 2);
        QVERIFY(jobList_->stateText(0).startsWith(QStringLiteral("done")));
    }

    void severalJobsQueueAndAllArrive() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        loadNickel(dialog);
        configureKriging(dialog, 30);
        auto* name = dialog.findChild<QLineEdit*>(QStringLiteral("resultName"));
        QSignalSpy added(catalog_, &ResultCatalog::itemAdded);
        for (int ndmax : {4, 8, 12, 16}) {
            dialog.setSearch(200, 1, ndmax);
            name->setText(QStringLiteral("OK ndmax %1").arg(ndmax));
            QVERIFY(dialog.run());
        }
        QCOMPARE(jobList_->rowCount(), 4);
        QTRY_COMPARE_WITH_TIMEOUT(added.count(), 4, 60000);
        QStringList names;
        for (int id : catalog_->ids()) names << catalog_->item(id)->name;
        names.sort();
        QCOMPARE(names, (QStringList{QStringLiteral("OK ndmax 12"), QStringLiteral("OK ndmax 16"), QStringLiteral("OK ndmax 4"),
                                     QStringLiteral("OK ndmax 8")}));
        for (int row = 0; row < 4; ++row) QVERIFY(jobList_->stateText(row).startsWith(QStringLiteral("done")));
        // Each kept its own neighbourhood: the grids differ.
        const auto first = catalog_->findByName(QStringLiteral("OK ndmax 4"));
        const auto last = catalog_->findByName(QStringLiteral("OK ndmax 16"));
        QCOMPARE(first->job.at("params").at("kriging").at("search").at("ndmax").get<int>(), 4);
        QVERIFY(first->grid->layers[0] != last->grid->layers[0]);
    }

    void cancellingLeavesTheCatalogUnchanged() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        loadNickel(dialog);
        configureKriging(dialog, 40);
        // A large 3-D grid with a big neighbourhood: seconds of work to cancel in the middle.
        GridSpec big = dialog.gridEditor()->spec();
        big.nx = big.ny = 400;
        big.nz = 30;
        big.dx = big.dy = 2;
        big.dz = 2;
        big.z0 = 140;
        dialog.gridEditor()->setSpec(big);
        dialog.findChild<QCheckBox*>(QStringLiteral("gridThreeD"))->setChecked(true);
        dialog.gridEditor()->setSpec(big);
        dialog.setSearch(200, 1, 64);
        dialog.findChild<QLineEdit*>(QStringLiteral("resultName"))->setText(QStringLiteral("cancelled run"));
        const int before = catalog_->count();
        Task* task = dialog.run();
        QVERIFY(task);
        const QString output = QString::fromStdString(dialog.currentRequest().outputFile);
        auto* cancel = jobList_->findChild<QToolButton*>(QStringLiteral("cancelJob"));
        QVERIFY(cancel);
        test::cancelAndExpectNothingLeft(*task, *catalog_, before, output, cancel);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(jobList_->stateText(jobList_->rowCount() - 1), QStringLiteral("cancelled"));
    }

    void aFailedJobSaysWhy() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        loadNickel(dialog);
        configureKriging(dialog, 10);
        // A bad model is refused before anything runs, naming the problem.
        dialog.setModelText(QStringLiteral("0.1 nug + 0.9 sphx(100)"));
        QVERIFY(!dialog.run());
        auto* problem = dialog.findChild<QLabel*>(QStringLiteral("problem"));
        QVERIFY(problem->text().contains(QStringLiteral("model")));
        // A result folder that is a file is refused before anything runs too, naming it (the
        // engine checks every output path before its work).
        dialog.setModelText(QStringLiteral("0.1 nug + 0.9 sph(100)"));
        const QString blocker = QDir(folder_.path()).filePath(QStringLiteral("not-a-folder"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        dialog.findChild<QLineEdit*>(QStringLiteral("resultFolder"))->setText(blocker);
        const int before = catalog_->count();
        const int jobs = jobList_->rowCount();
        QVERIFY(!dialog.run());
        QVERIFY2(problem->text().contains(QStringLiteral("not-a-folder")), qPrintable(problem->text()));
        QCOMPARE(jobList_->rowCount(), jobs);
        QCOMPARE(catalog_->count(), before);
    }

    void previewWeightsReproduceTheEstimate() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        loadNickel(dialog);
        configureKriging(dialog, 30);
        QSignalSpy added(catalog_, &ResultCatalog::itemAdded);
        QVERIFY(dialog.run());
        QVERIFY(added.wait(60000));
        const auto item = catalog_->item(added.at(0).at(0).toInt());
        const GridSpec g = item->grid->spec;
        const std::size_t node = g.nx / 2 + g.nx * (g.ny / 2);

        std::optional<NeighbourhoodPreview> preview;
        connect(&dialog, &KrigingDialog::previewReady, this, [&](const NeighbourhoodPreview& p) { preview = p; });
        // A click a third of a cell off the node previews the node itself.
        QVERIFY(dialog.previewAt(g.nodeX(node) + g.dx / 3, g.nodeY(node) - g.dy / 3, 0));
        QTRY_VERIFY_WITH_TIMEOUT(preview.has_value(), 30000);
        QCOMPARE(preview->node[0], g.nodeX(node));
        QCOMPARE(preview->node[1], g.nodeY(node));
        QVERIFY(preview->estimated);
        QVERIFY(!preview->used.empty());
        const strata::PointSet& data = *dialog.data();
        // At most ndmax locations: the samples of one vertical hole coincide in 2-D and are
        // merged into one datum (their weight shared).
        std::set<std::pair<double, double>> locations;
        for (const auto& used : preview->used) locations.insert({data.x[used.datum], data.y[used.datum]});
        QVERIFY(locations.size() <= 12);
        double sum = 0, weighted = 0;
        for (const auto& used : preview->used) {
            sum += used.weight;
            weighted += used.weight * data.values[0][used.datum];
        }
        QVERIFY2(std::abs(sum - 1.0) < 1e-9, qPrintable(QString::number(sum, 'g', 17)));  // ordinary kriging
        QVERIFY(std::abs(weighted - preview->estimate) < 1e-9 * std::max(1.0, std::abs(weighted)));
        // ... and equal what the job wrote at that node (stored as float).
        const float gridValue = item->grid->layers[0][node];
        QVERIFY2(std::abs(gridValue - preview->estimate) <= 1e-5 * std::max(1.0, std::abs(preview->estimate)),
                 qPrintable(QStringLiteral("%1 vs %2").arg(gridValue).arg(preview->estimate)));
        QVERIFY(std::abs(item->grid->layers[1][node] - preview->variance) <= 1e-5 * std::max(1.0, preview->variance));
    }

    void costIsMeasuredAndEstimated() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        loadNickel(dialog);
        configureKriging(dialog, 60);
        QSignalSpy measured(&dialog, &EstimationDialog::costMeasured);
        QVERIFY(dialog.measureCost());
        QVERIFY(measured.wait(60000));
        const PerNodeCost cost = dialog.measuredCost();
        QVERIFY(cost.valid());
        qInfo("measured: %.3g us per node, fixed %.3g s (ndmax 12, %zu nodes timed, %zu data)", cost.secondsPerNode * 1e6,
              cost.fixedSeconds, cost.nodesMeasured, dialog.data()->size());
        QCOMPARE(cost.ndmax, 12);
        const CostEstimate estimate = dialog.costEstimate();
        const double nodes = double(dialog.gridEditor()->spec().nodeCount());
        QVERIFY(std::abs(estimate.seconds - (cost.fixedSeconds + cost.secondsPerNode * nodes)) < 1e-12 + 1e-9 * estimate.seconds);
        QVERIFY(estimate.peakBytes >= nodes * 16);
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("costEstimate"))->text().contains(QStringLiteral("per node")));
        // Doubling ndmax scales the per-node time by 8 (the solve dominates).
        dialog.setSearch(200, 1, 24);
        const CostEstimate doubled = dialog.costEstimate();
        QVERIFY(std::abs((doubled.seconds - cost.fixedSeconds) / (estimate.seconds - cost.fixedSeconds) - 8.0) < 1e-9);
    }

    void crossValidationPlotsTheEngineStatistics() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        loadNickel(dialog);
        configureKriging(dialog, 20);
        int itemId = 0;
        Json summary;
        connect(&dialog, &KrigingDialog::crossValidationReady, this, [&](int id, const Json& s) {
            itemId = id;
            summary = s;
        });
        QVERIFY(dialog.crossValidate());
        QTRY_VERIFY_WITH_TIMEOUT(itemId != 0, 60000);
        const auto item = catalog_->item(itemId);
        QCOMPARE(item->kind, ResultKind::Points);
        const auto& truth = item->points->column("true");
        const auto& estimate = item->points->column("estimate");
        double squared = 0;
        std::size_t n = 0;
        for (std::size_t i = 0; i < truth.size(); ++i)
            if (std::isfinite(estimate[i])) {
                squared += (estimate[i] - truth[i]) * (estimate[i] - truth[i]);
                ++n;
            }
        QCOMPARE(std::size_t(summary.at("estimated").get<double>()), n);
        QVERIFY(std::abs(std::sqrt(squared / double(n)) - summary.at("rmse").get<double>()) < 1e-9);
        CrossValidationView view(*item, summary);
        QCOMPARE(std::size_t(view.pointCount()), n);
        QVERIFY(view.statisticsText().contains(QString::number(summary.at("rmse").get<double>(), 'g', 5)));
        QVERIFY(view.statisticsText().contains(QStringLiteral("Mean squared deviation ratio")));
    }

    void idwFromTheDialogEqualsTheJobRunDirectly() {
        IdwDialog dialog(*runner_, sources_, folder_.path());
        loadNickel(dialog);
        GridSpec g = dialog.gridEditor()->spec();
        g.nx = g.ny = 30;
        g.dx = g.dy = 25;
        dialog.gridEditor()->setSpec(g);
        dialog.setMethod(IdwDialog::Method::Aidw);
        QSignalSpy added(catalog_, &ResultCatalog::itemAdded);
        QVERIFY(dialog.run());
        QVERIFY(added.wait(60000));
        const auto item = catalog_->item(added.at(0).at(0).toInt());
        QCOMPARE(item->jobType(), QStringLiteral("aidw"));
        Json job = item->job;
        const std::string direct = QDir(folder_.path()).filePath(QStringLiteral("aidw-direct.csv")).toStdString();
        job["params"]["output"] = direct;
        strata::jobs::runJob(job, strata::jobs::JobContext{});
        const strata::Grid grid = readGridCsv(direct, item->grid->spec);
        QCOMPARE(grid.names, item->grid->names);
        for (std::size_t l = 0; l < grid.layers.size(); ++l)
            for (std::size_t n = 0; n < grid.spec.nodeCount(); ++n) QCOMPARE(item->grid->layers[l][n], grid.layers[l][n]);
    }

    // Every hand-made IDW and AIDW control takes its range and default from the job's schema.
    void idwControlsComeFromTheJobSchemas() {
        IdwDialog dialog(*runner_, sources_, folder_.path());
        const strata::jobs::SchemaInfo& idw = strata::idw::IdwJob::schema().info();
        const strata::jobs::SchemaInfo& aidw = strata::idw::AidwJob::schema().info();
        const strata::jobs::SchemaInfo& anisotropy = *idw.find("anisotropy")->fields;
        const struct {
            const char* control;
            const strata::jobs::OptionInfo* option;
        } controls[] = {{"idwPower", idw.find("power")},         {"idwNeighbours", idw.find("neighbors")},
                        {"idwRadius", idw.find("radius")},       {"idwAzimuth", anisotropy.find("ang1")},
                        {"idwRatio", anisotropy.find("ratio1")}, {"aidwK", aidw.find("k")},
                        {"aidwRMin", aidw.find("r_min")},        {"aidwRMax", aidw.find("r_max")},
                        {"aidwNeighbours", aidw.find("neighbors")}};
        for (const auto& [name, option] : controls) {
            QVERIFY(option);
            auto* control = dialog.findChild<QAbstractSpinBox*>(QLatin1String(name));
            QVERIFY2(control, name);
            double minimum = 0, maximum = 0, value = 0;
            if (auto* box = qobject_cast<QSpinBox*>(control)) minimum = box->minimum(), maximum = box->maximum(), value = box->value();
            if (auto* box = qobject_cast<QDoubleSpinBox*>(control)) minimum = box->minimum(), maximum = box->maximum(), value = box->value();
            if (std::isfinite(option->minimum)) {
                const double step = option->exclusiveMinimum ? 0.01 : 0.0;  // an open bound: the box's smallest step above it
                QVERIFY2(std::abs(minimum - (option->minimum + step)) < 1e-9, qPrintable(QStringLiteral("%1 minimum %2").arg(QLatin1String(name)).arg(minimum)));
            }
            if (std::isfinite(option->maximum) && option->maximum < double(std::numeric_limits<int>::max()))
                QVERIFY2(maximum == option->maximum, qPrintable(QStringLiteral("%1 maximum %2").arg(QLatin1String(name)).arg(maximum)));
            if (!option->defaultValue.is_null())
                QVERIFY2(value == option->defaultValue.get<double>(), qPrintable(QStringLiteral("%1 default %2").arg(QLatin1String(name)).arg(value)));
            QVERIFY(control->toolTip().contains(QString::fromStdString(option->help)));
        }
        // power is required (no default in the schema): the engine's default is proposed.
        QCOMPARE(dialog.findChild<QDoubleSpinBox*>(QStringLiteral("idwPower"))->value(), strata::idw::IdwParams{}.power);
        QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("aidwAlpha"))->text().remove(QStringLiteral(".0")),
                 QStringLiteral("1, 2, 3, 4, 5"));
    }

    // A variable brings its own model and mean: the project's saved model, else one from its
    // data; what the user typed for a variable comes back with it.
    void modelAndMeanFollowTheVariable() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        dialog.setSavedModelProvider([](const QString& source, const QString& variable) -> std::optional<strata::variogram::VariogramModel> {
            if (source == QStringLiteral("assay") && variable == QStringLiteral("ni"))
                return strata::variogram::VariogramModel::parse("0.05 nug + 0.2 sph(120)");
            return std::nullopt;
        });
        auto* model = dialog.findChild<QLineEdit*>(QStringLiteral("variogramModel"));
        auto* mean = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("simpleMean"));
        const auto meanOf = [&dialog] {
            const auto& v = dialog.data()->values[0];
            return std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
        };
        loadNickel(dialog);
        QCOMPARE(strata::variogram::VariogramModel::parse(model->text().toStdString()).toString(),
                 strata::variogram::VariogramModel::parse("0.05 nug + 0.2 sph(120)").toString());
        QCOMPARE(mean->value(), std::round(meanOf() * 1e6) / 1e6);
        model->setText(QStringLiteral("0.1 nug + 0.3 exp(80)"));
        mean->setValue(1.25);

        QSignalSpy loaded(&dialog, &EstimationDialog::dataLoaded);
        dialog.selectVariable(QStringLiteral("fe"));
        QVERIFY(loaded.wait(30000));
        QVERIFY2(!model->text().contains(QStringLiteral("exp(80)")), qPrintable(model->text()));
        QCOMPARE(mean->value(), std::round(meanOf() * 1e6) / 1e6);
        QVERIFY(mean->value() > 10);  // iron's mean, not nickel's

        dialog.selectVariable(QStringLiteral("ni"));
        QVERIFY(loaded.wait(30000));
        QCOMPARE(model->text(), QStringLiteral("0.1 nug + 0.3 exp(80)"));
        QCOMPARE(mean->value(), 1.25);
    }

    // Drillhole samples onto a 2-D grid: nothing runs until the user says which samples make
    // each hole's value; a unit and an elevation range each keep only their samples.
    void twoDimensionalGridsAskHowHolesAreReduced() {
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        loadNickel(dialog);
        DownholeSamplesChooser* chooser = dialog.downholeSamples();
        const std::size_t all = dialog.data()->size();
        chooser->setMode(DownholeSamplesChooser::Mode::Undecided);
        QVERIFY(chooser->isVisibleTo(&dialog));
        QVERIFY(!dialog.run());
        QVERIFY2(dialog.findChild<QLabel*>(QStringLiteral("problem"))->text().contains(QStringLiteral("hole positions")),
                 qPrintable(dialog.findChild<QLabel*>(QStringLiteral("problem"))->text()));

        QSignalSpy loaded(&dialog, &EstimationDialog::dataLoaded);
        chooser->setUnit(QStringLiteral("lithology.Lithology = SAP"));
        chooser->setMode(DownholeSamplesChooser::Mode::UnitMean);
        QVERIFY(loaded.wait(30000));
        const std::size_t saprolite = dialog.data()->size();
        QVERIFY2(saprolite > 500 && saprolite < all / 2, qPrintable(QString::number(saprolite)));
        QVERIFY(dialog.checkedRequest().has_value());

        chooser->setMode(DownholeSamplesChooser::Mode::ElevationMean);
        QVERIFY(loaded.wait(30000));  // back to every sample
        QCOMPARE(dialog.data()->size(), all);
        chooser->setElevations(170, 180);
        const auto request = dialog.checkedRequest();
        QVERIFY(request.has_value());
        QVERIFY(request->data->size() < all);
        for (double z : request->data->z) QVERIFY(z >= 170 && z <= 180);

        chooser->setMode(DownholeSamplesChooser::Mode::ThreeD);
        QVERIFY(dialog.gridEditor()->threeD());
        QVERIFY(!chooser->isVisibleTo(&dialog));
    }

    void estimationMenuOnTheSampleProject() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        MainWindow window;
        QVERIFY(test::openProjectAndWait(window, MainWindow::bundledSampleProject()));
        QStringList menus;
        for (QAction* action : window.menuBar()->actions()) menus << action->text().remove(u'&');
        QVERIFY2(menus.contains(QStringLiteral("Estimation")), qPrintable(menus.join(u',')));
        KrigingDialog* dialog = window.estimationTools()->openKriging();
        QVERIFY(dialog);
        auto* source = dialog->findChild<QComboBox*>(QStringLiteral("dataSource"));
        QVERIFY(source->findText(QStringLiteral("assay")) >= 0);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->data() != nullptr, 30000);  // the first variable loads
        QCOMPARE(window.estimationTools()->openKriging(), dialog);  // one kriging dialog, raised again
        dialog->close();
    }

    // Not an assertion of its own: the pictures of docs/gui.md, from a 3-D kriging of the
    // sample's nickel with a neighbourhood preview (needs a display).
    void screenshotsForTheDocs() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        KrigingDialog dialog(*runner_, sources_, folder_.path());
        loadNickel(dialog);
        dialog.setModelText(QStringLiteral("0.08 nug + 0.1 sph(150, 150, 12)"));
        dialog.setSearch(150, 1, 16);
        dialog.findChild<QDoubleSpinBox*>(QStringLiteral("searchRadius_2"))->setValue(15);
        dialog.findChild<QCheckBox*>(QStringLiteral("gridThreeD"))->setChecked(true);
        GridSpec g = dialog.gridEditor()->spec();
        g.dx = g.dy = 10;
        g.dz = 2;
        g.nx = std::size_t(std::ceil(double(g.nx) * 10 / g.dx));
        dialog.gridEditor()->setSpec(g);
        dialog.gridEditor()->proposeFromExtent();
        QSignalSpy added(catalog_, &ResultCatalog::itemAdded);
        QVERIFY(dialog.run());
        QVERIFY(added.wait(120000));
        const int id = added.at(0).at(0).toInt();
        ResultViewer viewer(*catalog_, *jobRunner_);
        viewer.resize(1300, 800);
        viewer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewer));
        QSignalSpy dataLoaded(&viewer, &ResultViewer::dataLoaded);
        viewer.showItem(id);
        QVERIFY(dataLoaded.wait(30000));
        viewer.sceneView()->setVerticalExaggeration(3);
        const GridSpec s = catalog_->item(id)->grid->spec;
        viewer.setSlice(2, int(s.nz) - 3);
        std::optional<NeighbourhoodPreview> preview;
        connect(&dialog, &KrigingDialog::previewReady, this, [&](const NeighbourhoodPreview& p) { preview = p; });
        QVERIFY(dialog.previewAt(s.nodeX(s.nx / 2), s.nodeY(s.nx * (s.ny / 2)), s.z0 + s.dz * double(s.nz - 3)));
        QTRY_VERIFY_WITH_TIMEOUT(preview.has_value(), 30000);
        viewer.showPreview(*preview, dialog.options().search);
        viewer.sceneView()->resetCamera();
        QTest::qWait(300);
        QVERIFY(viewer.grab().toImage().save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/estimation_viewer.png")));
        GridMapView* map = viewer.openMapView();
        map->resize(760, 620);
        QTest::qWait(100);
        QVERIFY(map->grab().toImage().save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/estimation_map.png")));
        map->close();
        dialog.show();
        QTest::qWait(100);
        QVERIFY(dialog.grab().toImage().save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/estimation_dialog.png")));
    }

private:
    void loadNickel(EstimationDialog& dialog) {
        auto* source = dialog.findChild<QComboBox*>(QStringLiteral("dataSource"));
        const int assay = source->findText(QStringLiteral("assay"));
        QVERIFY(assay >= 0);
        QSignalSpy loaded(&dialog, &EstimationDialog::dataLoaded);
        dialog.selectSource(assay);
        dialog.selectVariable(QStringLiteral("ni"));
        if (!dialog.data() || dialog.variable() != QStringLiteral("ni")) QVERIFY(loaded.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(dialog.data() && dialog.variable() == QStringLiteral("ni"), 30000);
        QVERIFY(dialog.data()->size() > 1000);
        // Every horizon of a hole into its mean (what the 2-D tests here compare against).
        dialog.downholeSamples()->setMode(DownholeSamplesChooser::Mode::HoleMean);
    }

    // Ordinary kriging of ni on a 2-D grid of about `nodesAlongSide` nodes per side.
    void configureKriging(KrigingDialog& dialog, int nodesAlongSide) {
        dialog.setKrigingType(strata::kriging::KrigingType::Ordinary);
        dialog.setModelText(QStringLiteral("0.05 nug + 0.12 sph(180)"));
        dialog.setSearch(200, 1, 12);
        GridSpec g = dialog.gridEditor()->spec();
        const double side = std::max(g.dx * double(g.nx), g.dy * double(g.ny));
        g.dx = g.dy = niceStepAtLeast(side / nodesAlongSide);
        g.nx = std::size_t(std::ceil(side / g.dx));
        g.ny = g.nx;
        dialog.gridEditor()->setSpec(g);
    }

    QTemporaryDir folder_;
    std::vector<EstimationSource> sources_;
    std::unique_ptr<QWidget> host_;
    TaskManager* tasks_ = nullptr;
    MessageLog* log_ = nullptr;
    JobRunner* jobRunner_ = nullptr;
    ResultCatalog* catalog_ = nullptr;
    EstimationRunner* runner_ = nullptr;
    EstimationJobList* jobList_ = nullptr;
};

STRATA_GUI_TEST_MAIN(EstimationTest)
#include "EstimationTest.moc"
