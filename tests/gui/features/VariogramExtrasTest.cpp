// The variogram panel's anisotropy editing, 3D ellipsoid, variogram map and down-hole tabs, and
// the restoring of saved lag and direction settings, checked against direct engine calls; the
// controls and Advanced sections built from the jobs' schemas; and the same in the main window
// with the sample project.
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QCheckBox>
#include <QChart>
#include <QLegendMarker>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QImage>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTabWidget>
#include <QUndoStack>

#include <cmath>
#include <memory>
#include <random>
#include <set>
#include <string>

#include <vtkActor.h>
#include <vtkPropCollection.h>
#include <vtkRenderer.h>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "jobs/Task.h"
#include "project/ProjectWorkflow.h"
#include "strata/core/Anisotropy.h"
#include "strata/core/Error.h"
#include "strata/variogram/DownholeVariogram.h"
#include "strata/variogram/VariogramJobs.h"
#include "strata/variogram/VariogramMap.h"
#include "variogram/AnisotropyEllipsoid.h"
#include "variogram/DownholeVariogramView.h"
#include "variogram/VariogramMapView.h"
#include "variogram/VariogramChartView.h"
#include "variogram/VariogramPanel.h"
#include "view/SceneView.h"
#include "widgets/ObjectListEditor.h"
#include "widgets/SchemaOptionsBox.h"

using namespace strata::gui;
using strata::variogram::VariogramModel;

namespace {

// Vertical holes on a 50 m grid, a sample every 2 m over 60 m, values continuous along east-west
// and short-scale noise (a nugget): the map is anisotropic and the down-hole variogram has pairs.
struct Drillholes {
    std::shared_ptr<const strata::variogram::VariogramInput> input;
    std::vector<std::string> holes;
    std::vector<double> depth;
};

Drillholes syntheticDrillholes() {
    std::mt19937 random(7);
    std::normal_distribution<double> noise(0.0, 0.3);
    auto input = std::make_shared<strata::variogram::VariogramInput>();
    input->names = {"grade"};
    input->variables.resize(1);
    Drillholes holes;
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j)
            for (int k = 0; k < 30; ++k) {
                const double x = 1000 + 50 * i, y = 2000 + 50 * j, depth = 1 + 2 * k, z = 500 - depth;
                input->x.push_back(x);
                input->y.push_back(y);
                input->z.push_back(z);
                input->variables[0].push_back(std::sin(y / 80.0) + 0.2 * std::sin(x / 300.0) + std::cos(z / 15.0) + noise(random));
                holes.holes.push_back("DH" + std::to_string(i * 6 + j));
                holes.depth.push_back(depth);
            }
    holes.input = input;
    return holes;
}

}  // namespace

class VariogramExtrasTest : public QObject {
    Q_OBJECT
private slots:
    void editingAzimuthRotatesTheModelAndUndoRestoresIt() {
        VariogramPanel panel(nullptr);
        panel.resetModel(VariogramModel::parse("0.1 nug + 1 sph(100, 50, 20; 0, 0, 0)"));
        auto* ang1 = panel.findChild<QDoubleSpinBox*>(QStringLiteral("structure0_column5"));
        auto* ratio1 = panel.findChild<QDoubleSpinBox*>(QStringLiteral("structure0_column3"));
        QVERIFY(ang1 && ratio1);
        QCOMPARE(ratio1->value(), 0.5);

        ang1->setValue(45);
        const auto& anisotropy = panel.model().structures.at(0).anisotropy;
        QCOMPARE(anisotropy.ang1, 45.0);
        // The engine's rotation: the major axis now points north-east.
        const auto axes = strata::AnisotropicMetric(anisotropy).axes();
        QVERIFY(std::abs(axes[0][0] - std::sqrt(0.5)) < 1e-12 && std::abs(axes[0][1] - std::sqrt(0.5)) < 1e-12);
        QCOMPARE(panel.undoStack()->count(), 1);

        panel.undoStack()->undo();
        QCOMPARE(panel.model().structures.at(0).anisotropy.ang1, 0.0);
        QCOMPARE(ang1->value(), 0.0);
        const auto restored = strata::AnisotropicMetric(panel.model().structures.at(0).anisotropy).axes();
        QVERIFY(std::abs(restored[0][1] - 1) < 1e-12);
        panel.undoStack()->redo();
        QCOMPARE(ang1->value(), 45.0);
    }

    // A data set starts from its own variance and lags, not from sph(1) with a sill of 1, until
    // the model is edited; the legend has one entry per direction, short enough to be read at
    // the chart's smallest width.
    void theFirstModelComesFromTheDataAndTheLegendIsReadable() {
        VariogramPanel panel(nullptr);
        const Drillholes data = syntheticDrillholes();
        panel.setSamples(data.input, QStringLiteral("grade"));
        const std::vector<double>& values = data.input->variables[0];
        double mean = 0, variance = 0;
        for (double v : values) mean += v / double(values.size());
        for (double v : values) variance += (v - mean) * (v - mean) / double(values.size());
        const double largestLag = panel.findChild<QDoubleSpinBox*>(QStringLiteral("lagDistance"))->value() *
                                  panel.findChild<QSpinBox*>(QStringLiteral("lagCount"))->value();
        const VariogramModel& model = panel.model();
        QCOMPARE(model.nugget, 0.0);
        QCOMPARE(model.structures.size(), std::size_t(1));
        QVERIFY2(std::abs(model.structures[0].sill - variance) < 1e-9 * variance,
                 qPrintable(QStringLiteral("sill %1, variance %2").arg(model.structures[0].sill).arg(variance)));
        QVERIFY(model.structures[0].range >= largestLag / 3 && model.structures[0].range <= largestLag / 2);
        QCOMPARE(panel.undoStack()->count(), 0);

        panel.editModel(VariogramModel::parse("0.1 nug + 0.7 sph(90)"), QStringLiteral("test edit"));
        panel.setSamples(data.input, QStringLiteral("grade again"));
        QCOMPARE(panel.model().toString(), VariogramModel::parse("0.1 nug + 0.7 sph(90)").toString());

        panel.findChild<QCheckBox*>(QStringLiteral("perpendicular"))->setChecked(true);
        panel.recompute();
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QChart* chart = panel.chartView()->chart();
        const auto visibleLabels = [chart] {
            QStringList labels;
            for (QLegendMarker* marker : chart->legend()->markers())
                if (marker->isVisible()) labels << marker->label();
            return labels;
        };
        // The legend's markers show once the chart has been laid out, which a loaded machine delays.
        QTRY_COMPARE(visibleLabels().size(), 2);  // the two directions; their models share their colours
        const QStringList labels = visibleLabels();
        int width = 0;
        const QFontMetrics metrics(chart->legend()->font());
        for (const QString& label : labels) width += metrics.horizontalAdvance(label) + 40;  // the marker and the spacing
        QVERIFY2(width <= panel.chartView()->minimumWidth(), qPrintable(labels.join(QStringLiteral(" | "))));
    }

    void ellipsoidFollowsTheLargestStructure() {
        SceneView view;
        VariogramPanel panel(nullptr);
        auto* ellipsoid = new AnisotropyEllipsoid(&view, &panel);
        const Drillholes data = syntheticDrillholes();
        panel.resetModel(VariogramModel::parse("0.1 nug + 0.5 sph(30) + 1 sph(100, 50, 20; 0, 0, 0)"));
        QVERIFY(!ellipsoid->actor()->GetVisibility());  // no data yet: nothing to centre on
        panel.setSamples(data.input, QStringLiteral("grade"), data.holes, data.depth);
        QVERIFY(ellipsoid->actor()->GetVisibility());
        const auto centre = *panel.dataCentre();
        QCOMPARE(centre[0], 1125.0);
        QCOMPARE(centre[1], 2125.0);

        auto expectBounds = [&](double ex, double ey, double ez) {
            double bounds[6];
            ellipsoid->actor()->GetBounds(bounds);
            const double expected[6] = {centre[0] - ex, centre[0] + ex, centre[1] - ey, centre[1] + ey,
                                        centre[2] - ez, centre[2] + ez};
            for (int i = 0; i < 6; ++i)
                if (std::abs(bounds[i] - expected[i]) > 1e-6)
                    QFAIL(qPrintable(QStringLiteral("bound %1: %2, expected %3").arg(i).arg(bounds[i]).arg(expected[i])));
        };
        expectBounds(50, 100, 20);  // major north, minor east, vertical

        // Azimuth 90: the major axis turns east; the edit goes through the spin box and the undo stack.
        panel.findChild<QDoubleSpinBox*>(QStringLiteral("structure1_column5"))->setValue(90);
        expectBounds(100, 50, 20);
        panel.undoStack()->undo();
        expectBounds(50, 100, 20);
        // A vertical ratio edit stretches the ellipsoid's z extent.
        panel.findChild<QDoubleSpinBox*>(QStringLiteral("structure1_column4"))->setValue(0.5);
        expectBounds(50, 100, 50);
    }

    void variogramMapMatchesTheEngine() {
        VariogramPanel panel(nullptr);
        const Drillholes data = syntheticDrillholes();
        panel.resetModel(VariogramModel::parse("0.1 nug + 1 sph(150, 60, 30; 90, 0, 0)"));
        panel.setSamples(data.input, QStringLiteral("grade"));
        panel.findChild<QSpinBox*>(QStringLiteral("lagCount"))->setValue(6);
        panel.findChild<QDoubleSpinBox*>(QStringLiteral("lagDistance"))->setValue(50);
        panel.recompute();
        QVERIFY(!panel.mapView()->map());  // computed only when its tab is shown
        panel.tabs()->setCurrentIndex(VariogramPanel::MapTab);
        const strata::variogram::VariogramMap* shown = panel.mapView()->map();
        QVERIFY(shown);
        QCOMPARE(shown->width(), 13);
        QCOMPARE(shown->options.cellSizeX, 50.0);

        const auto direct = strata::variogram::computeVariogramMap(*data.input, panel.variogramMapOptions());
        QCOMPARE(shown->cells.size(), direct.cells.size());
        int filled = 0;
        for (int iy = -6; iy <= 6; ++iy)
            for (int ix = -6; ix <= 6; ++ix) {
                QCOMPARE(shown->cell(ix, iy).pairs, direct.cell(ix, iy).pairs);
                if (direct.cell(ix, iy).pairs == 0) {
                    QCOMPARE(qAlpha(panel.mapView()->image().pixel(ix + 6, 6 - iy)), 0);
                    continue;
                }
                ++filled;
                QCOMPARE(shown->cell(ix, iy).value, direct.cell(ix, iy).value);
                // The image pixel of the cell (north up) has the colour of the engine's value.
                QCOMPARE(panel.mapView()->image().pixelColor(ix + 6, 6 - iy).rgb(),
                         panel.mapView()->colourOf(direct.cell(ix, iy).value).rgb());
            }
        QVERIFY(filled > 100);  // the 50 m grid fills most cells
        // Hovering: a corner of the widget is off the map; the tool tip gives the cell's engine numbers.
        panel.mapView()->resize(600, 500);
        QVERIFY(!panel.mapView()->cellAt(QPoint(2, 2)));
        QVERIFY(panel.mapView()->cellToolTip(1, 0).contains(QStringLiteral("pairs %1").arg(direct.cell(1, 0).pairs)));
        QVERIFY(panel.mapView()->cellToolTip(1, 0).startsWith(QStringLiteral("lag (50, 0)")));
        // East of the centre (along x) the values vary slowly: lower than north at one lag.
        QVERIFY(direct.cell(1, 0).value < direct.cell(0, 1).value);

        // A lag change while the tab is shown recomputes the map at once.
        panel.findChild<QSpinBox*>(QStringLiteral("lagCount"))->setValue(4);
        panel.recompute();
        QCOMPARE(panel.mapView()->map()->width(), 9);
    }

    void downholeTabShowsTheEngineVariogram() {
        VariogramPanel panel(nullptr);
        const Drillholes data = syntheticDrillholes();
        panel.resetModel(VariogramModel::parse("0.25 nug + 1 sph(100)"));
        panel.setSamples(data.input, QStringLiteral("grade"), data.holes, data.depth);
        QVERIFY(panel.tabs()->isTabEnabled(VariogramPanel::DownholeTab));
        QCOMPARE(panel.findChild<QDoubleSpinBox*>(QStringLiteral("downholeLag"))->value(), 2.0);  // the sample spacing
        panel.tabs()->setCurrentIndex(VariogramPanel::DownholeTab);

        const auto input = panel.downholeInput();
        QVERIFY(input);
        QCOMPARE(input->holes, data.holes);
        QCOMPARE(input->depth, data.depth);
        const auto direct = strata::variogram::computeDownholeVariogram(*input, panel.downholeOptions());
        QCOMPARE(direct.holes, std::size_t(36));
        QList<QPointF> expected;
        for (std::size_t row = 1; row < direct.rows.size(); ++row)
            if (direct.rows[row].pairs > 0 && direct.rows[row].distance > 0)
                expected.append(QPointF(direct.rows[row].distance, direct.rows[row].value));
        QVERIFY(expected.size() >= 9);
        QCOMPARE(panel.downholeView()->points(), expected);
        QVERIFY2(panel.downholeView()->chart()->title().contains(QStringLiteral("36 holes, 1080 samples")),
                 qPrintable(panel.downholeView()->chart()->title()));

        // Independent check of the first lag: pairs 2 m apart in the same hole, half the mean squared difference.
        double sum = 0;
        int pairs = 0;
        const auto& values = data.input->variables[0];
        for (std::size_t i = 1; i < values.size(); ++i)
            if (data.holes[i] == data.holes[i - 1]) {
                sum += (values[i] - values[i - 1]) * (values[i] - values[i - 1]);
                ++pairs;
            }
        QCOMPARE(expected.front().x(), 2.0);
        QVERIFY(std::abs(expected.front().y() - sum / (2.0 * pairs)) < 1e-9);

        QCOMPARE(panel.downholeView()->nuggetLevel(), 0.25);
        panel.findChild<QDoubleSpinBox*>(QStringLiteral("nugget"))->setValue(0.4);
        QCOMPARE(panel.downholeView()->nuggetLevel(), 0.4);
    }

    void savedSettingsAppearInTheControls() {
        VariogramPanel panel(nullptr);
        strata::variogram::LagClasses lags;
        lags.count = 7;
        lags.separation = 25;
        lags.tolerance = 12.5;
        strata::variogram::VariogramDirection major;
        major.azimuth = 30;
        major.azimuthTolerance = 22.5;
        major.horizontalBandwidth = 50;
        strata::variogram::VariogramDirection minor = major;
        minor.azimuth = 120;
        panel.setExperimentalSettings(lags, {major, minor});
        QCOMPARE(panel.findChild<QDoubleSpinBox*>(QStringLiteral("lagDistance"))->value(), 25.0);
        QCOMPARE(panel.findChild<QSpinBox*>(QStringLiteral("lagCount"))->value(), 7);
        QCOMPARE(panel.findChild<QDoubleSpinBox*>(QStringLiteral("azimuth"))->value(), 30.0);
        QCOMPARE(panel.findChild<QDoubleSpinBox*>(QStringLiteral("azimuthTolerance"))->value(), 22.5);
        QCOMPARE(panel.findChild<QDoubleSpinBox*>(QStringLiteral("bandwidth"))->value(), 50.0);
        QVERIFY(panel.findChild<QCheckBox*>(QStringLiteral("perpendicular"))->isChecked());
        // What the panel records into the project is what was restored.
        const auto options = panel.experimentalOptions();
        QCOMPARE(options.lags.count, 7);
        QCOMPARE(options.lags.separation, 25.0);
        QCOMPARE(options.directions.size(), std::size_t(2));
        QCOMPARE(options.directions[1].azimuth, 120.0);

        panel.setExperimentalSettings(lags, {strata::variogram::VariogramDirection::omni()});
        QVERIFY(!panel.findChild<QCheckBox*>(QStringLiteral("perpendicular"))->isChecked());
        QCOMPARE(panel.findChild<QDoubleSpinBox*>(QStringLiteral("azimuthTolerance"))->value(), 90.0);
    }

    // The controls take their ranges, defaults, units and help from the variogram, varmap and fit
    // jobs' schemas; every other option of those jobs is in an Advanced section and reaches the
    // computation, and a bad value is refused (and shown) before any work.
    void controlsAndAdvancedSectionsComeFromTheJobSchemas() {
        using strata::variogram::FitJob;
        using strata::variogram::VariogramJob;
        VariogramPanel panel(nullptr);
        const strata::jobs::SchemaInfo& experimental = VariogramJob::schema().info();
        const strata::jobs::SchemaInfo& direction = *experimental.find("directions")->fields;
        QCOMPARE(double(panel.findChild<QSpinBox*>(QStringLiteral("lagCount"))->maximum()),
                 experimental.find("lags")->fields->find("count")->maximum);
        auto* tolerance = panel.findChild<QDoubleSpinBox*>(QStringLiteral("azimuthTolerance"));
        QCOMPARE(tolerance->value(), direction.find("azimuth_tolerance")->defaultValue.get<double>());
        QCOMPARE(tolerance->suffix(), QStringLiteral("°"));
        QVERIFY(panel.findChild<QDoubleSpinBox*>(QStringLiteral("azimuth"))
                    ->toolTip()
                    .contains(QString::fromStdString(direction.find("azimuth")->help)));
        QCOMPARE(panel.findChild<QComboBox*>(QStringLiteral("fitWeights"))->currentData().toString().toStdString(),
                 FitJob::schema().info().find("weights")->defaultValue.get<std::string>());

        auto box = [&panel](const char* name) { return panel.findChild<SchemaOptionsBox*>(QLatin1String(name)); };
        auto paths = [&box](const char* name) {
            const auto list = box(name)->paths();
            return std::set<std::string>(list.begin(), list.end());
        };
        QVERIFY(paths("experimentalAdvanced") == (std::set<std::string>{"lags.tolerance", "trim", "standardize"}));
        QVERIFY(paths("directionAdvanced") == (std::set<std::string>{"dip", "dip_tolerance", "bandwidth_v"}));
        QVERIFY(paths("mapAdvanced") == (std::set<std::string>{"plane", "plane_tolerance", "min_pairs"}));
        QVERIFY(paths("fitAdvanced") == (std::set<std::string>{"bounds", "automatic_start", "max_iterations"}));
        QVERIFY(paths("variogramAdvanced") == (std::set<std::string>{"type", "cutoff"}));

        qobject_cast<QDoubleSpinBox*>(box("directionAdvanced")->editor("dip_tolerance"))->setValue(20);
        qobject_cast<QLineEdit*>(box("experimentalAdvanced")->editor("trim"))->setText(QStringLiteral("0, 5"));
        qobject_cast<QSpinBox*>(box("mapAdvanced")->editor("min_pairs"))->setValue(3);
        qobject_cast<QSpinBox*>(box("fitAdvanced")->editor("max_iterations"))->setValue(7);
        panel.findChild<QCheckBox*>(QStringLiteral("perpendicular"))->setChecked(true);
        const auto options = panel.experimentalOptions();
        QCOMPARE(options.directions.size(), std::size_t(2));
        QCOMPARE(options.directions[1].dipTolerance, 20.0);
        QCOMPARE(options.trimMax, 5.0);
        QCOMPARE(panel.variogramMapOptions().trimMax, 5.0);
        QCOMPARE(panel.variogramMapOptions().minPairs, std::size_t(3));
        QCOMPARE(panel.downholeOptions().trimMax, 5.0);
        QCOMPARE(panel.fitOptions().maxIterations, 7);
        // A list of objects (the fit's bounds) is edited as a table, one row per item.
        auto* bounds = qobject_cast<strata::gui::ObjectListEditor*>(box("fitAdvanced")->editor("bounds"));
        QVERIFY(bounds);
        box("fitAdvanced")->setChecked(true);  // unfolded: an unticked group's buttons are disabled
        bounds->findChild<QPushButton*>(QStringLiteral("addItem"))->click();
        QCOMPARE(bounds->table()->rowCount(), 1);
        bounds->table()->item(0, 0)->setText(QStringLiteral("range1"));
        bounds->table()->item(0, 1)->setText(QStringLiteral("5"));
        bounds->table()->item(0, 2)->setText(QStringLiteral("40"));
        const auto fitted = panel.fitOptions().bounds;
        QCOMPARE(fitted.size(), std::size_t(1));
        QCOMPARE(fitted[0].name, std::string("range1"));
        QCOMPARE(fitted[0].lower, 5.0);
        QCOMPARE(fitted[0].upper, 40.0);
        qobject_cast<QLineEdit*>(box("variogramAdvanced")->editor("type"))->setText(QStringLiteral("madogram"));
        QVERIFY(panel.experimentalOptions().variograms.front().type == strata::variogram::VariogramType::Semimadogram);
        QVERIFY(panel.variogramMapOptions().variogram.type == strata::variogram::VariogramType::Semimadogram);
        QVERIFY(panel.downholeOptions().type == strata::variogram::VariogramType::Semimadogram);

        qobject_cast<QLineEdit*>(box("experimentalAdvanced")->editor("trim"))->setText(QStringLiteral("5, 0"));
        bool refused = false;
        try {
            panel.experimentalOptions();
        } catch (const strata::ValidationError& e) {
            refused = QString::fromUtf8(e.what()).contains(QStringLiteral("trim"));
        }
        QVERIFY(refused);
        panel.setSamples(syntheticDrillholes().input, QStringLiteral("grade"));
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("experimentalProblem"))->text().contains(QStringLiteral("trim")));
    }

    // The sample project in the main window: the ellipsoid is drawn in the 3D view around the
    // assays, the down-hole tab has every assay with its hole, and the lag and direction settings
    // recorded with a model edit come back when the variable's variogram is opened again.
    void mainWindowDrawsTheEllipsoidAndRestoresSettings() {
        if (!strata::gui::test::hasGlDisplay()) QSKIP(qPrintable(strata::gui::test::noDisplayReason()));
        QTemporaryDir folder;
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(test::openProjectAndWait(window, test::copySampleProject(folder)));
        QVERIFY(test::variogramSamplesLoaded(window, QStringLiteral("assay"), QStringLiteral("ni")));
        VariogramPanel* panel = window.variogramPanel();
        QCOMPARE(panel->downholeInput()->holes.size(), std::size_t(5421));
        QVERIFY(panel->tabs()->isTabEnabled(VariogramPanel::DownholeTab));

        panel->editModel(VariogramModel::parse("0.2 nug + 0.06 sph(120, 60, 10; 30, 0, 0)"), QStringLiteral("test edit"));
        auto* ellipsoid = panel->findChild<AnisotropyEllipsoid*>(QStringLiteral("anisotropyEllipsoid"));
        QVERIFY(ellipsoid);
        QVERIFY(window.sceneView()->renderer()->GetViewProps()->IsItemPresent(ellipsoid->actor()));
        QVERIFY(ellipsoid->actor()->GetVisibility());
        // Horizontal extent of a 120 x 60 ellipse turned 30 degrees: sqrt((120 sin 30)^2 + (60 cos 30)^2) east.
        double bounds[6];
        ellipsoid->actor()->GetBounds(bounds);
        const auto origin = window.sceneView()->sceneOrigin();
        const auto centre = *panel->dataCentre();
        const double halfEast = std::hypot(120 * 0.5, 60 * std::sqrt(0.75));
        QVERIFY(std::abs((bounds[0] + bounds[1]) / 2 - (centre[0] - origin[0])) < 1e-6);
        QVERIFY(std::abs((bounds[1] - bounds[0]) / 2 - halfEast) < 0.05 * halfEast);  // a polygonal ellipsoid

        auto* lagDistance = panel->findChild<QDoubleSpinBox*>(QStringLiteral("lagDistance"));
        auto* lagCount = panel->findChild<QSpinBox*>(QStringLiteral("lagCount"));
        auto* perpendicular = panel->findChild<QCheckBox*>(QStringLiteral("perpendicular"));
        lagDistance->setValue(37);
        lagCount->setValue(9);
        perpendicular->setChecked(true);
        panel->editModel(VariogramModel::parse("0.21 nug + 0.05 sph(130)"), QStringLiteral("test edit"));
        const auto& saved = window.projectWorkflow()->session().project().variograms;
        QCOMPARE(saved.size(), std::size_t(1));
        QCOMPARE(saved.front().lags.separation, 37.0);

        lagDistance->setValue(11);
        lagCount->setValue(4);
        perpendicular->setChecked(false);
        QVERIFY(test::variogramSamplesLoaded(window, QStringLiteral("assay"), QStringLiteral("ni")));
        QCOMPARE(lagDistance->value(), 37.0);
        QCOMPARE(lagCount->value(), 9);
        QVERIFY(perpendicular->isChecked());
        QCOMPARE(panel->model().toString(), VariogramModel::parse("0.21 nug + 0.05 sph(130)").toString());

        // Both tabs through the worker thread, pictured for a look.
        QSignalSpy mapUpdated(panel, &VariogramPanel::variogramMapUpdated);
        QElapsedTimer clock;
        clock.start();
        panel->tabs()->setCurrentIndex(VariogramPanel::MapTab);
        QVERIFY(mapUpdated.wait(60000));
        qInfo("variogram map of 5421 assays, 19 x 19 cells: %lld ms from the tab shown to the map set", clock.elapsed());
        QCOMPARE(panel->mapView()->map()->width(), 19);
        panel->grab().save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/variogram_map.png"));
        QSignalSpy downholeUpdated(panel, &VariogramPanel::downholeUpdated);
        clock.start();
        panel->tabs()->setCurrentIndex(VariogramPanel::DownholeTab);
        QVERIFY(downholeUpdated.wait(60000));
        qInfo("down-hole variogram of 5421 assays: %lld ms from the tab shown to the plot set", clock.elapsed());
        QVERIFY(panel->downholeView()->points().size() >= 5);
        panel->grab().save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/variogram_downhole_tab.png"));
    }
};

STRATA_GUI_TEST_MAIN(VariogramExtrasTest)
#include "VariogramExtrasTest.moc"
