#include "IoTestSupport.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <unistd.h>

namespace strata::iotest {

std::string referencePath(const std::string& name) { return std::string(STRATA_REFERENCE_DIR) + "/gslib/" + name; }

std::filesystem::path scratchDir(const std::string& testName) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("strata-io-" + std::to_string(::getpid())) / testName;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

void writeText(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) throw std::runtime_error("cannot write " + path.string());
}

std::string readText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path.string());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

namespace {
// Removes this process's scratch folders when the test program ends.
struct ScratchCleanup {
    ~ScratchCleanup() {
        std::error_code ec;
        std::filesystem::remove_all(std::filesystem::temp_directory_path() / ("strata-io-" + std::to_string(::getpid())), ec);
    }
} cleanup;
}  // namespace

}  // namespace strata::iotest

// ---------------------------------------------------------------------------------------------
// Tiny independent readers. They follow the published layouts, not the writers' code.
#include <cstdint>
#include <cstring>
#include <map>

namespace strata::iotest {

namespace {

std::vector<std::string> splitOn(const std::string& line, char c) {
    std::vector<std::string> parts;
    std::string cur;
    for (char ch : line) {
        if (ch == c) {
            parts.push_back(cur);
            cur.clear();
        } else if (ch != '\r') {
            cur += ch;
        }
    }
    parts.push_back(cur);
    return parts;
}

std::string trimmed(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos) return {};
    return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

std::vector<std::string> lines(const std::filesystem::path& path) {
    std::istringstream in(readText(path));
    std::vector<std::string> out;
    std::string line;
    while (std::getline(in, line)) out.push_back(line);
    return out;
}

std::string attribute(const std::string& tag, const std::string& name) {
    const auto at = tag.find(" " + name + "=\"");
    if (at == std::string::npos) return {};
    const auto b = at + name.size() + 3;
    return tag.substr(b, tag.find('"', b) - b);
}

std::vector<unsigned char> base64Decode(const std::string& text, std::size_t& position, std::size_t bytes) {
    auto value = [](char c) -> int {
        if (c >= 'A' && c <= 'Z') return c - 'A';
        if (c >= 'a' && c <= 'z') return c - 'a' + 26;
        if (c >= '0' && c <= '9') return c - '0' + 52;
        if (c == '+') return 62;
        if (c == '/') return 63;
        return -1;
    };
    std::vector<unsigned char> out;
    while (out.size() < bytes) {
        int quad[4];
        int n = 0;
        while (n < 4) {
            const char c = text.at(position++);
            if (c == '=') {
                quad[n++] = -2;
            } else if (value(c) >= 0) {
                quad[n++] = value(c);
            }
        }
        const std::uint32_t v = (std::uint32_t(quad[0]) << 18) | (std::uint32_t(quad[1]) << 12) |
                                (quad[2] >= 0 ? std::uint32_t(quad[2]) << 6 : 0) | (quad[3] >= 0 ? std::uint32_t(quad[3]) : 0);
        out.push_back((v >> 16) & 255);
        if (quad[2] >= 0) out.push_back((v >> 8) & 255);
        if (quad[3] >= 0) out.push_back(v & 255);
    }
    return out;
}

double decodeValue(const std::string& type, const unsigned char* p) {
    if (type == "Float32") {
        float f;
        std::memcpy(&f, p, 4);
        return f;
    }
    if (type == "Float64") {
        double d;
        std::memcpy(&d, p, 8);
        return d;
    }
    if (type == "Int64") {
        std::int64_t i;
        std::memcpy(&i, p, 8);
        return double(i);
    }
    throw std::runtime_error("test reader: unsupported VTK type " + type);
}

std::size_t typeSize(const std::string& type) { return type == "Float32" ? 4 : 8; }

}  // namespace

ReadMesh readSurpacSurface(const std::filesystem::path& strPath) {
    ReadMesh mesh;
    const auto str = lines(strPath);
    for (std::size_t i = 2; i < str.size(); ++i) {  // two header records
        const auto f = splitOn(str[i], ',');
        if (f.size() < 4 || std::stoi(f[0]) == 0) continue;
        mesh.vertices.push_back({std::stod(f[2]), std::stod(f[1]), std::stod(f[3])});  // y, x, z on file
    }
    auto dtmPath = strPath;
    dtmPath.replace_extension(".dtm");
    bool inTriangles = false;
    for (const auto& line : lines(dtmPath)) {
        if (line.rfind("TRISOLATION", 0) == 0) {
            inTriangles = true;
            continue;
        }
        if (!inTriangles || trimmed(line) == "END") continue;
        const auto f = splitOn(line, ',');
        mesh.triangles.push_back({std::stoul(f[1]) - 1, std::stoul(f[2]) - 1, std::stoul(f[3]) - 1});
    }
    return mesh;
}

std::vector<std::vector<std::array<double, 3>>> readSurpacStrings(const std::filesystem::path& strPath) {
    std::vector<std::vector<std::array<double, 3>>> out;
    std::vector<std::array<double, 3>> current;
    const auto str = lines(strPath);
    for (std::size_t i = 2; i < str.size(); ++i) {
        const auto f = splitOn(str[i], ',');
        if (f.size() < 4) continue;
        if (std::stoi(f[0]) == 0) {
            if (!current.empty()) out.push_back(current);
            current.clear();
            continue;
        }
        current.push_back({std::stod(f[2]), std::stod(f[1]), std::stod(f[3])});
    }
    return out;
}

ReadMesh readDxfFaces(const std::filesystem::path& path) {
    ReadMesh mesh;
    const auto l = lines(path);
    for (std::size_t i = 0; i + 1 < l.size(); i += 2) {
        if (trimmed(l[i]) != "0" || trimmed(l[i + 1]) != "3DFACE") continue;
        std::map<int, double> codes;
        std::size_t j = i + 2;
        for (; j + 1 < l.size() && trimmed(l[j]) != "0"; j += 2) {
            const int code = std::stoi(l[j]);
            if (code >= 10 && code <= 33) codes[code] = std::stod(l[j + 1]);
        }
        const std::size_t base = mesh.vertices.size();
        for (int c = 0; c < 3; ++c) mesh.vertices.push_back({codes.at(10 + c), codes.at(20 + c), codes.at(30 + c)});
        mesh.triangles.push_back({base, base + 1, base + 2});
        i = j - 2;
    }
    return mesh;
}

ReadMesh readObj(const std::filesystem::path& path) {
    ReadMesh mesh;
    for (const auto& line : lines(path)) {
        std::istringstream s(line);
        std::string kind;
        s >> kind;
        if (kind == "v") {
            std::array<double, 3> v{};
            s >> v[0] >> v[1] >> v[2];
            mesh.vertices.push_back(v);
        } else if (kind == "f") {
            std::array<std::size_t, 3> t{};
            s >> t[0] >> t[1] >> t[2];
            mesh.triangles.push_back({t[0] - 1, t[1] - 1, t[2] - 1});
        }
    }
    return mesh;
}

const VtkArray& VtkFile::array(const std::string& name) const {
    for (const auto& a : arrays)
        if (a.name == name) return a;
    throw std::runtime_error("no VTK array " + name);
}

VtkFile readVtkXml(const std::filesystem::path& path) {
    const std::string text = readText(path);
    VtkFile file;
    const auto vtkTag = text.find("<VTKFile");
    const auto rootStart = text.find('<', text.find('>', vtkTag) + 1);
    const auto rootEnd = text.find('>', rootStart);
    const std::string rootTag = text.substr(rootStart, rootEnd - rootStart);
    file.root = rootTag.substr(1, rootTag.find(' ') == std::string::npos ? std::string::npos : rootTag.find(' ') - 1);
    file.rootAttributes = rootTag;
    const auto piece = text.find("<Piece");
    file.pieceAttributes = text.substr(piece, text.find('>', piece) - piece);
    if (attribute(text.substr(vtkTag, text.find('>', vtkTag) - vtkTag), "header_type") != "UInt64")
        throw std::runtime_error("test reader expects header_type UInt64");
    const auto appendedTag = text.find("<AppendedData");
    const std::size_t appendedStart = appendedTag == std::string::npos ? 0 : text.find('_', appendedTag) + 1;
    std::size_t at = 0;
    while ((at = text.find("<DataArray", at)) != std::string::npos) {
        const auto close = text.find('>', at);
        const std::string tag = text.substr(at, close - at);
        VtkArray a;
        a.name = attribute(tag, "Name");
        a.type = attribute(tag, "type");
        const std::string components = attribute(tag, "NumberOfComponents");
        a.components = components.empty() ? 1 : std::stoi(components);
        if (attribute(tag, "format") == "ascii") {
            std::istringstream values(text.substr(close + 1, text.find("</DataArray>", close) - close - 1));
            std::string token;
            while (values >> token) a.values.push_back(token == "nan" ? NAN : std::stod(token));
        } else {
            std::size_t position = appendedStart + std::stoul(attribute(tag, "offset"));
            const auto header = base64Decode(text, position, 8);
            std::uint64_t bytes;
            std::memcpy(&bytes, header.data(), 8);
            const auto data = base64Decode(text, position, bytes);
            for (std::size_t i = 0; i + typeSize(a.type) <= data.size(); i += typeSize(a.type))
                a.values.push_back(decodeValue(a.type, data.data() + i));
        }
        file.arrays.push_back(std::move(a));
        at = close;
    }
    return file;
}

}  // namespace strata::iotest
