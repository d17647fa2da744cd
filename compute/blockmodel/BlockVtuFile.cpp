#include "BlockVtuFile.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>

#include "DomainEstimation.h"
#include "SubBlocks.h"
#include "UnitDensity.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/VtkXmlWriter.h"

namespace strata::blockmodel {

namespace {

constexpr std::uint8_t kVoxel = 11;  // VTK_VOXEL: corners x fastest, then y, then z

// A name inside the XML comment: escaped, and no "--" (which would end the comment early in
// some readers and is not allowed in XML comments).
std::string commentText(const std::string& name) {
    std::string out;
    for (char c : io::xmlEscaped(name)) {
        if (c == '-' && !out.empty() && out.back() == '-')
            out += "&#45;";
        else
            out += c;
    }
    return out;
}

// The arrays of the appended block, each made only when it is written (a 10^7-block model holds
// one array at a time besides its blocks).
class AppendedArrays {
public:
    template <class T>
    void add(const char* type, std::string name, int components, std::size_t count, std::function<T(std::size_t)> value) {
        const std::uint64_t bytes = count * sizeof(T);
        headers_.push_back({type, std::move(name), components, offset_});
        offset_ += sizeof bytes + bytes;
        writers_.push_back([bytes, count, value](io::AtomicFile& file) {
            file.write(&bytes, sizeof bytes);
            std::vector<T> values(count);
            for (std::size_t i = 0; i < count; ++i) values[i] = value(i);
            file.write(values.data(), bytes);
        });
    }
    // The DataArray element of array `i`.
    std::string header(std::size_t i) const {
        const Header& h = headers_[i];
        return "<DataArray type=\"" + h.type + "\" Name=\"" + io::xmlEscaped(h.name) + "\" NumberOfComponents=\"" +
               std::to_string(h.components) + "\" format=\"appended\" offset=\"" + std::to_string(h.offset) + "\"/>\n";
    }
    void write(io::AtomicFile& file) const {
        for (const auto& w : writers_) w(file);
    }

private:
    struct Header {
        std::string type, name;
        int components;
        std::uint64_t offset;
    };
    std::vector<Header> headers_;
    std::vector<std::function<void(io::AtomicFile&)>> writers_;
    std::uint64_t offset_ = 0;
};

}  // namespace

void writeBlocksVtu(const std::string& path, const BlockModelJob& job, const BlockSet& blocks,
                    const BlockGrades& grades, const std::vector<std::string>& classes,
                    const std::map<std::string, double>& density) {
    const std::size_t n = blocks.size();
    const auto densityAt = [&](std::size_t b) { return densityOf(density, job.order[std::size_t(blocks.unit[b])]); };
    AppendedArrays arrays;
    arrays.add<double>("Float64", "Points", 3, 24 * n, [&](std::size_t i) {
        const std::size_t b = i / 24, k = (i % 24) / 3, axis = i % 3;
        const double centre[3] = {blocks.x[b], blocks.y[b], blocks.z[b]}, size[3] = {blocks.dx[b], blocks.dy[b], blocks.dz[b]};
        return centre[axis] + ((k >> axis) & 1 ? 0.5 : -0.5) * size[axis];
    });
    arrays.add<std::int64_t>("Int64", "connectivity", 1, 8 * n, [](std::size_t i) { return std::int64_t(i); });
    arrays.add<std::int64_t>("Int64", "offsets", 1, n, [](std::size_t b) { return std::int64_t(8 * (b + 1)); });
    arrays.add<std::uint8_t>("UInt8", "types", 1, n, [](std::size_t) { return kVoxel; });
    const std::size_t firstCellArray = 4;
    arrays.add<double>("Float64", job.value, 1, n, [&](std::size_t b) { return grades.grade[b]; });
    arrays.add<double>("Float64", "variance", 1, n, [&](std::size_t b) { return grades.variance[b]; });
    arrays.add<std::int32_t>("Int32", "pass", 1, n, [&](std::size_t b) { return std::int32_t(grades.pass[b]); });
    arrays.add<double>("Float64", "slope", 1, n, [&](std::size_t b) { return grades.slope[b]; });
    arrays.add<std::int32_t>("Int32", "samples", 1, n, [&](std::size_t b) { return std::int32_t(grades.samples[b]); });
    arrays.add<double>("Float64", "distance", 1, n, [&](std::size_t b) { return grades.distance[b]; });
    arrays.add<std::int32_t>("Int32", "unit", 1, n, [&](std::size_t b) { return std::int32_t(blocks.unit[b] + 1); });
    arrays.add<std::int32_t>("Int32", "class", 1, n, [&](std::size_t b) {
        const auto rule = std::find_if(job.classes.begin(), job.classes.end(), [&](const ClassRule& r) { return r.name == classes[b]; });
        if (classes[b] == kOutsideClass) return std::int32_t(-1);  // outside the unit's limit
        return classes[b].empty() ? 0 : std::int32_t(rule - job.classes.begin()) + 1;
    });
    arrays.add<double>("Float64", "density", 1, n, densityAt);
    arrays.add<double>("Float64", "tonnes", 1, n, [&](std::size_t b) { return densityAt(b) * blocks.volume(b); });
    const std::size_t arrayCount = firstCellArray + 10;

    std::string xml = "<?xml version=\"1.0\"?>\n<!-- unit codes:";
    for (std::size_t u = 0; u < job.order.size(); ++u)
        xml += " " + std::to_string(u + 1) + "=" + commentText(job.order[u]);
    xml += std::string("; class codes: -1=") + kOutsideClass + " 0=none";
    for (std::size_t c = 0; c < job.classes.size(); ++c)
        xml += " " + std::to_string(c + 1) + "=" + commentText(job.classes[c].name);
    xml +=
        " -->\n<VTKFile type=\"UnstructuredGrid\" version=\"1.0\" byte_order=\"LittleEndian\" header_type=\"UInt64\">\n"
        "<UnstructuredGrid>\n<Piece NumberOfPoints=\"" +
        std::to_string(8 * n) + "\" NumberOfCells=\"" + std::to_string(n) + "\">\n<Points>\n" + arrays.header(0) +
        "</Points>\n<Cells>\n" + arrays.header(1) + arrays.header(2) + arrays.header(3) +
        "</Cells>\n<CellData Scalars=\"" + io::xmlEscaped(job.value) + "\">\n";
    for (std::size_t a = firstCellArray; a < arrayCount; ++a) xml += arrays.header(a);
    xml += "</CellData>\n</Piece>\n</UnstructuredGrid>\n<AppendedData encoding=\"raw\">\n_";
    io::AtomicFile file(path);
    file.write(xml);
    arrays.write(file);
    file.write("\n</AppendedData>\n</VTKFile>\n");
    file.commit();
}

}  // namespace strata::blockmodel
