#pragma once
// Triangulated surfaces and polylines, the geometry that surface and drillhole writers take.
#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "strata/core/Grid.h"

namespace strata::io {

struct TriangleMesh {
    std::vector<double> x, y, z;                        // vertices
    std::vector<std::array<std::size_t, 3>> triangles;  // 0-based vertex indices, counter-clockwise seen from above
    std::vector<std::string> scalarNames;               // optional per-vertex scalars
    std::vector<std::vector<float>> scalars;            // scalars[k][vertex], NaN = no value

    std::size_t vertexCount() const noexcept { return x.size(); }
    // Throws ValidationError naming `stage` when sizes disagree or an index is out of range.
    void validate(const std::string& stage) const;
};

// Triangulates one layer of a grid as a surface: a vertex at every node whose value is finite,
// with z = that value; each grid cell with four such corners gives two triangles, a cell
// with three gives one, so NaN nodes leave holes instead of spikes. Every layer of the grid
// becomes a per-vertex scalar. `zIndex` picks the horizontal slice of a 3-D grid.
TriangleMesh triangulateGridLayer(const Grid& grid, const std::string& layer, std::size_t zIndex = 0);

// Polylines, e.g. drillhole traces: line k runs through vertices offsets[k] .. offsets[k+1]-1.
struct PolylineSet {
    std::vector<double> x, y, z;
    std::vector<std::size_t> offsets = {0};  // lineCount() + 1 entries
    std::vector<std::string> lineNames;      // optional, one per line (hole ids)
    std::vector<std::string> scalarNames;    // optional per-vertex scalars
    std::vector<std::vector<float>> scalars;

    std::size_t lineCount() const noexcept { return offsets.empty() ? 0 : offsets.size() - 1; }
    // Appends a line through the given vertices.
    void addLine(const std::vector<std::array<double, 3>>& vertices, const std::string& name = {});
    void validate(const std::string& stage) const;
};

}  // namespace strata::io
