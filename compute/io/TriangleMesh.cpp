#include "strata/io/TriangleMesh.h"

#include <cmath>
#include <limits>

#include "strata/core/Error.h"

namespace strata::io {

void TriangleMesh::validate(const std::string& stage) const {
    const std::size_t n = x.size();
    if (y.size() != n || z.size() != n)
        throw ValidationError(stage, "mesh", "has " + std::to_string(n) + " x, " + std::to_string(y.size()) + " y and " +
                                                 std::to_string(z.size()) + " z coordinates");
    for (std::size_t t = 0; t < triangles.size(); ++t)
        for (std::size_t v : triangles[t])
            if (v >= n)
                throw ValidationError(stage, "mesh", "triangle " + std::to_string(t) + " refers to vertex " + std::to_string(v) +
                                                         " of " + std::to_string(n));
    if (scalarNames.size() != scalars.size())
        throw ValidationError(stage, "mesh", "has " + std::to_string(scalarNames.size()) + " scalar names for " +
                                                 std::to_string(scalars.size()) + " scalar arrays");
    for (std::size_t k = 0; k < scalars.size(); ++k)
        if (scalars[k].size() != n)
            throw ValidationError(stage, "mesh", "scalar '" + scalarNames[k] + "' has " + std::to_string(scalars[k].size()) +
                                                     " values for " + std::to_string(n) + " vertices");
}

TriangleMesh triangulateGridLayer(const Grid& grid, const std::string& layer, std::size_t zIndex) {
    const GridSpec& g = grid.spec;
    const std::size_t source = grid.layerIndex(layer);
    if (zIndex >= g.nz)
        throw ValidationError("triangulate", "z index", "is " + std::to_string(zIndex) + " but the grid has " +
                                                           std::to_string(g.nz) + " slices");
    const std::size_t sliceOffset = zIndex * g.nx * g.ny;
    const std::vector<float>& elevation = grid.layers[source];

    TriangleMesh mesh;
    mesh.scalarNames = grid.names;
    mesh.scalars.resize(grid.layers.size());
    constexpr std::size_t none = std::numeric_limits<std::size_t>::max();
    std::vector<std::size_t> vertexOf(g.nx * g.ny, none);
    for (std::size_t j = 0; j < g.ny; ++j)
        for (std::size_t i = 0; i < g.nx; ++i) {
            const std::size_t node = sliceOffset + j * g.nx + i;
            const float v = elevation[node];
            if (!std::isfinite(v)) continue;
            vertexOf[j * g.nx + i] = mesh.x.size();
            mesh.x.push_back(g.x0 + g.dx * double(i));
            mesh.y.push_back(g.y0 + g.dy * double(j));
            mesh.z.push_back(double(v));
            for (std::size_t k = 0; k < grid.layers.size(); ++k) mesh.scalars[k].push_back(grid.layers[k][node]);
        }
    // Corners a (i,j), b (i+1,j), c (i+1,j+1), d (i,j+1): counter-clockwise seen from above
    // because x grows east and y grows north.
    for (std::size_t j = 0; j + 1 < g.ny; ++j)
        for (std::size_t i = 0; i + 1 < g.nx; ++i) {
            const std::size_t a = vertexOf[j * g.nx + i], b = vertexOf[j * g.nx + i + 1];
            const std::size_t c = vertexOf[(j + 1) * g.nx + i + 1], d = vertexOf[(j + 1) * g.nx + i];
            const int present = (a != none) + (b != none) + (c != none) + (d != none);
            if (present == 4) {
                mesh.triangles.push_back({a, b, c});
                mesh.triangles.push_back({a, c, d});
            } else if (present == 3) {
                if (a == none) mesh.triangles.push_back({b, c, d});
                if (b == none) mesh.triangles.push_back({a, c, d});
                if (c == none) mesh.triangles.push_back({a, b, d});
                if (d == none) mesh.triangles.push_back({a, b, c});
            }
        }
    return mesh;
}

void PolylineSet::addLine(const std::vector<std::array<double, 3>>& vertices, const std::string& name) {
    if (offsets.empty()) offsets.push_back(0);
    for (const auto& v : vertices) {
        x.push_back(v[0]);
        y.push_back(v[1]);
        z.push_back(v[2]);
    }
    offsets.push_back(x.size());
    if (!name.empty() || !lineNames.empty()) {
        lineNames.resize(lineCount() - 1);
        lineNames.push_back(name);
    }
}

void PolylineSet::validate(const std::string& stage) const {
    const std::size_t n = x.size();
    if (y.size() != n || z.size() != n) throw ValidationError(stage, "lines", "x, y and z have different lengths");
    if (offsets.empty() || offsets.front() != 0 || offsets.back() != n)
        throw ValidationError(stage, "lines", "offsets must start at 0 and end at the vertex count");
    for (std::size_t k = 1; k < offsets.size(); ++k)
        if (offsets[k] < offsets[k - 1]) throw ValidationError(stage, "lines", "offsets must not decrease");
    if (!lineNames.empty() && lineNames.size() != lineCount())
        throw ValidationError(stage, "lines", "has " + std::to_string(lineNames.size()) + " names for " +
                                                  std::to_string(lineCount()) + " lines");
    if (scalarNames.size() != scalars.size()) throw ValidationError(stage, "lines", "scalar names and arrays differ in number");
    for (std::size_t k = 0; k < scalars.size(); ++k)
        if (scalars[k].size() != n)
            throw ValidationError(stage, "lines", "scalar '" + scalarNames[k] + "' has " + std::to_string(scalars[k].size()) +
                                                      " values for " + std::to_string(n) + " vertices");
}

}  // namespace strata::io
