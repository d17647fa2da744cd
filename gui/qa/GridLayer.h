#pragma once
// One layer of a result grid in the 3D view. Cells are the grid's blocks (node-centred, as
// GSLIB): a 2-D grid is one coloured plane at a chosen height; a 3-D grid is three orthogonal
// slices, each moveable to any node index. Unestimated (NaN) blocks are left out. Every actor
// honours an optional clipping plane. Built and changed on the GUI thread.
#include <array>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <vtkActor.h>
#include <vtkSmartPointer.h>

#include "qa/ColourScale.h"
#include "strata/core/Grid.h"

class vtkLookupTable;
class vtkPlane;

namespace strata::gui {

struct NodeValue {
    std::size_t node = 0;
    std::array<double, 3> position{};  // real-world centre of the node
    double value = 0;                  // NaN: unestimated
    double variance = 0;               // NaN when the grid has no variance layer
};

class GridLayer {
public:
    // `sceneOrigin`: the SceneView's origin (subtracted from coordinates); `planeZ`: the height of
    // a 2-D grid's plane (real-world). Without a style, the layer's robust limits and viridis.
    GridLayer(std::shared_ptr<const Grid> grid, std::size_t layer, const std::array<double, 3>& sceneOrigin,
              double planeZ = 0, std::optional<ColourStyle> style = std::nullopt);

    const Grid& grid() const { return *grid_; }
    std::size_t layer() const { return layer_; }
    // 2-D: one actor; 3-D: the x, y and z slices in that order.
    const std::vector<vtkSmartPointer<vtkActor>>& actors() const { return actors_; }
    const ColourScale& scale() const { return style_.scale; }
    const ColourStyle& style() const { return style_; }
    vtkLookupTable* lookupTable() const;

    // 3-D grids: moves the slice normal to `axis` (0 x, 1 y, 2 z) to node `index` (clamped).
    void setSlice(int axis, std::size_t index);
    std::size_t slice(int axis) const { return slice_[std::size_t(axis)]; }
    // Null removes the clipping.
    void setClippingPlane(vtkPlane* plane);

    // The node nearest to a real-world point (clamped into the grid) with the layer's value and
    // the variance: the layer "<name>_variance", else "variance", if present.
    NodeValue nodeAt(double x, double y, double z) const;
    NodeValue node(std::size_t index) const;
    double planeZ() const { return planeZ_; }

private:
    void buildSlice(int axis);
    std::size_t varianceLayer() const;  // grid_->names.size() when none

    std::shared_ptr<const Grid> grid_;
    std::size_t layer_;
    std::array<double, 3> origin_;
    double planeZ_;
    ColourStyle style_;
    vtkSmartPointer<vtkLookupTable> lookupTable_;
    std::vector<vtkSmartPointer<vtkActor>> actors_;
    std::array<std::size_t, 3> slice_{};
};

}  // namespace strata::gui
