#include "qa/ColourScale.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include <QCoreApplication>
#include <vtkLookupTable.h>

namespace strata::gui {

namespace {

using Stops = std::array<std::array<double, 3>, 9>;

// Nine stops per map, evenly spaced. Viridis: matplotlib's table. Turbo: Google's polynomial
// approximation. Heat: close to matplotlib's inferno. CoolWarm: Moreland's diverging map.
constexpr Stops kViridis{{{0.267, 0.005, 0.329}, {0.278, 0.175, 0.483}, {0.231, 0.322, 0.546},
                          {0.173, 0.449, 0.558}, {0.128, 0.567, 0.551}, {0.153, 0.680, 0.504},
                          {0.361, 0.785, 0.388}, {0.666, 0.862, 0.196}, {0.993, 0.906, 0.144}}};
constexpr Stops kTurbo{{{0.136, 0.091, 0.107}, {0.269, 0.415, 0.935}, {0.148, 0.740, 0.881},
                        {0.250, 0.953, 0.573}, {0.589, 0.982, 0.313}, {0.932, 0.814, 0.177},
                        {1.000, 0.502, 0.114}, {0.786, 0.175, 0.047}, {0.566, 0.050, 0.000}}};
constexpr Stops kHeat{{{0.001, 0.000, 0.014}, {0.157, 0.045, 0.329}, {0.397, 0.083, 0.433},
                       {0.624, 0.165, 0.388}, {0.831, 0.283, 0.259}, {0.961, 0.490, 0.082},
                       {0.988, 0.730, 0.016}, {0.964, 0.945, 0.403}, {0.988, 1.000, 0.645}}};
constexpr Stops kGreys{{{0.08, 0.08, 0.08}, {0.19, 0.19, 0.19}, {0.30, 0.30, 0.30},
                        {0.41, 0.41, 0.41}, {0.52, 0.52, 0.52}, {0.63, 0.63, 0.63},
                        {0.74, 0.74, 0.74}, {0.85, 0.85, 0.85}, {0.96, 0.96, 0.96}}};
constexpr Stops kCoolWarm{{{0.230, 0.299, 0.754}, {0.406, 0.537, 0.934}, {0.602, 0.731, 0.999},
                           {0.788, 0.845, 0.939}, {0.865, 0.865, 0.865}, {0.958, 0.769, 0.678},
                           {0.968, 0.557, 0.438}, {0.885, 0.314, 0.236}, {0.706, 0.016, 0.150}}};

const Stops& stopsOf(ColourMap map) {
    switch (map) {
        case ColourMap::Turbo: return kTurbo;
        case ColourMap::Heat: return kHeat;
        case ColourMap::Greys: return kGreys;
        case ColourMap::CoolWarm: return kCoolWarm;
        case ColourMap::Viridis: break;
    }
    return kViridis;
}

std::array<double, 3> ramp(const Stops& stops, double t) {
    t = std::clamp(t, 0.0, 1.0) * double(stops.size() - 1);
    const std::size_t i = std::min<std::size_t>(std::size_t(t), stops.size() - 2);
    const double f = t - double(i);
    std::array<double, 3> c{};
    for (std::size_t k = 0; k < 3; ++k) c[k] = stops[i][k] * (1 - f) + stops[i + 1][k] * f;
    return c;
}

constexpr const char* kKeys[] = {"viridis", "turbo", "heat", "greys", "coolwarm"};

template <class T>
ValueSummary summary(std::span<const T> values) {
    std::vector<double> finite;
    finite.reserve(values.size());
    for (T v : values)
        if (std::isfinite(v)) finite.push_back(double(v));
    ValueSummary s;
    s.finite = finite.size();
    if (finite.empty()) return s;
    // Selection, not a sort: a 10^6-node grid is summarised in a few milliseconds.
    const auto at = [&finite](double p) {
        const auto k = std::ptrdiff_t(std::llround(p * double(finite.size() - 1)));
        std::nth_element(finite.begin(), finite.begin() + k, finite.end());
        return finite[std::size_t(k)];
    };
    s.min = *std::min_element(finite.begin(), finite.end());
    s.max = *std::max_element(finite.begin(), finite.end());
    s.p02 = at(0.02);
    s.p98 = at(0.98);
    double positive = HUGE_VAL;
    for (double v : finite)
        if (v > 0) positive = std::min(positive, v);
    s.smallestPositive = std::isfinite(positive) ? positive : 0;
    return s;
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

QStringList colourMapNames() {
    return {QCoreApplication::translate("ColourScale", "Viridis"),
            QCoreApplication::translate("ColourScale", "Turbo (rainbow)"),
            QCoreApplication::translate("ColourScale", "Heat"),
            QCoreApplication::translate("ColourScale", "Greys"),
            QCoreApplication::translate("ColourScale", "Blue–white–red (diverging)")};
}

std::string colourMapKey(ColourMap map) { return kKeys[int(map)]; }

std::optional<ColourMap> colourMapFromKey(const std::string& key) {
    for (int i = 0; i < int(std::size(kKeys)); ++i)
        if (key == kKeys[i]) return ColourMap(i);
    return std::nullopt;
}

ValueSummary summarise(std::span<const float> values) { return summary(values); }
ValueSummary summarise(std::span<const double> values) { return summary(values); }

ColourScale::ColourScale(double low, double high, ColourMap map, bool logarithmic)
    : low_(low), high_(high > low ? high : low + 1), map_(map), logarithmic_(logarithmic && low > 0) {}

ColourScale ColourScale::fitting(std::span<const float> values) { return fit(values); }
ColourScale ColourScale::fitting(std::span<const double> values) { return fit(values); }

ColourScale ColourScale::robust(const ValueSummary& s, ColourMap map, bool logarithmic) {
    if (s.finite == 0) return ColourScale(0, 1, map);
    double low = s.p02, high = s.p98;
    if (!(high > low)) {
        low = s.min;
        high = s.max;
    }
    if (!(high > low)) {
        low -= 0.5;
        high += 0.5;
    }
    // A logarithmic scale starts at the smallest positive value when the 2nd percentile is not.
    if (logarithmic && low <= 0 && s.smallestPositive > 0 && s.smallestPositive < high) low = s.smallestPositive;
    return ColourScale(low, high, map, logarithmic);
}

double ColourScale::position(double value) const {
    if (logarithmic_) {
        if (!(value > 0)) return 0;
        return std::clamp(std::log(value / low_) / std::log(high_ / low_), 0.0, 1.0);
    }
    return std::clamp((value - low_) / (high_ - low_), 0.0, 1.0);
}

QColor ColourScale::colour(double value) const {
    if (!std::isfinite(value)) return QColor(0, 0, 0, 0);
    const auto c = ramp(stopsOf(map_), position(value));
    return QColor::fromRgbF(float(c[0]), float(c[1]), float(c[2]));
}

vtkSmartPointer<vtkLookupTable> ColourScale::lookupTable() const {
    auto table = vtkSmartPointer<vtkLookupTable>::New();
    table->SetNumberOfTableValues(256);
    table->SetTableRange(low_, high_);
    if (logarithmic_) table->SetScaleToLog10();
    for (int i = 0; i < 256; ++i) {
        const auto c = ramp(stopsOf(map_), i / 255.0);
        table->SetTableValue(i, c[0], c[1], c[2], 1.0);
    }
    // Opaque grey: a table with any translucent entry sends actors to the translucent pass,
    // whose blending leaves the grabbed frame see-through. Grids leave NaN blocks out anyway.
    table->SetNanColor(0.5, 0.5, 0.5, 1.0);
    table->Build();
    return table;
}

}  // namespace strata::gui
