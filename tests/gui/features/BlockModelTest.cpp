// Estimation > Resource block model on the synthetic layered deposit of tests/data/blockmodel
// (COVER, ORE, BASE; grades about 1000, 2 and 500): the dialog proposes the units top down and
// runs the engine's job; the model shown keeps hard boundaries; the panel's grade-tonnage equals
// the engine's report; units, classes and a cutoff filter the blocks in the 3D view; the model
// comes back with its project.
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QLineSeries>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <map>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "blockmodel/BlockModelDialog.h"
#include "blockmodel/BlockModelLayer.h"
#include "blockmodel/BlockModelPanel.h"
#include "blockmodel/TopCutPlot.h"
#include "blockmodel/BlockModelTools.h"
#include "jobs/Task.h"
#include "estimation/GridSpecEditor.h"
#include "data/PointSourceReading.h"
#include "project/ProjectLoader.h"
#include "project/ProjectWorkflow.h"
#include "qa/ColourScaleEditor.h"
#include "results/ResultCatalog.h"
#include "strata/io/DelimitedReader.h"
#include "variogram/VariogramPanel.h"
#include "view/SceneView.h"

using namespace strata::gui;

namespace {

QString depositProject(const QTemporaryDir& dir) {
    for (const char* name : {"collar.csv", "lith.csv", "assay.csv"})
        QFile::copy(QStringLiteral(STRATA_REFERENCE_DIR "/blockmodel/") + QLatin1String(name), dir.filePath(QLatin1String(name)));
    const QString project = dir.filePath(QStringLiteral("deposit.strata"));
    QFile file(project);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(R"({"format": "strata-project", "version": 1, "name": "layered deposit",
                  "drillholes": {"collar": "collar.csv", "intervals": ["lith.csv", "assay.csv"]}})");
    return project;
}

}  // namespace

class BlockModelTest : public QObject {
    Q_OBJECT

private slots:
    void domainByDomainIntoABlockModel() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        QTemporaryDir dir;
        const QString project = depositProject(dir);
        MainWindow window;
        window.show();
        QVERIFY(test::openProjectAndWait(window, project));
        QVERIFY(window.projectWorkflow()->saveAs(project));

        // Variography per unit: the ORE samples alone, and a model the project keeps for ORE.
        const QString ore = QStringLiteral("lith.LITH = ORE");
        Task* sampling = window.computeVariogramOf(QStringLiteral("assay"), QStringLiteral("AU"), ore);
        QVERIFY(sampling);
        QSignalSpy sampled(sampling, &Task::finished);
        QVERIFY(sampled.wait(60000));
        const auto samples = window.variogramPanel()->samples();
        QVERIFY(samples && !samples->x.empty());
        for (double v : samples->variables[0]) QVERIFY2(v < 10, "a sample outside ORE in ORE's variogram");
        const auto oreModel = strata::variogram::VariogramModel::parse("0.1 nug + 0.9 sph(60,60,15)");
        window.projectWorkflow()->recordVariogramModel(oreModel, {});
        QVERIFY(window.projectWorkflow()->savedVariogram(QStringLiteral("assay"), QStringLiteral("AU"), ore));
        QVERIFY(!window.projectWorkflow()->savedVariogram(QStringLiteral("assay"), QStringLiteral("AU")));

        BlockModelDialog* dialog = window.blockModelTools()->openDialog();
        QVERIFY(dialog);
        // The units top down from the logs' depths; every unit ticked; cutoffs from the grades.
        QCOMPARE(dialog->findChild<QLineEdit*>(QStringLiteral("unitOrder"))->text(), QStringLiteral("COVER, ORE, BASE"));
        dialog->setEstimated({QStringLiteral("ORE"), QStringLiteral("BASE")});
        dialog->setModelText(QStringLiteral("0.05 nug + 0.95 sph(80,80,20)"));
        dialog->blocksEditor()->setSpec(strata::GridSpec{20, 20, 16, 5, 5, 42.5, 10, 10, 5});
        const double sub[3] = {5, 5, 1};
        for (int a = 0; a < 3; ++a) dialog->findChild<QDoubleSpinBox*>(QStringLiteral("subBlock_%1").arg(a))->setValue(sub[a]);
        dialog->findChild<QDoubleSpinBox*>(QStringLiteral("compositeLength"))->setValue(4);
        QTableWidget* units = dialog->unitTable();
        QCOMPARE(units->rowCount(), 3);
        QCOMPARE(units->item(1, 1)->text(), QString::fromStdString(oreModel.toString()));  // ORE's own model
        // Top cuts at the 99th percentile of each unit's assays, with the metal they remove.
        dialog->topCutsAtPercentile(99);
        const QString oreCut = units->item(1, 2)->text();
        QVERIFY2(oreCut.toDouble() > 2 && oreCut.toDouble() < 5, qPrintable(oreCut));
        const double removedAt99 = units->item(1, 4)->text().chopped(2).toDouble();
        QVERIFY(removedAt99 > 0 && removedAt99 < 5);
        units->item(1, 2)->setText(QStringLiteral("2.4"));  // ORE's top cut, lower: more metal removed
        QVERIFY(units->item(1, 4)->text().chopped(2).toDouble() > removedAt99);
        units->item(0, 2)->setText(QString());
        units->item(2, 2)->setText(QString());
        units->item(1, 3)->setText(QStringLiteral("2.7"));
        units->item(2, 3)->setText(QStringLiteral("2.5"));
        dialog->findChild<QLineEdit*>(QStringLiteral("cutoffs"))->setText(QStringLiteral("0, 1.5, 2"));
        const strata::blockmodel::BlockModelJob job = dialog->job();
        QCOMPARE(job.caps.at("ORE"), 2.4);
        QCOMPARE(job.modelOf("ORE"), oreModel.toString());
        QCOMPARE(job.order, (std::vector<std::string>{"COVER", "ORE", "BASE"}));

        // A typed top cut that is not a number is refused, naming the option.
        units->item(2, 2)->setText(QStringLiteral("lots"));
        QVERIFY(!dialog->run());
        QVERIFY2(dialog->lastError().contains(QStringLiteral("caps")), qPrintable(dialog->lastError()));
        units->item(2, 2)->setText(QString());

        // A top cut read off ORE's log-probability plot: a click at a grade sets the cut there.
        units->setCurrentCell(1, 0);
        TopCutPlot* plot = dialog->openTopCutPlot();
        QVERIFY(plot);
        plot->show();
        QVERIFY(QTest::qWaitForWindowExposed(plot));
        QChart* chart = plot->chartView()->chart();
        const QPointF at = plot->chartView()->mapFromScene(chart->mapToScene(chart->mapToPosition(QPointF(2.2, 0))));
        QTest::mouseClick(plot->chartView()->viewport(), Qt::LeftButton, {}, at.toPoint());
        QVERIFY2(std::abs(plot->cut() - 2.2) < 0.05, qPrintable(QString::number(plot->cut())));
        QVERIFY(plot->findChild<QLabel*>(QStringLiteral("topCutStatus"))->text().contains(QStringLiteral("of the metal")));
        plot->accept();
        QCOMPARE(units->item(1, 2)->text(), QString::number(plot->cut(), 'g', 4));
        units->item(1, 2)->setText(QStringLiteral("2.4"));

        // A unit's plan limit is a polygon file: a missing one is refused naming the option, a
        // good one goes into the job.
        units->item(1, 5)->setText(dir.filePath(QStringLiteral("missing.csv")));
        QVERIFY(!dialog->run());
        QVERIFY2(dialog->lastError().contains(QStringLiteral("limits")), qPrintable(dialog->lastError()));
        const QString polygon = dir.filePath(QStringLiteral("ore-limit.csv"));
        QFile ring(polygon);
        QVERIFY(ring.open(QIODevice::WriteOnly));
        ring.write("x,y\n0,0\n100,0\n100,100\n0,100\n");
        ring.close();
        units->item(1, 5)->setText(polygon);
        QCOMPARE(dialog->job().limits.at("ORE"), polygon.toStdString());
        units->item(1, 5)->setText(QString());

        QSignalSpy built(dialog, &BlockModelDialog::built);
        QVERIFY2(dialog->run(), qPrintable(dialog->lastError()));
        QVERIFY(built.wait(180000));
        const int id = built.at(0).at(0).toInt();
        const auto item = window.resultCatalog().item(id);
        QVERIFY(item && item->kind == ResultKind::BlockModel);
        const strata::io::Table& blocks = *item->table;
        QVERIFY(blocks.rowCount() > 3000);
        const BlockColumns c(blocks);
        const auto& au = blocks.column("AU").numbers;
        std::map<std::string, std::size_t> perUnit;
        for (std::size_t b = 0; b < blocks.rowCount(); ++b) {
            const std::string& unit = c.unit->texts[b];
            ++perUnit[unit];
            if (unit == "ORE") QVERIFY2(au[b] < 10, "an ORE block has a BASE or COVER grade");
            if (unit == "BASE") QVERIFY2(au[b] > 300, "a BASE block has an ORE grade");
            if (unit == "COVER") QVERIFY(std::isnan(au[b]));
        }

        // The composites it used joined the project as one point data set per estimated unit: the
        // unit's composites only, the top-cut grade beside the raw one, and the declustering weights.
        const auto compositesOf = [](const ProjectFile& p, const std::string& unit) -> const PointSource* {
            for (const PointSource& s : p.points)
                if (s.name == "AU composites of " + unit + " (Block model of AU)") return &s;
            return nullptr;
        };
        const auto compositesIn = [&](const ProjectFile& p) { return compositesOf(p, "ORE") && compositesOf(p, "BASE"); };
        QTRY_VERIFY_WITH_TIMEOUT(compositesIn(window.projectWorkflow()->session().project()), 30000);
        strata::io::PointReadReport oreRead;
        const strata::PointSet oreComposites = readPointSource(*compositesOf(window.projectWorkflow()->session().project(), "ORE"), oreRead);
        strata::io::DelimitedOptions text;
        text.textColumns = {strata::io::ColumnSelector::anyOf({"holeid"}), strata::io::ColumnSelector::anyOf({"unit"})};
        const auto composites = strata::io::readTable(item->job["params"]["composites_output"].get<std::string>(), text);
        QCOMPARE(composites.columnNames(),
                 (std::vector<std::string>{"holeid", "from", "to", "x", "y", "z", "unit", "AU", "AU_raw", "weight"}));
        const auto& compositeUnits = composites.column("unit").texts;
        QCOMPARE(oreComposites.size(), std::size_t(std::count(compositeUnits.begin(), compositeUnits.end(), "ORE")));
        QCOMPARE(oreComposites.names, (std::vector<std::string>{"AU", "AU_raw", "weight"}));
        std::size_t capped = 0;
        for (std::size_t i = 0; i < oreComposites.size(); ++i) {
            QVERIFY(oreComposites.values[0][i] <= 2.4);  // ORE's top cut
            capped += oreComposites.values[0][i] < oreComposites.values[1][i];
        }
        QVERIFY(capped > 0);

        // The dock's grade-tonnage equals the engine's report (every class together).
        BlockModelPanel* panel = window.blockModelTools()->panel();
        QCOMPARE(panel->model()->id, id);
        strata::io::DelimitedOptions csv;
        csv.textColumns = {strata::io::ColumnSelector::anyOf({"unit"}), strata::io::ColumnSelector::anyOf({"class"})};
        const strata::io::Table report = strata::io::readTable(job.report, csv);
        const auto& reportUnit = report.column("unit").texts;
        int compared = 0;
        for (const GradeTonnageLine& line : panel->gradeTonnageLines()) {
            if (line.cls != "all") continue;
            for (std::size_t r = 0; r < report.rowCount(); ++r) {
                if (reportUnit[r] != line.unit || report.column("cutoff").numbers[r] != line.cutoff) continue;
                if (const auto cls = report.find(strata::io::ColumnSelector::anyOf({"class"})); cls && report.columns[*cls].texts[r] != "all") continue;
                QVERIFY(std::abs(report.column("volume").numbers[r] - line.volume) <= 1e-6 * line.volume);
                QVERIFY(std::abs(report.column("tonnes").numbers[r] - line.tonnes) <= 1e-6 * line.tonnes);
                QVERIFY(std::abs(report.column("grade").numbers[r] - line.grade) <= 1e-6 * std::abs(line.grade));
                ++compared;
            }
        }
        QCOMPARE(compared, 6);  // ORE and BASE at 3 cutoffs
        QVERIFY(panel->gradeTonnageText().startsWith(QStringLiteral("unit\tclass\tcutoff")));

        // Swaths of ORE along x: block means beside declustered composite means, ORE-like both.
        panel->showSwaths(QStringLiteral("ORE"), QStringLiteral("x"));
        const auto series = panel->swathChart()->chart()->series();
        QCOMPARE(series.size(), 2);
        for (QAbstractSeries* s : series) {
            const auto* line = static_cast<QLineSeries*>(s);
            QVERIFY(line->count() >= 5);  // holes every 25 m: composites in half the 10 m slices
            for (const QPointF& p : line->points()) QVERIFY(p.y() > 0.5 && p.y() < 5);
        }

        // The 3D view: every block, then BASE hidden, then ORE at 1.5 and above only.
        BlockModelLayer* layer = window.blockModelTools()->layer();
        QVERIFY(layer);
        QCOMPARE(layer->shownBlocks(), blocks.rowCount());
        panel->setUnitShown(QStringLiteral("BASE"), false);
        QCOMPARE(layer->shownBlocks(), blocks.rowCount() - perUnit["BASE"]);
        panel->setColourColumn(QStringLiteral("AU"));
        ColourScaleEditor* colours = panel->colourEditor();
        colours->useFullRange();
        colours->findChild<QDoubleSpinBox*>(QStringLiteral("colourLow"))->setValue(1.5);
        colours->findChild<QCheckBox*>(QStringLiteral("hideOutside"))->setChecked(true);
        std::size_t above = 0;
        for (std::size_t b = 0; b < blocks.rowCount(); ++b) above += c.unit->texts[b] == "ORE" && au[b] >= 1.5;
        QCOMPARE(layer->shownBlocks(), above);

        // The user guide's picture: ORE and BASE coloured by grade, the grade-tonnage tab.
        colours->findChild<QCheckBox*>(QStringLiteral("hideOutside"))->setChecked(false);
        colours->useRobustLimits();
        panel->setUnitShown(QStringLiteral("BASE"), true);
        panel->setUnitShown(QStringLiteral("COVER"), false);
        dialog->close();
        for (const char* dock : {"logDock", "propertiesDock"}) window.findChild<QDockWidget*>(QLatin1String(dock))->close();
        window.resize(1400, 900);
        panel->findChild<QTabWidget*>()->setCurrentIndex(1);
        window.sceneView()->setVerticalExaggeration(2);
        window.sceneView()->resetCamera();
        QTest::qWait(300);
        QVERIFY(window.grab().save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/block_model.png")));

        // Saved and reopened: the block model is a result of the project again.
        QVERIFY(window.projectWorkflow()->save());
        const LoadedProject reopened = loadProject(project.toStdString(), strata::jobs::JobContext{});
        const RestoredResults restored = restoreResults(reopened.project, strata::jobs::JobContext{});
        bool found = false;
        for (const RestoredResult& r : restored.results)
            if (r.item.kind == ResultKind::BlockModel) {
                found = true;
                QCOMPARE(r.item.table->rowCount(), blocks.rowCount());
            }
        QVERIFY(found);
        QVERIFY(compositesIn(reopened.project));
    }
};

STRATA_GUI_TEST_MAIN(BlockModelTest)
#include "BlockModelTest.moc"
