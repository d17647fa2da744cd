#pragma once
// Options shared by the drillhole verbs (desurvey, composite, contacts): the input tables,
// the dip convention, column overrides, the desurvey method, --strict and --out.
#include <memory>
#include <string>
#include <vector>

#include "CliCommand.h"
#include "strata/core/Error.h"
#include "strata/drillholes/DrillholeJobs.h"

namespace strata::cli {

struct DrillholeCliOptions {
    std::string collar, survey, intervals, dipSign = "auto", method = "mincurv", out;
    std::vector<std::string> columns;  // ROLE=NAME
    bool strict = false;
    JobOptions job;

    void add(CLI::App& verb, bool intervalsRequired) {
        verb.add_option("--collar", collar, "collar CSV (hole id, x, y, z[, depth])")->required();
        verb.add_option("--survey", survey, "survey CSV (hole id, at, azimuth, dip); none: vertical holes");
        auto* table = verb.add_option("--intervals", intervals, "interval CSV (hole id, from, to, values...)");
        if (intervalsRequired) table->required();
        verb.add_option("--dip-sign", dipSign, "dip convention of the survey: auto, down-negative or down-positive")
            ->capture_default_str();
        verb.add_option("--method", method, "desurvey method: mincurv, balanced or tangent")->capture_default_str();
        verb.add_option("--column", columns,
                        "column of a role, ROLE=NAME (roles: holeid, x, y, z, depth, at, azimuth, dip, from, to); repeatable");
        verb.add_flag("--strict", strict, "stop when the input has errors or warnings");
        verb.add_option("--out", out, "CSV file to write")->required();
        addJobOptions(verb, job);
    }

    drillholes::DrillholeInput input(const std::string& stage) const {
        drillholes::DrillholeInput in;
        in.collar = collar;
        in.survey = survey;
        in.dipSign = drillholes::parseDipConvention(dipSign, stage, "dip-sign");
        in.method = drillholes::parseDesurveyMethod(method, stage, "method");
        in.strict = strict;
        in.out = out;
        for (const auto& item : columns) {
            const auto eq = item.find('=');
            if (eq == std::string::npos || eq == 0 || eq + 1 == item.size())
                throw ValidationError(stage, "column", "expects ROLE=NAME, e.g. holeid=DHID (got '" + item + "')");
            in.columns[item.substr(0, eq)] = item.substr(eq + 1);
        }
        return in;
    }
};

}  // namespace strata::cli
