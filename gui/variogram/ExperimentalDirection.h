#pragma once
// The experimental points of one direction as the variogram panel plots them.
#include <array>
#include <vector>

#include <QString>

#include "strata/variogram/ExperimentalVariogram.h"
#include "strata/variogram/VariogramFit.h"

namespace strata::gui {

struct ExperimentalDirection {
    QString label;                              // "omni", "N45°E ±22.5°"
    std::array<double, 3> direction{0, 1, 0};   // unit vector the model curve is drawn along
    std::vector<variogram::FitPoint> points;    // rows with pairs and h > 0
};

// One ExperimentalDirection per direction of variogram `index` of `variogram`.
std::vector<ExperimentalDirection> experimentalDirections(const variogram::ExperimentalVariogram& variogram,
                                                          std::size_t index = 0);

}  // namespace strata::gui
