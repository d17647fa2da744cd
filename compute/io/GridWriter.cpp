#include "strata/io/GridWriter.h"

#include <cmath>
#include <filesystem>

#include "GdalBridge.h"
#include "NumberText.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/core/Version.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/DelimitedReader.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/RowWriter.h"

namespace strata::io {

namespace {

constexpr const char* kStage = "grid writer";
constexpr const char* kGslibTitlePrefix = "Strata grid ";

#if !STRATA_WITH_GDAL
[[noreturn]] void noGdal(const std::string& path, const char* what) {
    throw IoError(path, std::string(what) + " needs GDAL, and this build of Strata has none (STRATA_WITH_GDAL=OFF)");
}
#endif

// The layers to write, in order, as indices into grid.layers.
std::vector<std::size_t> selectedLayers(const Grid& grid, const GridWriteOptions& options) {
    if (grid.layers.size() != grid.names.size())
        throw ValidationError(kStage, "grid", "has " + std::to_string(grid.names.size()) + " names for " +
                                                  std::to_string(grid.layers.size()) + " layers");
    for (std::size_t k = 0; k < grid.layers.size(); ++k)
        if (grid.layers[k].size() != grid.spec.nodeCount())
            throw ValidationError(kStage, grid.names[k], "layer holds " + std::to_string(grid.layers[k].size()) +
                                                             " values for " + std::to_string(grid.spec.nodeCount()) + " nodes");
    std::vector<std::size_t> out;
    if (options.layers.empty()) {
        for (std::size_t k = 0; k < grid.layers.size(); ++k) out.push_back(k);
    } else {
        for (const auto& name : options.layers) out.push_back(grid.layerIndex(name));
    }
    if (out.empty()) throw ValidationError(kStage, "layer", "the grid has no layers to write");
    return out;
}

void appendCell(std::string& line, float v, const std::optional<double>& nodata) {
    if (std::isfinite(v))
        detail::appendNumber(line, v);
    else if (nodata)
        detail::appendNumber(line, *nodata);
}

void writeCsv(const std::string& path, const Grid& grid, const std::vector<std::size_t>& layers, const GridWriteOptions& o) {
    const GridSpec& g = grid.spec;
    AtomicFile file(path);
    std::string header = g.is3d() ? "x,y,z" : "x,y";
    for (std::size_t k : layers) header += "," + grid.names[k];
    file.write(header + '\n');
    writeRowsInParallel(file, g.nodeCount(), [&](std::string& out, std::size_t n) {
        detail::appendNumber(out, g.nodeX(n));
        out += ',';
        detail::appendNumber(out, g.nodeY(n));
        if (g.is3d()) {
            out += ',';
            detail::appendNumber(out, g.nodeZ(n));
        }
        for (std::size_t k : layers) {
            out += ',';
            appendCell(out, grid.layers[k][n], o.nodata);
        }
        out += '\n';
    });
    file.commit();
}

// Datamine and Vulcan import block models as block centres plus block sizes; blocks with no
// value in any layer are left out, as a block model holds only the blocks that exist.
void writeBlockModel(const std::string& path, const Grid& grid, const std::vector<std::size_t>& layers,
                     const GridWriteOptions& o) {
    const GridSpec& g = grid.spec;
    AtomicFile file(path);
    std::string header = "XC,YC,ZC,XINC,YINC,ZINC";
    for (std::size_t k : layers) header += "," + grid.names[k];
    header += '\n';
    std::string sizes = ",";
    detail::appendNumber(sizes, g.dx);
    sizes += ',';
    detail::appendNumber(sizes, g.dy);
    sizes += ',';
    detail::appendNumber(sizes, g.dz);
    file.write(header);
    writeRowsInParallel(file, g.nodeCount(), [&](std::string& out, std::size_t n) {
        bool any = false;
        for (std::size_t k : layers) any = any || std::isfinite(grid.layers[k][n]);
        if (!any) return;
        detail::appendNumber(out, g.nodeX(n));
        out += ',';
        detail::appendNumber(out, g.nodeY(n));
        out += ',';
        detail::appendNumber(out, g.nodeZ(n));
        out += sizes;
        for (std::size_t k : layers) {
            out += ',';
            appendCell(out, grid.layers[k][n], o.nodata);
        }
        out += '\n';
    });
    file.commit();
}

void writeGslib(const std::string& path, const Grid& grid, const std::vector<std::size_t>& layers, const GridWriteOptions& o) {
    GeoEasFile f;
    f.title = kGslibTitlePrefix + grid.spec.toString();
    f.gridSize = {grid.spec.nx, grid.spec.ny, grid.spec.nz};
    for (std::size_t k : layers) {
        f.names.push_back(grid.names[k]);
        f.columns.emplace_back(grid.layers[k].begin(), grid.layers[k].end());
    }
    GeoEasWriteOptions w;
    if (o.nodata) w.missingValue = *o.nodata;
    writeGeoEas(path, f, w);
}

void writeThroughGdal(const std::string& path, const Grid& grid, GridFormat format, const std::vector<std::size_t>& layers,
                      const GridWriteOptions& o) {
    const GridSpec& g = grid.spec;
    const GridFormatInfo& info = gridFormatInfo(format);
    if (format != GridFormat::GeoTiff && layers.size() != 1) {
        std::vector<std::string> names;
        for (std::size_t k : layers) names.push_back(grid.names[k]);
        throw ValidationError(kStage, "layer", std::string("the ") + info.name + " format holds one layer; choose one of " +
                                                   join(names, ", "));
    }
    std::size_t slice = 0;
    if (g.is3d()) {
        if (!o.zSlice)
            throw ValidationError(kStage, "z slice", std::string("the grid is 3-D (nz = ") + std::to_string(g.nz) + ") and " +
                                                         info.name + " is 2-D: choose a slice");
        slice = *o.zSlice;
        if (slice >= g.nz)
            throw ValidationError(kStage, "z slice", "is " + std::to_string(slice) + " but the grid has " + std::to_string(g.nz) +
                                                         " slices");
    }
    if (format == GridFormat::EsriAscii && std::abs(g.dx - g.dy) > 1e-9 * std::max(g.dx, g.dy))
        throw ValidationError(kStage, "grid", "ESRI ASCII grids need square cells (dx = " + detail::formatNumber(g.dx) +
                                                  ", dy = " + detail::formatNumber(g.dy) + ")");
#if STRATA_WITH_GDAL
    gdal::RasterOut r;
    r.nx = g.nx;
    r.ny = g.ny;
    r.x0 = g.x0;
    r.y0 = g.y0;
    r.dx = g.dx;
    r.dy = g.dy;
    r.nodata = o.nodata.value_or(-9999.0);
    r.crs = o.crs;
    const std::size_t offset = slice * g.nx * g.ny;
    for (std::size_t k : layers) {
        r.names.push_back(grid.names[k]);
        r.bands.emplace_back(grid.layers[k].begin() + std::ptrdiff_t(offset),
                             grid.layers[k].begin() + std::ptrdiff_t(offset + g.nx * g.ny));
    }
    switch (format) {
    case GridFormat::GeoTiff:
        r.driver = "GTiff";
        r.creationOptions = {"COMPRESS=DEFLATE", "PREDICTOR=3"};
        break;
    case GridFormat::SurferAscii: r.driver = "GSAG"; break;
    case GridFormat::Surfer7: r.driver = "GS7BG"; break;
    default:
        r.driver = "AAIGrid";
        r.creationOptions = {"SIGNIFICANT_DIGITS=9"};  // enough digits for a float to read back exactly
        break;
    }
    gdal::writeRaster(path, r);
#else
    (void)slice;
    noGdal(path, info.description);
#endif
}

}  // namespace

const std::vector<GridFormatInfo>& gridFormats() {
    static const std::vector<GridFormatInfo> formats = {
        {GridFormat::GeoTiff, "geotiff", ".tif .tiff", true, "GeoTIFF (GDAL GTiff)"},
        {GridFormat::SurferAscii, "surfer-ascii", "", true, "Surfer 6 text grid (GDAL GSAG)"},
        {GridFormat::Surfer7, "surfer7", ".grd", true, "Surfer 7 binary grid (GDAL GS7BG)"},
        {GridFormat::EsriAscii, "esri-ascii", ".asc", true, "ESRI ASCII grid (GDAL AAIGrid)"},
        {GridFormat::Csv, "csv", ".csv", false, "CSV, one row per node"},
        {GridFormat::Gslib, "gslib", ".dat .gslib .out", false, "GSLIB / GeoEAS grid file"},
        {GridFormat::Vti, "vti", ".vti", false, "VTK XML image data"},
        {GridFormat::BlockModelCsv, "blockmodel", "", false, "block-model CSV (XC,YC,ZC,XINC,YINC,ZINC,...)"},
    };
    return formats;
}

const GridFormatInfo& gridFormatInfo(GridFormat format) {
    for (const auto& f : gridFormats())
        if (f.format == format) return f;
    throw ValidationError(kStage, "format", "unknown grid format");
}

GridFormat gridFormatFromName(std::string_view name) {
    const std::string n = toLower(trim(name));
    struct Alias {
        const char* alias;
        GridFormat format;
    };
    static const Alias aliases[] = {{"gtiff", GridFormat::GeoTiff},     {"tif", GridFormat::GeoTiff},
                                    {"gsag", GridFormat::SurferAscii},  {"surfer6", GridFormat::SurferAscii},
                                    {"gs7bg", GridFormat::Surfer7},     {"surfer", GridFormat::Surfer7},
                                    {"aaigrid", GridFormat::EsriAscii}, {"esri", GridFormat::EsriAscii},
                                    {"asc", GridFormat::EsriAscii},     {"geoeas", GridFormat::Gslib},
                                    {"block-model", GridFormat::BlockModelCsv}};
    for (const auto& f : gridFormats())
        if (n == f.name) return f.format;
    for (const auto& a : aliases)
        if (n == a.alias) return a.format;
    std::vector<std::string> names;
    for (const auto& f : gridFormats()) names.push_back(f.name);
    throw ValidationError(kStage, "format", "'" + std::string(name) + "' is not a grid format (formats: " + join(names, ", ") + ")");
}

GridFormat gridFormatFromPath(const std::string& path) {
    const std::string ext = toLower(std::filesystem::path(path).extension().string());
    if (!ext.empty())
        for (const auto& f : gridFormats())
            for (const auto& e : split(f.extensions, ' '))
                if (e == ext) return f.format;
    throw ValidationError(kStage, "format", "cannot tell the grid format of '" + path + "' from its extension; name one with --format");
}

void writeGrid(const std::string& path, const Grid& grid, GridFormat format, const GridWriteOptions& options) {
    grid.spec.validate(kStage);
    const auto layers = selectedLayers(grid, options);
    // The 3-D formats write every slice: a slice asked of them would be silently ignored.
    const bool wholeGrid = format == GridFormat::Csv || format == GridFormat::BlockModelCsv ||
                           format == GridFormat::Gslib || format == GridFormat::Vti;
    if (options.zSlice && wholeGrid)
        throw ValidationError(
            kStage, "z slice",
            std::string("applies to 2-D formats; ") + gridFormatInfo(format).name + " holds every slice of the grid");
    switch (format) {
    case GridFormat::Csv: return writeCsv(path, grid, layers, options);
    case GridFormat::BlockModelCsv: return writeBlockModel(path, grid, layers, options);
    case GridFormat::Gslib: return writeGslib(path, grid, layers, options);
    case GridFormat::Vti: {
        if (options.layers.empty()) return writeVti(path, grid, options.vtk);  // every layer: no copy
        Grid selected{grid.spec, {}, {}};
        for (std::size_t k : layers) {
            selected.names.push_back(grid.names[k]);
            selected.layers.push_back(grid.layers[k]);
        }
        return writeVti(path, selected, options.vtk);
    }
    default: return writeThroughGdal(path, grid, format, layers, options);
    }
}

GeoGrid readRaster(const std::string& path) {
#if STRATA_WITH_GDAL
    return gdal::readRaster(path);
#else
    noGdal(path, "reading rasters");
#endif
}

Grid readGslibGrid(const std::string& path, const std::optional<GridSpec>& spec) {
    GeoEasFile f = readGeoEas(path);
    GridSpec g;
    if (spec) {
        g = *spec;
    } else if (f.title.rfind(kGslibTitlePrefix, 0) == 0) {
        g = GridSpec::parse(f.title.substr(std::string(kGslibTitlePrefix).size()), "grid");
    } else {
        throw ValidationError("GSLIB grid reader", "grid",
                              "'" + path + "' does not say where its nodes are: give the grid (NX,NY[,NZ]:X0,Y0[,Z0]:DX,DY[,DZ])");
    }
    if (!f.gridSize.empty() && (f.gridSize[0] != g.nx || f.gridSize[1] != g.ny || f.gridSize[2] != g.nz))
        throw ValidationError("GSLIB grid reader", "grid",
                              "is " + g.toString() + " but '" + path + "' says " + std::to_string(f.gridSize[0]) + " x " +
                                  std::to_string(f.gridSize[1]) + " x " + std::to_string(f.gridSize[2]) + " nodes");
    if (f.rowCount() != g.nodeCount())
        throw ParseError(path, 0, 0, "holds " + std::to_string(f.rowCount()) + " rows for a grid of " +
                                         std::to_string(g.nodeCount()) + " nodes (" + g.toString() + ")");
    const DelimitedOptions defaults;
    std::vector<double> missingCodes;
    for (const auto& code : defaults.missingValues) {
        double v;
        if (detail::parseNumber(code, v) && std::isfinite(v)) missingCodes.push_back(v);
    }
    Grid grid;
    grid.spec = g;
    for (std::size_t k = 0; k < f.names.size(); ++k) {
        auto& layer = grid.addLayer(f.names[k].empty() ? "column " + std::to_string(k + 1) : f.names[k]);
        for (std::size_t n = 0; n < layer.size(); ++n) {
            double v = f.columns[k][n];
            for (double code : missingCodes)
                if (v == code) v = NAN;
            layer[n] = float(v);
        }
    }
    return grid;
}

}  // namespace strata::io
