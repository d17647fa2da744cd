#include "SequentialGaussianSupport.h"

#include <cmath>

namespace strata::simulation::testing {

SequentialGaussianOptions smallOptions(std::size_t nx, std::size_t ny, const char* model, double radius) {
    SequentialGaussianOptions o;
    o.grid.nx = nx;
    o.grid.ny = ny;
    o.grid.x0 = 0.5;
    o.grid.y0 = 0.5;
    o.model = variogram::VariogramModel::parse(model);
    o.search.radius = radius;
    o.search.ndmin = 0;
    o.search.ndmax = 16;
    o.nodmax = 16;
    return o;
}

Realisations runRealisations(const SequentialGaussianSimulation& simulation, std::size_t first, std::size_t count,
                             int threads) {
    Realisations out;
    simulateRealisations(
        simulation, first, count, threads, RunContext{},
        [&](std::size_t, std::span<const float> scores) { out.emplace_back(scores.begin(), scores.end()); });
    return out;
}

Moments momentsOf(const std::vector<float>& values) {
    double sum = 0, squares = 0;
    for (float v : values) sum += v, squares += double(v) * v;
    const double n = double(values.size());
    return {sum / n, squares / n - (sum / n) * (sum / n)};
}

std::vector<Moments> nodeMoments(const Realisations& realisations) {
    const std::size_t nodes = realisations.front().size();
    std::vector<Moments> m(nodes);
    for (std::size_t i = 0; i < nodes; ++i) {
        double sum = 0, squares = 0;
        for (const auto& r : realisations) sum += r[i], squares += double(r[i]) * r[i];
        const double n = double(realisations.size());
        m[i] = {sum / n, (squares - sum * sum / n) / (n - 1)};
    }
    return m;
}

double meanAbsoluteDifference(const std::vector<double>& a, const std::vector<double>& b) {
    double s = 0;
    for (std::size_t i = 0; i < a.size(); ++i) s += std::abs(a[i] - b[i]);
    return s / double(a.size());
}

}  // namespace strata::simulation::testing
