// strata-cli desurvey, composite and contacts: the drillhole verbs (jobs "desurvey", "composite",
// "contacts"; their options: strata-cli run --describe TYPE).
#include "CliCommand.h"
#include "DrillholeFlags.h"
#include "strata/drillholes/DrillholeJobs.h"

namespace strata::cli {
namespace {

const Registration desurvey("desurvey", [](CLI::App& app) {
    addSchemaVerb<drillholes::DesurveyJob>(
        app, "desurvey", "drillhole positions: interval rows + XM,YM,ZM,XF,YF,ZF,XT,YT,ZT, or HOLEID,AT,X,Y,Z stations",
        drillholeFlags(drillholes::DesurveyJob::schema().info()));
});

const Registration composite("composite", [](CLI::App& app) {
    SchemaFlags flags = drillholeFlags(drillholes::CompositeJob::schema().info());
    flags.rename("short_piece", "--short");
    addSchemaVerb<drillholes::CompositeJob>(app, "composite", "fixed-length, length-weighted composites within domains",
                                               std::move(flags));
});

const Registration contacts("contacts", [](CLI::App& app) {
    addSchemaVerb<drillholes::ContactsJob>(app, "contacts", "unit tops along drillholes: HOLEID,SURFACE,AT,X,Y,Z,KIND,REVERSED",
                                              drillholeFlags(drillholes::ContactsJob::schema().info()));
});

}  // namespace
}  // namespace strata::cli
