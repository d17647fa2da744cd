// Visual QA of result grids: swath means equal a direct computation; picking in the 3D view at
// a known node returns its value and variance (2-D plane and 3-D slices); slices move; the
// clipping plane clips; the 2-D map's contours lie where the values cross the contour levels
// and a click there names the point under the cursor; labels sit on their lines; colour scales
// (robust limits, logarithmic, maps) and the value filter; sections along any line. 3D tests need an X display (xvfb-run).
#include <QApplication>
#include <QCheckBox>
#include <QMouseEvent>
#include <QSignalSpy>

#include <cmath>
#include <memory>
#include <random>

#include <vtkActor.h>
#include <vtkDataSet.h>
#include <vtkMapper.h>
#include <vtkPlaneCollection.h>
#include <vtkRenderer.h>

#include "GuiTestSupport.h"
#include "jobs/JobRunner.h"
#include "jobs/TaskManager.h"
#include "qa/ColourScaleEditor.h"
#include "qa/GridLayer.h"
#include "qa/GridMapView.h"
#include "qa/GridSection.h"
#include "qa/PlotFrame.h"
#include "qa/PointLayer.h"
#include "qa/SectionView.h"
#include "qa/ResultViewer.h"
#include "qa/SwathPlotView.h"
#include "qa/SwathStatistics.h"
#include "results/ResultCatalog.h"
#include "strata/core/Error.h"
#include "view/SceneView.h"

using namespace strata::gui;
using strata::GridSpec;

namespace {

// A grid with an "estimate" layer v(x, y, z) = 2 x + 3 y - z (real-world coordinates) plus a
// "estimate_variance" layer, with a few unestimated nodes.
std::shared_ptr<strata::Grid> rampGrid(const GridSpec& spec) {
    auto grid = std::make_shared<strata::Grid>();
    grid->spec = spec;
    grid->addLayer("estimate");
    grid->addLayer("estimate_variance");  // may move the first layer: take references after
    auto& v = grid->layers[0];
    auto& var = grid->layers[1];
    for (std::size_t n = 0; n < spec.nodeCount(); ++n) {
        v[n] = float(2 * (spec.nodeX(n) - spec.x0) + 3 * (spec.nodeY(n) - spec.y0) - (spec.nodeZ(n) - spec.z0));
        var[n] = float(0.5 + 0.001 * double(n));
    }
    v[1] = std::nanf("");  // unestimated
    return grid;
}

strata::PointSet randomData(const GridSpec& spec, std::size_t n, unsigned seed) {
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> u(0, 1);
    strata::PointSet p;
    p.dimension = 3;
    std::vector<double> values;
    for (std::size_t i = 0; i < n; ++i) {
        p.x.push_back(spec.x0 - spec.dx / 2 + u(random) * spec.dx * double(spec.nx));
        p.y.push_back(spec.y0 - spec.dy / 2 + u(random) * spec.dy * double(spec.ny));
        p.z.push_back(spec.z0 - spec.dz / 2 + u(random) * spec.dz * double(spec.nz));
        values.push_back(u(random) * 10);
    }
    p.addColumn("ni", values);
    return p;
}

}  // namespace

class QaTest : public QObject {
    Q_OBJECT

private slots:
    void swathMeansEqualADirectComputation() {
        const GridSpec spec{12, 9, 4, 500000.5, 7000000.25, 100, 5, 4, 2};
        const auto grid = rampGrid(spec);
        const auto data = std::make_shared<const strata::PointSet>(randomData(spec, 300, 7));
        for (int axis = 0; axis < 3; ++axis) {
            for (double width : {0.0, 7.5}) {
                const auto swaths = swathStatistics(*grid, 0, *data, 0, axis, width);
                const double step[3] = {spec.dx, spec.dy, spec.dz}, first[3] = {spec.x0, spec.y0, spec.z0};
                const std::size_t count[3] = {spec.nx, spec.ny, spec.nz};
                const double w = width > 0 ? width : step[axis];
                const double start = first[axis] - step[axis] / 2, end = start + step[axis] * double(count[axis]);
                QCOMPARE(swaths.size(), std::size_t(std::ceil((end - start) / w - 1e-9)));
                for (std::size_t k = 0; k < swaths.size(); ++k) {
                    // Brute force: every node and datum tested against the slice bounds.
                    const double low = start + w * double(k), high = std::min(end, low + w);
                    const bool last = k + 1 == swaths.size();
                    auto inside = [&](double c) { return c >= low && (c < high || (last && c <= high)); };
                    double sum = 0, dataSum = 0;
                    std::size_t nodes = 0, points = 0;
                    for (std::size_t n = 0; n < spec.nodeCount(); ++n) {
                        const double c = axis == 0 ? spec.nodeX(n) : axis == 1 ? spec.nodeY(n) : spec.nodeZ(n);
                        if (inside(c) && std::isfinite(grid->layers[0][n])) {
                            sum += grid->layers[0][n];
                            ++nodes;
                        }
                    }
                    for (std::size_t i = 0; i < data->size(); ++i) {
                        const double c = axis == 0 ? data->x[i] : axis == 1 ? data->y[i] : data->z[i];
                        if (inside(c)) {
                            dataSum += data->values[0][i];
                            ++points;
                        }
                    }
                    QCOMPARE(swaths[k].estimateCount, nodes);
                    QCOMPARE(swaths[k].dataCount, points);
                    if (nodes) QVERIFY(std::abs(swaths[k].estimateMean - sum / double(nodes)) < 1e-9);
                    if (points) QVERIFY(std::abs(swaths[k].dataMean - dataSum / double(points)) < 1e-9);
                }
            }
        }
        // The plot shows those means.
        SwathPlotView view(grid, 0, data, 0);
        view.setAxis(1);
        QCOMPARE(view.swaths().size(), spec.ny);
        QVERIFY_THROWS_EXCEPTION(strata::ValidationError,
                                 swathStatistics(*rampGrid(GridSpec{4, 4, 1, 0, 0, 0, 1, 1, 1}), 0, *data, 0, 2));
    }

    void mapContoursFollowTheValues() {
        // v = 2 (x - x0) + 3 (y - y0): the contour of level c is the line 2 dx + 3 dy = c.
        const GridSpec spec{40, 30, 1, 350000, 9700000, 0, 10, 10, 1};
        const auto grid = rampGrid(spec);
        GridMapView map;
        map.resize(700, 560);
        map.setGrid(grid, 0);
        map.setContourCount(5);
        // About 5 levels at round values within the colour limits.
        const auto& levels = map.contourValues();
        QVERIFY2(levels.size() >= 3 && levels.size() <= 10, qPrintable(QString::number(levels.size())));
        const double step = levels[1] - levels[0];
        QCOMPARE(step, niceStep(map.scale().high() - map.scale().low(), 6));
        for (double c : levels) {
            QVERIFY(c > map.scale().low() && c < map.scale().high());
            QVERIFY(std::abs(c / step - std::round(c / step)) < 1e-9);
        }
        QVERIFY(map.contourSegments().size() > 50);
        for (const QLineF& segment : map.contourSegments()) {
            for (const QPointF& p : {segment.p1(), segment.p2()}) {
                const double v = 2 * (p.x() - spec.x0) + 3 * (p.y() - spec.y0);
                double nearest = HUGE_VAL;
                for (double c : map.contourValues()) nearest = std::min(nearest, std::abs(v - c));
                QVERIFY2(nearest < 1e-3, qPrintable(QStringLiteral("(%1, %2): %3").arg(p.x()).arg(p.y()).arg(nearest)));
            }
        }
        // A click reports the world point under the cursor.
        QSignalSpy clicked(&map, &GridMapView::nodeClicked);
        const QPointF at = map.toWidget(spec.x0 + 100, spec.y0 + 50);
        QTest::mouseClick(&map, Qt::LeftButton, {}, at.toPoint());
        QCOMPARE(clicked.count(), 1);
        QVERIFY(std::abs(clicked.at(0).at(0).toDouble() - (spec.x0 + 100)) < spec.dx);
        QVERIFY(std::abs(clicked.at(0).at(1).toDouble() - (spec.y0 + 50)) < spec.dy);
        const QImage image = map.grab().toImage();
        QVERIFY(!image.isNull());
        image.save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/qa_map.png"));
        // The labels drawn name contour levels, lie on their lines and keep apart.
        const auto& labels = map.contourLabels();
        QVERIFY(labels.size() >= 3);
        for (std::size_t a = 0; a < labels.size(); ++a) {
            QVERIFY(std::find(levels.begin(), levels.end(), labels[a].second) != levels.end());
            const auto world = map.toWorld(labels[a].first);
            QVERIFY(std::abs(2 * (world[0] - spec.x0) + 3 * (world[1] - spec.y0) - labels[a].second) < 0.05 * step + 8);
            for (std::size_t b = a + 1; b < labels.size(); ++b) QVERIFY(QLineF(labels[a].first, labels[b].first).length() >= 64);
        }
    }

    void coloursScalesAreRobustAndLogarithmic() {
        std::vector<double> values;
        for (int i = 1; i <= 1000; ++i) values.push_back(i);
        values.push_back(1e6);  // one extreme grade
        values.push_back(std::nan(""));
        const ValueSummary summary = summarise(std::span<const double>(values));
        QCOMPARE(summary.finite, std::size_t(1001));
        QCOMPARE(summary.min, 1.0);
        QCOMPARE(summary.max, 1e6);
        QCOMPARE(summary.p02, 21.0);   // the 21st of 1001 sorted values (index 20)
        QCOMPARE(summary.p98, 981.0);  // index 980
        const ColourScale robust = ColourScale::robust(summary);
        QCOMPARE(robust.low(), 21.0);
        QCOMPARE(robust.high(), 981.0);
        QCOMPARE(robust.colour(1e6), robust.colour(981.0));  // beyond the limits: the end colours
        // Logarithmic: a decade is the same distance along the ramp wherever it lies.
        const ColourScale log(1, 1000, ColourMap::Heat, true);
        QVERIFY(log.logarithmic());
        QVERIFY(std::abs(log.position(10) - 1.0 / 3) < 1e-12);
        QVERIFY(std::abs(log.position(100) - 2.0 / 3) < 1e-12);
        QCOMPARE(log.position(-5), 0.0);
        QVERIFY(!ColourScale(-1, 10, ColourMap::Viridis, true).logarithmic());  // needs low > 0
        for (int m = 0; m < int(colourMapNames().size()); ++m)
            QCOMPARE(colourMapFromKey(colourMapKey(ColourMap(m))), std::optional(ColourMap(m)));
        QVERIFY(ColourScale(0, 1, ColourMap::Greys).colour(0) != ColourScale(0, 1, ColourMap::Viridis).colour(0));

        // The editor: robust and full-range buttons, the log option moves the lower limit above 0.
        ColourScaleEditor editor;
        std::vector<double> withZero = values;
        withZero.push_back(0);
        const ValueSummary zeroSummary = summarise(std::span<const double>(withZero));
        editor.setValues(zeroSummary, ColourStyle(ColourScale(0, 5)));
        QSignalSpy changed(&editor, &ColourScaleEditor::styleChanged);
        editor.useFullRange();
        QCOMPARE(editor.style().scale.low(), 0.0);
        QCOMPARE(editor.style().scale.high(), 1e6);
        editor.findChild<QCheckBox*>(QStringLiteral("colourLogarithmic"))->setChecked(true);
        QCOMPARE(editor.style().scale.low(), 1.0);  // the smallest positive value
        QVERIFY(editor.style().scale.logarithmic());
        editor.useRobustLimits();
        QCOMPARE(editor.style().scale.high(), zeroSummary.p98);
        editor.findChild<QCheckBox*>(QStringLiteral("hideOutside"))->setChecked(true);
        QVERIFY(editor.style().hideOutside);
        QVERIFY(!editor.style().visible(1e6));
        QVERIFY(changed.count() >= 4);
    }

    void valueFilterHidesBlocksAndData() {
        const GridSpec spec{10, 8, 1, 0, 0, 0, 1, 1, 1};
        const auto grid = rampGrid(spec);  // v = 2 x + 3 y, 0..39; node 1 unestimated
        const auto cellsDrawn = [](const GridLayer& layer) {
            vtkMapper* mapper = layer.actors()[0]->GetMapper();
            mapper->Update();
            return mapper->GetInput()->GetNumberOfCells();
        };
        GridLayer all(grid, 0, {0, 0, 0}, 0, ColourStyle(ColourScale(10, 20)));
        QCOMPARE(cellsDrawn(all), vtkIdType(spec.nodeCount() - 1));
        GridLayer filtered(grid, 0, {0, 0, 0}, 0, ColourStyle(ColourScale(10, 20), true));
        vtkIdType inside = 0;
        for (float v : grid->layers[0]) inside += v >= 10 && v <= 20;
        QCOMPARE(cellsDrawn(filtered), inside);
        strata::PointSet points = randomData(spec, 50, 3);
        std::size_t kept = 0;
        for (double v : points.values[0]) kept += v >= 2 && v <= 5;
        const auto actor = makePointActor(points, 0, ColourStyle(ColourScale(2, 5), true), {0, 0, 0});
        actor->GetMapper()->Update();
        QCOMPARE(actor->GetMapper()->GetInput()->GetNumberOfPoints(), vtkIdType(kept));
    }

    void sectionsFollowAnyLine() {
        // A 3-D ramp v = 2 dx + 3 dy - dz: along a diagonal line the section's cells hold the
        // value of the block under each column, level by level; outside the grid, nothing.
        const GridSpec spec{30, 20, 6, 1000, 2000, 100, 10, 10, 5};
        const auto grid = rampGrid(spec);
        const GridSection section = sectionAlong(*grid, 0, 1000, 2000, 1290, 2190);
        QCOMPARE(section.rows, spec.nz);
        QCOMPARE(section.columns, std::size_t(std::ceil(std::hypot(290.0, 190.0) / 5)));
        for (std::size_t c = 0; c < section.columns; c += 7)
            for (std::size_t row = 0; row < section.rows; ++row) {
                const double t = section.along(c) / section.length;
                const double x = 1000 + 290 * t, y = 2000 + 190 * t;
                const std::size_t i = std::size_t(std::floor((x - 1000) / 10 + 0.5)), j = std::size_t(std::floor((y - 2000) / 10 + 0.5));
                const std::size_t node = i + spec.nx * (j + spec.ny * row);
                if (node == 1) continue;  // unestimated
                QCOMPARE(section.value(c, row), grid->layers[0][node]);
            }
        const GridSection outside = sectionAlong(*grid, 0, 500, 500, 600, 600);
        for (float v : outside.values) QVERIFY(std::isnan(v));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, sectionAlong(*grid, 0, 1, 1, 1, 1));

        // Drawn on the map with Shift held: the section opens with the data near the line.
        GridMapView map;
        map.resize(800, 600);
        map.setGrid(grid, 0, 2);
        auto data = std::make_shared<strata::PointSet>(randomData(spec, 400, 5));
        map.setData(data, 0);
        map.show();
        QVERIFY(QTest::qWaitForWindowExposed(&map));
        const QPoint a = map.toWidget(1010, 2010).toPoint(), b = map.toWidget(1280, 2180).toPoint();
        QTest::mousePress(&map, Qt::LeftButton, Qt::ShiftModifier, a);
        QMouseEvent move(QEvent::MouseMove, b, map.mapToGlobal(b), Qt::LeftButton, Qt::LeftButton, Qt::ShiftModifier);
        QApplication::sendEvent(&map, &move);
        QTest::mouseRelease(&map, Qt::LeftButton, Qt::ShiftModifier, b);
        auto* view = map.findChild<SectionView*>();
        QVERIFY(view);
        QVERIFY(std::abs(view->section().x1 - 1010) < 2 && std::abs(view->section().y2 - 2180) < 2);
        QVERIFY(!view->postedData().empty());
        for (std::size_t i : view->postedData()) {
            // Within one block of the line, between its ends.
            const double ux = 270 / std::hypot(270.0, 170.0), uy = 170 / std::hypot(270.0, 170.0);
            const double across = -(data->x[i] - view->section().x1) * uy + (data->y[i] - view->section().y1) * ux;
            QVERIFY(std::abs(across) <= 10 + 1e-9);
        }
        QVERIFY(view->verticalExaggeration() >= 1);
        QVERIFY(!view->grab().toImage().isNull());
        view->grab().toImage().save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/qa_section.png"));
        // A 2-D grid's section is a profile of one row.
        const auto flat = rampGrid(GridSpec{30, 20, 1, 1000, 2000, 0, 10, 10, 1});
        QCOMPARE(sectionAlong(*flat, 0, 1000, 2000, 1290, 2000).rows, std::size_t(1));
    }

    void gridLayerSlicesAndNodes() {
        const GridSpec spec{6, 5, 4, 10, 20, 30, 2, 3, 4};
        const auto grid = rampGrid(spec);
        GridLayer layer(grid, 0, {10, 20, 30});
        QCOMPARE(layer.actors().size(), std::size_t(3));
        layer.setSlice(2, 99);
        QCOMPARE(layer.slice(2), spec.nz - 1);
        const NodeValue node = layer.nodeAt(14.4, 26.2, 37.9);  // nearest: i 2, j 2, k 2
        QCOMPARE(node.node, std::size_t(2 + 6 * (2 + 5 * 2)));
        QCOMPARE(node.value, double(grid->layers[0][node.node]));
        QCOMPARE(node.variance, double(grid->layers[1][node.node]));
        vtkNew<vtkPlane> plane;
        layer.setClippingPlane(plane);
        for (const auto& actor : layer.actors()) QCOMPARE(actor->GetMapper()->GetClippingPlanes()->GetNumberOfItems(), 1);
        layer.setSlice(0, 1);  // a rebuilt slice keeps the clipping
        QCOMPARE(layer.actors()[0]->GetMapper()->GetClippingPlanes()->GetNumberOfItems(), 1);
        layer.setClippingPlane(nullptr);
        QCOMPARE(layer.actors()[1]->GetMapper()->GetClippingPlanes()->GetNumberOfItems(), 0);
    }

    void pickingReturnsTheNodeValue_data() {
        QTest::addColumn<bool>("threeD");
        QTest::newRow("2-D grid") << false;
        QTest::newRow("3-D grid") << true;
    }

    void pickingReturnsTheNodeValue() {
        QFETCH(bool, threeD);
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        QWidget host;
        TaskManager tasks(&host);
        MessageLog log(&host);
        JobRunner runner(tasks, log, &host);
        ResultCatalog catalog;
        const GridSpec spec = threeD ? GridSpec{20, 16, 8, 350000, 9700000, 100, 10, 10, 5}
                                     : GridSpec{20, 16, 1, 350000, 9700000, 0, 10, 10, 1};
        ResultItem item;
        item.kind = gridKind(spec);
        item.name = QStringLiteral("ramp");
        item.grid = rampGrid(spec);
        const int id = catalog.add(item);

        ResultViewer viewer(catalog, runner);
        viewer.resize(1000, 700);
        viewer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewer));
        viewer.showItem(id);
        SceneView* view = viewer.sceneView();
        view->resetCamera();
        view->update();
        QTest::qWait(200);

        // A node in the plane (2-D) or on the top z slice (3-D), seen from above.
        std::size_t target = 7 + spec.nx * 5;
        if (threeD) {
            viewer.setSlice(2, int(spec.nz - 1));
            target += spec.nx * spec.ny * (spec.nz - 1);
        }
        vtkRenderer* renderer = view->renderer();
        const auto origin = view->sceneOrigin();
        const double z = threeD ? spec.nodeZ(target) : viewer.gridLayer()->planeZ();
        renderer->SetWorldPoint(spec.nodeX(target) - origin[0], spec.nodeY(target) - origin[1],
                                (z - origin[2]) * view->verticalExaggeration(), 1.0);
        renderer->WorldToDisplay();
        double display[3];
        renderer->GetDisplayPoint(display);
        const double ratio = view->devicePixelRatioF();
        const QPoint widget(int(std::lround(display[0] / ratio)), int(std::lround(view->height() - 1 - display[1] / ratio)));
        QSignalSpy picked(&viewer, &ResultViewer::nodePicked);
        const auto node = viewer.pickAt(widget);
        QVERIFY(node.has_value());
        QCOMPARE(node->node, target);
        QCOMPARE(node->value, double(item.grid->layers[0][target]));
        QCOMPARE(node->variance, double(item.grid->layers[1][target]));
        QCOMPARE(picked.count(), 1);
        QVERIFY(viewer.pickText().contains(QString::number(node->value, 'g', 6)));

        // The same by a mouse click on the view.
        QTest::mouseClick(view, Qt::LeftButton, {}, widget);
        QCOMPARE(picked.count(), 2);
        QCOMPARE(picked.at(1).at(0).toDouble(), spec.nodeX(target));
        QCOMPARE(picked.at(1).at(1).toDouble(), spec.nodeY(target));

        // A clipping plane beyond the node's x removes it from picking.
        viewer.setClipping(true, 0, 0.9);
        QVERIFY(!viewer.pickAt(widget).has_value() || viewer.pickAt(widget)->node != target);
        viewer.setClipping(false, 0, 0.5);
        QCOMPARE(viewer.pickAt(widget)->node, target);
    }

private:
};

STRATA_GUI_TEST_MAIN(QaTest)
#include "QaTest.moc"
