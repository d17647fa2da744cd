// View > Colours: category colours edited for the drillholes reach the surface stack's units and
// the project; hidden categories and values outside the ramp's limits are not drawn; a point
// file is coloured by any of its columns with its own ramp; a saved project reopens with all of it.
#include <QCheckBox>
#include <QComboBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>

#include <vtkActor.h>
#include <vtkMapper.h>
#include <vtkPolyData.h>
#include <vtkTubeFilter.h>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "jobs/Task.h"
#include "project/ProjectFile.h"
#include "project/ProjectLoader.h"
#include "project/ProjectWorkflow.h"
#include "qa/ColourScaleEditor.h"
#include "surfaces/SurfaceTools.h"
#include "view/ColoursDialog.h"
#include "view/DrillholeLayer.h"

using namespace strata::gui;

namespace {

// The intervals a layer draws: the lines going into its tube filter.
vtkIdType drawnIntervals(const DrillholeLayer& layer) {
    auto* tubes = vtkTubeFilter::SafeDownCast(layer.intervals->GetMapper()->GetInputAlgorithm());
    return tubes ? vtkPolyData::SafeDownCast(tubes->GetInput())->GetNumberOfLines() : -1;
}

DrillholeGeometry geometryColouredBy(const LoadedProject& loaded, const ColourBy& by) {
    return buildDrillholeGeometry(*loaded.database, loaded.project.desurvey, by, loaded.geometry->origin, strata::jobs::JobContext{});
}

}  // namespace

class ColoursTest : public QObject {
    Q_OBJECT

private slots:
    void hiddenCategoriesAndValuesOutsideTheLimitsAreNotDrawn() {
        const LoadedProject loaded = loadProject(MainWindow::bundledSampleProject().toStdString(), strata::jobs::JobContext{});
        const ColourBy lithology = *loaded.project.colourBy;
        const DrillholeGeometry rocks = geometryColouredBy(loaded, lithology);
        QVERIFY(rocks.categorical);
        const vtkIdType all = drawnIntervals(makeDrillholeLayer(rocks, lithology));
        QCOMPARE(all, vtkIdType(rocks.intervals.lineCount()));
        ColourBy withoutSap = lithology;
        withoutSap.hiddenCategories = {"SAP", "BLD"};
        vtkIdType hidden = 0;
        for (int c : rocks.intervalCategory)
            if (c >= 0 && (rocks.categories[std::size_t(c)] == "SAP" || rocks.categories[std::size_t(c)] == "BLD")) ++hidden;
        QVERIFY(hidden > 100);
        QCOMPARE(drawnIntervals(makeDrillholeLayer(rocks, withoutSap)), all - hidden);

        ColourBy nickel{"assay", "ni", {}, {}, {}};
        const DrillholeGeometry grades = geometryColouredBy(loaded, nickel);
        nickel.ramp = {"heat", false, 1.0, 2.0, true};
        vtkIdType inside = 0;
        for (double v : grades.intervalValue) inside += v >= 1.0 && v <= 2.0;
        QVERIFY(inside > 0 && inside < vtkIdType(grades.intervalValue.size()));
        const DrillholeLayer filtered = makeDrillholeLayer(grades, nickel);
        QCOMPARE(drawnIntervals(filtered), inside);
        // The legend's table is the ramp's: heat, 1 to 2.
        const double* range = filtered.colours->GetRange();
        QCOMPARE(range[0], 1.0);
        QCOMPARE(range[1], 2.0);
    }

    void categoryColoursAreSharedAndKept() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        QTemporaryDir dir;
        const QString copy = test::copySampleProject(dir);
        MainWindow window;
        window.show();
        QVERIFY(test::openProjectAndWait(window, copy));
        ColoursDialog* colours = window.openColours();
        QVERIFY(colours);
        QTableWidget* table = colours->categoryTable();
        QVERIFY(table->rowCount() >= 6);

        // SAP turns red: the project's categories, the stratigraphic column's unit SAP.
        window.surfaceTools()->setColumn(strata::surfaces::StratigraphicColumn::fromOrder({"SOIL", "LIMO", "SAP", "RSAP", "SROC", "BRK"}));
        colours->setCategoryColour(QStringLiteral("SAP"), QColor(255, 0, 0));
        const std::optional<ColourBy>& style = window.projectWorkflow()->session().project().colourBy;
        const auto sap = std::find_if(style->categories.begin(), style->categories.end(), [](const CategoryColour& c) { return c.value == "SAP"; });
        QVERIFY(sap != style->categories.end());
        QCOMPARE(sap->rgb, (std::array<double, 3>{1.0, 0.0, 0.0}));
        const auto& column = *window.surfaceTools()->column();
        QCOMPARE(QString::fromStdString(column.units[column.find("SAP")].colour), QStringLiteral("#ff0000"));
        QVERIFY(window.projectWorkflow()->session().project().stratigraphicColumn.has_value());
        const auto& kept = *window.projectWorkflow()->session().project().stratigraphicColumn;
        QCOMPARE(QString::fromStdString(kept.units[kept.find("SAP")].colour), QStringLiteral("#ff0000"));

        // BRK hidden by its check box.
        const int brk = [&] {
            for (int row = 0; row < table->rowCount(); ++row)
                if (table->item(row, 1)->text() == QStringLiteral("BRK")) return row;
            return -1;
        }();
        QVERIFY(brk >= 0);
        table->item(brk, 1)->setCheckState(Qt::Unchecked);
        QCOMPARE(style->hiddenCategories, std::vector<std::string>{"BRK"});

        // Saved and reopened: the same colours and filter.
        QVERIFY(window.projectWorkflow()->save());
        const LoadedProject reopened = loadProject(copy.toStdString(), strata::jobs::JobContext{});
        QVERIFY(reopened.project.colourBy);
        QCOMPARE(reopened.project.colourBy->hiddenCategories, std::vector<std::string>{"BRK"});
        const auto again = std::find_if(reopened.project.colourBy->categories.begin(), reopened.project.colourBy->categories.end(),
                                        [](const CategoryColour& c) { return c.value == "SAP"; });
        QCOMPARE(again->rgb, (std::array<double, 3>{1.0, 0.0, 0.0}));
        colours->close();
    }

    void pointFilesAreColouredByAnyColumn() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        QTemporaryDir dir;
        QFile::copy(QStringLiteral(STRATA_REFERENCE_DIR "/gslib/cluster.dat"), dir.filePath(QStringLiteral("cluster.dat")));
        const QString project = dir.filePath(QStringLiteral("clusters.strata"));
        {
            QFile file(project);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(R"({"format": "strata-project", "version": 1, "name": "clusters",
                          "points": [{"name": "cluster", "path": "cluster.dat"}]})");
        }
        MainWindow window;
        window.show();
        QVERIFY(test::openProjectAndWait(window, project));
        ColoursDialog* colours = window.openColours();
        auto* column = colours->findChild<QComboBox*>(QStringLiteral("colourPointColumn"));
        QVERIFY(column->count() >= 3);
        QSignalSpy changed(colours, &ColoursDialog::pointColoursChanged);
        colours->colourPointsBy(0, QStringLiteral("Secondary"));
        QCOMPARE(changed.count(), 1);
        colours->pointScale()->findChild<QComboBox*>(QStringLiteral("colourMap"))->setCurrentIndex(int(ColourMap::Turbo));
        colours->pointScale()->findChild<QCheckBox*>(QStringLiteral("colourLogarithmic"))->setChecked(true);
        const PointSource& source = window.projectWorkflow()->session().project().points.at(0);
        QCOMPARE(source.colourColumn, std::string("Secondary"));
        QCOMPARE(source.colourRamp.map, std::string("turbo"));
        QVERIFY(source.colourRamp.logarithmic);
        QVERIFY(window.projectWorkflow()->save());
        const LoadedProject reopened = loadProject(project.toStdString(), strata::jobs::JobContext{});
        QCOMPARE(reopened.project.points.at(0).colourColumn, std::string("Secondary"));
        QCOMPARE(reopened.project.points.at(0).colourRamp, source.colourRamp);
        colours->close();
    }
};

STRATA_GUI_TEST_MAIN(ColoursTest)
#include "ColoursTest.moc"
