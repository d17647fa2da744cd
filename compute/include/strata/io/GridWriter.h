#pragma once
// Grid output in the formats mining and GIS software read. Strata grids are node-centred
// (GSLIB): (x0, y0) is the centre of the first node, rows run south to north, x fastest.
// Raster formats written through GDAL (GeoTIFF, Surfer, ESRI ASCII) get the equivalent
// pixel-corner geotransform with north-up rows; GDAL then writes each format's convention.
// Every save is atomic: a failed write leaves the old file (and its sidecars) untouched.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/io/VtkXmlWriter.h"

namespace strata::io {

enum class GridFormat {
    GeoTiff,        // GDAL GTiff: all layers as Float32 bands, CRS embedded, DEFLATE compressed
    SurferAscii,    // GDAL GSAG (Surfer 6 text .grd): one layer, no CRS
    Surfer7,        // GDAL GS7BG (Surfer 7 binary .grd): one layer, no CRS
    EsriAscii,      // GDAL AAIGrid (.asc): one layer, square cells, CRS in a .prj beside it
    Csv,            // x,y[,z],<layer>... one row per node, x fastest
    Gslib,          // GeoEAS grid file: "nvar nx ny nz" header, x fastest, missing = -999
    Vti,            // VTK XML image data, point data at the nodes
    BlockModelCsv,  // XC,YC,ZC,XINC,YINC,ZINC,<layer>... (Datamine / Vulcan import), empty blocks omitted
};

struct GridFormatInfo {
    GridFormat format;
    const char* name;        // for --format
    const char* extensions;  // e.g. ".tif .tiff"
    bool needsGdal;
    const char* description;
};
const std::vector<GridFormatInfo>& gridFormats();
// By --format name (case-insensitive; also the GDAL driver names GTiff, GSAG, GS7BG, AAIGrid).
GridFormat gridFormatFromName(std::string_view name);
// By extension: .tif/.tiff, .grd (Surfer 7 binary), .asc, .csv, .dat/.gslib/.out, .vti.
// Throws ValidationError for an unknown extension.
GridFormat gridFormatFromPath(const std::string& path);
const GridFormatInfo& gridFormatInfo(GridFormat format);

struct GridWriteOptions {
    std::vector<std::string> layers;  // empty: every layer; one-layer formats need exactly one
    // Value written for NaN. Raster formats default to -9999 (and record it as the nodata
    // value); CSV formats write an empty cell unless it is set; GSLIB writes -999 unless set.
    std::optional<double> nodata;
    std::string crs;  // GeoTIFF and ESRI (.prj): "EPSG:32633", WKT or a PROJ string
    std::optional<std::size_t> zSlice;  // which horizontal slice of a 3-D grid a 2-D format gets
    VtkWriteOptions vtk;
};

void writeGrid(const std::string& path, const Grid& grid, GridFormat format, const GridWriteOptions& options = {});
inline void writeGrid(const std::string& path, const Grid& grid, const GridWriteOptions& options = {}) {
    writeGrid(path, grid, gridFormatFromPath(path), options);
}

// A raster read through GDAL, with its coordinate reference system.
struct GeoGrid {
    Grid grid;
    std::string crs;  // "EPSG:n" when GDAL identifies an authority code, otherwise WKT; empty when none
};
// Any raster GDAL reads (GeoTIFF, Surfer grids, ESRI ASCII, ...): one layer per band (named by
// the band description, else "band N"); nodata becomes NaN; north-up rows become south-first.
// Rotated (sheared) geotransforms are refused. Throws IoError when GDAL cannot read it or when
// this build has no GDAL.
GeoGrid readRaster(const std::string& path);

// A GSLIB grid file (as kt3d writes): counts from its "nvar nx ny nz" header, origin and spacing
// from `spec` (GSLIB files do not hold them) or from a Strata title "Strata grid <spec>".
// -999 and blanks (see DelimitedOptions::missingValues) become NaN.
Grid readGslibGrid(const std::string& path, const std::optional<GridSpec>& spec = std::nullopt);

}  // namespace strata::io
