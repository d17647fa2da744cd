#pragma once
// The cokriging engine: a primary variable estimated from its own data and from up to three
// secondary variables, with the direct and cross covariances of a Coregionalisation. Data may be
// heterotopic (a variable missing at some data locations: NaN).
//
// Notation: variable 0 is the primary, C_uv(h) the covariance of variables u and v (GSLIB cova3
// arithmetic: C_uv(h) = cmax_uv - gamma_uv(h), the nugget counted at zero distance only), x0 the
// target (or block V, the mean over kt3d's discretisation points, the nugget left out where a
// point coincides), lambda_i the weight of datum i of variable v_i, m_v the mean of variable v.
// Every system is  [C F; F' 0] [lambda; mu] = [c0; f0],  C_ij = C_{v_i v_j}(x_i - x_j),
// c0_i = C_{v_i 0}(x_i, x0); the constraint rows are multiplied by C_00(0) (kt3d's rescaling, which
// leaves the weights unchanged). The estimation variance is the textbook
//     sigma^2 = C_00(V, V) - sum_i lambda_i c0_i - sum_k mu_k f0_k.
//
//   Simple        z* = m_0 + sum_i lambda_i (z_i - m_{v_i});  no constraint.
//   Ordinary      traditional unbiasedness: the primary weights sum to 1, each secondary's to 0
//                 (one constraint per variable present in the neighbourhood: a secondary without
//                 data there has no weights and no constraint); z* = sum_i lambda_i z_i.
//   Standardised  one constraint, all weights sum to 1, each secondary datum shifted to the
//                 primary's mean (Isaaks & Srivastava 1989, ch. 17; cokb3d ktype 1):
//                 z* = sum_i lambda_i (z_i - m_{v_i} + m_0).
//   Collocated    simple collocated cokriging under Markov model 1 (Almeida & Journel 1994): the
//                 primary data of the neighbourhood plus the one secondary value y0 at the target
//                 (KrigingTargets::secondary), no secondary data elsewhere;
//                 C_01(h) = rho sqrt(C_00(0) C_11(0)) C_00(h) / C_00(0),
//                 z* = m_0 + sum_i lambda_i (z_i - m_0) + nu (y0 - m_1),
//                 sigma^2 = C_00(0) - sum_i lambda_i C_00(x_i - x0) - nu C_01(0).
//                 collocatedModel() builds that coregionalisation from the two direct models.
//
// Neighbourhood: the data inside the search ellipsoid, nearest first (ties by data index); walking
// them in that order, a location's primary value is taken while fewer than ndmax primary data are
// held, and its secondary values (in variable order) while fewer than ndmaxSecondary secondary
// data (all secondaries together) are held; the walk stops when both are full (cokb3d's rule).
// With maxPerOctant (kriging's octants of the unrotated axes; cokb3d has none) an octant holds at
// most that many primary and that many secondary data.
// The global neighbourhood takes every datum. A target is left unestimated (TooFewData) with
// fewer than ndmin primary data, and Singular when the LU factorisation finds a zero pivot.
#include <array>
#include <cstddef>
#include <limits>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "strata/core/Precision.h"
#include "strata/core/RunContext.h"
#include "strata/kriging/Kriging.h"
#include "strata/kriging/KrigingOptions.h"
#include "strata/kriging/NodeStatus.h"
#include "strata/variogram/Coregionalisation.h"

namespace strata::jobs {
template <class T>
class Schema;
}

namespace strata::cokriging {

inline constexpr std::size_t kMaxSecondaries = 3;

enum class CokrigingType { Simple, Ordinary, Standardised, Collocated };
std::string toString(CokrigingType type);  // "simple", "ordinary", "standardised", "collocated"

// GSLIB cokb3d's arithmetic where it departs from the textbook (docs/cokriging.md lists them).
struct Cokb3dArithmetic {
    bool enabled = false;
};

struct CokrigingOptions {
    CokrigingType type = CokrigingType::Ordinary;
    variogram::Coregionalisation model;  // the primary first, then the secondaries
    // One per variable: simple and collocated cokriging's means, standardised cokriging's shifts;
    // empty for standardised: the means of each variable's data.
    std::vector<double> means;
    // Collocated: rho; when given, the cross model becomes collocatedModel()'s (NaN: the model's).
    double correlation = std::numeric_limits<double>::quiet_NaN();
    kriging::SearchNeighbourhood search;  // ndmin, ndmax: primary data
    int ndmaxSecondary = 8;               // secondary data, all secondaries together
    kriging::BlockDiscretisation block;
    std::array<double, 3> blockSize{0, 0, 0};  // 0: the grid's cell
    Cokb3dArithmetic cokb3d;                   // set by the cokb3d job only, never read from JSON
    // GPU arithmetic: float with one refinement step in double (near-double weights), or double.
    Precision precision = Precision::Single;

    std::size_t secondaryCount() const noexcept { return model.size() ? model.size() - 1 : 0; }
    // Throws ValidationError naming `stage` and the option.
    void validate(const std::string& stage) const;
};

// The coregionalisation of collocated cokriging under Markov model 1: the two direct models and
// the cross model rho sqrt(C_00(0) C_11(0)) / C_00(0) times the primary's model.
variogram::Coregionalisation collocatedModel(const std::string& primary, const variogram::VariogramModel& primaryModel,
                                             const std::string& secondary,
                                             const variogram::VariogramModel& secondaryModel, double rho);

struct CokrigingResult {
    std::vector<double> estimate;  // NaN where unestimated
    std::vector<double> variance;  // NaN where unestimated
    std::vector<kriging::NodeStatus> status;
    std::vector<int> primaryUsed, secondaryUsed;
    std::vector<double> means;  // the means used (simple, standardised, collocated)
    double blockVariance = 0;   // C_00(V, V)
    std::size_t unestimated = 0, singular = 0;
    std::vector<std::string> notes;
    std::string backend;  // "cpu", or "cuda (...)"
};

// data.values[0] the primary, data.values[1..] the secondaries, in the model's variable order;
// targets.secondary: the collocated secondary at each target (collocated type only).
CokrigingResult cokrige(const kriging::KrigingData& data, const kriging::KrigingTargets& targets,
                        const CokrigingOptions& options, const RunContext& context);

const jobs::Schema<CokrigingOptions>& cokrigingOptionsSchema();
void to_json(nlohmann::json& j, const CokrigingOptions& o);
void from_json(const nlohmann::json& j, CokrigingOptions& o);

}  // namespace strata::cokriging
