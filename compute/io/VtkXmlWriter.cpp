#include "strata/io/VtkXmlWriter.h"

#include <bit>
#include <cstdint>
#include <cstring>
#include <numeric>

#include "NumberText.h"
#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"

namespace strata::io {

std::string xmlEscaped(const std::string& s) {
    std::string out;
    for (char c : s) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    }
    return out;
}

namespace {

void appendBase64(std::string& out, const unsigned char* data, std::size_t size) {
    static const char* table = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::size_t i = 0;
    for (; i + 2 < size; i += 3) {
        const std::uint32_t v = (std::uint32_t(data[i]) << 16) | (std::uint32_t(data[i + 1]) << 8) | data[i + 2];
        out += table[(v >> 18) & 63];
        out += table[(v >> 12) & 63];
        out += table[(v >> 6) & 63];
        out += table[v & 63];
    }
    if (i < size) {
        std::uint32_t v = std::uint32_t(data[i]) << 16;
        if (i + 1 < size) v |= std::uint32_t(data[i + 1]) << 8;
        out += table[(v >> 18) & 63];
        out += table[(v >> 12) & 63];
        out += i + 1 < size ? table[(v >> 6) & 63] : '=';
        out += '=';
    }
}

// Collects the DataArrays of one piece and writes them inline (ascii) or into the appended block.
class VtkDocument {
public:
    explicit VtkDocument(VtkEncoding encoding) : encoding_(encoding) {}

    template <typename T>
    void array(std::string& xml, const char* type, const std::string& name, int components, const T* data, std::size_t count) {
        xml += "<DataArray type=\"";
        xml += type;
        xml += "\"";
        if (!name.empty()) xml += " Name=\"" + xmlEscaped(name) + "\"";
        if (components != 1) xml += " NumberOfComponents=\"" + std::to_string(components) + "\"";
        if (encoding_ == VtkEncoding::Ascii) {
            xml += " format=\"ascii\">\n";
            for (std::size_t i = 0; i < count; ++i) {
                appendValue(xml, data[i]);
                xml += (i + 1) % 9 == 0 || i + 1 == count ? '\n' : ' ';
            }
            xml += "</DataArray>\n";
            return;
        }
        xml += " format=\"appended\" offset=\"" + std::to_string(appended_.size()) + "\"/>\n";
        // VTK reads the byte-count header and the data as two separately encoded base64 runs.
        const std::uint64_t bytes = std::uint64_t(count) * sizeof(T);
        appendBase64(appended_, reinterpret_cast<const unsigned char*>(&bytes), sizeof bytes);
        appendBase64(appended_, reinterpret_cast<const unsigned char*>(data), std::size_t(bytes));
    }

    std::string header(const char* type) const {
        return std::string("<?xml version=\"1.0\"?>\n<VTKFile type=\"") + type + "\" version=\"1.0\" byte_order=\"" +
               (std::endian::native == std::endian::little ? "LittleEndian" : "BigEndian") + "\" header_type=\"UInt64\">\n";
    }

    // The appended block goes to the file as it is, without a copy into a footer string.
    void writeFooter(AtomicFile& file) const {
        if (encoding_ != VtkEncoding::Ascii) {
            file.write("<AppendedData encoding=\"base64\">\n_");
            file.write(appended_);
            file.write("\n</AppendedData>\n");
        }
        file.write("</VTKFile>\n");
    }

private:
    static void appendValue(std::string& out, double v) { detail::appendNumber(out, v); }
    static void appendValue(std::string& out, float v) { detail::appendNumber(out, v); }
    static void appendValue(std::string& out, std::int64_t v) { out += std::to_string(v); }

    VtkEncoding encoding_;
    std::string appended_;
};

std::vector<double> interleave(const std::vector<double>& x, const std::vector<double>& y, const std::vector<double>& z) {
    std::vector<double> xyz(3 * x.size());
    for (std::size_t i = 0; i < x.size(); ++i) {
        xyz[3 * i] = x[i];
        xyz[3 * i + 1] = y[i];
        xyz[3 * i + 2] = z[i];
    }
    return xyz;
}

void pointArrays(VtkDocument& doc, std::string& xml, const std::vector<std::string>& names,
                 const std::vector<std::vector<float>>& scalars) {
    xml += names.empty() ? "<PointData>\n" : "<PointData Scalars=\"" + xmlEscaped(names.front()) + "\">\n";
    for (std::size_t k = 0; k < names.size(); ++k) doc.array(xml, "Float32", names[k], 1, scalars[k].data(), scalars[k].size());
    xml += "</PointData>\n";
}

void points(VtkDocument& doc, std::string& xml, const std::vector<double>& x, const std::vector<double>& y,
            const std::vector<double>& z) {
    const auto xyz = interleave(x, y, z);
    xml += "<Points>\n";
    doc.array(xml, "Float64", "Points", 3, xyz.data(), x.size() * 3);
    xml += "</Points>\n";
}

// A VTK cell block (<Verts>, <Lines>, <Polys>): connectivity plus end offsets.
void cells(VtkDocument& doc, std::string& xml, const char* tag, const std::vector<std::int64_t>& connectivity,
           const std::vector<std::int64_t>& offsets) {
    xml += std::string("<") + tag + ">\n";
    doc.array(xml, "Int64", "connectivity", 1, connectivity.data(), connectivity.size());
    doc.array(xml, "Int64", "offsets", 1, offsets.data(), offsets.size());
    xml += std::string("</") + tag + ">\n";
}

void save(const std::string& path, const VtkDocument& doc, const char* type, const std::string& body) {
    AtomicFile file(path);
    file.write(doc.header(type));
    file.write(body);
    doc.writeFooter(file);
    file.commit();
}

std::string pieceHeader(std::size_t points, std::size_t verts, std::size_t lines, std::size_t polys) {
    return "<Piece NumberOfPoints=\"" + std::to_string(points) + "\" NumberOfVerts=\"" + std::to_string(verts) +
           "\" NumberOfLines=\"" + std::to_string(lines) + "\" NumberOfStrips=\"0\" NumberOfPolys=\"" +
           std::to_string(polys) + "\">\n";
}

}  // namespace

void writeVti(const std::string& path, const Grid& grid, const VtkWriteOptions& options) {
    const GridSpec& g = grid.spec;
    g.validate("VTK writer");
    for (std::size_t k = 0; k < grid.layers.size(); ++k)
        if (grid.layers[k].size() != g.nodeCount())
            throw ValidationError("VTK writer", grid.names[k], "layer has the wrong number of values");
    VtkDocument doc(options.encoding);
    auto num = [](double v) { return detail::formatNumber(v); };
    const std::string extent = "0 " + std::to_string(g.nx - 1) + " 0 " + std::to_string(g.ny - 1) + " 0 " + std::to_string(g.nz - 1);
    std::string xml = "<ImageData WholeExtent=\"" + extent + "\" Origin=\"" + num(g.x0) + " " + num(g.y0) + " " + num(g.z0) +
                      "\" Spacing=\"" + num(g.dx) + " " + num(g.dy) + " " + num(g.dz) + "\" Direction=\"1 0 0 0 1 0 0 0 1\">\n";
    xml += "<Piece Extent=\"" + extent + "\">\n";
    pointArrays(doc, xml, grid.names, grid.layers);
    xml += "<CellData>\n</CellData>\n</Piece>\n</ImageData>\n";
    save(path, doc, "ImageData", xml);
}

void writeVtp(const std::string& path, const TriangleMesh& mesh, const VtkWriteOptions& options) {
    mesh.validate("VTK writer");
    VtkDocument doc(options.encoding);
    std::string xml = "<PolyData>\n" + pieceHeader(mesh.vertexCount(), 0, 0, mesh.triangles.size());
    pointArrays(doc, xml, mesh.scalarNames, mesh.scalars);
    points(doc, xml, mesh.x, mesh.y, mesh.z);
    std::vector<std::int64_t> connectivity, offsets;
    connectivity.reserve(3 * mesh.triangles.size());
    for (const auto& t : mesh.triangles) {
        for (std::size_t v : t) connectivity.push_back(std::int64_t(v));
        offsets.push_back(std::int64_t(connectivity.size()));
    }
    cells(doc, xml, "Polys", connectivity, offsets);
    xml += "</Piece>\n</PolyData>\n";
    save(path, doc, "PolyData", xml);
}

void writeVtp(const std::string& path, const PolylineSet& lines, const VtkWriteOptions& options) {
    lines.validate("VTK writer");
    VtkDocument doc(options.encoding);
    std::string xml = "<PolyData>\n" + pieceHeader(lines.x.size(), 0, lines.lineCount(), 0);
    pointArrays(doc, xml, lines.scalarNames, lines.scalars);
    // The line number as cell data, so a viewer can colour or pick by hole.
    std::vector<std::int64_t> lineIndex(lines.lineCount());
    std::iota(lineIndex.begin(), lineIndex.end(), 0);
    xml += "<CellData>\n";
    doc.array(xml, "Int64", "line", 1, lineIndex.data(), lineIndex.size());
    xml += "</CellData>\n";
    points(doc, xml, lines.x, lines.y, lines.z);
    std::vector<std::int64_t> connectivity(lines.x.size()), offsets;
    std::iota(connectivity.begin(), connectivity.end(), 0);
    for (std::size_t k = 1; k < lines.offsets.size(); ++k) offsets.push_back(std::int64_t(lines.offsets[k]));
    cells(doc, xml, "Lines", connectivity, offsets);
    xml += "</Piece>\n</PolyData>\n";
    save(path, doc, "PolyData", xml);
}

void writeVtp(const std::string& path, const PointSet& pointSet, const VtkWriteOptions& options) {
    const std::size_t n = pointSet.size();
    if (pointSet.y.size() != n || pointSet.z.size() != n)
        throw ValidationError("VTK writer", "points", "x, y and z have different lengths");
    VtkDocument doc(options.encoding);
    std::string xml = "<PolyData>\n" + pieceHeader(n, n, 0, 0);
    xml += pointSet.names.empty() ? "<PointData>\n" : "<PointData Scalars=\"" + xmlEscaped(pointSet.names.front()) + "\">\n";
    for (std::size_t k = 0; k < pointSet.names.size(); ++k) {
        if (pointSet.values[k].size() != n)
            throw ValidationError("VTK writer", pointSet.names[k], "column has the wrong number of values");
        doc.array(xml, "Float64", pointSet.names[k], 1, pointSet.values[k].data(), n);
    }
    xml += "</PointData>\n";
    points(doc, xml, pointSet.x, pointSet.y, pointSet.z);
    std::vector<std::int64_t> connectivity(n), offsets(n);
    std::iota(connectivity.begin(), connectivity.end(), 0);
    std::iota(offsets.begin(), offsets.end(), 1);
    cells(doc, xml, "Verts", connectivity, offsets);
    xml += "</Piece>\n</PolyData>\n";
    save(path, doc, "PolyData", xml);
}

}  // namespace strata::io
