// strata-cli gtcurves: grade-tonnage curves over realisations, with P10, P50 and P90.
#include "CliCommand.h"
#include "SchemaFlags.h"
#include "strata/simulation/GtcurvesJob.h"

namespace strata::cli {
namespace {

const Registration reg("gtcurves", [](CLI::App& app) {
    addSchemaVerb<simulation::GtcurvesJob>(app, "gtcurves", simulation::GtcurvesJob::summary,
                                           SchemaFlags(simulation::GtcurvesJob::schema().info()));
});

}  // namespace
}  // namespace strata::cli
