// Raster input and output through GDAL.
#include <gdal_priv.h>

#include <cmath>
#include <filesystem>
#include <memory>

#include "GdalBridge.h"
#include "GdalSupport.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::io::gdal {

namespace {

struct DatasetCloser {
    void operator()(GDALDataset* ds) const { GDALClose(GDALDataset::ToHandle(ds)); }
};
using DatasetPtr = std::unique_ptr<GDALDataset, DatasetCloser>;

std::vector<std::string> fileList(GDALDataset& ds) {
    std::vector<std::string> files;
    char** list = ds.GetFileList();
    for (char** p = list; p && *p; ++p) files.emplace_back(*p);
    CSLDestroy(list);
    return files;
}

}  // namespace

void writeRaster(const std::string& path, const RasterOut& r) {
    ensureRegistered();
    ErrorCapture errors;
    // No .aux.xml sidecars: the formats either hold what we write or cannot (Surfer: no CRS).
    ScopedConfigOption noPam("GDAL_PAM_ENABLED", "NO");
    GDALDriver* memory = GetGDALDriverManager()->GetDriverByName("MEM");
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName(r.driver.c_str());
    if (!memory || !driver) throw IoError(path, "the GDAL driver " + r.driver + " is not available in this GDAL");

    DatasetPtr source(memory->Create("", int(r.nx), int(r.ny), int(r.bands.size()), GDT_Float32, nullptr));
    if (!source) throw IoError(path, errors.message("GDAL could not create an in-memory raster"));
    // Node centres to a north-up pixel-corner geotransform.
    double transform[6] = {r.x0 - r.dx / 2, r.dx, 0, r.y0 + (double(r.ny) - 0.5) * r.dy, 0, -r.dy};
    source->SetGeoTransform(transform);
    if (!r.crs.empty()) {
        const OGRSpatialReference srs = parseCrs(r.crs);
        source->SetSpatialRef(&srs);
    }
    std::vector<float> row(r.nx);
    for (std::size_t k = 0; k < r.bands.size(); ++k) {
        GDALRasterBand* band = source->GetRasterBand(int(k + 1));
        band->SetNoDataValue(r.nodata);
        band->SetDescription(r.names[k].c_str());
        for (std::size_t j = 0; j < r.ny; ++j) {
            const float* south = r.bands[k].data() + (r.ny - 1 - j) * r.nx;  // raster row j is grid row ny-1-j
            for (std::size_t i = 0; i < r.nx; ++i) row[i] = std::isfinite(south[i]) ? south[i] : float(r.nodata);
            if (band->RasterIO(GF_Write, 0, int(j), int(r.nx), 1, row.data(), int(r.nx), 1, GDT_Float32, 0, 0) != CE_None)
                throw IoError(path, errors.message("GDAL could not fill the raster"));
        }
    }

    std::string temporaryStem;
    const std::string temporary = temporarySibling(path, temporaryStem);
    std::vector<char*> options;
    for (const auto& o : r.creationOptions) options.push_back(const_cast<char*>(o.c_str()));
    options.push_back(nullptr);
    DatasetPtr written(driver->CreateCopy(temporary.c_str(), source.get(), FALSE, options.data(), nullptr, nullptr));
    if (!written) {
        removeFiles({temporary, (std::filesystem::path(temporary).replace_extension(".prj")).string()});
        throw IoError(path, errors.message("GDAL could not write the " + r.driver + " file"));
    }
    const auto files = fileList(*written);
    written.reset();  // GDALClose flushes; a failure there is a failed write too
    if (errors.failed()) {
        removeFiles(files);
        throw IoError(path, errors.message("GDAL could not finish the " + r.driver + " file"));
    }
    commitGdalFiles(path, temporaryStem, files);
}

GeoGrid readRaster(const std::string& path) {
    ensureRegistered();
    ErrorCapture errors;
    DatasetPtr ds(GDALDataset::FromHandle(GDALOpenEx(path.c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY, nullptr, nullptr, nullptr)));
    if (!ds) throw IoError(path, errors.message("GDAL cannot read it as a raster"));
    const int nx = ds->GetRasterXSize(), ny = ds->GetRasterYSize(), bands = ds->GetRasterCount();
    if (nx < 1 || ny < 1 || bands < 1) throw IoError(path, "the raster holds no bands");
    double t[6] = {0, 1, 0, 0, 0, 1};
    const bool georeferenced = ds->GetGeoTransform(t) == CE_None;
    if (t[2] != 0 || t[4] != 0) throw IoError(path, "rotated rasters are not supported (the geotransform has rotation terms)");
    if (t[1] <= 0) throw IoError(path, "the raster's pixel width is not positive");
    const bool northUp = t[5] < 0;

    GeoGrid out;
    GridSpec& g = out.grid.spec;
    g.nx = std::size_t(nx);
    g.ny = std::size_t(ny);
    g.nz = 1;
    g.dx = t[1];
    g.dy = std::abs(t[5]);
    g.x0 = t[0] + g.dx / 2;
    g.y0 = northUp ? t[3] + double(ny) * t[5] + g.dy / 2 : t[3] + g.dy / 2;
    g.z0 = 0;
    if (!georeferenced) g.y0 = g.dy / 2;
    std::vector<float> row(g.nx);
    for (int b = 1; b <= bands; ++b) {
        GDALRasterBand* band = ds->GetRasterBand(b);
        const std::string description = band->GetDescription();
        auto& layer = out.grid.addLayer(description.empty() ? "band " + std::to_string(b) : description);
        int hasNodata = 0;
        const double nodata = band->GetNoDataValue(&hasNodata);
        for (int j = 0; j < ny; ++j) {
            if (band->RasterIO(GF_Read, 0, j, nx, 1, row.data(), nx, 1, GDT_Float32, 0, 0) != CE_None)
                throw IoError(path, errors.message("GDAL could not read band " + std::to_string(b)));
            const std::size_t gridRow = northUp ? std::size_t(ny - 1 - j) : std::size_t(j);
            float* dst = layer.data() + gridRow * g.nx;
            for (std::size_t i = 0; i < g.nx; ++i) {
                const float v = row[i];
                const bool missing = hasNodata && (v == float(nodata) || (std::isnan(nodata) && std::isnan(v)));
                dst[i] = missing ? NAN : v;
            }
        }
    }
    out.crs = crsText(ds->GetSpatialRef());
    return out;
}

}  // namespace strata::io::gdal
