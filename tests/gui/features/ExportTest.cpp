// The export dialog writes a known grid in every grid format through the engine writers on the
// worker thread, and each file reads back (GDAL, the GSLIB reader, or a parse of the text) with
// the same values and geometry; surfaces and points give the counts the summary reports; only the
// formats that fit the data are offered. Runs without a display (offscreen platform).
#include <QAction>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <set>
#include <string>

#include "GuiTestSupport.h"
#include "app/MessageLog.h"
#include "export/ExportDialog.h"
#include "export/ExportFormat.h"
#include "export/ExportTools.h"
#include "app/ShortcutsDialog.h"
#include "app/UserGuideDialog.h"
#include "results/ResultCatalog.h"
#include "jobs/JobRunner.h"
#include "jobs/TaskManager.h"
#include "MainWindow.h"
#include "project/ProjectLoader.h"
#include "strata/core/Version.h"
#include "strata/drillholes/DrillholeJobs.h"
#include "strata/io/GridWriter.h"
#include "widgets/SchemaOptionsBox.h"

using namespace strata;
using namespace strata::gui;

namespace {

constexpr float kMissing = std::numeric_limits<float>::quiet_NaN();

// 6 x 4 nodes, square 25 m cells; "estimate" with one empty node, "variance".
std::shared_ptr<const Grid> knownGrid(std::size_t nz = 1) {
    auto grid = std::make_shared<Grid>();
    grid->spec.nx = 6;
    grid->spec.ny = 4;
    grid->spec.nz = nz;
    grid->spec.x0 = 500012.5;
    grid->spec.y0 = 7300012.5;
    grid->spec.z0 = 100;
    grid->spec.dx = grid->spec.dy = 25;
    grid->spec.dz = 5;
    grid->addLayer("estimate");
    grid->addLayer("variance");
    auto& estimate = grid->layers[0];
    auto& variance = grid->layers[1];
    for (std::size_t n = 0; n < grid->spec.nodeCount(); ++n) {
        estimate[n] = float(1.25 + 0.5 * double(n % 6) + 0.125 * double(n / 6));
        variance[n] = float(0.01 * double(n));
    }
    estimate[7] = kMissing;
    return grid;
}

QStringList lines(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// The values of a named column of a CSV file (empty cells: NaN).
std::vector<double> csvColumn(const QString& path, const QString& column) {
    const QStringList rows = lines(path);
    if (rows.isEmpty()) return {};
    const int index = rows.first().trimmed().split(QLatin1Char(',')).indexOf(column);
    if (index < 0) return {};
    std::vector<double> values;
    for (int r = 1; r < rows.size(); ++r) {
        const QString cell = rows[r].trimmed().split(QLatin1Char(',')).value(index);
        values.push_back(cell.isEmpty() ? std::nan("") : cell.toDouble());
    }
    return values;
}

// A named DataArray of an ASCII VTK XML file.
std::vector<double> vtkArray(const QString& path, const QString& name) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    QXmlStreamReader xml(&file);
    std::vector<double> values;
    while (xml.readNextStartElement() || !xml.atEnd()) {
        if (xml.isStartElement() && xml.name() == QLatin1String("DataArray") &&
            xml.attributes().value(QLatin1String("Name")) == name) {
            for (const QString& token : xml.readElementText().split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
                values.push_back(token.compare(QLatin1String("nan"), Qt::CaseInsensitive) == 0 ? std::nan("") : token.toDouble());
            return values;
        }
        if (!xml.isStartElement()) xml.readNext();
    }
    return values;
}

bool sameValue(double a, double b) { return (std::isnan(a) && std::isnan(b)) || std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b)); }

}  // namespace

class ExportTest : public QObject {
    Q_OBJECT
private:
    MessageLog log_;
    TaskManager tasks_;
    JobRunner runner_{tasks_, log_};
    QTemporaryDir dir_;

    // Exports through the dialog like a user: format, options, file, Export; waits for the summary.
    std::optional<ExportSummary> exportWith(ExportDialog& dialog, const QString& format, const QString& file) {
        if (!dialog.selectFormat(format)) return std::nullopt;
        dialog.setPath(dir_.filePath(file));
        if (!dialog.startExport()) {
            qWarning() << "refused:" << dialog.lastError();
            return std::nullopt;
        }
        if (!QTest::qWaitFor([&] { return dialog.lastSummary().has_value() || !dialog.lastError().isEmpty(); }, 20000))
            return std::nullopt;
        if (!dialog.lastError().isEmpty()) qWarning() << "failed:" << dialog.lastError();
        return dialog.lastSummary();
    }

    void compareLayer(const Grid& read, std::size_t readLayer, const Grid& truth, const std::string& layer,
                      std::size_t slice = 0) {
        const std::size_t plane = truth.spec.nx * truth.spec.ny;
        const auto& want = truth.layers[truth.layerIndex(layer)];
        QCOMPARE(read.spec.nx, truth.spec.nx);
        QCOMPARE(read.spec.ny, truth.spec.ny);
        QVERIFY(std::abs(read.spec.x0 - truth.spec.x0) < 1e-6);
        QVERIFY(std::abs(read.spec.y0 - truth.spec.y0) < 1e-6);
        QVERIFY(std::abs(read.spec.dx - truth.spec.dx) < 1e-9);
        for (std::size_t n = 0; n < plane; ++n)
            QVERIFY2(sameValue(read.layers[readLayer][n], want[slice * plane + n]),
                     qPrintable(QStringLiteral("node %1: %2 read, %3 written").arg(n).arg(read.layers[readLayer][n]).arg(want[slice * plane + n])));
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void offersOnlyTheFormatsThatFit() {
        ExportDialog grid(runner_, {ExportSource::fromGrid(QStringLiteral("Ni estimate"), knownGrid())});
        const QStringList ids = grid.formatIds();
        for (const char* id : {"csv", "blockmodel", "gslib", "vti", "surpac", "dxf", "obj", "vtp-surface"}) QVERIFY2(ids.contains(QLatin1String(id)), id);
        if (STRATA_WITH_GDAL)
            for (const char* id : {"geotiff", "surfer7", "surfer-ascii", "esri-ascii"}) QVERIFY2(ids.contains(QLatin1String(id)), id);
        QVERIFY(!ids.contains(QStringLiteral("points-csv")));
        QVERIFY(!ids.contains(QStringLiteral("intervals-csv")));

        auto points = std::make_shared<PointSet>();
        points->x = {1, 2};
        points->y = {3, 4};
        points->z = {0, 0};
        points->addColumn("ni", {0.5, 0.7});
        ExportDialog pointDialog(runner_, {ExportSource::fromPoints(QStringLiteral("data"), points)});
        QCOMPARE(pointDialog.formatIds(), (QStringList{"points-csv", "points-gslib", "points-vtp"}));

        // The extension follows the format.
        QVERIFY(grid.selectFormat(QStringLiteral("obj")));
        grid.setPath(dir_.filePath(QStringLiteral("surface.csv")));
        QVERIFY(grid.selectFormat(QStringLiteral("dxf")));
        QCOMPARE(QFileInfo(grid.path()).fileName(), QStringLiteral("surface.dxf"));
        // Surpac: the note names the northing-before-easting convention.
        QVERIFY(grid.selectFormat(QStringLiteral("surpac")));
        QVERIFY(grid.findChild<QLabel*>(QStringLiteral("exportFormatNote"))->text().contains(QStringLiteral("northing")));
    }

    void gridFormatsReadBackWithTheSameValues() {
        const auto grid = knownGrid();
        ExportDialog dialog(runner_, {ExportSource::fromGrid(QStringLiteral("Ni estimate"), grid)});

        // Rasters through GDAL.
        if (STRATA_WITH_GDAL) {
            dialog.selectFormat(QStringLiteral("geotiff"));
            dialog.setCrs(QStringLiteral("EPSG:32750"));
            auto summary = exportWith(dialog, QStringLiteral("geotiff"), QStringLiteral("ni.tif"));
            QVERIFY(summary);
            QCOMPARE(int(summary->files.size()), 1);
            QVERIFY(summary->files.front().bytes > 0);
            const io::GeoGrid tif = io::readRaster(dir_.filePath(QStringLiteral("ni.tif")).toStdString());
            QCOMPARE(tif.grid.layers.size(), std::size_t(2));
            QCOMPARE(QString::fromStdString(tif.crs), QStringLiteral("EPSG:32750"));
            compareLayer(tif.grid, 0, *grid, "estimate");
            compareLayer(tif.grid, 1, *grid, "variance");

            for (const char* format : {"surfer7", "surfer-ascii", "esri-ascii"}) {
                const QString file = QStringLiteral("ni_%1.%2").arg(QLatin1String(format), format == std::string("esri-ascii") ? "asc" : "grd");
                dialog.selectFormat(QLatin1String(format));
                dialog.setLayers({QStringLiteral("estimate")});
                summary = exportWith(dialog, QLatin1String(format), file);
                QVERIFY2(summary, format);
                const io::GeoGrid raster = io::readRaster(dir_.filePath(file).toStdString());
                QCOMPARE(raster.grid.layers.size(), std::size_t(1));
                compareLayer(raster.grid, 0, *grid, "estimate");
            }
            // The ESRI grid's CRS lands in a .prj beside it, listed in the summary.
            QVERIFY(QFileInfo::exists(dir_.filePath(QStringLiteral("ni_esri-ascii.prj"))));
            QCOMPARE(int(dialog.lastSummary()->files.size()), 2);
        }

        // GSLIB: read back by the engine's reader.
        dialog.selectFormat(QStringLiteral("gslib"));
        dialog.setLayers({QStringLiteral("estimate"), QStringLiteral("variance")});
        QVERIFY(exportWith(dialog, QStringLiteral("gslib"), QStringLiteral("ni.dat")));
        const Grid gslib = io::readGslibGrid(dir_.filePath(QStringLiteral("ni.dat")).toStdString());
        compareLayer(gslib, 0, *grid, "estimate");
        compareLayer(gslib, 1, *grid, "variance");

        // CSV: x, y and the layers, one row per node.
        auto summary = exportWith(dialog, QStringLiteral("csv"), QStringLiteral("ni.csv"));
        QVERIFY(summary);
        QVERIFY(summary->counts.join(QLatin1Char(' ')).contains(QStringLiteral("24 nodes")));
        const auto x = csvColumn(dir_.filePath(QStringLiteral("ni.csv")), QStringLiteral("x"));
        const auto y = csvColumn(dir_.filePath(QStringLiteral("ni.csv")), QStringLiteral("y"));
        const auto estimate = csvColumn(dir_.filePath(QStringLiteral("ni.csv")), QStringLiteral("estimate"));
        QCOMPARE(estimate.size(), grid->spec.nodeCount());
        for (std::size_t n = 0; n < estimate.size(); ++n) {
            QVERIFY(sameValue(x[n], grid->spec.nodeX(n)));
            QVERIFY(sameValue(y[n], grid->spec.nodeY(n)));
            QVERIFY(sameValue(estimate[n], grid->layers[0][n]));
        }

        // Block model: blocks whose layers are all empty are left out; here none is.
        QVERIFY(exportWith(dialog, QStringLiteral("blockmodel"), QStringLiteral("ni_blocks.csv")));
        const auto xc = csvColumn(dir_.filePath(QStringLiteral("ni_blocks.csv")), QStringLiteral("XC"));
        const auto xinc = csvColumn(dir_.filePath(QStringLiteral("ni_blocks.csv")), QStringLiteral("XINC"));
        const auto variance = csvColumn(dir_.filePath(QStringLiteral("ni_blocks.csv")), QStringLiteral("variance"));
        QCOMPARE(variance.size(), grid->spec.nodeCount());
        QVERIFY(sameValue(xc[3], grid->spec.nodeX(3)));
        QVERIFY(sameValue(xinc[0], 25));
        for (std::size_t n = 0; n < variance.size(); ++n) QVERIFY(sameValue(variance[n], grid->layers[1][n]));

        // VTK image data, ASCII arrays.
        dialog.selectFormat(QStringLiteral("vti"));
        dialog.setVtkAscii(true);
        QVERIFY(exportWith(dialog, QStringLiteral("vti"), QStringLiteral("ni.vti")));
        const auto vti = vtkArray(dir_.filePath(QStringLiteral("ni.vti")), QStringLiteral("estimate"));
        QCOMPARE(vti.size(), grid->spec.nodeCount());
        for (std::size_t n = 0; n < vti.size(); ++n) QVERIFY(sameValue(vti[n], grid->layers[0][n]));
    }

    void aSliceOfA3dGridGoesToA2dFormat() {
        if (!STRATA_WITH_GDAL) QSKIP("this build has no GDAL");
        const auto grid = knownGrid(3);
        ExportDialog dialog(runner_, {ExportSource::fromGrid(QStringLiteral("block model"), grid)});
        dialog.selectFormat(QStringLiteral("surfer7"));
        dialog.setLayers({QStringLiteral("variance")});
        dialog.setZSlice(2);
        QVERIFY(exportWith(dialog, QStringLiteral("surfer7"), QStringLiteral("slice2.grd")));
        const io::GeoGrid raster = io::readRaster(dir_.filePath(QStringLiteral("slice2.grd")).toStdString());
        compareLayer(raster.grid, 0, *grid, "variance", 2);
    }

    void surfacesAreTriangulatedPerLayer() {
        const auto grid = knownGrid();
        ExportDialog dialog(runner_, {ExportSource::fromGrid(QStringLiteral("stack"), grid, true)});
        // A surface stack offers the triangulations first.
        QCOMPARE(dialog.formatIds().first(), QStringLiteral("surpac"));
        // The dialog as a user first sees it (the picture in docs/gui.md).
        dialog.selectFormat(QStringLiteral("surpac"));
        dialog.setPath(QStringLiteral("pit/surfaces.str"));
        dialog.resize(620, 560);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(QStringLiteral(STRATA_TEST_OUTPUT_DIR "/export_dialog.png")));
        dialog.selectFormat(QStringLiteral("obj"));
        dialog.setLayers({QStringLiteral("estimate")});
        auto summary = exportWith(dialog, QStringLiteral("obj"), QStringLiteral("top.obj"));
        QVERIFY(summary);
        int vertices = 0, faces = 0;
        for (const QString& line : lines(dir_.filePath(QStringLiteral("top.obj")))) {
            vertices += line.startsWith(QStringLiteral("v "));
            faces += line.startsWith(QStringLiteral("f "));
        }
        // 24 nodes, one empty: 23 vertices; 15 cells, the 4 around the empty node lose a corner
        // (one triangle each), the other 11 give two.
        QCOMPARE(vertices, 23);
        QCOMPARE(faces, 4 + 11 * 2);
        QVERIFY(summary->counts.contains(QStringLiteral("26 triangles")));

        // Surpac: both files of the pair, one pair per layer; northing before easting.
        dialog.selectFormat(QStringLiteral("surpac"));
        dialog.setLayers({QStringLiteral("estimate"), QStringLiteral("variance")});
        summary = exportWith(dialog, QStringLiteral("surpac"), QStringLiteral("pit.str"));
        QVERIFY(summary);
        QCOMPARE(int(summary->files.size()), 4);
        const QStringList str = lines(dir_.filePath(QStringLiteral("pit_variance.str")));
        QVERIFY(str.size() > 3);
        const QStringList firstPoint = str[2].split(QLatin1Char(','));
        QVERIFY2(std::abs(firstPoint.value(1).trimmed().toDouble() - grid->spec.y0) < 1e-6, qPrintable(str[2]));
        QVERIFY(QFileInfo::exists(dir_.filePath(QStringLiteral("pit_estimate.dtm"))));
    }

    void pointsKeepTheirValues() {
        auto points = std::make_shared<PointSet>();
        points->dimension = 3;
        points->x = {10, 20, 30};
        points->y = {1, 2, 3};
        points->z = {-5, -6, -7};
        points->addColumn("ni", {1.5, std::nan(""), 2.25});
        points->addColumn("fe", {40, 41, 42});
        ExportDialog dialog(runner_, {ExportSource::fromPoints(QStringLiteral("cross-validation"), points)});
        dialog.selectFormat(QStringLiteral("points-csv"));
        dialog.setLayers({QStringLiteral("ni")});
        const auto summary = exportWith(dialog, QStringLiteral("points-csv"), QStringLiteral("cv.csv"));
        QVERIFY(summary);
        const QString file = dir_.filePath(QStringLiteral("cv.csv"));
        const auto ni = csvColumn(file, QStringLiteral("ni"));
        QCOMPARE(ni.size(), std::size_t(3));
        QVERIFY(sameValue(ni[0], 1.5) && std::isnan(ni[1]) && sameValue(ni[2], 2.25));
        QVERIFY(csvColumn(file, QStringLiteral("fe")).empty());  // not chosen
    }

    void drillholesGoThroughTheDrillholeJobs() {
        const LoadedProject loaded = loadProject(MainWindow::bundledSampleProject().toStdString(), jobs::JobContext{});
        QVERIFY(loaded.database);
        const drillholes::IntervalTable* assay = loaded.database->findTable("assay");
        QVERIFY(assay);
        ExportDialog dialog(runner_, {ExportSource::fromDrillholes(QStringLiteral("Drillholes"), loaded.database,
                                                                   drillholes::DesurveyMethod::MinimumCurvature)});
        QCOMPARE(dialog.formatIds(), (QStringList{"intervals-csv", "composites-csv", "traces-vtp", "traces-surpac"}));

        dialog.selectFormat(QStringLiteral("intervals-csv"));
        dialog.setIntervalTable(QStringLiteral("assay"));
        auto summary = exportWith(dialog, QStringLiteral("intervals-csv"), QStringLiteral("assay_xyz.csv"));
        QVERIFY(summary);
        const QString file = dir_.filePath(QStringLiteral("assay_xyz.csv"));
        const auto zm = csvColumn(file, QStringLiteral("ZM"));
        const auto ni = csvColumn(file, QStringLiteral("ni"));
        QCOMPARE(ni.size(), assay->size());
        QVERIFY(summary->counts.contains(QStringLiteral("%1 rows").arg(QLocale().toString(qulonglong(assay->size())))));
        // Vertical holes: the mid-point of the first interval (0-1 m of DH001) lies 0.5 m below the collar.
        QVERIFY(std::abs(zm[0] - (197.74 - 0.5)) < 1e-6);

        dialog.selectFormat(QStringLiteral("composites-csv"));
        dialog.setCompositeLength(5.0);
        QVERIFY(exportWith(dialog, QStringLiteral("composites-csv"), QStringLiteral("assay_5m.csv")));
        const auto from = csvColumn(dir_.filePath(QStringLiteral("assay_5m.csv")), QStringLiteral("FROM"));
        const auto to = csvColumn(dir_.filePath(QStringLiteral("assay_5m.csv")), QStringLiteral("TO"));
        QVERIFY(!from.empty() && from.size() < assay->size());
        QVERIFY(std::abs(to[0] - from[0] - 5.0) < 1e-9);

        summary = exportWith(dialog, QStringLiteral("traces-vtp"), QStringLiteral("holes.vtp"));
        QVERIFY(summary);
        QVERIFY(summary->counts.contains(QStringLiteral("%1 holes").arg(loaded.database->collars.size())));

        // The jobs' schemas: the composite length's range and help, and every other option of the
        // two jobs in their Advanced sections, reaching the job (stations instead of intervals).
        auto* length = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("exportCompositeLength"));
        const jobs::OptionInfo* lengthOption = drillholes::CompositeJob::schema().info().find("length");
        QVERIFY(length->minimum() > 0 && lengthOption->exclusiveMinimum && lengthOption->minimum == 0);
        QVERIFY(length->toolTip().contains(QString::fromStdString(lengthOption->help)));
        auto paths = [&dialog](const char* name) {
            const auto list = dialog.findChild<SchemaOptionsBox*>(QLatin1String(name))->paths();
            return std::set<std::string>(list.begin(), list.end());
        };
        QVERIFY(paths("desurveyAdvanced") == (std::set<std::string>{"strict", "stations"}));
        QVERIFY(paths("compositeAdvanced") ==
                (std::set<std::string>{"strict", "domain", "values", "min_fraction", "short_piece"}));
        dialog.selectFormat(QStringLiteral("intervals-csv"));
        qobject_cast<QDoubleSpinBox*>(dialog.findChild<SchemaOptionsBox*>(QStringLiteral("desurveyAdvanced"))->editor("stations"))
            ->setValue(10);
        QVERIFY(exportWith(dialog, QStringLiteral("intervals-csv"), QStringLiteral("stations.csv")));
        const auto at = csvColumn(dir_.filePath(QStringLiteral("stations.csv")), QStringLiteral("AT"));
        QVERIFY(at.size() > loaded.database->collars.size());
        QCOMPARE(at[1] - at[0], 10.0);
    }

    // The main window's hooks: File > Export opens the dialog on a catalog result, the keyboard
    // shortcuts list shows the main actions, and the user guide finds the docs pages.
    void mainWindowExportShortcutsAndHelp() {
        if (!strata::gui::test::hasGlDisplay()) QSKIP(qPrintable(strata::gui::test::noDisplayReason()));
        MainWindow window;
        ResultItem item;
        item.kind = ResultKind::Grid2D;
        item.name = QStringLiteral("Ni estimate");
        item.grid = knownGrid();
        const int id = window.resultCatalog().add(item);

        QAction* exportAction = nullptr;
        for (QAction* action : window.findChildren<QAction*>())
            if (action->objectName() == QLatin1String("exportAction")) exportAction = action;
        QVERIFY(exportAction);
        QCOMPARE(exportAction->shortcut(), QKeySequence(QStringLiteral("Ctrl+E")));
        QVERIFY(exportAction->toolTip().contains(QStringLiteral("GeoTIFF")));
        exportAction->trigger();
        ExportDialog* dialog = window.exportTools()->dialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->source().resultId, id);
        QVERIFY(dialog->formatIds().contains(QStringLiteral("csv")));
        // Exporting records the file on the result.
        QVERIFY(exportWith(*dialog, QStringLiteral("csv"), QStringLiteral("from_menu.csv")));
        QCOMPARE(QFileInfo(window.resultCatalog().item(id)->file).fileName(), QStringLiteral("from_menu.csv"));
        dialog->close();

        const ShortcutsDialog shortcuts(&window);
        QCOMPARE(shortcuts.keysOf(QStringLiteral("Export")), QKeySequence(QStringLiteral("Ctrl+E")).toString(QKeySequence::NativeText));
        QVERIFY(!shortcuts.keysOf(QStringLiteral("Reverse time migration")).isEmpty());
        QVERIFY(!shortcuts.keysOf(QStringLiteral("Variogram fitting")).isEmpty());
        QVERIFY(shortcuts.rowCount() >= 12);
        // No key is given to two actions.
        QSet<QString> keys;
        for (QAction* action : window.findChildren<QAction*>())
            for (const QKeySequence& key : action->shortcuts()) {
                const QString text = key.toString();
                QVERIFY2(!keys.contains(text), qPrintable(text + QStringLiteral(" is used twice")));
                keys.insert(text);
            }

        UserGuideDialog guide(QStringLiteral("<p>quick start</p>"));
        QVERIFY(guide.pages().contains(QStringLiteral("gui.md")));
        QVERIFY(guide.pages().contains(QStringLiteral("formats.md")));
        QVERIFY(guide.showPage(QStringLiteral("formats.md")));
        QVERIFY(guide.currentText().contains(QStringLiteral("The export dialog")));
        // The geologist's tutorial comes right after the contents, and every picture it shows exists.
        QCOMPARE(guide.pages().value(1), QStringLiteral("tutorial.md"));
        QFile tutorial(QDir(userGuideFolder()).filePath(QStringLiteral("tutorial.md")));
        QVERIFY(tutorial.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(tutorial.readAll());
        const QRegularExpression image(QStringLiteral("!\\[[^\\]]*\\]\\(([^)]+)\\)"));
        int images = 0;
        for (auto match = image.globalMatch(text); match.hasNext(); ++images) {
            const QString file = match.next().captured(1);
            QVERIFY2(QFileInfo::exists(QDir(userGuideFolder()).filePath(file)), qPrintable(file));
        }
        QVERIFY(images >= 6);
        // Every picture of the user guide is one a GUI test takes (docs_images copies them), but
        // for the CLI's Marmousi image.
        const QStringList taken = QStringLiteral(STRATA_DOC_IMAGES).split(u',');
        for (const QString& page : QDir(userGuideFolder()).entryList({QStringLiteral("*.md")})) {
            QFile file(QDir(userGuideFolder()).filePath(page));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QRegularExpression picture(QStringLiteral("\\(images/([a-z_0-9]+)\\.png\\)"));
            for (auto match = picture.globalMatch(QString::fromUtf8(file.readAll())); match.hasNext();) {
                const QString name = match.next().captured(1);
                QVERIFY2(taken.contains(name) || name == QStringLiteral("marmousi_rtm"), qPrintable(page + QStringLiteral(": ") + name));
            }
        }
    }

    // A seismic section is exported upright in its vertical plane: y = -depth, deepest row first.
    void seismicSectionIsExportedInItsVerticalPlane() {
        auto section = std::make_shared<Grid>();
        section->spec.nx = 4;
        section->spec.ny = 1;
        section->spec.nz = 3;
        section->spec.dx = 10;
        section->spec.dz = 5;
        section->addLayer("image");
        for (std::size_t n = 0; n < 12; ++n) section->layers[0][n] = float(n);  // value = iz * 4 + ix
        ResultItem item;
        item.kind = ResultKind::SeismicSection;
        item.name = QStringLiteral("RTM");
        item.grid = section;
        const ExportSource source = ExportSource::fromResult(item);
        QVERIFY(!source.is3dGrid());
        QCOMPARE(source.grid->spec.ny, std::size_t(3));
        QCOMPARE(source.grid->spec.y0, -10.0);
        // Row 0 (y = -10 m) is the deepest sample (iz = 2); the top row is depth 0.
        QCOMPARE(source.grid->layers[0][1], 9.0f);
        QCOMPARE(source.grid->layers[0][2 * 4 + 3], 3.0f);
    }

    void badOptionsAreRefusedBeforeWriting() {
        ExportDialog dialog(runner_, {ExportSource::fromGrid(QStringLiteral("Ni"), knownGrid())});
        dialog.selectFormat(QStringLiteral("csv"));
        dialog.setLayers({});
        dialog.setPath(dir_.filePath(QStringLiteral("none.csv")));
        QVERIFY(!dialog.startExport());
        QVERIFY(dialog.lastError().contains(QStringLiteral("layer")));
        QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("none.csv"))));
    }
};

STRATA_GUI_TEST_MAIN(ExportTest)
#include "ExportTest.moc"
