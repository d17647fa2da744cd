// checkDrillholes: the per-hole and cross-table rules of docs/drillholes.md.
#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>
#include <unordered_set>

#include "strata/drillholes/DrillholeDatabase.h"

namespace strata::drillholes {

namespace {

// Depths written by different programs disagree in the last digits; closer than this they touch.
double depthTolerance(double depth) { return 1e-6 * std::max(1.0, std::abs(depth)); }

std::string number(double v) {
    std::ostringstream out;
    out.precision(10);
    out << v;
    return out.str();
}

template <class T>
void keepRows(std::vector<T>& values, const std::vector<char>& keep) {
    std::size_t out = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (!keep[i]) continue;
        if (out != i) values[out] = std::move(values[i]);  // a self-move would empty a string
        ++out;
    }
    values.resize(out);
}

void keepRows(IntervalTable& table, const std::vector<char>& keep) {
    keepRows(table.holeIds, keep);
    keepRows(table.from, keep);
    keepRows(table.to, keep);
    keepRows(table.sourceLines, keep);
    for (auto& c : table.numeric) keepRows(c.values, keep);
    for (auto& c : table.text) keepRows(c.values, keep);
}

// Rows of holes that have no collar are reported once per hole (first line), then dropped.
struct OrphanRows {
    std::map<std::string, std::pair<std::size_t, std::size_t>> firstLineAndCount;
    void add(const std::string& hole, std::size_t line) {
        auto [it, fresh] = firstLineAndCount.emplace(hole, std::pair<std::size_t, std::size_t>{line, 0});
        ++it->second.second;
        (void)fresh;
    }
    void report(ValidationReport& report, const TableSource& source, const char* what) const {
        for (const auto& [hole, lineCount] : firstLineAndCount)
            report.add(Severity::Error, source.file, lineCount.first, source.columnOf("holeid"), hole,
                       std::to_string(lineCount.second) + " " + what + " row(s) of a hole that is not in the collar table: dropped");
    }
};

void checkCollars(DrillholeDatabase& db, ValidationReport& report) {
    const TableSource& src = db.collarSource;
    std::unordered_set<std::string> seen;
    std::vector<char> keep(db.collars.size(), 1);
    for (std::size_t i = 0; i < db.collars.size(); ++i) {
        Collar& c = db.collars[i];
        if (c.holeId.empty()) {
            report.add(Severity::Error, src.file, c.sourceLine, src.columnOf("holeid"), "", "empty hole id: row dropped");
            keep[i] = 0;
        } else if (!std::isfinite(c.x) || !std::isfinite(c.y) || !std::isfinite(c.z)) {
            report.add(Severity::Error, src.file, c.sourceLine, 0, c.holeId, "collar coordinates missing: row dropped");
            keep[i] = 0;
        } else if (!seen.insert(c.holeId).second) {
            report.add(Severity::Error, src.file, c.sourceLine, src.columnOf("holeid"), c.holeId,
                       "duplicated hole id: the first collar row is kept, this one dropped");
            keep[i] = 0;
        } else if (std::isfinite(c.depth) && c.depth <= 0) {
            report.add(Severity::Warning, src.file, c.sourceLine, src.columnOf("depth"), c.holeId,
                       "hole depth " + number(c.depth) + " is not positive: ignored (depth taken from the other tables)");
            c.depth = std::nan("");
        }
    }
    keepRows(db.collars, keep);
}

void checkSurveyRows(DrillholeDatabase& db, ValidationReport& report, const std::unordered_set<std::string>& holes) {
    const TableSource& src = db.surveySource;
    OrphanRows orphans;
    std::vector<char> keep(db.surveys.size(), 1);
    for (std::size_t i = 0; i < db.surveys.size(); ++i) {
        SurveyStation& s = db.surveys[i];
        if (!holes.count(s.holeId)) {
            orphans.add(s.holeId, s.sourceLine);
            keep[i] = 0;
        } else if (!std::isfinite(s.at) || s.at < 0) {
            report.add(Severity::Error, src.file, s.sourceLine, src.columnOf("at"), s.holeId,
                       "survey depth " + number(s.at) + " is not a depth >= 0: station dropped");
            keep[i] = 0;
        } else if (!std::isfinite(s.dip) || s.dip < -90 || s.dip > 90) {
            report.add(Severity::Error, src.file, s.sourceLine, src.columnOf("dip"), s.holeId,
                       "dip " + number(s.dip) + " is outside -90..90: station dropped");
            keep[i] = 0;
        } else if (!std::isfinite(s.azimuth)) {
            report.add(Severity::Error, src.file, s.sourceLine, src.columnOf("azimuth"), s.holeId,
                       "azimuth missing: station dropped");
            keep[i] = 0;
        } else if (s.azimuth < 0 || s.azimuth > 360) {
            const double wrapped = std::fmod(std::fmod(s.azimuth, 360.0) + 360.0, 360.0);
            report.add(Severity::Warning, src.file, s.sourceLine, src.columnOf("azimuth"), s.holeId,
                       "azimuth " + number(s.azimuth) + " is outside 0..360: taken as " + number(wrapped));
            s.azimuth = wrapped;
        }
    }
    orphans.report(report, src, "survey");
    keepRows(db.surveys, keep);
}

// After reindex(): duplicated stations, no station at the collar, stations below the hole end.
void checkSurveyHoles(DrillholeDatabase& db, ValidationReport& report) {
    const TableSource& src = db.surveySource;
    std::vector<char> keep(db.surveys.size(), 1);
    for (std::size_t i = 0; i < db.surveys.size();) {
        std::size_t j = i;
        while (j < db.surveys.size() && db.surveys[j].holeId == db.surveys[i].holeId) ++j;
        const Collar* collar = db.findCollar(db.surveys[i].holeId);
        if (db.surveys[i].at > 0)
            report.add(Severity::Warning, src.file, db.surveys[i].sourceLine, src.columnOf("at"), db.surveys[i].holeId,
                       "no survey station at the collar: the direction at " + number(db.surveys[i].at) +
                           " is used from the collar down");
        for (std::size_t k = i + 1; k < j; ++k) {
            if (db.surveys[k].at - db.surveys[k - 1].at <= depthTolerance(db.surveys[k].at)) {
                report.add(Severity::Error, src.file, db.surveys[k].sourceLine, src.columnOf("at"), db.surveys[k].holeId,
                           "second survey station at depth " + number(db.surveys[k].at) + ": dropped (line " +
                               std::to_string(db.surveys[k - 1].sourceLine) + " kept)");
                keep[k] = 0;
            }
        }
        if (collar && std::isfinite(collar->depth)) {
            for (std::size_t k = i; k < j; ++k)
                if (db.surveys[k].at > collar->depth + depthTolerance(collar->depth))
                    report.add(Severity::Warning, src.file, db.surveys[k].sourceLine, src.columnOf("at"), collar->holeId,
                               "survey depth " + number(db.surveys[k].at) + " is beyond the hole depth " +
                                   number(collar->depth));
        } else if (collar) {
            // No collar depth: the hole ends at its deepest interval; say when the survey goes on below.
            const double end = db.holeDepth(collar->holeId);
            if (end > 0 && db.surveys[j - 1].at > end + depthTolerance(end))
                report.add(Severity::Note, src.file, db.surveys[j - 1].sourceLine, src.columnOf("at"), collar->holeId,
                           "survey station at " + number(db.surveys[j - 1].at) + " lies below the deepest interval (" +
                               number(end) + "), taken as the hole end");
        }
        i = j;
    }
    keepRows(db.surveys, keep);
}

void checkIntervalRows(IntervalTable& table, ValidationReport& report, const std::unordered_set<std::string>& holes) {
    const TableSource& src = table.source;
    OrphanRows orphans;
    std::vector<char> keep(table.size(), 1);
    for (std::size_t r = 0; r < table.size(); ++r) {
        const std::string& hole = table.holeIds[r];
        const std::size_t line = table.sourceLines[r];
        if (!holes.count(hole)) {
            orphans.add(hole, line);
            keep[r] = 0;
        } else if (!std::isfinite(table.from[r]) || table.from[r] < 0) {
            report.add(Severity::Error, src.file, line, src.columnOf("from"), hole,
                       "FROM " + number(table.from[r]) + " is not a depth >= 0: row dropped");
            keep[r] = 0;
        } else if (!std::isfinite(table.to[r])) {
            report.add(Severity::Error, src.file, line, src.columnOf("to"), hole, "TO missing: row dropped");
            keep[r] = 0;
        } else if (table.from[r] > table.to[r]) {
            report.add(Severity::Error, src.file, line, src.columnOf("from"), hole,
                       "FROM " + number(table.from[r]) + " > TO " + number(table.to[r]) + ": row dropped");
            keep[r] = 0;
        } else if (table.from[r] == table.to[r]) {
            report.add(Severity::Error, src.file, line, src.columnOf("to"), hole,
                       "zero-length interval at " + number(table.from[r]) + ": row dropped");
            keep[r] = 0;
        }
    }
    orphans.report(report, src, table.name.c_str());
    keepRows(table, keep);
}

// After reindex(): overlaps (the later row dropped), gaps, rows below the hole end, holes without rows.
void checkIntervalHoles(const DrillholeDatabase& db, IntervalTable& table, ValidationReport& report) {
    const TableSource& src = table.source;
    std::vector<char> keep(table.size(), 1);
    for (const Collar& collar : db.collars) {
        const auto rows = table.rowsOf(collar.holeId);
        if (rows.size() == 0) {
            report.add(Severity::Note, src.file, 0, 0, collar.holeId, "hole has no rows in table '" + table.name + "'");
            continue;
        }
        double bottom = table.to[rows.begin];
        for (std::size_t r = rows.begin + 1; r < rows.end; ++r) {
            const double tol = depthTolerance(table.from[r]);
            if (table.from[r] < bottom - tol) {
                report.add(Severity::Error, src.file, table.sourceLines[r], src.columnOf("from"), collar.holeId,
                           "interval " + number(table.from[r]) + "-" + number(table.to[r]) +
                               " overlaps the one above (ending at " + number(bottom) + "): row dropped");
                keep[r] = 0;
                continue;
            }
            if (table.from[r] > bottom + tol)
                report.add(Severity::Note, src.file, table.sourceLines[r], src.columnOf("from"), collar.holeId,
                           "gap from " + number(bottom) + " to " + number(table.from[r]));
            bottom = table.to[r];
        }
        if (std::isfinite(collar.depth) && bottom > collar.depth + depthTolerance(collar.depth))
            report.add(Severity::Warning, src.file, table.sourceLines[rows.end - 1], src.columnOf("to"), collar.holeId,
                       "TO " + number(bottom) + " is beyond the hole depth " + number(collar.depth));
    }
    keepRows(table, keep);
}

}  // namespace

void checkDrillholes(DrillholeDatabase& db, ValidationReport& report) {
    checkCollars(db, report);
    std::unordered_set<std::string> holes;
    for (const Collar& c : db.collars) holes.insert(c.holeId);

    checkSurveyRows(db, report, holes);
    for (IntervalTable& table : db.intervals) checkIntervalRows(table, report, holes);
    db.reindex();

    checkSurveyHoles(db, report);
    db.reindex();
    if (db.surveys.empty()) {
        report.add(Severity::Note, db.surveySource.file, 0, 0, "", "no survey stations: every hole is vertical");
    } else {
        for (const Collar& c : db.collars)
            if (db.surveyOf(c.holeId).empty())
                report.add(Severity::Warning, db.surveySource.file, 0, 0, c.holeId,
                           "hole has no survey stations: taken as vertical");
    }
    for (IntervalTable& table : db.intervals) checkIntervalHoles(db, table, report);
    db.reindex();
}

}  // namespace strata::drillholes
