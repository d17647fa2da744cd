// Stratum surfaces in the GUI on the laterite sample (249 vertical holes, 7 logged units): the
// Build surfaces dialog proposes the column from the logs (by a majority of holes), runs the surfaces
// job on the worker thread, and the result shows: surfaces that never cross, a misfit table with
// one row per hole per surface, one solid per unit that hides with its check box, a section plane
// that clips the solids and draws the cut faces, colouring by elevation, and a SurfaceStack item
// in the result catalog. The column editor adds, removes and reorders units. The 3D parts need
// an X display (xvfb-run).
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QListWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QLocale>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>

#include <cmath>
#include <map>
#include <set>
#include <string>

#include <vtkActor.h>
#include <vtkDataSet.h>
#include <vtkMapper.h>
#include <vtkPlaneCollection.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>

#include "GuiTestSupport.h"
#include "estimation/GridSpecEditor.h"
#include "MainWindow.h"
#include "project/ProjectWorkflow.h"
#include "jobs/JobRunner.h"
#include "jobs/TaskManager.h"
#include "project/ProjectLoader.h"
#include "results/ResultCatalog.h"
#include "widgets/SchemaOptionsBox.h"
#include "surfaces/MisfitTableModel.h"
#include "surfaces/StratigraphicColumnEditor.h"
#include "surfaces/SurfaceStackLayer.h"
#include "surfaces/SurfaceTools.h"
#include "view/ColoursDialog.h"
#include "surfaces/SurfacesDialog.h"
#include "surfaces/SurfacesPanel.h"
#include "view/SceneView.h"

using namespace strata;
using namespace strata::gui;

namespace {

LoadedProject lateriteProject() {
    const std::string dir = std::string(STRATA_SAMPLES_DIR) + "/laterite/";
    ProjectFile project;
    project.name = "laterite";
    drillholes::DrillholeFiles files;
    files.collar = dir + "collar.csv";
    files.survey = dir + "survey.csv";
    files.intervals = {dir + "lithology.csv", dir + "assay.csv"};
    files.dipConvention = drillholes::DipConvention::DownNegative;
    files.columns = {{"holeid", "Hole_ID"}, {"x", "X"}, {"y", "Y"},       {"z", "Z"},       {"depth", "Depth"},
                     {"at", "Depth"},       {"azimuth", "Azimuth"}, {"dip", "Dip"}, {"from", "From"}, {"to", "To"}};
    project.drillholes = files;
    jobs::JobContext context;
    context.backend = Backend::Cpu;
    return loadProject(project, context);
}

}  // namespace

class SurfacesTest : public QObject {
    Q_OBJECT
private slots:
    void columnEditorAddsRemovesAndReorders() {
        StratigraphicColumnEditor editor;
        QSignalSpy changed(&editor, &StratigraphicColumnEditor::columnChanged);
        editor.setColumn(surfaces::StratigraphicColumn::fromOrder({"SOIL", "LIMO", "SAP"}));
        QCOMPARE(editor.unitCount(), 3);
        editor.table()->selectRow(2);
        editor.moveSelectedUnit(-1);  // SAP above LIMO
        QCOMPARE(editor.column().names(), (std::vector<std::string>{"SOIL", "SAP", "LIMO"}));
        editor.table()->selectRow(0);
        editor.removeSelectedUnit();
        QCOMPARE(editor.column().names(), (std::vector<std::string>{"SAP", "LIMO"}));
        editor.table()->selectRow(1);
        editor.addUnit();  // after the selected row: at the bottom
        const surfaces::StratigraphicColumn c = editor.column();
        QCOMPARE(c.size(), std::size_t(3));
        QCOMPARE(c.units[0].name, std::string("SAP"));
        QVERIFY(!c.units[2].colour.empty());
        c.validate();  // names unique, colours valid
        QVERIFY(changed.count() >= 4);
    }

    void lateriteSurfacesThroughTheDialog() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        const LoadedProject loaded = lateriteProject();
        QVERIFY(loaded.database);

        MessageLog log;
        TaskManager tasks;
        JobRunner runner(tasks, log);
        ResultCatalog catalog;
        QMainWindow window;
        auto* view = new SceneView(&window);
        window.setCentralWidget(view);
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        SurfaceTools tools(window, *view, runner, catalog);
        QVERIFY(!tools.buildAction()->isEnabled());
        tools.projectShown(loaded);
        QVERIFY(tools.buildAction()->isEnabled());
        SurfacesDialog* dialog = tools.openDialog();
        QVERIFY(dialog);

        // The column proposed from the logs by a majority of holes: the laterite profile from
        // soil and limonite down to saprock and bedrock (boulders within the saprolite).
        const surfaces::StratigraphicColumn proposed = dialog->columnEditor()->column();
        QCOMPARE(proposed.names(),
                 (std::vector<std::string>{"SOIL", "LIMO", "SAP", "BLD", "RSAP", "SROC", "BRK"}));
        // At the dialog's own size every unit name shows whole (no "…").
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTableWidget* unitTable = dialog->columnEditor()->table();
        for (int row = 0; row < unitTable->rowCount(); ++row) {
            const QString name = unitTable->item(row, StratigraphicColumnEditor::NameColumn)->text();
            QVERIFY2(unitTable->columnWidth(StratigraphicColumnEditor::NameColumn) >= unitTable->fontMetrics().horizontalAdvance(name) + 8,
                     qPrintable(name));
        }
        QVERIFY(unitTable->horizontalScrollBar()->maximum() == 0 || !unitTable->horizontalScrollBar()->isVisible());
        QSignalSpy edited(&tools, &SurfaceTools::columnEdited);
        dialog->columnEditor()->table()->selectRow(6);
        dialog->columnEditor()->moveSelectedUnit(-1);
        dialog->columnEditor()->moveSelectedUnit(+1);  // back: the edit is reported, the order kept
        QVERIFY(edited.count() >= 2);
        QCOMPARE(tools.column()->names(), proposed.names());

        // The defaults: AIDW on isochores over a grid proposed from the collars' extent.
        const surfaces::SurfacesJob job = dialog->job();
        QCOMPARE(job.options.method, surfaces::SurfaceMethod::Aidw);
        QVERIFY(job.options.isochores);
        QCOMPARE(job.grid.nz, std::size_t(1));
        QVERIFY(job.grid.nodeCount() > 1000);
        QCOMPARE(std::fmod(job.grid.dx, 1.0), 0.0);  // snapped to a round cell size
        // The engine's other options are in the schema-built Advanced section and reach the job.
        auto* advanced = dialog->findChild<strata::gui::SchemaOptionsBox*>(QStringLiteral("advancedOptions"));
        QVERIFY(advanced);
        QVERIFY(advanced->editor("precision") && advanced->editor("idw_neighbours") && !advanced->editor("method"));
        auto* variance = qobject_cast<QCheckBox*>(advanced->editor("variance"));
        QVERIFY(variance && !job.options.variance);
        variance->setChecked(true);
        QVERIFY(dialog->job().options.variance);
        variance->setChecked(false);

        Task* task = dialog->build();
        QVERIFY2(task, qPrintable(dialog->lastError()));
        QTRY_VERIFY_WITH_TIMEOUT(tools.outcome() != nullptr, 120000);
        const surfaces::SurfaceModel& model = tools.outcome()->model;
        const std::size_t n = model.surfaceCount(), nodes = model.grid.spec.nodeCount();
        QCOMPARE(n, std::size_t(7));

        // Surfaces never cross.
        std::size_t crossings = 0;
        for (std::size_t k = 0; k + 1 < n; ++k)
            for (std::size_t i = 0; i < nodes; ++i)
                if (!(model.surface(k)[i] >= model.surface(k + 1)[i])) ++crossings;
        QCOMPARE(crossings, std::size_t(0));

        // The misfit table: one row per hole per surface, and AIDW honours the contacts.
        MisfitTableModel* table = tools.panel()->misfitModel();
        std::set<std::string> holes;
        std::map<std::pair<std::string, std::string>, int> rows;
        for (int r = 0; r < table->rowCount(); ++r) {
            const std::string hole = table->index(r, MisfitTableModel::Hole).data().toString().toStdString();
            const std::string surface = table->index(r, MisfitTableModel::Surface).data().toString().toStdString();
            holes.insert(hole);
            ++rows[{hole, surface}];
        }
        QCOMPARE(holes.size(), loaded.database->collars.size());
        QCOMPARE(std::size_t(table->rowCount()), holes.size() * n);
        for (const auto& [key, count] : rows) QCOMPARE(count, 1);
        QVERIFY2(model.misfitSummary.maxAbs < 0.05, qPrintable(QString::number(model.misfitSummary.maxAbs)));
        QCOMPARE(model.misfitSummary.boundsBroken, std::size_t(0));
        // Sorting the misfit column puts the largest misfit first.
        QTableView* misfitView = tools.panel()->misfitView();
        misfitView->sortByColumn(MisfitTableModel::Misfit, Qt::DescendingOrder);
        const double first = std::abs(misfitView->model()->index(0, MisfitTableModel::Misfit).data(MisfitTableModel::SortRole).toDouble());
        const double last = std::abs(misfitView->model()->index(table->rowCount() - 1, MisfitTableModel::Misfit)
                                         .data(MisfitTableModel::SortRole).toDouble());
        QVERIFY(first >= last);

        // Volumes and tonnages: one row per unit; together the units fill the column from the
        // ground down to the stack's bottom, node by node (each node its dx * dy cell).
        QTableWidget* volumes = tools.panel()->volumeTable();
        QCOMPARE(volumes->rowCount(), int(n));
        const QLocale locale;
        double shown = 0, column = 0;
        for (int row = 0; row < volumes->rowCount(); ++row) shown += locale.toDouble(volumes->item(row, 3)->text());
        const GridSpec& cells = model.grid.spec;
        for (std::size_t node = 0; node < cells.nodeCount(); ++node) {
            const double ground = model.surface(0)[node];
            if (std::isfinite(ground)) column += std::max(0.0, ground - tools.outcome()->bottom) * cells.dx * cells.dy;
        }
        QVERIFY2(std::abs(shown - column) <= 1e-4 * column + double(n), qPrintable(QStringLiteral("%1 vs %2").arg(shown).arg(column)));
        QCOMPARE(volumes->item(0, 0)->text(), QStringLiteral("SOIL"));

        // One solid per unit, in the scene; hiding a unit hides its actor and only its actor.
        SurfaceStackLayer* layer = tools.layer();
        QVERIFY(layer);
        QCOMPARE(layer->unitCount(), n);
        for (std::size_t k = 0; k < n; ++k) QVERIFY(view->renderer()->HasViewProp(layer->unitActor(k)));
        QVERIFY(layer->unitCellCount(1) > 0);  // limonite is everywhere
        QListWidget* units = tools.panel()->unitList();
        QCOMPARE(units->count(), int(n));
        units->item(1)->setCheckState(Qt::Unchecked);
        QCOMPARE(layer->unitActor(1)->GetVisibility(), 0);
        for (std::size_t k = 0; k < n; ++k)
            if (k != 1) QCOMPARE(layer->unitActor(k)->GetVisibility(), 1);
        units->item(1)->setCheckState(Qt::Checked);
        QCOMPARE(layer->unitActor(1)->GetVisibility(), 1);

        // The section plane: clips every solid and draws the cut faces of the units it crosses.
        const GridSpec& g = model.grid.spec;
        const double midX = g.x0 + 0.5 * g.dx * double(g.nx - 1);
        tools.panel()->setSectionLine(midX, g.y0, midX, g.y0 + g.dy * double(g.ny - 1));
        QVERIFY(layer->hasSection());
        QCOMPARE(layer->unitActor(1)->GetMapper()->GetClippingPlanes()->GetNumberOfItems(), 1);
        layer->sectionActor(1)->GetMapper()->Update();
        auto* cut = vtkPolyData::SafeDownCast(layer->sectionActor(1)->GetMapper()->GetInputAsDataSet());
        QVERIFY(cut && cut->GetNumberOfCells() > 0);
        QCOMPARE(layer->sectionActor(1)->GetVisibility(), 1);
        tools.panel()->clearSection();
        QCOMPARE(layer->unitActor(1)->GetMapper()->GetClippingPlanes()->GetNumberOfItems(), 0);
        QCOMPARE(layer->sectionActor(1)->GetVisibility(), 0);

        // Colour by elevation.
        tools.panel()->colouring()->setCurrentIndex(1);
        QVERIFY(layer->unitActor(0)->GetMapper()->GetScalarVisibility());
        tools.panel()->colouring()->setCurrentIndex(0);
        QVERIFY(!layer->unitActor(0)->GetMapper()->GetScalarVisibility());

        // The stack is in the result catalog with the job that made it.
        const auto item = catalog.item(tools.resultId());
        QVERIFY(item);
        QCOMPARE(item->kind, ResultKind::SurfaceStack);
        QCOMPARE(item->grid->layers.size(), n);
        QCOMPARE(item->jobType(), QStringLiteral("surfaces"));

        // A second build replaces the layer in the scene (no stale actors).
        vtkActor* old = layer->unitActor(0);
        old->Register(nullptr);
        dialog->setMinThickness(0.5);
        QVERIFY(dialog->build());
        QTRY_VERIFY_WITH_TIMEOUT(tools.layer() != layer || tools.resultId() != item->id, 120000);
        QVERIFY(!view->renderer()->HasViewProp(old));
        old->UnRegister(nullptr);
        QCOMPARE(catalog.count(), 2);

        // Cancel: a large kriging job stops, and nothing new reaches the scene or the catalog.
        GridSpec big = dialog->job().grid;
        big.nx = big.ny = 2000;
        big.dx = big.dy = 0.25;
        dialog->gridEditor()->setSpec(big);
        dialog->setMethod(surfaces::SurfaceMethod::Kriging);
        dialog->setVariogram(QStringLiteral("0.1 nug + 0.9 sph(200)"));
        const int shownId = tools.resultId();
        Task* slow = dialog->build();
        QVERIFY(slow);
        QSignalSpy cancelled(slow, &Task::cancelled);  // the task deletes itself once finished
        QTest::qWait(300);
        slow->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(cancelled.count(), 1, 10000);
        QCOMPARE(tools.resultId(), shownId);
        QCOMPARE(catalog.count(), 2);
    }

    // The whole window: Tools > Build surfaces… on the sample project, the layers cut by a
    // section plane beside the drillholes; the picture is the one in docs/surfaces.md.
    void mainWindowShowsTheLateriteModel() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(test::openProjectAndWait(window, MainWindow::bundledSampleProject()));
        SurfaceTools* tools = window.surfaceTools();
        QVERIFY(tools);
        bool inToolsMenu = false;
        for (QAction* menu : window.menuBar()->actions())
            if (menu->menu() && menu->menu()->actions().contains(tools->buildAction())) inToolsMenu = true;
        QVERIFY(inToolsMenu);
        QVERIFY(tools->buildAction()->isEnabled());
        tools->buildAction()->trigger();
        SurfacesDialog* dialog = tools->dialog();
        QVERIFY(dialog);
        // Editing the column stores it in the project (the sample has none yet).
        QVERIFY(!window.projectWorkflow()->session().project().stratigraphicColumn);
        dialog->columnEditor()->table()->selectRow(0);
        dialog->columnEditor()->moveSelectedUnit(+1);
        dialog->columnEditor()->moveSelectedUnit(-1);
        const auto stored = window.projectWorkflow()->session().project().stratigraphicColumn;
        QVERIFY(stored);
        QCOMPARE(stored->names(), dialog->columnEditor()->column().names());
        QVERIFY(window.projectWorkflow()->session().isModified());
        dialog->setMinThickness(0.25);
        QVERIFY2(dialog->build(), qPrintable(dialog->lastError()));
        QTRY_VERIFY_WITH_TIMEOUT(tools->outcome() != nullptr, 120000);
        dialog->close();
        QVERIFY(tools->dock()->isVisible());
        const GridSpec& g = tools->outcome()->model.grid.spec;
        const double midY = g.y0 + 0.5 * g.dy * double(g.ny - 1);
        tools->panel()->setSectionLine(g.x0, midY, g.x0 + g.dx * double(g.nx - 1), midY);
        // A category colour chosen for the drillholes colours the unit's solid too.
        ColoursDialog* colours = window.openColours();
        colours->setCategoryColour(QStringLiteral("LIMO"), QColor(0, 0, 255));
        const std::size_t limo = tools->outcome()->model.column.find("LIMO");
        QCOMPARE(tools->layer()->unitColour(limo), (std::array<double, 3>{0.0, 0.0, 1.0}));
        // ... and its contacts: one dot per pick of LIMO's top that is not a bound, in that colour.
        std::size_t picks = 0;
        for (const auto& c : tools->outcome()->model.misfit) picks += c.surface == limo && c.kind != strata::surfaces::PickKind::BelowHoleEnd;
        vtkActor* contacts = tools->layer()->contactActor(limo);
        contacts->GetMapper()->Update();
        QVERIFY(picks > 100);
        QCOMPARE(vtkIdType(picks), contacts->GetMapper()->GetInput()->GetNumberOfPoints());
        double rgb[3];
        contacts->GetProperty()->GetColor(rgb);
        QCOMPARE(rgb[2], 1.0);
        QCOMPARE(rgb[0], 0.0);
        colours->setCategoryColour(QStringLiteral("LIMO"), QColor(QStringLiteral("#d95f0e")));  // the sample's, for the picture
        colours->close();
        // The guide's picture, without the docks that show this machine's paths.
        for (const char* dock : {"logDock", "propertiesDock"}) window.findChild<QDockWidget*>(QLatin1String(dock))->close();
        window.sceneView()->resetCamera();
        QTest::qWait(500);
        const QString path = QStringLiteral(STRATA_TEST_OUTPUT_DIR "/surfaces_laterite.png");
        QVERIFY(window.grab().save(path));
    }
};

STRATA_GUI_TEST_MAIN(SurfacesTest)
#include "SurfacesTest.moc"
