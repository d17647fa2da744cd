#pragma once
// One colour scale for every view of a value (3D slices, points, drillhole intervals, the 2D map,
// the colour bar): a colour map over [low, high], linear or logarithmic. Values beyond the limits
// take the end colours. NaN is transparent in QColor (the map leaves it out) and grey in the VTK
// table (3D views drop NaN blocks).
#include <array>
#include <optional>
#include <span>
#include <string>

#include <QColor>
#include <QStringList>
#include <vtkSmartPointer.h>

class vtkLookupTable;

namespace strata::gui {

enum class ColourMap { Viridis, Turbo, Heat, Greys, CoolWarm };

// Names shown to the user, in the enum's order.
QStringList colourMapNames();
// Stable keys for project files ("viridis", "turbo", "heat", "greys", "coolwarm").
std::string colourMapKey(ColourMap map);
std::optional<ColourMap> colourMapFromKey(const std::string& key);

// What a colour scale is chosen from: the finite values' range and robust percentiles.
struct ValueSummary {
    std::size_t finite = 0;
    double min = 0, max = 1;
    double p02 = 0, p98 = 1;       // 2nd and 98th percentiles
    double smallestPositive = 0;  // 0 when no value is > 0 (no logarithmic scale then)
};
ValueSummary summarise(std::span<const float> values);
ValueSummary summarise(std::span<const double> values);

class ColourScale {
public:
    ColourScale() = default;
    // `logarithmic` needs low > 0; otherwise the scale is linear.
    ColourScale(double low, double high, ColourMap map = ColourMap::Viridis, bool logarithmic = false);
    // The finite range of `values` (0..1 when there is none).
    static ColourScale fitting(std::span<const float> values);
    static ColourScale fitting(std::span<const double> values);
    // The 2nd to 98th percentiles: a few high grades do not wash the ramp out.
    static ColourScale robust(const ValueSummary& summary, ColourMap map = ColourMap::Viridis, bool logarithmic = false);

    double low() const { return low_; }
    double high() const { return high_; }
    ColourMap map() const { return map_; }
    bool logarithmic() const { return logarithmic_; }
    bool contains(double value) const { return value >= low_ && value <= high_; }
    // Where `value` lies on the ramp, 0..1 (clamped).
    double position(double value) const;
    QColor colour(double value) const;  // transparent for NaN
    // A 256-entry table over [low, high] with the same ramp and scale, opaque.
    vtkSmartPointer<vtkLookupTable> lookupTable() const;

private:
    double low_ = 0, high_ = 1;
    ColourMap map_ = ColourMap::Viridis;
    bool logarithmic_ = false;
};

// A colour scale with the value filter that goes with it: what a view of one variable shows.
struct ColourStyle {
    ColourStyle() = default;
    ColourStyle(const ColourScale& colours, bool hideOutsideLimits = false) : scale(colours), hideOutside(hideOutsideLimits) {}

    ColourScale scale;
    bool hideOutside = false;  // values outside [low, high] are not drawn
    bool visible(double value) const { return !hideOutside || scale.contains(value); }
};

}  // namespace strata::gui
