#pragma once
// The 3D layer model between the consistent surfaces of a SurfaceModel: arrays that a VTK
// structured grid takes, unit volumes and tonnages, cross-sections along polylines, and the
// block model (x, y, z, unit) on a regular grid.
//
// The base of the last unit is the model bottom: a flat elevation (LayerModelOptions::bottom),
// never above the last surface. Units are numbered in column order from 0 (the top unit);
// block-model codes are that number + 1 (0 is not a unit).
#include <cstddef>
#include <limits>
#include <string>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/surfaces/SurfaceStack.h"

namespace strata::surfaces {

struct LayerModelOptions {
    double bottom = std::numeric_limits<double>::quiet_NaN();  // NaN: defaultBottom(model)
};

// The bottom used when none is given: the lowest point of the last surface, less the mean
// thickness of the units above it there (at least 1 length unit), so that the last unit shows.
double defaultBottom(const SurfaceModel& model);

// The base of unit k at node i (surface k + 1, or the bottom for the last unit).
double unitBase(const SurfaceModel& model, std::size_t unit, std::size_t node, double bottom);

// The points and cells of a VTK structured grid of the layers (vtkStructuredGrid with
// dimensions nx, ny, nk + 1): points at the surface grid's nodes, one cell layer per sub-layer
// of each unit (StratigraphicUnit::subLayers, evenly spaced between the unit's top and base),
// from the bottom up (k = 0 is the base of the last unit), i fastest. Pinched-out units make
// cells of zero thickness: `cellThickness` tells them apart.
struct LayerGrid {
    std::size_t nx = 0, ny = 0, nk = 0;  // nk: cell layers
    std::vector<double> points;          // 3 per point: x, y, z; nx * ny * (nk + 1) points
    std::vector<int> cellUnit;           // per cell ((nx-1) * (ny-1) * nk): unit index
    std::vector<float> cellThickness;    // per cell: mean of its four vertical edges
    std::vector<int> layerUnit;          // per cell layer (nk): unit index

    std::size_t pointCount() const noexcept { return nx * ny * (nk + 1); }
    std::size_t cellCount() const noexcept { return nx > 1 && ny > 1 ? (nx - 1) * (ny - 1) * nk : 0; }
};
LayerGrid buildLayerGrid(const SurfaceModel& model, const LayerModelOptions& options = {});

// Volume of each unit: sum over the nodes of thickness * dx * dy (each node stands for its
// cell, GSLIB's node-centred convention), optionally only inside a polygon (x, y vertices,
// closed implicitly; nodes on the boundary count as inside). Tonnage = volume * density (NaN
// when the unit has no density).
struct UnitVolume {
    std::string unit;
    double volume = 0;
    double tonnage = std::numeric_limits<double>::quiet_NaN();
    double area = 0;          // area where the unit is present (thickness > 0)
    double meanThickness = 0; // over that area
};
std::vector<UnitVolume> unitVolumes(const SurfaceModel& model, const LayerModelOptions& options = {},
                                    const std::vector<double>& polygonX = {}, const std::vector<double>& polygonY = {});

// A vertical section along a polyline, sampled every `spacing` (0: half the smaller grid
// spacing) and at every vertex: per station the distance along the line, x, y and the
// elevation of every surface and of the bottom (bilinear; NaN outside the grid).
struct CrossSection {
    std::vector<double> distance, x, y;
    std::vector<std::string> names;            // surfaces, then "bottom"
    std::vector<std::vector<double>> z;        // z[surface][station]; the last is the bottom
    // Unit k fills z[k] (top) down to z[k + 1] (base) at every station.
};
CrossSection crossSection(const SurfaceModel& model, const std::vector<double>& lineX, const std::vector<double>& lineY,
                          double spacing = 0, const LayerModelOptions& options = {});

// The block model: the surface grid's x, y nodes, z from the bottom up in steps of dz (block
// centres), one layer "unit" (code = unit index + 1; NaN above the ground or below the bottom).
// The unit of a block is the unit at its centre. Throws ValidationError for dz <= 0 or a model
// of more than `maxBlocks` blocks.
Grid blockModel(const SurfaceModel& model, double dz, const LayerModelOptions& options = {},
                std::size_t maxBlocks = std::size_t(1) << 31);

}  // namespace strata::surfaces
