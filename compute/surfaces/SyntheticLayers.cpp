#include "strata/surfaces/SyntheticLayers.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <random>

#include "strata/core/Error.h"

namespace strata::surfaces {

namespace {
constexpr double kPi = std::numbers::pi;
constexpr double kBelowLast = 5.0;  // holes end this far below the last surface
}  // namespace

void SyntheticLayersOptions::validate() const {
    if (units < 2) throw ValidationError("synthetic layers", "units", "must be >= 2");
    if (holes < 1) throw ValidationError("synthetic layers", "holes", "must be >= 1");
    if (!(width > 0 && height > 0)) throw ValidationError("synthetic layers", "extent", "must be > 0");
    if (!(shortHoleFraction >= 0 && shortHoleFraction <= 1))
        throw ValidationError("synthetic layers", "shortHoleFraction", "must be in [0, 1]");
}

double SyntheticLayers::thickness(std::size_t unit, double x, double y) const {
    const double u = (x - options.x0) / options.width, v = (y - options.y0) / options.height;
    if (options.pinchOut && unit == 1 && options.units >= 3)
        return 14.0 * std::max(0.0, u - 0.35) * (1 + 0.2 * std::sin(2 * kPi * v));
    const double j = double(unit);
    return 6 + 1.5 * j + 2.5 * std::sin(2 * kPi * (u + 0.17 * j)) * std::cos(kPi * (v + 0.23 * j));
}

double SyntheticLayers::surface(std::size_t k, double x, double y) const {
    const double u = (x - options.x0) / options.width, v = (y - options.y0) / options.height;
    double z = options.z0 + 8 * std::sin(2 * kPi * u) + 5 * std::cos(2.6 * kPi * v) + 4 * u * v;
    for (std::size_t j = 0; j < k; ++j) z -= thickness(j, x, y);
    return z;
}

SyntheticLayers makeSyntheticLayers(const SyntheticLayersOptions& options) {
    options.validate();
    SyntheticLayers model;
    model.options = options;
    std::vector<std::string> names;
    for (std::size_t u = 0; u < options.units; ++u) names.push_back("U" + std::to_string(u + 1));
    model.column = StratigraphicColumn::fromOrder(names);

    std::mt19937_64 random(options.seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    drillholes::IntervalTable table;
    table.name = "lithology";
    table.text.push_back(drillholes::TextColumn{"UNIT", {}});
    const std::size_t n = options.units;
    for (std::size_t h = 0; h < options.holes; ++h) {
        char id[32];
        std::snprintf(id, sizeof id, "SH%04zu", h + 1);
        const double x = options.x0 + options.width * unit(random);
        const double y = options.y0 + options.height * unit(random);
        const bool shortHole = unit(random) < options.shortHoleFraction;
        const double endFraction = unit(random);
        const std::size_t endUnit = std::size_t(unit(random) * double(n - 1));  // 0 .. n-2
        std::vector<double> top(n);
        for (std::size_t k = 0; k < n; ++k) top[k] = model.surface(k, x, y);
        double depth = top[0] - top[n - 1] + kBelowLast;
        if (shortHole) {
            // End strictly inside the first unit at or below endUnit that is present here.
            std::size_t k = endUnit;
            while (k + 1 < n && top[k] - top[k + 1] <= 0.5) ++k;
            if (k + 1 < n) depth = top[0] - top[k] + (0.1 + 0.8 * endFraction) * (top[k] - top[k + 1]);
        }
        drillholes::Collar collar;
        collar.holeId = id;
        collar.x = x;
        collar.y = y;
        collar.z = top[0];
        collar.depth = depth;
        model.database.collars.push_back(collar);
        model.database.surveys.push_back(drillholes::SurveyStation{id, 0.0, 0.0, -90.0, 0});
        for (std::size_t k = 0; k < n; ++k) {
            const double from = top[0] - top[k];
            const double to = std::min(depth, k + 1 < n ? top[0] - top[k + 1] : depth);
            if (!(to > from)) continue;  // absent here, or below the hole's end
            const std::size_t row = table.addRow(id, from, to);
            table.text[0].values[row] = names[k];
        }
    }
    model.database.intervals.push_back(std::move(table));
    model.database.reindex();
    return model;
}

}  // namespace strata::surfaces
