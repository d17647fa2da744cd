#include "Kt3dDebugFile.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <sstream>

#include "CpuKriging.h"
#include "KrigingNeighbourhood.h"
#include "KrigingSetup.h"
#include "LocalKrigingSolver.h"
#include "PreparedData.h"
#include "PseudoInverseSystems.h"
#include "strata/core/Error.h"

namespace strata::kriging {

namespace {

// The shortest text that reads back as the same double.
std::string number(double v) {
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return ec == std::errc() ? std::string(buf, end) : std::string("nan");
}

std::string nodeIndex(const KrigingTargets& targets, std::size_t t) {
    if (!targets.grid) return std::to_string(t + 1) + " 0 0";
    const GridSpec& g = *targets.grid;
    const std::size_t ix = t % g.nx, iy = (t / g.nx) % g.ny, iz = t / (g.nx * g.ny);
    return std::to_string(ix + 1) + " " + std::to_string(iy + 1) + " " + std::to_string(iz + 1);
}

void writeTargets(std::ostream& out, int level, const KrigingData& data, const KrigingTargets& targets,
                  const KrigingOptions& options, const RunContext& context) {
    const PreparedData prepared = prepareData(data, {0}, options, "kt3d");
    const KrigingSetup setup = setupFor(options, resolveBlockSize(targets, options, prepared.dimension), prepared);
    out << " \nBlock Covariance: " << number(setup.blockVariance()) << "\n \n";
    const KrigingNeighbourhood neighbourhood(prepared, options.search);
    LocalKrigingSolver solver(setup, prepared);
    NodeSolution s;
    std::vector<std::uint32_t> idx;
    std::vector<search::Neighbour> scratch;
    Eigen::MatrixXd a;
    Eigen::VectorXd r;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    // singular: pinv, one system at a time: the weights the output's estimate came from.
    NodeSolution byPseudoInverse;
    PseudoInverseSystems singular(
        setup, solver, [&](std::size_t, const NodeSolution& solution, std::span<const std::uint32_t>, double) {
            byPseudoInverse = solution;
        });
    for (std::size_t t = 0; t < targets.size(); ++t) {
        if (t % 1024 == 0) context.checkCancelled();
        const double x0 = targets.xAt(t), y0 = targets.yAt(t), z0 = targets.zAt(t);
        const double sec = targets.secondary.empty() ? nan : targets.secondary[t];
        targetNeighbours(neighbourhood, prepared, targets, t, idx, scratch, nullptr);
        solver.solve(x0, y0, z0, sec, idx, s);
        const std::string at = nodeIndex(targets, t);
        if (level >= 3 && (s.status == NodeStatus::Estimated || s.status == NodeStatus::Singular)) {
            solver.borderedSystem(x0, y0, z0, sec, idx, a, r);
            out << "Estimating node index : " << at << "\n";
            for (Eigen::Index i = 0; i < a.rows(); ++i) {
                out << "    r(" << i + 1 << ") = " << number(r(i)) << "  a=";
                for (Eigen::Index j = 0; j < a.cols(); ++j) out << ' ' << number(a(i, j));
                out << "\n";
            }
            if (s.status == NodeStatus::Singular) out << " Singular Matrix " << at << "\n";
        }
        if (s.status == NodeStatus::Singular && options.singular == SingularRule::PseudoInverse) {
            singular.add(t, x0, y0, z0, sec, idx);
            singular.flush();
            s = byPseudoInverse;
            if (level >= 3 && s.status != NodeStatus::Singular) out << " solved by its pseudo-inverse\n";
        }
        if (s.status != NodeStatus::Estimated) continue;
        out << "       \nBLOCK: " << at << " at " << number(x0) << ' ' << number(y0) << ' ' << number(z0)
            << "\n       \n";
        if (setup.constraints() > 0) out << "  Lagrange : " << number(s.lagrange) << "\n";
        out << "  BLOCK EST: x,y,z,vr,wt\n";
        for (std::size_t i = 0; i < idx.size(); ++i) {
            const std::size_t d = idx[i];
            out << number(prepared.x[d]) << ' ' << number(prepared.y[d]) << ' '
                << number(prepared.dimension == 3 ? prepared.z[d] : z0) << ' ' << number(prepared.values[0][d]) << ' '
                << number(s.weights[i]) << "\n";
        }
        out << "  estimate, variance  " << number(solver.estimate(s, idx, 0, sec)) << ' ' << number(s.variance) << "\n";
    }
}

}  // namespace

EstimateMoments estimateMoments(const std::vector<double>& estimates) {
    EstimateMoments m;
    double sum = 0, sum2 = 0;
    for (double e : estimates)
        if (!std::isnan(e)) {
            ++m.count;
            sum += e;
            sum2 += e * e;
        }
    if (m.count > 0) {
        m.mean = sum / double(m.count);
        m.variance = sum2 / double(m.count) - m.mean * m.mean;
    }
    return m;
}

std::string kt3dDebugText(int level, const KrigingData& data, const KrigingTargets& targets,
                          const KrigingOptions& options, const KrigingResult& result, const RunContext& context) {
    std::ostringstream out;
    if (level >= 2) writeTargets(out, level, data, targets, options, context);
    if (level >= 1) {
        const EstimateMoments m = estimateMoments(result.estimate[0]);
        if (m.count > 0)
            out << "\nEstimated   " << m.count << " blocks \n  average   " << number(m.mean) << "\n  variance  "
                << number(m.variance) << "\n\n";
    }
    return std::move(out).str();
}

}  // namespace strata::kriging
