// readDrillholes: collar, survey and interval CSV files -> DrillholeDatabase, through the
// delimited-text reader of compute/io. Column roles are found by alias (DrillholeDatabase.h).
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <utility>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/io/DelimitedReader.h"

namespace strata::drillholes {

namespace {

const std::vector<std::pair<std::string, std::vector<std::string>>>& roleAliases() {
    static const std::vector<std::pair<std::string, std::vector<std::string>>> aliases{
        {"holeid", {"bhid", "holeid", "hole_id", "hole", "dhid", "holename", "id"}},
        {"x", {"x", "xcollar", "east", "easting"}},
        {"y", {"y", "ycollar", "north", "northing"}},
        {"z", {"z", "zcollar", "elev", "elevation", "rl"}},
        {"depth", {"depth", "length", "eoh", "maxdepth", "td", "totaldepth"}},
        {"at", {"at", "depth", "distance", "surveydepth"}},
        {"azimuth", {"az", "azimuth", "bearing", "azi"}},
        {"dip", {"dip", "inclination", "incl"}},
        {"from", {"from", "depth_from", "fromdepth"}},
        {"to", {"to", "depth_to", "todepth"}},
    };
    return aliases;
}

io::ColumnSelector selectorFor(const std::string& role, const std::map<std::string, std::string>& overrides) {
    if (auto it = overrides.find(role); it != overrides.end()) return io::ColumnSelector::anyOf({it->second});
    for (const auto& [name, aliases] : roleAliases())
        if (name == role) return io::ColumnSelector::anyOf(aliases);
    return {};
}

// One file read as a table, with the 0-based column of every role it needs.
struct RoleTable {
    io::Table table;
    std::map<std::string, std::size_t> role;  // role -> 0-based column
    bool usable = false;
};

RoleTable readRoleTable(const std::string& path, const char* what, const std::vector<std::string>& required,
                        const std::vector<std::string>& optional, const std::map<std::string, std::string>& overrides,
                        ValidationReport& report, TableSource& source) {
    RoleTable out;
    source.file = path;
    io::DelimitedOptions options;
    options.header = io::DelimitedOptions::Header::Yes;
    options.textColumns.push_back(selectorFor("holeid", overrides));
    for (const auto* roles : {&required, &optional})
        for (const auto& r : *roles)
            if (r != "holeid") options.numericColumns.push_back(selectorFor(r, overrides));
    try {
        out.table = io::readTable(path, options);
    } catch (const ParseError& e) {
        report.add(Severity::Error, path, e.line(), e.column(), "", std::string(what) + " file not read: " + e.what());
        return out;
    } catch (const Error& e) {
        report.add(Severity::Error, path, 0, 0, "", std::string(what) + " file not read: " + e.what());
        return out;
    }
    source.header = out.table.columnNames();
    for (const auto& p : out.table.problems)
        report.add(Severity::Warning, path, p.line, p.field, "", p.message + " (read as missing)");
    if (out.table.problemCount > out.table.problems.size())
        report.add(Severity::Warning, path, 0, 0, "",
                   std::to_string(out.table.problemCount - out.table.problems.size()) + " more cell problems not listed");

    if (source.header.empty()) {
        report.add(Severity::Error, path, 1, 0, "", std::string(what) + " file is empty");
        return out;
    }
    bool complete = true;
    const auto findRole = [&](const std::string& r, bool isRequired) {
        const auto selector = selectorFor(r, overrides);
        if (const auto found = out.table.find(selector)) {
            out.role[r] = *found;
            source.columns[r] = *found + 1;
        } else if (isRequired) {
            report.add(Severity::Error, path, 1, 0, "",
                       std::string(what) + " file has no " + r + " column (looked for " + selector.describe() +
                           "; columns: " + join(out.table.columnNames(), ", ") + "); name it with --column " + r +
                           "=NAME");
            complete = false;
        }
    };
    for (const auto& r : required) findRole(r, true);
    for (const auto& r : optional) findRole(r, false);
    if (!complete) return out;
    if (out.table.rowCount() == 0) {
        report.add(Severity::Error, path, 1, 0, "", std::string(what) + " file has a header but no rows");
        return out;
    }
    out.usable = true;
    return out;
}

std::string cellText(const io::TableColumn& c, std::size_t row) {
    return c.numeric ? std::string() : std::string(trim(c.texts[row]));
}
double cellNumber(const io::TableColumn& c, std::size_t row) {
    double v = std::nan("");
    if (c.numeric) return c.numbers[row];
    parseDouble(c.texts[row], v);
    return v;
}

void readCollars(const DrillholeFiles& files, DrillholeDatabase& db, ValidationReport& report) {
    RoleTable t = readRoleTable(files.collar, "collar", {"holeid", "x", "y", "z"}, {"depth"}, files.columns, report,
                                db.collarSource);
    if (!t.usable) return;
    const auto& cols = t.table.columns;
    const bool hasDepth = t.role.count("depth") > 0;
    db.collars.reserve(t.table.rowCount());
    for (std::size_t r = 0; r < t.table.rowCount(); ++r)
        db.collars.push_back({cellText(cols[t.role.at("holeid")], r), cellNumber(cols[t.role.at("x")], r),
                              cellNumber(cols[t.role.at("y")], r), cellNumber(cols[t.role.at("z")], r),
                              hasDepth ? cellNumber(cols[t.role.at("depth")], r) : std::nan(""), t.table.rowLines[r]});
}

void readSurveys(const DrillholeFiles& files, DrillholeDatabase& db, ValidationReport& report) {
    if (files.survey.empty()) return;
    RoleTable t = readRoleTable(files.survey, "survey", {"holeid", "at", "azimuth", "dip"}, {}, files.columns, report,
                                db.surveySource);
    if (!t.usable) return;
    const auto& cols = t.table.columns;
    db.surveys.reserve(t.table.rowCount());
    for (std::size_t r = 0; r < t.table.rowCount(); ++r)
        db.surveys.push_back({cellText(cols[t.role.at("holeid")], r), cellNumber(cols[t.role.at("at")], r),
                              cellNumber(cols[t.role.at("azimuth")], r), cellNumber(cols[t.role.at("dip")], r),
                              t.table.rowLines[r]});
}

// Converts the dips to the internal convention (negative = down), guessing the file's
// convention from the sign of most dips when asked to.
void normalizeDips(const DrillholeFiles& files, DrillholeDatabase& db, ValidationReport& report) {
    DipConvention convention = files.dipConvention;
    if (convention == DipConvention::Auto) {
        std::size_t positive = 0, negative = 0;
        for (const auto& s : db.surveys) {
            if (s.dip > 0) ++positive;
            if (s.dip < 0) ++negative;
        }
        convention = positive > negative ? DipConvention::DownPositive : DipConvention::DownNegative;
        if (!db.surveys.empty())
            report.add(Severity::Note, files.survey, 0, db.surveySource.columnOf("dip"), "",
                       std::string("dip convention guessed: ") + toString(convention) + " (" + std::to_string(positive) +
                           " positive, " + std::to_string(negative) +
                           " negative dips); say --dip-sign down-positive or down-negative to override");
    }
    db.dipConventionOfFiles = convention;
    if (convention == DipConvention::DownPositive)
        for (auto& s : db.surveys) s.dip = -s.dip;
}

void readIntervals(const std::string& path, const DrillholeFiles& files, DrillholeDatabase& db,
                   ValidationReport& report) {
    IntervalTable table;
    table.name = std::filesystem::path(path).stem().string();
    RoleTable t = readRoleTable(path, "interval", {"holeid", "from", "to"}, {}, files.columns, report, table.source);
    if (!t.usable) return;
    const auto& cols = t.table.columns;
    const std::size_t rows = t.table.rowCount();
    for (std::size_t r = 0; r < rows; ++r) {
        table.holeIds.push_back(cellText(cols[t.role.at("holeid")], r));
        table.from.push_back(cellNumber(cols[t.role.at("from")], r));
        table.to.push_back(cellNumber(cols[t.role.at("to")], r));
        table.sourceLines.push_back(t.table.rowLines[r]);
    }
    for (std::size_t c = 0; c < cols.size(); ++c) {
        if (c == t.role.at("holeid") || c == t.role.at("from") || c == t.role.at("to")) continue;
        if (cols[c].numeric)
            table.numeric.push_back({cols[c].name, cols[c].numbers});
        else
            table.text.push_back({cols[c].name, cols[c].texts});
    }
    db.intervals.push_back(std::move(table));
}

}  // namespace

const std::vector<std::string>& columnRoles() {
    static const std::vector<std::string> roles = [] {
        std::vector<std::string> names;
        for (const auto& entry : roleAliases()) names.push_back(entry.first);
        return names;
    }();
    return roles;
}

DrillholeDatabase readDrillholes(const DrillholeFiles& files, ValidationReport& report) {
    for (const auto& [role, name] : files.columns)
        if (std::find(columnRoles().begin(), columnRoles().end(), toLower(role)) == columnRoles().end())
            throw ValidationError("drillholes", "column",
                                  "unknown role '" + role + "' in '" + role + "=" + name + "' (roles: " +
                                      join(columnRoles(), ", ") + ")");
    DrillholeFiles normalized = files;
    normalized.columns.clear();
    for (const auto& [role, name] : files.columns) normalized.columns[toLower(role)] = name;

    DrillholeDatabase db;
    readCollars(normalized, db, report);
    readSurveys(normalized, db, report);
    normalizeDips(normalized, db, report);
    for (const auto& path : normalized.intervals) readIntervals(path, normalized, db, report);
    checkDrillholes(db, report);
    return db;
}

}  // namespace strata::drillholes
