#pragma once
// One colour ramp for every QA view of a result (3D slices, points, the 2D map, the colour bar):
// a perceptually even blue-green-yellow ramp (viridis) over a value range. NaN is transparent
// in QColor (the map leaves it out) and grey in the VTK table (3D views drop NaN blocks).
#include <array>
#include <span>

#include <QColor>
#include <vtkSmartPointer.h>

class vtkLookupTable;

namespace strata::gui {

class ColourScale {
public:
    ColourScale() = default;
    ColourScale(double low, double high);
    // The finite range of `values` (0..1 when there is none).
    static ColourScale fitting(std::span<const float> values);
    static ColourScale fitting(std::span<const double> values);

    double low() const { return low_; }
    double high() const { return high_; }
    QColor colour(double value) const;  // transparent for NaN
    // A 256-entry table over [low, high] with the same ramp, opaque.
    vtkSmartPointer<vtkLookupTable> lookupTable() const;

private:
    double low_ = 0, high_ = 1;
};

}  // namespace strata::gui
