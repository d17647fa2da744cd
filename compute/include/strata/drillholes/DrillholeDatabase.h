#pragma once
// Drillholes in memory: collars, downhole surveys and interval tables (assays, lithology, ...).
//
// Conventions, fixed where values enter (readDrillholes converts the files to them):
//   - azimuth: degrees clockwise from north (grid north of the collar coordinates), 0..360;
//   - dip: degrees from horizontal, NEGATIVE = DOWNWARDS (GSLIB convention): -90 is a vertical
//     hole drilled down, 0 horizontal, +90 vertical up. Files that write down-holes with positive
//     dips (common in mining databases) are converted on reading;
//   - depths (AT, FROM, TO, DEPTH) are measured along the hole from the collar, in the length
//     unit of the collar coordinates (metres or feet; Strata does not convert units).
#include <cmath>
#include <cstddef>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "strata/drillholes/ValidationReport.h"

namespace strata::drillholes {

struct Collar {
    std::string holeId;
    double x = 0, y = 0, z = 0;
    double depth = std::nan("");  // total length along the hole; NaN when the file has none
    std::size_t sourceLine = 0;   // 1-based line in the collar file; 0 when built in memory
};

struct SurveyStation {
    std::string holeId;
    double at = 0;       // depth along the hole
    double azimuth = 0;  // degrees clockwise from north
    double dip = -90;    // degrees from horizontal, negative = downwards
    std::size_t sourceLine = 0;
};

// Where a table came from, so that problems found later can name the file, line and column.
struct TableSource {
    std::string file;                            // empty when built in memory
    std::vector<std::string> header;             // column names as in the file, in file order
    std::map<std::string, std::size_t> columns;  // role ("holeid", "from", ...) -> 1-based column
    std::size_t columnOf(const std::string& role) const {
        auto it = columns.find(role);
        return it == columns.end() ? 0 : it->second;
    }
};

struct NumericColumn {
    std::string name;
    std::vector<double> values;  // NaN = missing (blank or not a number)
};

struct TextColumn {
    std::string name;
    std::vector<std::string> values;  // "" = missing
};

// One interval table (FROM-TO rows per hole) with its value columns. After
// DrillholeDatabase::reindex() the rows of each hole are contiguous and sorted by FROM.
struct IntervalTable {
    std::string name;  // file stem ("assay") or a name given by the caller
    TableSource source;
    std::vector<std::string> holeIds;
    std::vector<double> from, to;
    std::vector<std::size_t> sourceLines;  // 1-based line of each row; 0 when built in memory
    std::vector<NumericColumn> numeric;
    std::vector<TextColumn> text;

    std::size_t size() const noexcept { return holeIds.size(); }
    // Case-insensitive lookups; null when there is no such column.
    const NumericColumn* findNumeric(std::string_view column) const;
    const TextColumn* findText(std::string_view column) const;
    // Appends one row; value vectors of every column grow with NaN / "".
    std::size_t addRow(std::string holeId, double fromDepth, double toDepth, std::size_t sourceLine = 0);
    // Rows [begin, end) of one hole (valid after reindex()); empty range when the hole has none.
    struct RowRange {
        std::size_t begin = 0, end = 0;
        std::size_t size() const noexcept { return end - begin; }
    };
    RowRange rowsOf(std::string_view holeId) const;
    // The row of `holeId` whose interval holds `depth` (FROM <= depth < TO); size() when none.
    std::size_t rowAt(std::string_view holeId, double depth) const;
    // Rebuilds the rowsOf() lookup, assuming the rows of each hole are already contiguous.
    void indexRows();

private:
    std::unordered_map<std::string, RowRange> holeRows_;
};

enum class DipConvention { Auto, DownNegative, DownPositive };
// "auto", "down-negative", "down-positive"; throws ValidationError(stage, option) otherwise.
DipConvention parseDipConvention(std::string_view text, const std::string& stage = "drillholes",
                                 const std::string& option = "dip-sign");
const char* toString(DipConvention convention);

struct DrillholeDatabase {
    std::vector<Collar> collars;          // one per hole, in file order
    std::vector<SurveyStation> surveys;   // sorted by hole (collar order), then AT, after reindex()
    std::vector<IntervalTable> intervals;
    TableSource collarSource, surveySource;
    DipConvention dipConventionOfFiles = DipConvention::DownNegative;  // what the survey file used

    // Sorts surveys and interval rows by hole and depth and rebuilds the lookups. Call after
    // filling or editing the vectors by hand; readDrillholes() and checkDrillholes() call it.
    void reindex();

    const Collar* findCollar(std::string_view holeId) const;
    std::span<const SurveyStation> surveyOf(std::string_view holeId) const;
    const IntervalTable* findTable(std::string_view name) const;  // case-insensitive
    // Collar depth when known, else the deepest interval TO of the hole, else its deepest survey
    // AT (0 when none). Intervals come before surveys because survey files often carry a far
    // station below the hole to extend the last direction (Babbitt: AT 90000).
    double holeDepth(std::string_view holeId) const;

private:
    std::unordered_map<std::string, std::size_t> collarIndex_;
    std::unordered_map<std::string, std::pair<std::size_t, std::size_t>> surveyRows_;
};

// Which files to read and how. Column names are matched case-insensitively against the aliases
// below; `columns` overrides a role with an exact (case-insensitive) column name.
//   role     aliases
//   holeid   BHID, HOLEID, HOLE_ID, HOLE, DHID, HOLENAME, ID
//   x        X, XCOLLAR, EAST, EASTING
//   y        Y, YCOLLAR, NORTH, NORTHING
//   z        Z, ZCOLLAR, ELEV, ELEVATION, RL
//   depth    DEPTH, LENGTH, EOH, MAXDEPTH, TD           (collar file)
//   at       AT, DEPTH, DISTANCE, SURVEYDEPTH           (survey file)
//   azimuth  AZ, AZIMUTH, BEARING, AZI
//   dip      DIP, INCLINATION, INCL
//   from     FROM, DEPTH_FROM, FROMDEPTH
//   to       TO, DEPTH_TO, TODEPTH
struct DrillholeFiles {
    std::string collar;
    std::string survey;                  // empty: every hole is vertical
    std::vector<std::string> intervals;  // assay, lithology, ... (table name = file stem)
    DipConvention dipConvention = DipConvention::Auto;
    std::map<std::string, std::string> columns;  // role -> column name, e.g. {"holeid", "DHID"}
};

// The roles of the table above, in its order.
const std::vector<std::string>& columnRoles();

// Reads the tables, converts them to the conventions above and checks them (checkDrillholes).
// Never throws for bad data: every problem goes to `report`, bad rows are dropped and the
// valid ones kept. Throws ValidationError only for a bad request (an unknown role in `columns`).
DrillholeDatabase readDrillholes(const DrillholeFiles& files, ValidationReport& report);

// Cross-table and per-hole checks on a database (read from files or built in memory), dropping
// the rows they call errors, then reindex(). Checks: duplicated hole ids; holes in one table but
// not another; survey AT beyond the hole depth; no survey station at 0 (the first station's
// direction is used from the collar); duplicated AT; azimuth outside 0..360 (wrapped) or dip
// outside -90..90 (dropped); FROM >= TO; overlapping intervals (the later row dropped); gaps;
// intervals beyond the hole depth.
void checkDrillholes(DrillholeDatabase& database, ValidationReport& report);

}  // namespace strata::drillholes
