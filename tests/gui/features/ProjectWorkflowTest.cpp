// The project workflow in the main window: a variogram model edited in the panel and a result
// made by a job are recorded in the project, saved, and come back after the project is opened
// again (the model in the panel for the same variable); the tree lists them, its "Export…"
// opens the export dialog on the result, and "Statistics…" opens the data window.
#include <cmath>
#include <limits>

#include <QDir>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "data/DataViewDialog.h"
#include "data/StatisticsPanel.h"
#include "export/ExportDialog.h"
#include "estimation/EstimationTools.h"
#include "export/ExportTools.h"
#include "qa/ResultViewer.h"
#include "jobs/Task.h"
#include "variogram/VariogramPanel.h"
#include "widgets/ProjectTreeDock.h"
#include "results/ResultCatalog.h"
#include "strata/io/GridWriter.h"

using namespace strata::gui;

namespace {

QAction* actionNamed(QMenu& menu, const QString& text) {
    for (QAction* action : menu.actions())
        if (action->text() == text) return action;
    return nullptr;
}

QTreeWidgetItem* childNamed(QTreeWidgetItem* parent, const QString& text) {
    for (int i = 0; parent && i < parent->childCount(); ++i)
        if (parent->child(i)->text(0).startsWith(text)) return parent->child(i);
    return nullptr;
}

}  // namespace

class ProjectWorkflowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        QSettings().clear();
    }

    void modelsAndResultsAreSavedAndComeBack() {
        QTemporaryDir folder;
        const QString path = test::copySampleProject(folder);
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(test::openProjectAndWait(window, path));
        ProjectWorkflow* workflow = window.projectWorkflow();
        ProjectSession& session = workflow->session();
        QCOMPARE(QDir::cleanPath(session.path()), QDir::cleanPath(QFileInfo(path).absoluteFilePath()));
        QVERIFY(!session.isModified());
        ProjectTreeDock* tree = window.projectDock();
        QVERIFY(tree->section(QStringLiteral("data")));
        QVERIFY(!tree->section(QStringLiteral("variograms")));

        // A model edit in the variogram panel is recorded under its variable.
        QVERIFY(test::variogramSamplesLoaded(window, QStringLiteral("assay"), QStringLiteral("ni")));
        const auto model = strata::variogram::VariogramModel::parse("0.02 nug + 0.1 sph(140)");
        window.variogramPanel()->editModel(model, QStringLiteral("test edit"));
        QVERIFY(session.isModified());
        QCOMPARE(session.project().variograms.size(), std::size_t(1));
        QCOMPARE(session.project().variograms.front().name, std::string("assay.ni"));
        QCOMPARE(session.project().variograms.front().model.toString(), model.toString());
        QVERIFY(childNamed(tree->section(QStringLiteral("variograms")), QStringLiteral("assay.ni")));

        // A result made by a job becomes a job of the project (beside the sample's own surface
        // stack); its file, once set, the job's result.
        const std::size_t jobsBefore = session.project().jobs.size();
        ResultItem item;
        item.kind = ResultKind::Grid2D;
        item.name = QStringLiteral("Ni estimate");
        item.job = {{"type", "idw"}, {"params", {{"power", 2}}}};
        auto grid = std::make_shared<strata::Grid>();
        grid->spec = strata::GridSpec{4, 3, 1, 350000, 9700000, 0, 10, 10, 1};
        grid->addLayer("estimate").assign(12, 1.0f);
        item.grid = grid;
        const int id = window.resultCatalog().add(item);
        window.resultCatalog().setFile(id, folder.filePath(QStringLiteral("ni.tif")));
        QCOMPARE(session.project().jobs.size(), jobsBefore + 1);
        QCOMPARE(session.project().jobs.back().job.at("type").get<std::string>(), std::string("idw"));
        QCOMPARE(session.project().jobs.back().results.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(session.project().jobs.back().results.front().path), QDir::cleanPath(folder.filePath(QStringLiteral("ni.tif"))));

        // The tree lists the result; "Export…" opens the export dialog on it.
        QTreeWidgetItem* result = childNamed(tree->section(QStringLiteral("results")), QStringLiteral("Ni estimate"));
        QVERIFY(result);
        {
            const std::unique_ptr<QMenu> menu = tree->contextMenuFor(result);
            QAction* exportAction = actionNamed(*menu, QStringLiteral("Export…"));
            QVERIFY(exportAction && actionNamed(*menu, QStringLiteral("Show")));
            exportAction->trigger();
        }
        ExportDialog* dialog = window.exportTools()->dialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->source().name, QStringLiteral("Ni estimate"));
        dialog->close();

        // Saved, closed (another project opened), reopened: the model and the job come back.
        QVERIFY(workflow->save());
        QVERIFY(!session.isModified());
        QVERIFY(test::openProjectAndWait(window, MainWindow::bundledSampleProject()));
        QVERIFY(session.project().variograms.empty());
        QVERIFY(test::openProjectAndWait(window, path));
        QCOMPARE(session.project().variograms.size(), std::size_t(1));
        QCOMPARE(session.project().jobs.size(), jobsBefore + 1);
        QVERIFY(tree->section(QStringLiteral("jobs")));
        QVERIFY(tree->section(QStringLiteral("models")));
        QVERIFY(test::variogramSamplesLoaded(window, QStringLiteral("assay"), QStringLiteral("ni")));
        QCOMPARE(window.variogramPanel()->model().toString(), model.toString());
        QVERIFY(!session.isModified());  // restoring the saved model is not an edit
    }

    // A result whose file is on disk is read back when its project opens again: same name, same
    // job, same numbers, and not recorded as a new job. The Babbitt sample opens with its
    // kriged copper grid.
    void resultsComeBackWithTheirProject() {
        QTemporaryDir folder;
        const QString path = test::copySampleProject(folder);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(test::openProjectAndWait(window, path));
        ResultCatalog& catalog = window.resultCatalog();
        QCOMPARE(catalog.count(), 1);  // the sample's surface stack, shown in the result viewer
        QCOMPARE(catalog.item(catalog.ids().front())->kind, ResultKind::SurfaceStack);
        QCOMPARE(window.estimationTools()->resultViewer()->shownItem(), catalog.ids().front());
        const std::size_t jobsBefore = window.projectWorkflow()->session().project().jobs.size();

        ResultItem item;
        item.kind = ResultKind::Grid3D;
        item.name = QStringLiteral("Ni kriged");
        item.job = {{"type", "krige"}, {"params", {{"output", "ni.dat"}}}};
        auto grid = std::make_shared<strata::Grid>();
        grid->spec = strata::GridSpec{4, 3, 2, 350000, 9700000, 50, 10, 10, 5};
        auto& layer = grid->addLayer("ni");
        for (std::size_t n = 0; n < layer.size(); ++n) layer[n] = 0.1f + 0.013f * float(n);
        layer[5] = std::numeric_limits<float>::quiet_NaN();
        item.grid = grid;
        const QString file = folder.filePath(QStringLiteral("ni.dat"));
        strata::io::writeGrid(file.toStdString(), *grid);
        catalog.setFile(catalog.add(item), file);
        QVERIFY(window.projectWorkflow()->save());

        QVERIFY(test::openProjectAndWait(window, MainWindow::bundledSampleProject()));
        QVERIFY(!catalog.findByName(item.name));  // another project's results are not this one's
        QVERIFY(test::openProjectAndWait(window, path));
        QCOMPARE(catalog.count(), 2);
        const auto restored = catalog.findByName(item.name);
        QVERIFY(restored);
        QCOMPARE(restored->name, item.name);
        QCOMPARE(restored->kind, ResultKind::Grid3D);
        QCOMPARE(restored->jobType(), QStringLiteral("krige"));
        QCOMPARE(restored->grid->spec.toString(), grid->spec.toString());
        const auto& back = restored->grid->layers.front();
        for (std::size_t n = 0; n < layer.size(); ++n) {
            if (std::isnan(layer[n]))
                QVERIFY(std::isnan(back[n]));
            else
                QCOMPARE(back[n], layer[n]);
        }
        QCOMPARE(window.projectWorkflow()->session().project().jobs.size(), jobsBefore + 1);
        QVERIFY(!window.projectWorkflow()->session().isModified());

        const QString babbitt = QFileInfo(MainWindow::bundledSampleProject()).dir().filePath(
            QStringLiteral("../babbitt/babbitt.strata"));
        QVERIFY(test::openProjectAndWait(window, QDir::cleanPath(babbitt)));
        QCOMPARE(catalog.count(), 1);
        const auto cu = catalog.item(catalog.ids().front());
        QCOMPARE(cu->kind, ResultKind::Grid3D);
        QCOMPARE(cu->grid->spec.nodeCount(), std::size_t(40 * 29 * 29));
        QCOMPARE(window.projectWorkflow()->session().project().variograms.size(), std::size_t(1));
    }

    void statisticsOpenFromTheTree() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(test::openProjectAndWait(window, MainWindow::bundledSampleProject()));
        ProjectTreeDock* tree = window.projectDock();
        QTreeWidgetItem* tables = childNamed(tree->section(QStringLiteral("data")), QStringLiteral("Tables"));
        QTreeWidgetItem* assay = childNamed(tables, QStringLiteral("assay"));
        QVERIFY(assay);
        const std::unique_ptr<QMenu> menu = tree->contextMenuFor(assay);
        QAction* statistics = actionNamed(*menu, QStringLiteral("Statistics…"));
        QVERIFY(statistics);
        statistics->trigger();
        auto* data = tree->findChild<DataViewDialog*>();
        QVERIFY(data);
        QTRY_VERIFY_WITH_TIMEOUT(data->statistics()->current().has_value(), 30000);
        QVERIFY(data->statistics()->current()->summary.count > 1000);  // the sample's assays
        data->close();
    }
};

STRATA_GUI_TEST_MAIN(ProjectWorkflowTest)
#include "ProjectWorkflowTest.moc"
