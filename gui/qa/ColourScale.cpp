#include "qa/ColourScale.h"

#include <algorithm>
#include <cmath>

#include <vtkLookupTable.h>

namespace strata::gui {

namespace {

// Viridis at nine stops (matplotlib's table).
constexpr std::array<std::array<double, 3>, 9> kStops{{{0.267, 0.005, 0.329},
                                                       {0.278, 0.175, 0.483},
                                                       {0.231, 0.322, 0.546},
                                                       {0.173, 0.449, 0.558},
                                                       {0.128, 0.567, 0.551},
                                                       {0.153, 0.680, 0.504},
                                                       {0.361, 0.785, 0.388},
                                                       {0.666, 0.862, 0.196},
                                                       {0.993, 0.906, 0.144}}};

std::array<double, 3> ramp(double t) {
    t = std::clamp(t, 0.0, 1.0) * double(kStops.size() - 1);
    const std::size_t i = std::min<std::size_t>(std::size_t(t), kStops.size() - 2);
    const double f = t - double(i);
    std::array<double, 3> c{};
    for (int k = 0; k < 3; ++k) c[std::size_t(k)] = kStops[i][std::size_t(k)] * (1 - f) + kStops[i + 1][std::size_t(k)] * f;
    return c;
}

template <class T>
ColourScale fit(std::span<const T> values) {
    double low = HUGE_VAL, high = -HUGE_VAL;
    for (T v : values)
        if (std::isfinite(v)) {
            low = std::min(low, double(v));
            high = std::max(high, double(v));
        }
    if (!(high >= low)) return ColourScale(0, 1);
    if (high == low) return ColourScale(low - 0.5, high + 0.5);
    return ColourScale(low, high);
}

}  // namespace

ColourScale::ColourScale(double low, double high) : low_(low), high_(high > low ? high : low + 1) {}

ColourScale ColourScale::fitting(std::span<const float> values) { return fit(values); }
ColourScale ColourScale::fitting(std::span<const double> values) { return fit(values); }

QColor ColourScale::colour(double value) const {
    if (!std::isfinite(value)) return QColor(0, 0, 0, 0);
    const auto c = ramp((value - low_) / (high_ - low_));
    return QColor::fromRgbF(float(c[0]), float(c[1]), float(c[2]));
}

vtkSmartPointer<vtkLookupTable> ColourScale::lookupTable() const {
    auto table = vtkSmartPointer<vtkLookupTable>::New();
    table->SetNumberOfTableValues(256);
    table->SetTableRange(low_, high_);
    for (int i = 0; i < 256; ++i) {
        const auto c = ramp(i / 255.0);
        table->SetTableValue(i, c[0], c[1], c[2], 1.0);
    }
    // Opaque grey: a table with any translucent entry sends actors to the translucent pass,
    // whose blending leaves the grabbed frame see-through. Grids leave NaN blocks out anyway.
    table->SetNanColor(0.5, 0.5, 0.5, 1.0);
    table->Build();
    return table;
}

}  // namespace strata::gui
