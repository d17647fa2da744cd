#pragma once
// What the sequential Gaussian simulation tests share: small grids and models, running a set of
// realisations into memory, and statistics over nodes and realisations.
#include <cstddef>
#include <vector>

#include "strata/simulation/SequentialGaussian.h"

namespace strata::simulation::testing {

using Realisations = std::vector<std::vector<float>>;

SequentialGaussianOptions smallOptions(std::size_t nx, std::size_t ny, const char* model, double radius);
Realisations runRealisations(const SequentialGaussianSimulation& simulation, std::size_t first, std::size_t count,
                             int threads = 0);

struct Moments {
    double mean = 0, variance = 0;
};
Moments momentsOf(const std::vector<float>& values);
// Per node: the mean and the variance over the realisations.
std::vector<Moments> nodeMoments(const Realisations& realisations);
// The mean of |a - b| over the entries.
double meanAbsoluteDifference(const std::vector<double>& a, const std::vector<double>& b);

}  // namespace strata::simulation::testing
