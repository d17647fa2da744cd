#pragma once
// Problems found while reading and checking drillhole tables. Reading never stops at a bad row:
// every problem is recorded here with where it was found, and the caller decides whether to go
// on with the rows that were kept (the CLI's --strict makes any error fatal).
//
// Severity says what happened to the data:
//   Error   - the row (or the whole table) was dropped;
//   Warning - the row was kept, but something was assumed or looks wrong;
//   Note    - information only (the dip convention that was guessed, gaps between intervals).
#include <cstddef>
#include <string>
#include <vector>

namespace strata::drillholes {

enum class Severity { Note, Warning, Error };
const char* toString(Severity severity);

struct ValidationProblem {
    Severity severity = Severity::Error;
    std::string file;         // path as given; empty for data built in memory
    std::size_t line = 0;     // 1-based line in the file (header is line 1); 0 = whole file or not known
    std::size_t column = 0;   // 1-based field (column) number; 0 = whole row or not applicable
    std::string holeId;       // empty when the problem is not about one hole
    std::string message;
};

struct ValidationReport {
    std::vector<ValidationProblem> problems;

    void add(Severity severity, std::string file, std::size_t line, std::size_t column, std::string holeId,
             std::string message);
    std::size_t count(Severity severity) const;
    bool hasErrors() const { return count(Severity::Error) > 0; }
    bool empty() const { return problems.empty(); }
};

// "file:line:column: severity: message [hole H]", the form compilers use so that editors can jump to it.
std::string format(const ValidationProblem& problem);

}  // namespace strata::drillholes
