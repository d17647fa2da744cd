#include "strata/io/SurfaceWriter.h"

#include <ctime>
#include <filesystem>

#include "NumberText.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"

namespace strata::io {

namespace {

constexpr const char* kStage = "surface writer";

// Surpac header fields are free text between commas: keep commas and line breaks out.
std::string headerField(const std::string& s) {
    std::string out;
    for (char c : s) out += (c == ',' || c == '\n' || c == '\r') ? ' ' : c;
    return out;
}

std::string surpacDate() {
    static const char* months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    const std::time_t now = std::time(nullptr);
    std::tm local{};
#ifdef _WIN32
    localtime_s(&local, &now);
#else
    localtime_r(&now, &local);
#endif
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%02d-%s-%02d", local.tm_mday, months[local.tm_mon % 12], local.tm_year % 100);
    return buffer;
}

// Header record and axis record that open every Surpac string and DTM file.
std::string surpacHeader(const std::string& location, const char* purpose) {
    return headerField(location) + "," + surpacDate() + "," + purpose + ",Strata\n" +
           "0,           0.000,           0.000,           0.000,           0.000,           0.000,           0.000\n";
}

// A point record: string number, Y (northing), X (easting), Z[, description].
void appendSurpacPoint(std::string& out, int string, double x, double y, double z) {
    out += std::to_string(string);
    out += ", ";
    detail::appendNumber(out, y);
    out += ", ";
    detail::appendNumber(out, x);
    out += ", ";
    detail::appendNumber(out, z);
}

constexpr const char* kNullRecord = "0, 0.000, 0.000, 0.000,\n";
constexpr const char* kEndRecord = "0, 0.000, 0.000, 0.000, END\n";

std::filesystem::path withExtension(const std::string& path, const char* extension) {
    return std::filesystem::path(path).replace_extension(extension);
}

}  // namespace

SurfaceFormat surfaceFormatFromName(std::string_view name) {
    const std::string n = toLower(trim(name));
    if (n == "surpac" || n == "str" || n == "dtm") return SurfaceFormat::Surpac;
    if (n == "dxf") return SurfaceFormat::Dxf;
    if (n == "obj" || n == "wavefront") return SurfaceFormat::Obj;
    if (n == "vtp" || n == "vtk") return SurfaceFormat::Vtp;
    throw ValidationError(kStage, "format", "'" + std::string(name) + "' is not a surface format (formats: surpac, dxf, obj, vtp)");
}

SurfaceFormat surfaceFormatFromPath(const std::string& path) {
    const std::string ext = toLower(std::filesystem::path(path).extension().string());
    if (ext == ".str" || ext == ".dtm") return SurfaceFormat::Surpac;
    if (ext == ".dxf") return SurfaceFormat::Dxf;
    if (ext == ".obj") return SurfaceFormat::Obj;
    if (ext == ".vtp") return SurfaceFormat::Vtp;
    throw ValidationError(kStage, "format", "cannot tell the surface format of '" + path + "' from its extension (.str, .dtm, .dxf, .obj, .vtp); name one with --format");
}

void writeSurface(const std::string& path, const TriangleMesh& mesh, SurfaceFormat format, const SurfaceWriteOptions& options) {
    switch (format) {
    case SurfaceFormat::Surpac: return writeSurpacSurface(path, mesh, options.name);
    case SurfaceFormat::Dxf: return writeDxfFaces(path, mesh, options.name);
    case SurfaceFormat::Obj: return writeObj(path, mesh, options.name);
    case SurfaceFormat::Vtp: return writeVtp(path, mesh, options.vtk);
    }
}

void writeSurpacSurface(const std::string& path, const TriangleMesh& mesh, const std::string& name) {
    mesh.validate(kStage);
    const auto strPath = withExtension(path, ".str");
    const auto dtmPath = withExtension(path, ".dtm");

    std::string str = surpacHeader(name, "surface vertices");
    for (std::size_t v = 0; v < mesh.vertexCount(); ++v) {
        appendSurpacPoint(str, 1, mesh.x[v], mesh.y[v], mesh.z[v]);
        str += '\n';
    }
    str += kEndRecord;

    // The DTM names its string file, then lists triangles by point number (1-based order of
    // the point records in the string file). Neighbours are left for Surpac to compute.
    std::string dtm = strPath.filename().string() + "," + surpacDate() + ",surface triangles,Strata\n";
    dtm += "0,           0.000,           0.000,           0.000,END\n";
    dtm += "OBJECT, 1,\nTRISOLATION, 1, neighbours=no,validated=true,closed=no\n";
    for (std::size_t t = 0; t < mesh.triangles.size(); ++t) {
        const auto& tri = mesh.triangles[t];
        dtm += std::to_string(t + 1) + "," + std::to_string(tri[0] + 1) + "," + std::to_string(tri[1] + 1) + "," +
               std::to_string(tri[2] + 1) + ",0,0,0,\n";
    }
    dtm += "END\n";
    writeFileAtomically(strPath.string(), str);
    writeFileAtomically(dtmPath.string(), dtm);
}

void writeSurpacStrings(const std::string& path, const PolylineSet& lines, const std::string& name) {
    lines.validate(kStage);
    std::string str = surpacHeader(name, "strings");
    for (std::size_t k = 0; k < lines.lineCount(); ++k) {
        for (std::size_t v = lines.offsets[k]; v < lines.offsets[k + 1]; ++v) {
            appendSurpacPoint(str, 1, lines.x[v], lines.y[v], lines.z[v]);
            if (!lines.lineNames.empty()) str += ", " + headerField(lines.lineNames[k]);
            str += '\n';
        }
        str += kNullRecord;
    }
    str += kEndRecord;
    writeFileAtomically(path, str);
}

void writeDxfFaces(const std::string& path, const TriangleMesh& mesh, const std::string& layer) {
    mesh.validate(kStage);
    AtomicFile file(path);
    std::string out = "0\nSECTION\n2\nHEADER\n9\n$ACADVER\n1\nAC1009\n0\nENDSEC\n0\nSECTION\n2\nENTITIES\n";
    std::string layerName = layer.empty() ? "0" : layer;
    for (char& c : layerName)
        if (c == '\n' || c == '\r') c = ' ';
    for (const auto& t : mesh.triangles) {
        out += "0\n3DFACE\n8\n" + layerName + "\n";
        // Corners 1-3 are the triangle; DXF faces have four corners, the fourth repeats the third.
        const std::size_t corners[4] = {t[0], t[1], t[2], t[2]};
        for (int c = 0; c < 4; ++c) {
            const std::size_t v = corners[c];
            out += std::to_string(10 + c) + "\n";
            detail::appendNumber(out, mesh.x[v]);
            out += "\n" + std::to_string(20 + c) + "\n";
            detail::appendNumber(out, mesh.y[v]);
            out += "\n" + std::to_string(30 + c) + "\n";
            detail::appendNumber(out, mesh.z[v]);
            out += '\n';
        }
        if (out.size() > (1u << 20)) {
            file.write(out);
            out.clear();
        }
    }
    out += "0\nENDSEC\n0\nEOF\n";
    file.write(out);
    file.commit();
}

void writeObj(const std::string& path, const TriangleMesh& mesh, const std::string& objectName) {
    mesh.validate(kStage);
    AtomicFile file(path);
    std::string out = "# Strata surface: " + std::to_string(mesh.vertexCount()) + " vertices, " +
                      std::to_string(mesh.triangles.size()) + " triangles\no " + (objectName.empty() ? "strata" : objectName) + "\n";
    for (std::size_t v = 0; v < mesh.vertexCount(); ++v) {
        out += "v ";
        detail::appendNumber(out, mesh.x[v]);
        out += ' ';
        detail::appendNumber(out, mesh.y[v]);
        out += ' ';
        detail::appendNumber(out, mesh.z[v]);
        out += '\n';
        if (out.size() > (1u << 20)) {
            file.write(out);
            out.clear();
        }
    }
    for (const auto& t : mesh.triangles) {
        out += "f " + std::to_string(t[0] + 1) + ' ' + std::to_string(t[1] + 1) + ' ' + std::to_string(t[2] + 1) + '\n';
        if (out.size() > (1u << 20)) {
            file.write(out);
            out.clear();
        }
    }
    file.write(out);
    file.commit();
}

}  // namespace strata::io
