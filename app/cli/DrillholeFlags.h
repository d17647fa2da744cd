#pragma once
// The flags the drillhole verbs (desurvey, composite, contacts) have beyond their schemas' own:
// --out for the output and --column ROLE=NAME (repeatable) for the column overrides.
#include "SchemaFlags.h"
#include "strata/core/Error.h"

namespace strata::cli {

// --column ROLE=NAME for the option "columns" (a role -> column map), shared with `surfaces`.
inline SchemaFlags& addColumnRoles(SchemaFlags& flags, const std::string& stage) {
    return flags.hide("columns").custom(
        "--column", "column of a role, ROLE=NAME (roles: holeid, x, y, z, depth, at, azimuth, dip, from, to); repeatable",
        [stage](const std::string& item, jobs::Json& params) {
            const auto eq = item.find('=');
            if (eq == std::string::npos || eq == 0 || eq + 1 == item.size())
                throw ValidationError(stage, "column", "expects ROLE=NAME, e.g. holeid=DHID (got '" + item + "')");
            params["columns"][item.substr(0, eq)] = item.substr(eq + 1);
        });
}

inline SchemaFlags drillholeFlags(const jobs::SchemaInfo& schema) {
    SchemaFlags flags(schema);
    flags.rename("output", "--out");
    addColumnRoles(flags, schema.name);
    return flags;
}

}  // namespace strata::cli
