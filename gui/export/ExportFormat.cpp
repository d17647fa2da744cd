#include "export/ExportFormat.h"

#include <algorithm>

#include <QCoreApplication>
#include <QFileInfo>

#include "strata/core/Version.h"

namespace strata::gui {

namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(strata::gui::ExportFormat)
};

// The fields every format has; the helpers below add their writer's own.
ExportFormat baseFormat(const char* id, const QString& label, const char* extension, ExportWriterKind writer,
                        unsigned options, const QString& note) {
    ExportFormat f;
    f.id = QString::fromLatin1(id);
    f.label = label;
    f.extension = QString::fromLatin1(extension);
    f.note = note;
    f.writer = writer;
    f.options = options;
    return f;
}

ExportFormat gridFormat(const char* id, const QString& label, const char* extension, io::GridFormat grid, unsigned options,
                        const QString& note = {}) {
    ExportFormat f = baseFormat(id, label, extension, ExportWriterKind::Grid, options, note);
    f.grid = grid;
    f.needsGdal = io::gridFormatInfo(grid).needsGdal;
    return f;
}

ExportFormat surfaceFormat(const char* id, const QString& label, const char* extension, io::SurfaceFormat surface,
                           unsigned options, const QString& note) {
    ExportFormat f = baseFormat(id, label, extension, ExportWriterKind::Surface, options | OptionLayers | OptionZSlice, note);
    f.surface = surface;
    return f;
}

ExportFormat pointFormat(const char* id, const QString& label, const char* extension, io::PointFormat points,
                         unsigned options, const QString& note = {}) {
    ExportFormat f = baseFormat(id, label, extension, ExportWriterKind::Points, options | OptionLayers, note);
    f.points = points;
    return f;
}

ExportFormat drillholeFormat(const char* id, const QString& label, const char* extension, ExportWriterKind writer,
                             unsigned options, const QString& note) {
    return baseFormat(id, label, extension, writer, options, note);
}

std::vector<ExportFormat> makeFormats() {
    const QString surpacNote = Text::tr("Surpac writes a string file (.str) and a DTM (.dtm) beside it; coordinates are "
                                  "written northing (y) before easting (x), as Surpac expects.");
    const QString triangulationNote = Text::tr("Each layer chosen becomes one triangulated surface (z = the layer's value); "
                                         "nodes without a value leave holes. Several layers give one file per layer.");
    return {
        gridFormat("geotiff", Text::tr("GeoTIFF"), ".tif", io::GridFormat::GeoTiff,
                   OptionLayers | OptionZSlice | OptionCrs | OptionNodata,
                   Text::tr("Every chosen layer becomes a Float32 band; the CRS is embedded.")),
        gridFormat("surfer7", Text::tr("Surfer 7 binary grid"), ".grd", io::GridFormat::Surfer7,
                   OptionOneLayer | OptionZSlice | OptionNodata, Text::tr("One layer; Surfer grids carry no CRS.")),
        gridFormat("surfer-ascii", Text::tr("Surfer 6 text grid"), ".grd", io::GridFormat::SurferAscii,
                   OptionOneLayer | OptionZSlice | OptionNodata, Text::tr("One layer; Surfer grids carry no CRS.")),
        gridFormat("esri-ascii", Text::tr("ESRI ASCII grid"), ".asc", io::GridFormat::EsriAscii,
                   OptionOneLayer | OptionZSlice | OptionCrs | OptionNodata,
                   Text::tr("One layer, square cells only; the CRS goes into a .prj file beside it.")),
        gridFormat("csv", Text::tr("CSV table (x, y[, z], layers)"), ".csv", io::GridFormat::Csv, OptionLayers | OptionNodata,
                   Text::tr("One row per node, x fastest; empty nodes are empty cells unless a nodata value is set.")),
        gridFormat("blockmodel", Text::tr("Block-model CSV (Datamine, Vulcan)"), ".csv", io::GridFormat::BlockModelCsv,
                   OptionLayers | OptionNodata,
                   Text::tr("Columns XC, YC, ZC, XINC, YINC, ZINC and the layers; blocks without any value are left out.")),
        gridFormat("gslib", Text::tr("GSLIB grid file"), ".dat", io::GridFormat::Gslib, OptionLayers | OptionNodata,
                   Text::tr("GeoEAS file, x fastest; missing values are -999 unless a nodata value is set.")),
        gridFormat("vti", Text::tr("VTK image data"), ".vti", io::GridFormat::Vti, OptionLayers | OptionVtkEncoding,
                   Text::tr("Point data at the nodes; ParaView reads it.")),
        surfaceFormat("surpac", Text::tr("Surpac string + DTM"), ".str", io::SurfaceFormat::Surpac, OptionObjectName,
                      surpacNote + QLatin1Char(' ') + triangulationNote),
        surfaceFormat("dxf", Text::tr("DXF 3DFACE"), ".dxf", io::SurfaceFormat::Dxf, OptionObjectName,
                      Text::tr("ASCII DXF (R12), one 3DFACE per triangle on the named layer.") + QLatin1Char(' ') +
                          triangulationNote),
        surfaceFormat("obj", Text::tr("Wavefront OBJ"), ".obj", io::SurfaceFormat::Obj, OptionObjectName, triangulationNote),
        surfaceFormat("vtp-surface", Text::tr("VTK poly data surface"), ".vtp", io::SurfaceFormat::Vtp, OptionVtkEncoding,
                      Text::tr("Keeps every layer as a per-vertex scalar.") + QLatin1Char(' ') + triangulationNote),
        pointFormat("points-csv", Text::tr("CSV points"), ".csv", io::PointFormat::Csv, 0,
                    Text::tr("x, y[, z] and every value column; missing values are empty cells.")),
        pointFormat("points-gslib", Text::tr("GSLIB / GeoEAS points"), ".dat", io::PointFormat::Gslib, OptionNodata,
                    Text::tr("Missing values are -999 unless a nodata value is set.")),
        pointFormat("points-vtp", Text::tr("VTK poly data points"), ".vtp", io::PointFormat::Vtp, OptionVtkEncoding),
        drillholeFormat("intervals-csv", Text::tr("Desurveyed intervals CSV"), ".csv", ExportWriterKind::Intervals,
                        OptionIntervalTable,
                        Text::tr("Every interval row with its columns plus XM,YM,ZM (mid-point) and XF,YF,ZF,XT,YT,ZT (ends), "
                           "desurveyed as in the project.")),
        drillholeFormat("composites-csv", Text::tr("Composites CSV"), ".csv", ExportWriterKind::Composites,
                        OptionIntervalTable | OptionCompositeLength,
                        Text::tr("Fixed-length, length-weighted composites; short end pieces are merged into the previous "
                           "composite.")),
        drillholeFormat("traces-vtp", Text::tr("Hole traces, VTK poly data"), ".vtp", ExportWriterKind::Traces,
                        OptionStationStep | OptionVtkEncoding, Text::tr("One polyline per hole, a vertex every station step.")),
        drillholeFormat("traces-surpac", Text::tr("Hole traces, Surpac strings"), ".str", ExportWriterKind::Traces,
                        OptionStationStep | OptionObjectName,
                        Text::tr("One string segment per hole; northing (y) before easting (x), as Surpac expects.")),
    };
}

bool appliesTo(const ExportFormat& format, const ExportSource& source) {
    switch (source.kind) {
    case ExportSource::Kind::Grid:
    case ExportSource::Kind::SurfaceStack:
        return format.writer == ExportWriterKind::Grid || format.writer == ExportWriterKind::Surface;
    case ExportSource::Kind::Points: return format.writer == ExportWriterKind::Points;
    case ExportSource::Kind::Drillholes:
        return format.writer == ExportWriterKind::Intervals || format.writer == ExportWriterKind::Composites ||
               format.writer == ExportWriterKind::Traces;
    }
    return false;
}

}  // namespace

QString ExportFormat::fileFilter() const {
    const QString pattern = id == QLatin1String("surpac") ? QStringLiteral("*.str *.dtm") : QLatin1Char('*') + extension;
    return QStringLiteral("%1 (%2)").arg(label, pattern);
}

bool buildHasGdal() { return STRATA_WITH_GDAL != 0; }

const std::vector<ExportFormat>& allExportFormats() {
    static const std::vector<ExportFormat> formats = makeFormats();
    return formats;
}

std::vector<ExportFormat> exportFormatsFor(const ExportSource& source) {
    std::vector<ExportFormat> out;
    for (const ExportFormat& format : allExportFormats()) {
        if (!appliesTo(format, source) || (format.needsGdal && !buildHasGdal())) continue;
        // Surfaces come first for a surface stack: that is what mine-planning packages take.
        if (source.kind == ExportSource::Kind::SurfaceStack && format.writer == ExportWriterKind::Surface) {
            auto firstGrid = std::find_if(out.begin(), out.end(),
                                          [](const ExportFormat& f) { return f.writer == ExportWriterKind::Grid; });
            out.insert(firstGrid, format);
        } else {
            out.push_back(format);
        }
    }
    return out;
}

const ExportFormat* findExportFormat(const QString& id) {
    for (const ExportFormat& format : allExportFormats())
        if (format.id == id) return &format;
    return nullptr;
}

QString withFormatExtension(const QString& path, const ExportFormat& format) {
    if (path.isEmpty()) return path;
    // Only a known export extension is replaced: "estimate 1.5" keeps its ".5".
    const QString suffix = QLatin1Char('.') + QFileInfo(path).suffix().toLower();
    bool known = suffix == QLatin1String(".dtm") || suffix == QLatin1String(".tiff");
    for (const ExportFormat& f : allExportFormats()) known = known || f.extension == suffix;
    const QString stem = known ? path.left(path.size() - suffix.size()) : path;
    return stem + format.extension;
}

}  // namespace strata::gui
