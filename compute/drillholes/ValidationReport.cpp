#include "strata/drillholes/ValidationReport.h"

#include <algorithm>

namespace strata::drillholes {

const char* toString(Severity severity) {
    switch (severity) {
        case Severity::Note: return "note";
        case Severity::Warning: return "warning";
        case Severity::Error: return "error";
    }
    return "error";
}

void ValidationReport::add(Severity severity, std::string file, std::size_t line, std::size_t column,
                           std::string holeId, std::string message) {
    problems.push_back({severity, std::move(file), line, column, std::move(holeId), std::move(message)});
}

std::size_t ValidationReport::count(Severity severity) const {
    return std::size_t(std::count_if(problems.begin(), problems.end(),
                                     [severity](const ValidationProblem& p) { return p.severity == severity; }));
}

std::string format(const ValidationProblem& problem) {
    std::string out = problem.file.empty() ? std::string("<memory>") : problem.file;
    out += ':' + std::to_string(problem.line) + ':' + std::to_string(problem.column) + ": ";
    out += toString(problem.severity);
    out += ": " + problem.message;
    if (!problem.holeId.empty()) out += " [hole " + problem.holeId + "]";
    return out;
}

}  // namespace strata::drillholes
