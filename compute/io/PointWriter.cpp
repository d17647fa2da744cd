#include "strata/io/PointWriter.h"

#include <cmath>
#include <filesystem>

#include "NumberText.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/RowWriter.h"

namespace strata::io {

namespace {

constexpr const char* kStage = "point writer";

// CSV header cells are quoted when they hold a delimiter or a quote.
std::string csvCell(const std::string& s) {
    if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

void checkSizes(const PointSet& p) {
    const std::size_t n = p.size();
    if (p.y.size() != n || p.z.size() != n) throw ValidationError(kStage, "points", "x, y and z have different lengths");
    if (p.names.size() != p.values.size()) throw ValidationError(kStage, "points", "value names and columns differ in number");
    for (std::size_t k = 0; k < p.values.size(); ++k)
        if (p.values[k].size() != n)
            throw ValidationError(kStage, p.names[k], "column holds " + std::to_string(p.values[k].size()) + " values for " +
                                                          std::to_string(n) + " points");
}

void writeCsv(const std::string& path, const PointSet& p) {
    const bool is3d = p.dimension == 3;
    AtomicFile file(path);
    std::string header = is3d ? "x,y,z" : "x,y";
    for (const auto& name : p.names) header += "," + csvCell(name);
    file.write(header + '\n');
    writeRowsInParallel(file, p.size(), [&](std::string& out, std::size_t i) {
        detail::appendNumber(out, p.x[i]);
        out += ',';
        detail::appendNumber(out, p.y[i]);
        if (is3d) {
            out += ',';
            detail::appendNumber(out, p.z[i]);
        }
        for (const auto& column : p.values) {
            out += ',';
            if (std::isfinite(column[i])) detail::appendNumber(out, column[i]);
        }
        out += '\n';
    });
    file.commit();
}

void writeGslib(const std::string& path, const PointSet& p, double missing) {
    GeoEasFile f;
    f.title = "Strata points";
    f.names = {"X", "Y"};
    f.columns = {p.x, p.y};
    if (p.dimension == 3) {
        f.names.push_back("Z");
        f.columns.push_back(p.z);
    }
    for (std::size_t k = 0; k < p.names.size(); ++k) {
        f.names.push_back(p.names[k]);
        f.columns.push_back(p.values[k]);
    }
    writeGeoEas(path, f, {missing});
}

}  // namespace

PointFormat pointFormatFromName(std::string_view name) {
    const std::string n = toLower(trim(name));
    if (n == "csv" || n == "xyz" || n == "txt") return PointFormat::Csv;
    if (n == "gslib" || n == "geoeas" || n == "dat") return PointFormat::Gslib;
    if (n == "vtp" || n == "vtk") return PointFormat::Vtp;
    throw ValidationError(kStage, "format", "'" + std::string(name) + "' is not a point format (formats: csv, gslib, vtp)");
}

PointFormat pointFormatFromPath(const std::string& path) {
    const std::string ext = toLower(std::filesystem::path(path).extension().string());
    if (ext == ".csv" || ext == ".txt" || ext == ".xyz") return PointFormat::Csv;
    if (ext == ".dat" || ext == ".gslib" || ext == ".geoeas") return PointFormat::Gslib;
    if (ext == ".vtp") return PointFormat::Vtp;
    throw ValidationError(kStage, "format", "cannot tell the point format of '" + path + "' from its extension (.csv, .dat, .vtp); name one with --format");
}

void writePoints(const std::string& path, const PointSet& points, PointFormat format, const PointWriteOptions& options) {
    checkSizes(points);
    switch (format) {
    case PointFormat::Csv: return writeCsv(path, points);
    case PointFormat::Gslib: return writeGslib(path, points, options.gslibMissing);
    case PointFormat::Vtp: return writeVtp(path, points, options.vtk);
    }
}

}  // namespace strata::io
