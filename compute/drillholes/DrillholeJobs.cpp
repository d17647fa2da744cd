#include "strata/drillholes/DrillholeJobs.h"

#include <algorithm>
#include <stdexcept>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/CsvBuilder.h"
#include "strata/jobs/CommonOptions.h"

namespace strata::drillholes {

namespace {

using io::CsvBuilder;
using jobs::Json;

// The options the three jobs share: the tables, how to read them, how to desurvey, the output.
template <class Job>
jobs::Schema<Job> withInput(jobs::Schema<Job> s, const std::string& intervalsHelp, bool intervalsRequired) {
    s.add("collar", [](auto& j) -> auto& { return j.input.collar; }, "collar CSV: hole id, x, y, z[, depth]")
        .required()
        .group("input")
        .add("survey", [](auto& j) -> auto& { return j.input.survey; },
             "survey CSV: hole id, at, azimuth, dip (empty: vertical holes)")
        .group("input")
        .add("intervals", [](auto& j) -> auto& { return j.intervals; }, intervalsHelp)
        .group("input");
    if (intervalsRequired) s.required();
    s.choice("dip_sign", [](auto& j) -> auto& { return j.input.dipSign; }, dipSignChoices(),
             "sign of a downward dip in the survey (auto: read from the file)")
        .formerly("dipSign")
        .group("input")
        .custom(
            "columns", "column roles", [](const Job& j) { return Json(j.input.columns); },
            [](Job& j, const Json& v) { j.input.columns = columnRolesFromJson(v); },
            "column of a role where the name is not one of its aliases, {\"holeid\": \"DHID\", ...} (roles: " +
                join(columnRoles(), ", ") + ")")
        .group("input")
        .advanced()
        .add("strict", [](auto& j) -> auto& { return j.input.strict; },
             "stop when the input has errors or warnings (else bad rows are left out and reported)")
        .group("input")
        .choice("method", [](auto& j) -> auto& { return j.input.method; }, desurveyMethodChoices(),
                "desurvey method: minimum curvature, balanced tangent or tangent")
        .group("desurvey")
        .add("output", [](auto& j) -> auto& { return j.input.out; }, "CSV file written")
        .required()
        .formerly("out")
        .group("output");
    return s;
}

// Reads the tables and passes every problem to the user; --strict turns errors and warnings
// into a failure before any work is done.
DrillholeDatabase load(const DrillholeInput& in, const std::vector<std::string>& intervals, const std::string& stage,
                       const jobs::JobContext& context, ValidationReport& report) {
    DrillholeFiles files;
    files.collar = in.collar;
    files.survey = in.survey;
    files.intervals = intervals;
    files.dipConvention = in.dipSign;
    files.columns = in.columns;
    DrillholeDatabase db = readDrillholes(files, report);
    for (const auto& p : report.problems) context.info(format(p));
    std::size_t rows = 0;
    for (const auto& t : db.intervals) rows += t.size();
    context.info(stage + ": " + std::to_string(db.collars.size()) + " holes, " + std::to_string(db.surveys.size()) +
                 " survey stations, " + std::to_string(rows) + " interval rows; " +
                 std::to_string(report.count(Severity::Error)) + " errors, " +
                 std::to_string(report.count(Severity::Warning)) + " warnings, " +
                 std::to_string(report.count(Severity::Note)) + " notes");
    const std::size_t serious = report.count(Severity::Error) + report.count(Severity::Warning);
    if (in.strict && serious > 0)
        throw ValidationError(stage, "strict", std::to_string(serious) + " problems in the input (listed above)");
    if (db.collars.empty()) throw ValidationError(stage, "collar", "no usable collar in '" + in.collar + "'");
    // A survey table that was named but gave nothing would make every hole vertical in silence.
    if (!in.survey.empty() && db.surveys.empty())
        throw ValidationError(stage, "survey",
                              "no survey station could be read from '" + in.survey + "' (see above); leave --survey "
                              "out for vertical holes");
    for (const auto& path : intervals)
        if (std::none_of(db.intervals.begin(), db.intervals.end(),
                         [&](const IntervalTable& t) { return t.source.file == path; }))
            throw ValidationError(stage, "intervals", "the interval table '" + path + "' could not be used (see above)");
    if (!intervals.empty() && rows == 0)
        throw ValidationError(stage, "intervals",
                              "no interval row could be used from '" + join(intervals, "', '") + "' (see above)");
    context.checkCancelled();
    return db;
}

Json summary(const DrillholeDatabase& db, const ValidationReport& report, const std::string& out, std::size_t rows) {
    return Json{{"holes", db.collars.size()},
                {"rowsWritten", rows},
                {"out", out},
                {"dipConvention", toString(db.dipConventionOfFiles)},
                {"errors", report.count(Severity::Error)},
                {"warnings", report.count(Severity::Warning)},
                {"notes", report.count(Severity::Note)}};
}

// The value columns of a table in file order (without its hole id, FROM and TO).
std::vector<std::string> valueColumnsInFileOrder(const IntervalTable& t) {
    std::vector<std::string> names;
    for (const auto& h : t.source.header)
        if (t.findNumeric(h) || t.findText(h)) names.push_back(h);
    for (const auto& c : t.numeric)
        if (std::find(names.begin(), names.end(), c.name) == names.end()) names.push_back(c.name);
    for (const auto& c : t.text)
        if (std::find(names.begin(), names.end(), c.name) == names.end()) names.push_back(c.name);
    return names;
}

void writeValueCells(CsvBuilder& csv, const IntervalTable& t, const std::vector<std::string>& names, std::size_t row) {
    for (const auto& name : names) {
        if (const NumericColumn* c = t.findNumeric(name))
            csv.cell(c->values[row]);
        else
            csv.cell(std::string_view(t.findText(name)->values[row]));
    }
}

void writeIntervalsWithPositions(const std::string& path, const IntervalTable& t, const IntervalPositions& pos) {
    const auto names = valueColumnsInFileOrder(t);
    CsvBuilder csv;
    csv.reserve(t.size() * (names.size() + 12) * 12);
    std::vector<std::string> header{"HOLEID", "FROM", "TO"};
    header.insert(header.end(), names.begin(), names.end());
    for (const char* h : {"XM", "YM", "ZM", "XF", "YF", "ZF", "XT", "YT", "ZT"}) header.emplace_back(h);
    csv.row(header);
    for (std::size_t r = 0; r < t.size(); ++r) {
        csv.cell(std::string_view(t.holeIds[r]));
        csv.cell(t.from[r]);
        csv.cell(t.to[r]);
        writeValueCells(csv, t, names, r);
        for (double v : {pos.xMid[r], pos.yMid[r], pos.zMid[r], pos.xFrom[r], pos.yFrom[r], pos.zFrom[r], pos.xTo[r],
                         pos.yTo[r], pos.zTo[r]})
            csv.cell(v);
        csv.endRow();
    }
    io::writeFileAtomically(path, csv.text());
}

}  // namespace

const std::vector<std::pair<std::string, DipConvention>>& dipSignChoices() {
    static const std::vector<std::pair<std::string, DipConvention>> names{
        {"auto", DipConvention::Auto},
        {"down-negative", DipConvention::DownNegative},
        {"down-positive", DipConvention::DownPositive},
        {"negative", DipConvention::DownNegative},
        {"positive", DipConvention::DownPositive}};
    return names;
}

const std::vector<std::pair<std::string, DesurveyMethod>>& desurveyMethodChoices() {
    static const std::vector<std::pair<std::string, DesurveyMethod>> names{
        {"mincurv", DesurveyMethod::MinimumCurvature},       {"balanced", DesurveyMethod::BalancedTangent},
        {"tangent", DesurveyMethod::Tangent},                {"minimum-curvature", DesurveyMethod::MinimumCurvature},
        {"minimum_curvature", DesurveyMethod::MinimumCurvature}, {"balanced-tangent", DesurveyMethod::BalancedTangent},
        {"balanced_tangent", DesurveyMethod::BalancedTangent}};
    return names;
}

std::map<std::string, std::string> columnRolesFromJson(const Json& value) {
    if (!value.is_object())
        throw std::invalid_argument("must be an object {\"ROLE\": \"COLUMN\", ...} (got " + jobs::shownValue(value) + ")");
    std::map<std::string, std::string> columns;
    for (const auto& [role, name] : value.items()) {
        const std::string lower = toLower(role);
        if (std::find(columnRoles().begin(), columnRoles().end(), lower) == columnRoles().end())
            throw std::invalid_argument("has an unknown role '" + role + "' (roles: " + join(columnRoles(), ", ") + ")");
        if (!name.is_string() || name.get<std::string>().empty())
            throw std::invalid_argument("'" + role + "' must name a column (got " + jobs::shownValue(name) + ")");
        columns[role] = name.get<std::string>();
    }
    return columns;
}

void DrillholeInput::validate(const std::string& stage, const std::string& intervals) const {
    if (collar.empty()) throw ValidationError(stage, "collar", "is required (the collar CSV file)");
    io::checkOutputPath(out, stage, "output");
    io::checkOutputsApart(stage, {{"output", out}}, {{"collar", collar}, {"survey", survey}, {"intervals", intervals}});
}

void DesurveyJob::validate() const {
    input.validate(type, intervals);
    if (intervals.empty() && !(stations > 0))
        throw ValidationError(type, "intervals", "give an interval table, a station step (--stations STEP), or both");
    if (stations < 0) throw ValidationError(type, "stations", "must be > 0 (got " + std::to_string(stations) + ")");
}

void CompositeJob::validate() const {
    input.validate(type, intervals);
    if (intervals.empty()) throw ValidationError(type, "intervals", "is required (the table to composite)");
    options.validate();
}

void ContactsJob::validate() const {
    input.validate(type, intervals);
    if (intervals.empty()) throw ValidationError(type, "intervals", "is required (the lithology table)");
    ContactOptions options{unitColumn, order, input.method};
    options.validate();
}

const jobs::Schema<DesurveyJob>& DesurveyJob::schema() {
    static const auto s =
        withInput(jobs::Schema<DesurveyJob>(type, summary),
                  "interval CSV: hole id, from, to, values (its rows get XM,YM,ZM and the ends; with stations: it "
                  "sets the ends of holes without a collar depth)",
                  false)
            .add("stations", [](auto& j) -> auto& { return j.stations; },
                 "write HOLEID,AT,X,Y,Z every this far along each hole and at its end (0: interval positions "
                 "instead)")
            .min(0)
            .unit(jobs::kDataUnits)
            .group("desurvey");
    return s;
}

const jobs::Schema<CompositeJob>& CompositeJob::schema() {
    const std::vector<std::pair<std::string, ShortPieceRule>> shortPieces{{"merge", ShortPieceRule::MergeIntoPrevious},
                                                                          {"drop", ShortPieceRule::Drop},
                                                                          {"distribute", ShortPieceRule::Distribute}};
    static const auto s =
        withInput(jobs::Schema<CompositeJob>(type, summary), "interval CSV to composite: hole id, from, to, values",
                  true)
            .add("length", [](auto& j) -> auto& { return j.options.length; }, "composite length, along the hole")
            .required()
            .above(0)
            .unit(jobs::kDataUnits)
            .group("composites")
            .add("domain", [](auto& j) -> auto& { return j.options.domainColumn; },
                 "column whose changes break composites, e.g. lithology or a domain code (empty: none)")
            .group("composites")
            .add("values", [](auto& j) -> auto& { return j.options.columns; },
                 "numeric columns to composite (empty: all)")
            .group("composites")
            .add("min_fraction", [](auto& j) -> auto& { return j.options.minimumFraction; },
                 "shortest piece kept whole, as a fraction of the length")
            .min(0)
            .max(1)
            .formerly("minFraction")
            .group("composites")
            .advanced()
            .choice("short_piece", [](auto& j) -> auto& { return j.options.shortPiece; }, shortPieces,
                    "a piece shorter than that: merge (into the composite above), drop, or distribute (over the "
                    "hole's composites)")
            .formerly("shortPiece")
            .group("composites")
            .advanced();
    return s;
}

const jobs::Schema<ContactsJob>& ContactsJob::schema() {
    static const auto s =
        withInput(jobs::Schema<ContactsJob>(type, summary), "lithology CSV: hole id, from, to, unit", true)
            .add("unit_column", [](auto& j) -> auto& { return j.unitColumn; },
                 "column of the interval table holding the unit (text or integer code)")
            .required()
            .formerly("unitColumn")
            .group("contacts")
            .add("order", [](auto& j) -> auto& { return j.order; },
                 "the units from the top down (matched case-insensitively); a contact is the top of each")
            .required()
            .group("contacts")
            .add("below_hole_end", [](auto& j) -> auto& { return j.belowHoleEnd; },
                 "also write tops below the logged end of a hole (KIND below-hole-end: the top is deeper)")
            .formerly("belowHoleEnd")
            .group("contacts");
    return s;
}

void to_json(Json& j, const DesurveyJob& job) { jobs::writeParams(j, job); }
void from_json(const Json& j, DesurveyJob& job) { jobs::readParams(j, job); }
void to_json(Json& j, const CompositeJob& job) { jobs::writeParams(j, job); }
void from_json(const Json& j, CompositeJob& job) { jobs::readParams(j, job); }
void to_json(Json& j, const ContactsJob& job) { jobs::writeParams(j, job); }
void from_json(const Json& j, ContactsJob& job) { jobs::readParams(j, job); }

Json execute(const DesurveyJob& job, const jobs::JobContext& context) {
    PhaseSequence phases(context.timings);
    phases.enter(Phase::Read);
    ValidationReport report;
    std::vector<std::string> tables;
    if (!job.intervals.empty()) tables.push_back(job.intervals);
    const DrillholeDatabase db = load(job.input, tables, job.type, context, report);
    context.report(0.3, "desurvey");
    phases.enter(Phase::Compute);
    std::size_t rows = 0;
    if (!(job.stations > 0)) {
        const IntervalTable& t = db.intervals.front();
        const IntervalPositions pos = desurveyIntervals(db, t, job.input.method, context.cancel);
        context.report(0.7, "writing");
        phases.enter(Phase::Write);
        writeIntervalsWithPositions(job.input.out, t, pos);
        rows = t.size();
    } else {
        const auto traces = desurveyStations(db, job.input.method, job.stations, context.cancel);
        context.report(0.7, "writing");
        phases.enter(Phase::Write);
        CsvBuilder csv;
        csv.row({"HOLEID", "AT", "X", "Y", "Z"});
        for (const HoleTrace& trace : traces)
            for (std::size_t i = 0; i < trace.depth.size(); ++i, ++rows) {
                csv.cell(std::string_view(trace.holeId));
                for (double v : {trace.depth[i], trace.x[i], trace.y[i], trace.z[i]}) csv.cell(v);
                csv.endRow();
            }
        io::writeFileAtomically(job.input.out, csv.text());
    }
    context.report(1.0, "done");
    return summary(db, report, job.input.out, rows);
}

Json execute(const CompositeJob& job, const jobs::JobContext& context) {
    PhaseSequence phases(context.timings);
    phases.enter(Phase::Read);
    ValidationReport report;
    const DrillholeDatabase db = load(job.input, {job.intervals}, job.type, context, report);
    context.report(0.3, "compositing");
    phases.enter(Phase::Compute);
    const IntervalTable composites = compositeIntervals(db, db.intervals.front(), job.options, context.cancel);
    if (composites.size() == 0)
        throw ValidationError(
            job.type, "intervals",
            "no composite could be made from '" + job.intervals + "': no interval holds a value to composite");
    const IntervalPositions pos = desurveyIntervals(db, composites, job.input.method, context.cancel);
    context.report(0.7, "writing");
    phases.enter(Phase::Write);
    CsvBuilder csv;
    std::vector<std::string> header{"HOLEID", "FROM", "TO"};
    for (const auto& c : composites.text) header.push_back(c.name);
    for (const auto& c : composites.numeric) header.push_back(c.name);
    for (const char* h : {"XM", "YM", "ZM"}) header.emplace_back(h);
    csv.row(header);
    for (std::size_t r = 0; r < composites.size(); ++r) {
        csv.cell(std::string_view(composites.holeIds[r]));
        csv.cell(composites.from[r]);
        csv.cell(composites.to[r]);
        for (const auto& c : composites.text) csv.cell(std::string_view(c.values[r]));
        for (const auto& c : composites.numeric) csv.cell(c.values[r]);
        for (double v : {pos.xMid[r], pos.yMid[r], pos.zMid[r]}) csv.cell(v);
        csv.endRow();
    }
    io::writeFileAtomically(job.input.out, csv.text());
    context.report(1.0, "done");
    return summary(db, report, job.input.out, composites.size());
}

Json execute(const ContactsJob& job, const jobs::JobContext& context) {
    PhaseSequence phases(context.timings);
    phases.enter(Phase::Read);
    ValidationReport report;
    const DrillholeDatabase db = load(job.input, {job.intervals}, job.type, context, report);
    context.report(0.3, "picking contacts");
    phases.enter(Phase::Compute);
    ValidationReport picking;
    const auto contacts =
        pickContacts(db, db.intervals.front(), ContactOptions{job.unitColumn, job.order, job.input.method}, picking,
                     context.cancel);
    for (const auto& p : picking.problems) context.info(format(p));
    phases.enter(Phase::Write);
    CsvBuilder csv;
    csv.row({"HOLEID", "SURFACE", "AT", "X", "Y", "Z", "KIND", "REVERSED"});
    std::size_t rows = 0, pinchOuts = 0, belowEnd = 0, reversed = 0;
    for (const Contact& c : contacts) {
        pinchOuts += c.kind == ContactKind::PinchOut;
        belowEnd += c.kind == ContactKind::BelowHoleEnd;
        reversed += c.reversed;
        if (c.kind == ContactKind::BelowHoleEnd && !job.belowHoleEnd) continue;
        csv.cell(std::string_view(c.holeId));
        csv.cell(std::string_view(c.surfaceName));
        for (double v : {c.at, c.x, c.y, c.z}) csv.cell(v);
        csv.cell(std::string_view(toString(c.kind)));
        csv.cell(c.reversed ? 1.0 : 0.0);
        csv.endRow();
        ++rows;
    }
    io::writeFileAtomically(job.input.out, csv.text());
    context.report(1.0, "done");
    Json result = summary(db, report, job.input.out, rows);
    result["pinchOuts"] = pinchOuts;
    result["belowHoleEnd"] = belowEnd;
    result["reversed"] = reversed;
    result["orderWarnings"] = picking.count(Severity::Warning);
    return result;
}

STRATA_REGISTER_JOB(DesurveyJob);
STRATA_REGISTER_JOB(CompositeJob);
STRATA_REGISTER_JOB(ContactsJob);

}  // namespace strata::drillholes
