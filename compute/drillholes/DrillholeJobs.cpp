#include "strata/drillholes/DrillholeJobs.h"

#include <algorithm>

#include "CsvBuilder.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"

namespace strata::drillholes {

namespace {

using jobs::Json;
using detail::CsvBuilder;

void inputToJson(Json& j, const DrillholeInput& in) {
    j["collar"] = in.collar;
    j["survey"] = in.survey;
    j["dipSign"] = toString(in.dipSign);
    j["columns"] = in.columns;
    j["method"] = toString(in.method);
    j["strict"] = in.strict;
    j["out"] = in.out;
}

void inputFromJson(const Json& j, DrillholeInput& in, const std::string& stage) {
    in.collar = j.value("collar", std::string());
    in.survey = j.value("survey", std::string());
    in.dipSign = parseDipConvention(j.value("dipSign", std::string("auto")), stage, "dipSign");
    in.columns = j.value("columns", std::map<std::string, std::string>());
    in.method = parseDesurveyMethod(j.value("method", std::string("mincurv")), stage, "method");
    in.strict = j.value("strict", false);
    in.out = j.value("out", std::string());
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

void DrillholeInput::validate(const std::string& stage) const {
    if (collar.empty()) throw ValidationError(stage, "collar", "is required (the collar CSV file)");
    io::checkOutputPath(out, stage, "out");
}

void DesurveyJob::validate() const {
    input.validate(type);
    if (intervals.empty() && !(stations > 0))
        throw ValidationError(type, "intervals", "give an interval table, a station step (--stations STEP), or both");
    if (stations < 0) throw ValidationError(type, "stations", "must be > 0 (got " + std::to_string(stations) + ")");
}

void CompositeJob::validate() const {
    input.validate(type);
    if (intervals.empty()) throw ValidationError(type, "intervals", "is required (the table to composite)");
    options.validate();
}

void ContactsJob::validate() const {
    input.validate(type);
    if (intervals.empty()) throw ValidationError(type, "intervals", "is required (the lithology table)");
    ContactOptions options{unitColumn, order, input.method};
    options.validate();
}

void to_json(Json& j, const DesurveyJob& job) {
    inputToJson(j, job.input);
    j["intervals"] = job.intervals;
    j["stations"] = job.stations;
}
void from_json(const Json& j, DesurveyJob& job) {
    inputFromJson(j, job.input, DesurveyJob::type);
    job.intervals = j.value("intervals", std::string());
    job.stations = j.value("stations", 0.0);
}

void to_json(Json& j, const CompositeJob& job) {
    inputToJson(j, job.input);
    j["intervals"] = job.intervals;
    j["length"] = job.options.length;
    j["domain"] = job.options.domainColumn;
    j["values"] = job.options.columns;
    j["minFraction"] = job.options.minimumFraction;
    j["shortPiece"] = toString(job.options.shortPiece);
}
void from_json(const Json& j, CompositeJob& job) {
    inputFromJson(j, job.input, CompositeJob::type);
    job.intervals = j.value("intervals", std::string());
    job.options.length = j.value("length", 0.0);
    job.options.domainColumn = j.value("domain", std::string());
    job.options.columns = j.value("values", std::vector<std::string>());
    job.options.minimumFraction = j.value("minFraction", 0.5);
    job.options.shortPiece = parseShortPieceRule(j.value("shortPiece", std::string("merge")), CompositeJob::type, "shortPiece");
}

void to_json(Json& j, const ContactsJob& job) {
    inputToJson(j, job.input);
    j["intervals"] = job.intervals;
    j["unitColumn"] = job.unitColumn;
    j["order"] = job.order;
    j["belowHoleEnd"] = job.belowHoleEnd;
}
void from_json(const Json& j, ContactsJob& job) {
    inputFromJson(j, job.input, ContactsJob::type);
    job.intervals = j.value("intervals", std::string());
    job.unitColumn = j.value("unitColumn", std::string());
    job.order = j.value("order", std::vector<std::string>());
    job.belowHoleEnd = j.value("belowHoleEnd", false);
}

Json execute(const DesurveyJob& job, const jobs::JobContext& context) {
    ValidationReport report;
    std::vector<std::string> tables;
    if (!job.intervals.empty()) tables.push_back(job.intervals);
    const DrillholeDatabase db = load(job.input, tables, job.type, context, report);
    context.report(0.3, "desurvey");
    std::size_t rows = 0;
    if (!(job.stations > 0)) {
        const IntervalTable& t = db.intervals.front();
        const IntervalPositions pos = desurveyIntervals(db, t, job.input.method, context.cancel);
        context.report(0.7, "writing");
        writeIntervalsWithPositions(job.input.out, t, pos);
        rows = t.size();
    } else {
        const auto traces = desurveyStations(db, job.input.method, job.stations, context.cancel);
        context.report(0.7, "writing");
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
    ValidationReport report;
    const DrillholeDatabase db = load(job.input, {job.intervals}, job.type, context, report);
    context.report(0.3, "compositing");
    const IntervalTable composites = compositeIntervals(db, db.intervals.front(), job.options, context.cancel);
    const IntervalPositions pos = desurveyIntervals(db, composites, job.input.method, context.cancel);
    context.report(0.7, "writing");
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
    ValidationReport report;
    const DrillholeDatabase db = load(job.input, {job.intervals}, job.type, context, report);
    context.report(0.3, "picking contacts");
    ValidationReport picking;
    const auto contacts =
        pickContacts(db, db.intervals.front(), ContactOptions{job.unitColumn, job.order, job.input.method}, picking,
                     context.cancel);
    for (const auto& p : picking.problems) context.info(format(p));
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
