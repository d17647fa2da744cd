#include "strata/cokriging/Cokriging.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <mutex>
#include <optional>

#include <Eigen/Dense>

#include "../kriging/KrigingNeighbourhood.h"
#include "../kriging/KrigingSetup.h"
#include "../kriging/PreparedData.h"
#include "CokrigingSystem.h"
#include "CokrigingSystems.h"
#include "strata/cokriging/CokrigingCudaEngine.h"
#include "strata/core/Backend.h"
#include "strata/core/Error.h"
#include "strata/core/Parallel.h"

namespace strata::cokriging {

using kriging::NodeStatus;

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
const std::string kStage = "cokriging";

// One entry of a cokriging system: a datum of one variable, its value as the estimator weights it.
struct Entry {
    double x, y, z;
    int variable;
    double value;
};

// The data locations (a location with at least one variable present) and each variable's value
// there, transformed as the estimator weights it (residual from the mean, shifted, or raw).
struct Locations {
    kriging::PreparedData points;
    std::vector<std::array<double, 4>> values;  // NaN: missing
};

double dataMean(const std::vector<double>& v) {
    double sum = 0;
    std::size_t n = 0;
    for (double x : v)
        if (std::isfinite(x)) sum += x, ++n;
    return n ? sum / double(n) : kNaN;
}

double weightedValue(CokrigingType type, double z, double mean, double primaryMean) {
    switch (type) {
        case CokrigingType::Simple:
        case CokrigingType::Collocated: return z - mean;
        case CokrigingType::Standardised: return z - mean + primaryMean;
        case CokrigingType::Ordinary: return z;
    }
    return z;
}

Locations locate(const kriging::KrigingData& data, std::size_t variables, CokrigingType type,
                 const std::vector<double>& means) {
    Locations l;
    l.points.dimension = data.z.empty() ? 2 : 3;
    for (std::size_t i = 0; i < data.size(); ++i) {
        std::array<double, 4> v{kNaN, kNaN, kNaN, kNaN};
        bool any = false;
        for (std::size_t k = 0; k < variables; ++k) {
            const double z = data.values[k][i];
            if (!std::isfinite(z)) continue;
            v[k] = weightedValue(type, z, means.empty() ? 0.0 : means[k], means.empty() ? 0.0 : means[0]);
            any = true;
        }
        if (!any) continue;
        l.points.x.push_back(data.x[i]);
        l.points.y.push_back(data.y[i]);
        l.points.z.push_back(data.zAt(i));
        l.points.source.push_back(i);
        l.values.push_back(v);
    }
    return l;
}

// The model, the block support and the neighbourhood shared by every target.
class Estimator {
public:
    Estimator(const CokrigingOptions& o, const Locations& loc, const kriging::KrigingTargets& targets)
        : o_(o), loc_(loc), n_(o.model.size()), unbias_(o.model.model(0, 0).maxCovariance()) {
        for (std::size_t p = 0; p < o.model.models.size(); ++p) cov_.emplace_back(o.model.models[p]);
        kriging::KrigingOptions ko;
        ko.type = kriging::KrigingType::Simple;
        ko.mean = 0;
        ko.block = o.block;
        ko.blockSize = o.blockSize;
        const auto blockSize = kriging::resolveBlockSize(targets, ko, loc.points.dimension);
        for (std::size_t v = 0; v < n_; ++v) {
            ko.model = o.model.model(0, v);
            toTarget_.emplace_back(ko, blockSize, 1.0, 1.0);
        }
        if (!o.search.global && loc.points.size() > 0) {
            search_ = kriging::withReach(o.search, loc.points, &targets);
            const std::size_t wanted = std::size_t(o.search.ndmax) + std::size_t(std::max(0, o.ndmaxSecondary));
            nearK_ = std::min(loc.points.size(), 2 * wanted + 8);
        }
    }

    double blockVariance() const { return toTarget_[0].blockVariance(); }
    const std::vector<std::array<double, 3>>& discretisation() const { return toTarget_[0].discretisation(); }
    // The local search with its reach (KrigingSetup's withReach); unset for a global neighbourhood.
    const kriging::SearchNeighbourhood& search() const { return search_; }

    struct Outcome {
        NodeStatus status = NodeStatus::TooFewData;
        double estimate = kNaN, variance = kNaN;
        int primary = 0, secondary = 0;
    };

    // A target's system before it is solved: its entries and constraints.
    struct System {
        std::vector<Entry> entries;
        std::vector<int> constrained;  // variable of each constraint; -1: all (standardised)
        Outcome out;                   // status Estimated while it may be solved
        int size() const { return int(entries.size() + constrained.size()); }
    };

    System gather(double x0, double y0, double z0, double collocated, std::vector<std::uint32_t>& idx,
                  std::vector<search::Neighbour>& scratch) const {
        System s;
        Outcome& out = s.out;
        select(x0, y0, z0, idx, scratch, s.entries, out.primary, out.secondary);
        const bool gslib = o_.cokb3d.enabled;
        if (o_.type == CokrigingType::Collocated) {
            if (!std::isfinite(collocated)) {
                out.status = NodeStatus::NoSecondary;
                return s;
            }
            s.entries.push_back(Entry{x0, y0, z0, 1, collocated - o_.means[1]});
            ++out.secondary;
        }
        // The unknown-mean constraints: one per variable present (ordinary), one for all
        // (standardised), none (simple, collocated).
        if (o_.type == CokrigingType::Ordinary) {
            for (std::size_t v = 0; v < n_; ++v) {
                const bool present = std::any_of(s.entries.begin(), s.entries.end(),
                                                 [&](const Entry& e) { return e.variable == int(v); });
                if (present || gslib) s.constrained.push_back(int(v));
            }
        } else if (o_.type == CokrigingType::Standardised) {
            s.constrained.push_back(-1);
        }
        const int na = int(s.entries.size()), nc = int(s.constrained.size());
        // cokb3d: ndmin counts every datum, and there must be more data than constraints.
        const bool tooFew = gslib ? (nc > na || na < o_.search.ndmin) : (out.primary < std::max(1, o_.search.ndmin));
        out.status = tooFew ? NodeStatus::TooFewData : NodeStatus::Estimated;
        return s;
    }

    void matrix(const System& s, Eigen::MatrixXd& a) const {
        const int na = int(s.entries.size()), nc = int(s.constrained.size());
        a.setZero(s.size(), s.size());
        for (int i = 0; i < na; ++i) {
            const Entry& ei = s.entries[std::size_t(i)];
            for (int j = 0; j <= i; ++j) {
                const Entry& ej = s.entries[std::size_t(j)];
                const double c =
                    pairCovariance(ei.variable, ej.variable).covariance(ei.x - ej.x, ei.y - ej.y, ei.z - ej.z);
                a(i, j) = c;
                a(j, i) = c;
            }
            for (int k = 0; k < nc; ++k)
                if (s.constrained[std::size_t(k)] < 0 || s.constrained[std::size_t(k)] == ei.variable)
                    a(i, na + k) = a(na + k, i) = unbias_;
        }
    }

    void rightHandSide(const System& s, double x0, double y0, double z0, Eigen::Ref<Eigen::VectorXd> b) const {
        const int na = int(s.entries.size()), nc = int(s.constrained.size());
        for (int i = 0; i < na; ++i) {
            const Entry& e = s.entries[std::size_t(i)];
            b(i) = toTarget_[std::size_t(e.variable)].dataToBlock(e.x - x0, e.y - y0, e.z - z0);
        }
        for (int k = 0; k < nc; ++k) b(na + k) = s.constrained[std::size_t(k)] <= 0 ? unbias_ : 0.0;
    }

    // ktsol (cokb3d): a system of one equation counts as singular; pivots below 1e-11 in magnitude.
    bool solveSystems(const System& s, const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, Eigen::MatrixXd& x) const {
        if (o_.cokb3d.enabled) return s.size() > 1 && solveCokrigingSystem(a, b, x, 1e-11);
        return solveCokrigingSystem(a, b, x, 1e-11 * std::max(unbias_, 1e-300));
    }

    Outcome finish(const System& s, const Eigen::Ref<const Eigen::VectorXd>& x,
                   const Eigen::Ref<const Eigen::VectorXd>& b) const {
        Outcome out = s.out;
        const int na = int(s.entries.size()), nc = int(s.constrained.size());
        double estimate = 0, variance = blockVariance();
        for (int i = 0; i < na; ++i) {
            estimate += x(i) * s.entries[std::size_t(i)].value;
            variance -= x(i) * b(i);
        }
        // cokb3d subtracts the multipliers of its rescaled constraint rows as they are, whatever
        // the right-hand side; the textbook subtracts mu_k f0_k.
        for (int k = 0; k < nc; ++k) variance -= o_.cokb3d.enabled ? x(na + k) : x(na + k) * b(na + k);
        if (o_.type == CokrigingType::Simple || o_.type == CokrigingType::Collocated) estimate += o_.means[0];
        out.estimate = estimate;
        out.variance = variance;
        return out;
    }

    Outcome solve(double x0, double y0, double z0, double collocated, std::vector<std::uint32_t>& idx,
                  std::vector<search::Neighbour>& scratch) const {
        const System s = gather(x0, y0, z0, collocated, idx, scratch);
        if (s.out.status != NodeStatus::Estimated) return s.out;
        Eigen::MatrixXd a, x;
        Eigen::MatrixXd b(s.size(), 1);
        matrix(s, a);
        rightHandSide(s, x0, y0, z0, b.col(0));
        if (!solveSystems(s, a, b, x)) {
            Outcome out = s.out;
            out.status = NodeStatus::Singular;
            return out;
        }
        return finish(s, x.col(0), b.col(0));
    }

private:
    const variogram::CovarianceEvaluator& pairCovariance(int u, int v) const {
        return cov_[variogram::Coregionalisation::pairIndex(std::size_t(std::min(u, v)), std::size_t(std::max(u, v)),
                                                            n_)];
    }

    // The data of the neighbourhood in cokb3d's order: locations nearest first; at each, the
    // primary while fewer than ndmax are held, then each secondary while fewer than
    // ndmaxSecondary secondary data are held.
    void select(double x0, double y0, double z0, std::vector<std::uint32_t>& idx,
                std::vector<search::Neighbour>& scratch, std::vector<Entry>& entries, int& np, int& ns) const {
        const bool collocated = o_.type == CokrigingType::Collocated;
        const int maxP = o_.search.global ? std::numeric_limits<int>::max() : o_.search.ndmax;
        const int maxS = collocated ? 0 : (o_.search.global ? std::numeric_limits<int>::max() : o_.ndmaxSecondary);
        // GSLIB's octants (of the unrotated axes, as kriging's): at most maxPerOctant primary and
        // maxPerOctant secondary data in each.
        const int perOctant = o_.search.global ? 0 : o_.search.maxPerOctant;
        const bool threeD = loc_.points.dimension == 3;
        auto walk = [&](const std::vector<std::uint32_t>& order) {
            entries.clear();
            np = ns = 0;
            int octantP[8] = {0, 0, 0, 0, 0, 0, 0, 0}, octantS[8] = {0, 0, 0, 0, 0, 0, 0, 0};
            for (std::uint32_t i : order) {
                if (np >= maxP && ns >= maxS) return true;
                const auto& v = loc_.values[i];
                const double x = loc_.points.x[i], y = loc_.points.y[i], z = loc_.points.z[i];
                const int q =
                    perOctant > 0 ? kriging::KrigingNeighbourhood::octant(x - x0, y - y0, threeD ? z - z0 : 0.0) : 0;
                if (std::isfinite(v[0]) && np < maxP && (perOctant == 0 || octantP[q] < perOctant)) {
                    entries.push_back(Entry{x, y, z, 0, v[0]});
                    ++np;
                    ++octantP[q];
                }
                for (std::size_t k = 1; k < n_ && !collocated; ++k)
                    if (std::isfinite(v[k]) && ns < maxS && (perOctant == 0 || octantS[q] < perOctant)) {
                        entries.push_back(Entry{x, y, z, int(k), v[k]});
                        ++ns;
                        ++octantS[q];
                    }
            }
            return np >= maxP && ns >= maxS;
        };
        if (o_.search.global) {
            idx.resize(loc_.values.size());
            for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = std::uint32_t(i);
            walk(idx);
            return;
        }
        if (loc_.values.empty()) return;
        buildSearches();
        near_->find(x0, y0, z0, idx, scratch);
        const bool truncated = nearK_ < loc_.values.size() && idx.size() == nearK_;
        if (walk(idx) || !truncated) return;
        all_->find(x0, y0, z0, idx, scratch);
        walk(idx);
    }

    const CokrigingOptions& o_;
    const Locations& loc_;
    std::size_t n_;
    double unbias_;
    std::vector<variogram::CovarianceEvaluator> cov_;  // every pair, packed as the model
    std::vector<kriging::KrigingSetup> toTarget_;      // pair (primary, v): datum-to-target covariance
    // The CPU's searches, built on first use (a GPU run may leave no target to the CPU).
    void buildSearches() const {
        std::call_once(searchesBuilt_, [&] {
            kriging::SearchNeighbourhood s = search_;
            s.maxPerOctant = 0;
            s.maxPerDrillhole = 0;
            s.ndmax = int(nearK_);
            near_.emplace(loc_.points, s);
            s.ndmax = int(loc_.points.size());
            all_.emplace(loc_.points, s);
        });
    }

    kriging::SearchNeighbourhood search_;
    std::size_t nearK_ = 0;
    mutable std::once_flag searchesBuilt_;
    mutable std::optional<kriging::KrigingNeighbourhood> near_;  // a few more than ndmax + ndmaxSecondary
    mutable std::optional<kriging::KrigingNeighbourhood> all_;   // every datum in the ellipsoid (heterotopic shortfall)
};

// Runs the local neighbourhood on the GPU into r; returns the targets it left to the CPU, or
// nothing (with a note) when the CPU must run every target.
std::optional<std::vector<std::size_t>> runGpu(const Locations& loc, const kriging::KrigingTargets& targets,
                                               const CokrigingOptions& o, const Estimator& estimator, bool required,
                                               const RunContext& context, CokrigingResult& r) {
    auto& engine = cudaEngineAs<CudaEngine>("cokriging");
    const std::string reason = engine.unsupportedReason(o);
    if (!reason.empty()) {
        if (required) throw GpuError("cokriging: the CUDA backend cannot run this job: " + reason);
        r.notes.push_back("auto: " + reason + "; running on the CPU");
        return std::nullopt;
    }
    if (loc.values.empty()) return std::nullopt;  // no datum: the CPU marks every target at once
    const std::size_t variables = o.model.size();
    std::vector<std::vector<double>> values(variables, std::vector<double>(loc.values.size()));
    std::vector<const double*> columns;
    for (std::size_t v = 0; v < variables; ++v) {
        for (std::size_t i = 0; i < loc.values.size(); ++i) values[v][i] = loc.values[i][v];
        columns.push_back(values[v].data());
    }
    GpuCokrigingInput in;
    in.locationCount = loc.values.size();
    in.x = loc.points.x.data();
    in.y = loc.points.y.data();
    in.z = loc.points.z.data();
    in.values = columns.data();
    in.grid = targets.grid ? &*targets.grid : nullptr;
    in.targetCount = targets.size();
    std::vector<double> tz, collocated;
    if (!targets.grid) {
        in.tx = targets.x.data();
        in.ty = targets.y.data();
        if (targets.z.empty()) tz.assign(targets.size(), 0.0);
        in.tz = targets.z.empty() ? tz.data() : targets.z.data();
    }
    if (o.type == CokrigingType::Collocated) {
        collocated.resize(targets.size());
        for (std::size_t t = 0; t < targets.size(); ++t) collocated[t] = targets.secondary[t] - o.means[1];
        in.collocated = collocated.data();
    }
    in.options = &o;
    in.search = estimator.search();
    in.discretisation = estimator.discretisation();
    in.blockVariance = estimator.blockVariance();
    in.dimension = loc.points.dimension;
    GpuCokrigingOutput out{r.estimate.data(), r.variance.data(), r.status.data(), r.primaryUsed.data(),
                           r.secondaryUsed.data()};
    const GpuCokrigingTimings timings = engine.cokrigeLocal(in, out, context.cancel, context.progress);
    std::vector<std::size_t> retry;
    for (std::size_t t = 0; t < r.status.size(); ++t)
        if (r.status[t] == NodeStatus::NeedsCpu) retry.push_back(t);
    if (!retry.empty())
        r.notes.push_back(std::to_string(retry.size()) +
                          " targets recomputed on the CPU (a factorisation that broke down or a candidate list too "
                          "short on the GPU)");
    r.backend = "cuda (" + timings.precision + ", " + std::to_string(timings.chunks) + " chunk" +
                (timings.chunks == 1 ? "" : "s") + ")";
    return retry;
}

std::vector<double> resolveMeans(const kriging::KrigingData& data, const CokrigingOptions& o) {
    if (o.type == CokrigingType::Ordinary) return {};
    if (!o.means.empty()) return o.means;
    std::vector<double> m;
    for (std::size_t k = 0; k < o.model.size(); ++k) m.push_back(dataMean(data.values[k]));
    return m;
}

void checkData(const kriging::KrigingData& data, const kriging::KrigingTargets& targets, const CokrigingOptions& o) {
    data.validate(kStage, kriging::KrigingOptions{});  // lengths, finite coordinates, values within +-1e30
    if (data.values.size() != o.model.size())
        throw ValidationError(kStage, "data",
                              "has " + std::to_string(data.values.size()) + " variables for a model of " +
                                  std::to_string(o.model.size()));
    for (const auto& v : data.values)
        if (v.size() != data.size())
            throw ValidationError(kStage, "data", "value and coordinate columns differ in length");
    if (o.type == CokrigingType::Collocated && targets.secondary.size() != targets.size())
        throw ValidationError(kStage, "targets", "collocated cokriging needs the secondary variable at every target");
}
}  // namespace

std::string toString(CokrigingType type) {
    switch (type) {
        case CokrigingType::Simple: return "simple";
        case CokrigingType::Ordinary: return "ordinary";
        case CokrigingType::Standardised: return "standardised";
        case CokrigingType::Collocated: return "collocated";
    }
    return "?";
}

variogram::Coregionalisation collocatedModel(const std::string& primary, const variogram::VariogramModel& primaryModel,
                                             const std::string& secondary,
                                             const variogram::VariogramModel& secondaryModel, double rho) {
    if (!(std::abs(rho) <= 1))
        throw ValidationError(kStage, "correlation", "must be in [-1, 1] (got " + std::to_string(rho) + ")");
    if (!primaryModel.isBounded() || !secondaryModel.isBounded())
        throw ValidationError(kStage, "model", "collocated cokriging needs bounded direct models (no power structure)");
    const double c00 = primaryModel.maxCovariance(), c11 = secondaryModel.maxCovariance();
    if (!(c00 > 0) || !(c11 > 0)) throw ValidationError(kStage, "model", "collocated cokriging needs positive sills");
    const double scale = rho * std::sqrt(c11 / c00);
    variogram::VariogramModel cross = primaryModel;
    cross.nugget *= scale;
    for (auto& s : cross.structures) s.sill *= scale;
    variogram::Coregionalisation c;
    c.variables = {primary, secondary};
    c.models = {primaryModel, cross, secondaryModel};
    return c;
}

void CokrigingOptions::validate(const std::string& stage) const {
    model.validate(stage);
    if (model.size() < 2) throw ValidationError(stage, "secondary", "cokriging needs at least one secondary variable");
    if (secondaryCount() > kMaxSecondaries)
        throw ValidationError(stage, "secondary",
                              "at most " + std::to_string(kMaxSecondaries) + " secondary variables (got " +
                                  std::to_string(secondaryCount()) + ")");
    if (type == CokrigingType::Collocated && secondaryCount() != 1)
        throw ValidationError(stage, "secondary", "collocated cokriging takes exactly one secondary variable");
    const bool needMeans = type == CokrigingType::Simple || type == CokrigingType::Collocated;
    if (needMeans && means.size() != model.size())
        throw ValidationError(stage, "means",
                              toString(type) + " cokriging needs the mean of every variable (" +
                                  std::to_string(model.size()) + " values, got " + std::to_string(means.size()) + ")");
    if (type == CokrigingType::Standardised && !means.empty() && means.size() != model.size())
        throw ValidationError(stage, "means",
                              "needs one mean per variable (" + std::to_string(model.size()) + ") or none");
    for (double m : means)
        if (!std::isfinite(m)) throw ValidationError(stage, "means", "must be finite");
    if (search.ndmax < 1) throw ValidationError(stage, "ndmax", "must be >= 1");
    if (ndmaxSecondary < 0) throw ValidationError(stage, "ndmax-secondary", "must be >= 0");
    if (search.ndmin < 0 || (!cokb3d.enabled && search.ndmin > search.ndmax))
        throw ValidationError(stage, "ndmin", "must be in [0, ndmax] (got " + std::to_string(search.ndmin) + ")");
    if (search.maxPerDrillhole > 0)
        throw ValidationError(stage, "max-per-drillhole", "cokriging has no drillhole limit");
    if (type == CokrigingType::Collocated && !block.isPoint())
        throw ValidationError(stage, "block", "collocated cokriging estimates points only");
    for (double b : blockSize)
        if (!(b >= 0)) throw ValidationError(stage, "block-size", "must be >= 0");
}

namespace {
// The options as run: validated, the collocated cross model built, the means resolved.
CokrigingOptions resolved(const kriging::KrigingData& data, const kriging::KrigingTargets& targets,
                          const CokrigingOptions& options) {
    options.validate(kStage);
    checkData(data, targets, options);
    CokrigingOptions o = options;
    // Collocated with rho: the cross model is Markov model 1's, whatever the model carries.
    if (o.type == CokrigingType::Collocated && std::isfinite(o.correlation))
        o.model = collocatedModel(o.model.variables[0], o.model.model(0, 0), o.model.variables[1], o.model.model(1, 1),
                                  o.correlation);
    o.means = resolveMeans(data, options);
    for (double m : o.means)
        if (!std::isfinite(m)) throw ValidationError(kStage, "means", "a variable has no data to take its mean from");
    return o;
}
}  // namespace

void visitNodeSystems(const kriging::KrigingData& data, const kriging::KrigingTargets& targets,
                      const CokrigingOptions& options,
                      const std::function<void(std::size_t, const NodeSystem&)>& visit) {
    const CokrigingOptions o = resolved(data, targets, options);
    const Locations loc = locate(data, o.model.size(), o.type, o.means);
    const Estimator estimator(o, loc, targets);
    std::vector<std::uint32_t> idx;
    std::vector<search::Neighbour> scratch;
    for (std::size_t t = 0; t < targets.size(); ++t) {
        const double x0 = targets.xAt(t), y0 = targets.yAt(t), z0 = targets.zAt(t);
        const auto s =
            estimator.gather(x0, y0, z0, targets.secondary.empty() ? kNaN : targets.secondary[t], idx, scratch);
        NodeSystem n;
        n.status = s.out.status;
        for (const Entry& e : s.entries) {
            n.x.push_back(e.x);
            n.y.push_back(e.y);
            n.z.push_back(e.z);
            n.value.push_back(e.value);
            n.variable.push_back(e.variable);
        }
        if (n.status == NodeStatus::Estimated) {
            estimator.matrix(s, n.a);
            Eigen::MatrixXd b(s.size(), 1), x;
            estimator.rightHandSide(s, x0, y0, z0, b.col(0));
            n.b = b.col(0);
            if (estimator.solveSystems(s, n.a, b, x)) {
                n.solution = x.col(0);
                const auto out = estimator.finish(s, x.col(0), b.col(0));
                n.estimate = out.estimate;
                n.variance = out.variance;
            } else {
                n.status = NodeStatus::Singular;
            }
        }
        visit(t, n);
    }
}

CokrigingResult cokrige(const kriging::KrigingData& data, const kriging::KrigingTargets& targets,
                        const CokrigingOptions& options, const RunContext& context) {
    const CokrigingOptions o = resolved(data, targets, options);
    const Locations loc = locate(data, o.model.size(), o.type, o.means);
    const Estimator estimator(o, loc, targets);

    const std::size_t n = targets.size();
    CokrigingResult r;
    r.estimate.assign(n, kNaN);
    r.variance.assign(n, kNaN);
    r.status.assign(n, NodeStatus::TooFewData);
    r.primaryUsed.assign(n, 0);
    r.secondaryUsed.assign(n, 0);
    r.means = o.means;
    r.blockVariance = estimator.blockVariance();
    r.backend = "cpu";

    ParallelOptions po;
    po.chunk = 256;
    po.cancel = context.cancel;
    po.progress = context.progress;
    po.message = "cokriging";
    auto store = [&](std::size_t t, const Estimator::Outcome& s) {
        r.estimate[t] = s.estimate;
        r.variance[t] = s.variance;
        r.status[t] = s.status;
        r.primaryUsed[t] = s.primary;
        r.secondaryUsed[t] = s.secondary;
    };
    if (o.search.global && o.type != CokrigingType::Collocated) {
        // Every target has the same data and constraints: one matrix, factorised once per chunk
        // of targets, their right-hand sides solved together.
        std::vector<std::uint32_t> idx;
        std::vector<search::Neighbour> scratch;
        const Estimator::System system = estimator.gather(0, 0, 0, kNaN, idx, scratch);
        Eigen::MatrixXd a;
        if (system.out.status == NodeStatus::Estimated) estimator.matrix(system, a);
        po.chunk = 4096;
        parallelChunks(n, po, [&](std::size_t begin, std::size_t end) {
            if (system.out.status != NodeStatus::Estimated) {
                for (std::size_t t = begin; t < end; ++t) store(t, system.out);
                return;
            }
            Eigen::MatrixXd b(system.size(), Eigen::Index(end - begin)), x;
            for (std::size_t t = begin; t < end; ++t)
                estimator.rightHandSide(system, targets.xAt(t), targets.yAt(t), targets.zAt(t),
                                        b.col(Eigen::Index(t - begin)));
            if (!estimator.solveSystems(system, a, b, x)) {
                Estimator::Outcome singular = system.out;
                singular.status = NodeStatus::Singular;
                for (std::size_t t = begin; t < end; ++t) store(t, singular);
                return;
            }
            for (std::size_t t = begin; t < end; ++t)
                store(t, estimator.finish(system, x.col(Eigen::Index(t - begin)), b.col(Eigen::Index(t - begin))));
        });
    } else {
        BackendDecision backend = resolveBackend(context.backend, kStage);
        if (!backend.note.empty()) context.info(backend.note);
        std::optional<std::vector<std::size_t>> retry;
        if (backend.backend == Backend::Cuda && !o.search.global)
            retry = runGpu(loc, targets, o, estimator, context.backend == Backend::Cuda, context, r);
        const std::size_t count = retry ? retry->size() : n;
        auto targetAt = [&](std::size_t k) { return retry ? (*retry)[k] : k; };
        if (retry) po.progress = nullptr;
        parallelChunks(count, po, [&](std::size_t begin, std::size_t end) {
            std::vector<std::uint32_t> idx;
            std::vector<search::Neighbour> scratch;
            for (std::size_t k = begin; k < end; ++k) {
                const std::size_t t = targetAt(k);
                const double collocated = targets.secondary.empty() ? kNaN : targets.secondary[t];
                store(t, estimator.solve(targets.xAt(t), targets.yAt(t), targets.zAt(t), collocated, idx, scratch));
            }
        });
    }
    std::size_t tooFew = 0, noSecondary = 0;
    for (NodeStatus s : r.status) {
        if (s == NodeStatus::Estimated) continue;
        ++r.unestimated;
        if (s == NodeStatus::Singular) ++r.singular;
        if (s == NodeStatus::TooFewData) ++tooFew;
        if (s == NodeStatus::NoSecondary) ++noSecondary;
    }
    if (tooFew) r.notes.push_back(std::to_string(tooFew) + " targets unestimated: too few data in the neighbourhood");
    if (r.singular) r.notes.push_back(std::to_string(r.singular) + " targets unestimated: singular cokriging system");
    if (noSecondary)
        r.notes.push_back(std::to_string(noSecondary) + " targets unestimated: no secondary value at the target");
    return r;
}

}  // namespace strata::cokriging
