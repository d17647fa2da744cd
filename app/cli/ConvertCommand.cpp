// strata-cli convert IN OUT: grids and points between the formats of compute/io.
//   grids in:  GeoTIFF, Surfer, ESRI ASCII and anything else GDAL reads; GSLIB grid files
//   grids out: every GridFormat, or a triangulated surface (.str/.dtm, .dxf, .obj, .vtp)
//   points in: CSV / TSV / XYZ / GSLIB, or any GDAL vector source (Shapefile, GeoPackage, ...)
//   points out: CSV, GSLIB, VTK .vtp
#include <filesystem>
#include <iostream>
#include <optional>

#include "CliCommand.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/DelimitedReader.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/GridWriter.h"
#include "strata/io/PointWriter.h"
#include "strata/io/SurfaceWriter.h"
#include "strata/io/VectorReader.h"

namespace strata::cli {
namespace {

constexpr const char* kStage = "convert";

struct ConvertArgs {
    std::string input, output, format, columns, grid, crs, surfaceLayer;
    std::vector<std::string> layers;
    std::optional<double> nodata;
    std::optional<std::size_t> zSlice;
    bool vtkAscii = false, strict = false;
};

std::string extensionOf(const std::string& path) { return toLower(std::filesystem::path(path).extension().string()); }

bool oneOf(const std::string& ext, std::initializer_list<const char*> list) {
    for (const char* e : list)
        if (ext == e) return true;
    return false;
}

// GSLIB files hold points or a grid; a grid says so in its header ("nvar nx ny nz") or title.
bool isGslibGrid(const ConvertArgs& a) {
    if (!a.grid.empty()) return true;
    const std::string ext = extensionOf(a.input);
    if (!oneOf(ext, {".dat", ".out", ".gslib", ".geoeas", ".gsl"})) return false;
    const io::GeoEasFile head = io::readGeoEas(a.input);
    return !head.gridSize.empty() || head.title.rfind("Strata grid ", 0) == 0;
}

bool isRaster(const std::string& ext) { return oneOf(ext, {".tif", ".tiff", ".grd", ".asc", ".img", ".nc", ".vrt", ".bil", ".flt"}); }
bool isVector(const std::string& ext) { return oneOf(ext, {".shp", ".gpkg", ".geojson", ".json", ".kml", ".gml", ".fgb", ".sqlite"}); }
bool isSurface(const std::string& ext) { return oneOf(ext, {".str", ".dtm", ".dxf", ".obj", ".vtp"}); }

void convertGrid(const ConvertArgs& a, Grid grid, const std::string& crs) {
    std::cerr << "read grid " << grid.spec.toString() << " with layers " << join(grid.names, ", ") << '\n';
    const std::string ext = extensionOf(a.output);
    const bool toSurface = a.format.empty() ? isSurface(ext) : (a.format == "surpac" || a.format == "dxf" || a.format == "obj" || a.format == "vtp");
    if (toSurface) {
        std::string layer = a.surfaceLayer;
        if (layer.empty() && a.layers.size() == 1) layer = a.layers.front();
        if (layer.empty()) {
            if (grid.names.size() != 1)
                throw ValidationError(kStage, "surface", "the grid has layers " + join(grid.names, ", ") +
                                                             ": say which one is the surface elevation");
            layer = grid.names.front();
        }
        const io::TriangleMesh mesh = io::triangulateGridLayer(grid, layer, a.zSlice.value_or(0));
        io::SurfaceWriteOptions options;
        options.name = std::filesystem::path(a.output).stem().string();
        if (a.vtkAscii) options.vtk.encoding = io::VtkEncoding::Ascii;
        const io::SurfaceFormat format = a.format.empty() ? io::surfaceFormatFromPath(a.output) : io::surfaceFormatFromName(a.format);
        io::writeSurface(a.output, mesh, format, options);
        std::cout << "wrote surface of " << mesh.vertexCount() << " vertices and " << mesh.triangles.size() << " triangles to "
                  << a.output << '\n';
        return;
    }
    io::GridWriteOptions options;
    options.layers = a.layers;
    options.nodata = a.nodata;
    options.crs = a.crs.empty() ? crs : a.crs;
    options.zSlice = a.zSlice;
    if (a.vtkAscii) options.vtk.encoding = io::VtkEncoding::Ascii;
    const io::GridFormat format = a.format.empty() ? io::gridFormatFromPath(a.output) : io::gridFormatFromName(a.format);
    io::writeGrid(a.output, grid, format, options);
    std::cout << "wrote grid " << grid.spec.toString() << " to " << a.output << " (" << io::gridFormatInfo(format).description
              << ")\n";
}

PointSet readPointsReporting(const ConvertArgs& a) {
    const std::string ext = extensionOf(a.input);
    if (isVector(ext)) return io::readVectorPoints(a.input);
    const io::PointColumns mapping = a.columns.empty() ? io::PointColumns() : io::PointColumns::parse(a.columns);
    io::PointReadOptions options;
    options.table.strict = a.strict;
    io::PointReadReport report;
    PointSet points = io::readPoints(a.input, mapping, options, &report);
    constexpr std::size_t shown = 20;
    for (std::size_t k = 0; k < report.problems.size() && k < shown; ++k) {
        const auto& p = report.problems[k];
        std::cerr << "warning: " << a.input << ':' << p.line;
        if (p.column) std::cerr << ':' << p.column;
        std::cerr << ": " << p.message << '\n';
    }
    if (report.problemCount > shown) std::cerr << "warning: " << report.problemCount - shown << " more problems not shown\n";
    return points;
}

void convertPoints(const ConvertArgs& a) {
    // Grid options given with points would be silently ignored.
    for (const auto& [given, option] : {std::pair{!a.layers.empty(), "layer"},
                                        {!a.surfaceLayer.empty(), "surface"},
                                        {a.zSlice.has_value(), "z-slice"}})
        if (given) throw ValidationError(kStage, option, "applies to grids; '" + a.input + "' is read as points");
    const PointSet points = readPointsReporting(a);
    if (points.size() == 0) throw ValidationError(kStage, "IN", "'" + a.input + "' holds no point with coordinates");
    const io::PointFormat format = a.format.empty() ? io::pointFormatFromPath(a.output) : io::pointFormatFromName(a.format);
    io::PointWriteOptions options;
    if (a.vtkAscii) options.vtk.encoding = io::VtkEncoding::Ascii;
    io::writePoints(a.output, points, format, options);
    std::cout << "wrote " << points.size() << ' ' << points.dimension << "-D points with values "
              << (points.names.empty() ? std::string("(none)") : join(points.names, ", ")) << " to " << a.output << '\n';
}

void convert(const ConvertArgs& a) {
    io::checkOutputPath(a.output, kStage, "OUT");
    io::checkOutputsApart(kStage, {{"OUT", a.output}}, {{"IN", a.input}});
    const std::string ext = extensionOf(a.input);
    if (isRaster(ext)) {
        io::GeoGrid g = io::readRaster(a.input);
        convertGrid(a, std::move(g.grid), g.crs);
    } else if (isGslibGrid(a)) {
        std::optional<GridSpec> spec;
        if (!a.grid.empty()) spec = GridSpec::parse(a.grid, "grid");
        convertGrid(a, io::readGslibGrid(a.input, spec), {});
    } else {
        convertPoints(a);
    }
}

const Registration reg("convert", [](CLI::App& app) {
    auto args = std::make_shared<ConvertArgs>();
    auto* verb = app.add_subcommand("convert", "convert grids and points between file formats (see docs/formats.md)");
    verb->add_option("IN", args->input, "input: raster, GSLIB grid, CSV/XYZ/GSLIB points or a vector data source")->required();
    verb->add_option("OUT", args->output, "output; its extension picks the format unless --format is given")->required();
    verb->add_option("--format", args->format,
                     "output format: geotiff, surfer-ascii, surfer7, esri-ascii, csv, gslib, vti, blockmodel (grids); "
                     "surpac, dxf, obj, vtp (surfaces from a grid layer); csv, gslib, vtp (points)");
    verb->add_option("--columns", args->columns, "point columns x,y[,z],value... by name (a|b for aliases) or 1-based number");
    verb->add_option("--grid", args->grid, "NX,NY[,NZ]:X0,Y0[,Z0]:DX,DY[,DZ] of a GSLIB grid file (node centres)");
    verb->add_option("--layer", args->layers, "grid layer(s) to write (repeat the option for several)");
    verb->add_option("--surface", args->surfaceLayer, "grid layer triangulated as the surface elevation");
    verb->add_option("--nodata", args->nodata, "value written for missing nodes (rasters default to -9999)");
    verb->add_option("--crs", args->crs, "coordinate reference system of the output (EPSG:n, WKT or PROJ)");
    verb->add_option("--z-slice", args->zSlice, "0-based horizontal slice of a 3-D grid for 2-D formats");
    verb->add_flag("--vtk-ascii", args->vtkAscii, "write VTK files as readable ascii instead of base64");
    verb->add_flag("--strict", args->strict, "fail on the first bad cell instead of warning");
    verb->callback([args] { convert(*args); });
});

}  // namespace
}  // namespace strata::cli
