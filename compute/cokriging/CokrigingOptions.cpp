#include <nlohmann/json.hpp>

#include "strata/cokriging/Cokriging.h"
#include "strata/jobs/CommonOptions.h"
#include "strata/jobs/Schema.h"

namespace strata::cokriging {

const jobs::Schema<CokrigingOptions>& cokrigingOptionsSchema() {
    using O = CokrigingOptions;
    static const auto s = jobs::Schema<O>("cokriging", "what a cokriging run estimates and how")
        .choice("type", [](auto& o) -> auto& { return o.type; },
                std::vector<std::pair<std::string, CokrigingType>>{
                    {"ordinary", CokrigingType::Ordinary}, {"simple", CokrigingType::Simple},
                    {"standardised", CokrigingType::Standardised}, {"collocated", CokrigingType::Collocated},
                    {"ok", CokrigingType::Ordinary}, {"sk", CokrigingType::Simple},
                    {"standardized", CokrigingType::Standardised}},
                "ordinary (primary weights sum to 1, each secondary's to 0), simple (known means), standardised "
                "(one constraint, secondaries shifted to the primary's mean) or collocated (simple, Markov model 1)")
        .group("estimator")
        .custom("model", "coregionalisation",
                [](const O& o) { return jobs::Json(o.model); },
                [](O& o, const jobs::Json& v) { o.model = v.get<variogram::Coregionalisation>(); },
                "direct and cross variogram models: {\"variables\": [primary, secondaries...], \"models\": "
                "{\"A\": MODEL, \"A:B\": MODEL, ...}}")
        .required().group("model")
        .add("means", [](auto& o) -> auto& { return o.means; },
             "the mean of every variable, primary first (simple and collocated: required; standardised: "
             "empty takes the data's means)").group("estimator")
        .add("correlation", [](auto& o) -> auto& { return o.correlation; },
             "collocated: the correlation rho of primary and secondary (builds the Markov model 1 cross model)")
        .group("estimator")
        .object("search", [](auto& o) -> auto& { return o.search; }, kriging::searchNeighbourhoodSchema(),
                "the search neighbourhood; ndmin and ndmax count primary data").group("search")
        .add("ndmax_secondary", [](auto& o) -> auto& { return o.ndmaxSecondary; },
             "nearest secondary data kept, all secondary variables together").min(0).group("search")
        .list("block", "block discretisation points nx, ny, nz (1,1,1: point cokriging)",
              [](auto& o) -> auto& { return o.block.nx; }, [](auto& o) -> auto& { return o.block.ny; },
              [](auto& o) -> auto& { return o.block.nz; }).min(1).max(64).group("support")
        .add("block_size", [](auto& o) -> auto& { return o.blockSize; },
             "block extent x, y, z (0: the grid's cell size)").min(0).unit(jobs::kDataUnits).group("support")
        .choice("precision", [](auto& o) -> auto& { return o.precision; }, jobs::precisionChoices(),
                "GPU arithmetic (the CPU computes in double)").group("GPU").advanced();
    return s;
}

void to_json(nlohmann::json& j, const CokrigingOptions& o) { j = cokrigingOptionsSchema().write(o); }
void from_json(const nlohmann::json& j, CokrigingOptions& o) { o = cokrigingOptionsSchema().read(j, "cokriging"); }

}  // namespace strata::cokriging
