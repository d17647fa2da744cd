// strata-cli idw: inverse distance weighting of points onto a grid or target points.
#include "IdwCliOptions.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::cli {
namespace {

struct IdwArgs {
    IdwCliOptions common;
    idw::IdwParams params;
    std::string anisotropy;
};

const Registration reg("idw", [](CLI::App& app) {
    auto args = std::make_shared<IdwArgs>();
    auto* verb = app.add_subcommand("idw", "inverse distance weighting: estimate = sum d^-p z / sum d^-p");
    args->common.add(*verb);
    verb->add_option("--power", args->params.power, "power p of the inverse distance, in (0, 10]")->required();
    verb->add_option("--neighbors", args->params.neighbours, "use the K nearest data (0: all data)")
        ->capture_default_str();
    verb->add_option("--radius", args->params.radius,
                     "use only data inside the search ellipsoid of this major semi-axis (0: unlimited)")
        ->capture_default_str();
    verb->add_option("--anisotropy", args->anisotropy,
                     "ang1,ang2,ang3,ratio1,ratio2 (GSLIB angles, degrees): anisotropic distance and ellipsoid");
    verb->callback([args] {
        idw::IdwJob job;
        args->common.finish(job);
        job.params = args->params;
        if (!args->anisotropy.empty()) {
            const auto a = parseNumberList(args->anisotropy, job.type, "anisotropy");
            if (a.size() != 5)
                throw ValidationError(job.type, "anisotropy", "needs five numbers ang1,ang2,ang3,ratio1,ratio2 (got '" +
                                                                  args->anisotropy + "')");
            job.params.anisotropy = Anisotropy{a[0], a[1], a[2], a[3], a[4]};
        }
        runOrDump(jobs::makeJob(job), args->common.job);
    });
});

}  // namespace
}  // namespace strata::cli
