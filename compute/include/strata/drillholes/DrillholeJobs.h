#pragma once
// The drillhole jobs: desurvey, composite and contacts. Each reads the collar / survey /
// interval files, reports validation problems through JobContext::info as
// "file:line:column: severity: message" lines, and writes one CSV file atomically.
//
// The options: `strata-cli run --describe desurvey|composite|contacts` (declared in DrillholeJobs.cpp).
#include <map>
#include <string>
#include <vector>

#include "strata/drillholes/Compositing.h"
#include "strata/drillholes/Contacts.h"
#include "strata/drillholes/Desurvey.h"
#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/jobs/Job.h"

namespace strata::drillholes {

struct DrillholeInput {
    std::string collar, survey;
    DipConvention dipSign = DipConvention::Auto;
    std::map<std::string, std::string> columns;
    DesurveyMethod method = DesurveyMethod::MinimumCurvature;
    bool strict = false;
    std::string out;  // the CSV written (option "output")

    // `intervals`: the job's interval table (empty: none), which the output must not replace.
    void validate(const std::string& stage, const std::string& intervals) const;
};

// Interval rows with their columns plus XM,YM,ZM (mid-points) and XF,YF,ZF,XT,YT,ZT (ends), or
// with `stations` > 0, HOLEID,AT,X,Y,Z every `stations` along each hole and at its end; given
// both, the stations are written and the interval table sets the hole ends of holes without a
// collar depth (DrillholeDatabase::holeDepth).
struct DesurveyJob {
    static constexpr const char* type = "desurvey";
    static constexpr const char* summary = "drillhole positions: interval mid-points and ends, or stations along holes";
    DrillholeInput input;
    std::string intervals;
    double stations = 0;
    void validate() const;
    static const jobs::Schema<DesurveyJob>& schema();
};

// HOLEID,FROM,TO[,domain],values...,<value>_LENGTH...,XM,YM,ZM.
struct CompositeJob {
    static constexpr const char* type = "composite";
    static constexpr const char* summary = "fixed-length, length-weighted composites within domains";
    DrillholeInput input;
    std::string intervals;
    CompositeOptions options;
    void validate() const;
    static const jobs::Schema<CompositeJob>& schema();
};

// HOLEID,SURFACE,AT,X,Y,Z,KIND,REVERSED; SURFACE is "top of UNIT". Contacts below the hole end
// (inequalities) are written only with belowHoleEnd (option "below_hole_end").
struct ContactsJob {
    static constexpr const char* type = "contacts";
    static constexpr const char* summary = "stratigraphic contacts (unit tops) along drillholes";
    DrillholeInput input;
    std::string intervals;
    std::string unitColumn;
    std::vector<std::string> order;
    bool belowHoleEnd = false;
    void validate() const;
    static const jobs::Schema<ContactsJob>& schema();
};

void to_json(jobs::Json& j, const DesurveyJob& job);
void from_json(const jobs::Json& j, DesurveyJob& job);
void to_json(jobs::Json& j, const CompositeJob& job);
void from_json(const jobs::Json& j, CompositeJob& job);
void to_json(jobs::Json& j, const ContactsJob& job);
void from_json(const jobs::Json& j, ContactsJob& job);

jobs::Json execute(const DesurveyJob& job, const jobs::JobContext& context);
jobs::Json execute(const CompositeJob& job, const jobs::JobContext& context);
jobs::Json execute(const ContactsJob& job, const jobs::JobContext& context);

// Option shapes the drillhole jobs share with the surfaces job (declared once, DrillholeJobs.cpp).
const std::vector<std::pair<std::string, DipConvention>>& dipSignChoices();
const std::vector<std::pair<std::string, DesurveyMethod>>& desurveyMethodChoices();
// {"ROLE": "COLUMN", ...}: known roles (any case), non-empty column names; std::invalid_argument otherwise.
std::map<std::string, std::string> columnRolesFromJson(const jobs::Json& value);

}  // namespace strata::drillholes
