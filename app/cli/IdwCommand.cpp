// strata-cli idw and aidw: inverse distance weighting (plain and adaptive) of points onto a grid
// or target points. Their flags are their jobs' options (strata-cli run --describe idw|aidw),
// with --out for the output and the earlier contract's --anisotropy and --alpha lists.
#include "CliCommand.h"
#include "SchemaFlags.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/idw/IdwJob.h"

namespace strata::cli {
namespace {

// "ang1,ang2,ang3,ratio1,ratio2" into the anisotropy object.
void applyAnisotropy(const std::string& text, jobs::Json& params) {
    const auto a = parseNumberList(text, "idw", "anisotropy");
    if (a.size() != 5)
        throw ValidationError("idw", "anisotropy", "needs five numbers ang1,ang2,ang3,ratio1,ratio2 (got '" + text + "')");
    params["anisotropy"] = {{"ang1", a[0]}, {"ang2", a[1]}, {"ang3", a[2]}, {"ratio1", a[3]}, {"ratio2", a[4]}};
}

jobs::Json alphaLevels(const std::string& text) {
    const auto levels = parseNumberList(text, "aidw", "alpha");
    if (levels.size() != 5) throw ValidationError("aidw", "alpha", "needs five levels a1,a2,a3,a4,a5 (got '" + text + "')");
    return levels;
}

const Registration idw("idw", [](CLI::App& app) {
    SchemaFlags flags(idw::IdwJob::schema().info());
    for (const char* key : {"ang1", "ang2", "ang3", "ratio1", "ratio2"}) flags.hide(std::string("anisotropy.") + key);
    flags.custom("--anisotropy", "ang1,ang2,ang3,ratio1,ratio2 (GSLIB angles, degrees): anisotropic distance and ellipsoid",
                 applyAnisotropy);
    flags.rename("data.file", "--data").rename("output", "--out");
    addSchemaVerb<idw::IdwJob>(app, "idw", "inverse distance weighting: estimate = sum d^-p z / sum d^-p", std::move(flags));
});

const Registration aidw("aidw", [](CLI::App& app) {
    SchemaFlags flags(idw::AidwJob::schema().info());
    flags.rename("data.file", "--data").rename("output", "--out").convert("alpha", alphaLevels);
    addSchemaVerb<idw::AidwJob>(app, "aidw",
                          "adaptive IDW: the power at each target from the mean distance of its k nearest data "
                          "relative to a random pattern's",
                          std::move(flags));
});

}  // namespace
}  // namespace strata::cli
