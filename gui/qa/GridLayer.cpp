#include "qa/GridLayer.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <vtkCellData.h>
#include <vtkDataSetMapper.h>
#include <vtkFloatArray.h>
#include <vtkImageData.h>
#include <vtkLookupTable.h>
#include <vtkPlane.h>
#include <vtkProperty.h>
#include <vtkThreshold.h>

namespace strata::gui {

GridLayer::GridLayer(std::shared_ptr<const Grid> grid, std::size_t layer, const std::array<double, 3>& sceneOrigin,
                     double planeZ, std::optional<ColourStyle> style)
    : grid_(std::move(grid)), layer_(layer), origin_(sceneOrigin), planeZ_(planeZ) {
    style_ = style ? *style : ColourStyle(ColourScale::robust(summarise(std::span<const float>(grid_->layers.at(layer_)))));
    lookupTable_ = style_.scale.lookupTable();
    const GridSpec& s = grid_->spec;
    slice_ = {s.nx / 2, s.ny / 2, s.nz / 2};
    if (s.is3d()) {
        for (int axis = 0; axis < 3; ++axis) {
            actors_.push_back(vtkSmartPointer<vtkActor>::New());
            buildSlice(axis);
        }
    } else {
        actors_.push_back(vtkSmartPointer<vtkActor>::New());
        buildSlice(2);
    }
}

void GridLayer::buildSlice(int axis) {
    const GridSpec& s = grid_->spec;
    const std::array<std::size_t, 3> n{s.nx, s.ny, s.nz};
    const std::array<double, 3> first{s.x0, s.y0, s.z0}, step{s.dx, s.dy, s.dz};
    // Point dimensions: blocks have corners at node +- half a cell; the sliced axis is flat.
    int dims[3];
    double origin[3];
    for (int a = 0; a < 3; ++a) {
        const bool flat = a == axis || (a == 2 && !s.is3d());
        dims[a] = flat ? 1 : int(n[std::size_t(a)] + 1);
        const std::size_t at = a == axis ? slice_[std::size_t(a)] : 0;
        origin[a] = (flat ? first[std::size_t(a)] + step[std::size_t(a)] * double(at)
                          : first[std::size_t(a)] - step[std::size_t(a)] / 2) -
                    origin_[std::size_t(a)];
    }
    if (!s.is3d()) origin[2] = planeZ_ - origin_[2];
    vtkNew<vtkImageData> image;
    image->SetDimensions(dims);
    image->SetOrigin(origin);
    image->SetSpacing(s.dx, s.dy, s.dz);

    vtkNew<vtkFloatArray> scalars;
    scalars->SetName(grid_->names[layer_].c_str());
    const auto& values = grid_->layers[layer_];
    const std::size_t cx = std::size_t(std::max(1, dims[0] - 1)), cy = std::size_t(std::max(1, dims[1] - 1)),
                      cz = std::size_t(std::max(1, dims[2] - 1));
    scalars->SetNumberOfValues(vtkIdType(cx * cy * cz));
    vtkIdType cell = 0;
    for (std::size_t k = 0; k < cz; ++k)
        for (std::size_t j = 0; j < cy; ++j)
            for (std::size_t i = 0; i < cx; ++i) {
                const std::size_t ix = axis == 0 ? slice_[0] : i, iy = axis == 1 ? slice_[1] : j,
                                  iz = !s.is3d() ? 0 : axis == 2 ? slice_[2] : k;
                scalars->SetValue(cell++, values[ix + s.nx * (iy + s.ny * iz)]);
            }
    image->GetCellData()->SetScalars(scalars);

    // Unestimated blocks are dropped: NaN fails every comparison of the threshold. The value
    // filter drops the blocks outside the colour limits too.
    vtkNew<vtkThreshold> threshold;
    threshold->SetInputData(image);
    threshold->SetInputArrayToProcess(0, 0, 0, vtkDataObject::FIELD_ASSOCIATION_CELLS, scalars->GetName());
    threshold->SetThresholdFunction(vtkThreshold::THRESHOLD_BETWEEN);
    threshold->SetLowerThreshold(style_.hideOutside ? style_.scale.low() : -std::numeric_limits<double>::max());
    threshold->SetUpperThreshold(style_.hideOutside ? style_.scale.high() : std::numeric_limits<double>::max());

    vtkNew<vtkDataSetMapper> mapper;
    mapper->SetInputConnection(threshold->GetOutputPort());
    mapper->SetLookupTable(lookupTable_);
    // By name: the threshold's output keeps the array but not always as the active scalars.
    mapper->SetScalarModeToUseCellFieldData();
    mapper->SelectColorArray(scalars->GetName());
    mapper->SetScalarRange(style_.scale.low(), style_.scale.high());
    mapper->ScalarVisibilityOn();
    vtkActor* actor = actors_[s.is3d() ? std::size_t(axis) : 0];
    if (vtkMapper* old = actor->GetMapper()) {
        // Keep the clipping planes of the slice being replaced.
        if (vtkPlaneCollection* planes = old->GetClippingPlanes()) mapper->SetClippingPlanes(planes);
    }
    actor->SetMapper(mapper);
    // Unlit: a block's colour is its value's colour from every side (the colour bar reads true).
    actor->GetProperty()->LightingOff();
}

vtkLookupTable* GridLayer::lookupTable() const { return lookupTable_; }

void GridLayer::setSlice(int axis, std::size_t index) {
    const GridSpec& s = grid_->spec;
    if (!s.is3d() || axis < 0 || axis > 2) return;
    const std::size_t n[3] = {s.nx, s.ny, s.nz};
    slice_[std::size_t(axis)] = std::min(index, n[axis] - 1);
    buildSlice(axis);
}

void GridLayer::setClippingPlane(vtkPlane* plane) {
    for (const auto& actor : actors_) {
        vtkMapper* mapper = actor->GetMapper();
        mapper->RemoveAllClippingPlanes();
        if (plane) mapper->AddClippingPlane(plane);
    }
}

std::size_t GridLayer::varianceLayer() const {
    const std::string own = grid_->names[layer_] + "_variance";
    for (const std::string& wanted : {own, std::string("variance")})
        for (std::size_t i = 0; i < grid_->names.size(); ++i)
            if (grid_->names[i] == wanted) return i;
    return grid_->names.size();
}

NodeValue GridLayer::node(std::size_t index) const {
    const GridSpec& s = grid_->spec;
    NodeValue v;
    v.node = index;
    v.position = {s.nodeX(index), s.nodeY(index), s.is3d() ? s.nodeZ(index) : planeZ_};
    v.value = grid_->layers[layer_][index];
    const std::size_t var = varianceLayer();
    v.variance = var < grid_->names.size() ? double(grid_->layers[var][index]) : std::nan("");
    return v;
}

NodeValue GridLayer::nodeAt(double x, double y, double z) const {
    const GridSpec& s = grid_->spec;
    auto index = [](double v, double first, double step, std::size_t n) {
        const double i = std::round((v - first) / step);
        return std::size_t(std::clamp(std::isfinite(i) ? i : 0.0, 0.0, double(n - 1)));
    };
    const std::size_t ix = index(x, s.x0, s.dx, s.nx), iy = index(y, s.y0, s.dy, s.ny),
                      iz = s.is3d() ? index(z, s.z0, s.dz, s.nz) : 0;
    return node(ix + s.nx * (iy + s.ny * iz));
}

}  // namespace strata::gui
