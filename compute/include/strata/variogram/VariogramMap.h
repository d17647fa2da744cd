#pragma once
// Variogram maps: the variogram on a 2-D grid of lag vectors lying in a plane of any orientation,
// to see the directions of anisotropy. The plane is given with the GSLIB angles of the
// anisotropy rotation (ang1 azimuth, ang2 dip, ang3 rake): its map y axis is the rotation's
// major axis, its map x axis the minor axis, so angles (0, 0, 0) give a horizontal map with x
// east and y north. Each pair counts in the cell of its lag vector and, with tail and head
// swapped, in the opposite cell, so the map is symmetric about its centre.
#include <array>
#include <cstddef>
#include <vector>

#include "strata/core/Anisotropy.h"
#include "strata/variogram/ExperimentalVariogram.h"

namespace strata::variogram {

struct VariogramMapOptions {
    int cellsX = 10, cellsY = 10;     // cells on each side of the centre: (2 cellsX + 1) x (2 cellsY + 1)
    double cellSizeX = 1, cellSizeY = 1;
    Anisotropy plane;                 // only the angles matter
    double planeTolerance = -1;       // largest distance of a lag from the plane; < 0: half the smaller cell
    VariogramRequest variogram;
    double trimMin = -1.0e21, trimMax = 1.0e21;
    bool standardizeSills = false;
    std::size_t minPairs = 1;         // cells with fewer pairs are reported empty

    void validate(const std::string& stage, std::size_t variableCount) const;
};

struct VariogramMap {
    VariogramMapOptions options;
    std::array<std::array<double, 3>, 3> axes{};  // map x axis, map y axis, plane normal (x, y, z)
    std::vector<LagRow> cells;  // (2 cellsY + 1) rows of (2 cellsX + 1) cells, x fastest, from -cellsY
    double sill = 0;            // variance of the tail variable (the map's natural scale)

    int width() const noexcept { return 2 * options.cellsX + 1; }
    int height() const noexcept { return 2 * options.cellsY + 1; }
    const LagRow& cell(int ix, int iy) const {  // ix in [-cellsX, cellsX], iy in [-cellsY, cellsY]
        return cells[std::size_t((iy + options.cellsY) * width() + ix + options.cellsX)];
    }
    // World lag vector of the centre of a cell.
    std::array<double, 3> lagVector(int ix, int iy) const;
};

VariogramMap computeVariogramMap(const VariogramInput& input, const VariogramMapOptions& options,
                                 const ComputeContext& context = {});

// The direction of greatest continuity read from a map: the cells connected to the centre whose
// value stays below level * sill form a region elongated along it; its principal axes give the
// direction and the ratio minor / major.
struct MapAnisotropy {
    double azimuth = 0;  // degrees clockwise from north, in [0, 180)
    double dip = 0;      // degrees, negative downwards (0 in a horizontal map)
    double ratio = 1;    // minor / major extent of the region, <= 1
    std::size_t cells = 0;
};
MapAnisotropy estimateMapAnisotropy(const VariogramMap& map, double level = 0.5);

}  // namespace strata::variogram
