#include "strata/drillholes/Compositing.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/core/Progress.h"
#include "strata/core/Strings.h"

namespace strata::drillholes {

namespace {

struct Piece {
    double from, to;
};

// Cuts the run [runFrom, runTo] into composite pieces by the rule of Compositing.h.
void cutRun(double runFrom, double runTo, const CompositeOptions& options, std::vector<Piece>& pieces) {
    const double runLength = runTo - runFrom, length = options.length;
    const double tol = 1e-9 * std::max(1.0, runLength);
    if (runLength <= 0) return;
    if (options.shortPiece == ShortPieceRule::Distribute) {
        const auto count = std::max<long long>(1, std::llround(runLength / length));
        for (long long k = 0; k < count; ++k)
            pieces.push_back({runFrom + runLength * double(k) / double(count),
                              k + 1 == count ? runTo : runFrom + runLength * double(k + 1) / double(count)});
        return;
    }
    const auto whole = static_cast<long long>(std::floor((runLength + tol) / length));
    for (long long k = 0; k < whole; ++k) pieces.push_back({runFrom + double(k) * length, runFrom + double(k + 1) * length});
    const double rest = runLength - double(whole) * length;
    if (rest <= tol) {
        if (whole > 0) pieces.back().to = runTo;
        return;
    }
    if (rest >= options.minimumFraction * length) {
        pieces.push_back({runFrom + double(whole) * length, runTo});
    } else if (options.shortPiece == ShortPieceRule::MergeIntoPrevious) {
        if (whole > 0)
            pieces.back().to = runTo;
        else
            pieces.push_back({runFrom, runTo});
    }
}

}  // namespace

ShortPieceRule parseShortPieceRule(std::string_view text, const std::string& stage, const std::string& option) {
    const std::string t = toLower(trim(text));
    if (t == "merge") return ShortPieceRule::MergeIntoPrevious;
    if (t == "drop") return ShortPieceRule::Drop;
    if (t == "distribute") return ShortPieceRule::Distribute;
    throw ValidationError(stage, option, "must be merge, drop or distribute (got '" + std::string(text) + "')");
}

const char* toString(ShortPieceRule rule) {
    switch (rule) {
        case ShortPieceRule::MergeIntoPrevious: return "merge";
        case ShortPieceRule::Drop: return "drop";
        case ShortPieceRule::Distribute: return "distribute";
    }
    return "merge";
}

void CompositeOptions::validate() const {
    if (!(length > 0) || !std::isfinite(length))
        throw ValidationError("composite", "length", "must be a positive number (got " + std::to_string(length) + ")");
    if (!(minimumFraction >= 0 && minimumFraction <= 1))
        throw ValidationError("composite", "min-fraction",
                              "must be between 0 and 1 (got " + std::to_string(minimumFraction) + ")");
}

IntervalTable compositeIntervals(const DrillholeDatabase& database, const IntervalTable& table,
                                 const CompositeOptions& options, const CancelToken* cancel) {
    options.validate();
    double logged = 0;  // an upper bound of the composited length (overlaps counted twice)
    for (std::size_t r = 0; r < table.size(); ++r)
        if (table.to[r] > table.from[r]) logged += table.to[r] - table.from[r];
    requireCountAtMost(logged / options.length, 1e8, "composite", "length", "composites (logged length / length)",
                       "use a longer composite length");
    const TextColumn* domainText = nullptr;
    const NumericColumn* domainNumber = nullptr;
    if (!options.domainColumn.empty()) {
        domainText = table.findText(options.domainColumn);
        if (!domainText) domainNumber = table.findNumeric(options.domainColumn);
        if (!domainText && !domainNumber)
            throw ValidationError("composite", "domain",
                                  "table '" + table.name + "' has no column '" + options.domainColumn + "'");
    }
    std::vector<const NumericColumn*> inputs;
    if (options.columns.empty()) {
        for (const auto& c : table.numeric)
            if (&c != domainNumber) inputs.push_back(&c);
    } else {
        for (const auto& name : options.columns) {
            const NumericColumn* c = table.findNumeric(name);
            if (!c)
                throw ValidationError("composite", "columns", "table '" + table.name + "' has no numeric column '" + name + "'");
            inputs.push_back(c);
        }
    }
    if (inputs.empty())
        throw ValidationError("composite", "values",
                              "table '" + table.name +
                                  "' has no numeric column to composite (only text: name the "
                                  "assay table)");

    IntervalTable out;
    out.name = table.name + "_composites";
    out.source.file = table.source.file;
    if (!options.domainColumn.empty()) out.text.push_back({domainText ? domainText->name : domainNumber->name, {}});
    for (const auto* c : inputs) out.numeric.push_back({c->name, {}});
    for (const auto* c : inputs) out.numeric.push_back({c->name + "_LENGTH", {}});

    const auto sameDomain = [&](std::size_t a, std::size_t b) {
        if (domainText) return domainText->values[a] == domainText->values[b];
        if (domainNumber) {
            const double u = domainNumber->values[a], v = domainNumber->values[b];
            return u == v || (std::isnan(u) && std::isnan(v));
        }
        return true;
    };
    const auto domainValue = [&](std::size_t row) -> std::string {
        if (domainText) return domainText->values[row];
        const double v = domainNumber->values[row];
        if (std::isnan(v)) return {};
        std::string s = std::to_string(v);
        s.erase(s.find_last_not_of('0') + 1);
        if (!s.empty() && s.back() == '.') s.pop_back();
        return s;
    };

    const std::size_t columns = inputs.size();
    std::vector<double> sum(columns), weight(columns);
    std::vector<Piece> pieces;
    for (std::size_t hole = 0; hole < database.collars.size(); ++hole) {
        if (cancel && hole % 256 == 0) cancel->check();
        const Collar& collar = database.collars[hole];
        const auto rows = table.rowsOf(collar.holeId);
        for (std::size_t runBegin = rows.begin; runBegin < rows.end;) {
            std::size_t runEnd = runBegin + 1;
            while (runEnd < rows.end && sameDomain(runBegin, runEnd)) ++runEnd;
            double runTo = table.to[runBegin];
            for (std::size_t r = runBegin; r < runEnd; ++r) runTo = std::max(runTo, table.to[r]);
            pieces.clear();
            cutRun(table.from[runBegin], runTo, options, pieces);

            std::size_t first = runBegin;  // first row that may overlap the current piece
            for (const Piece& piece : pieces) {
                while (first < runEnd && table.to[first] <= piece.from) ++first;
                std::fill(sum.begin(), sum.end(), 0.0);
                std::fill(weight.begin(), weight.end(), 0.0);
                bool assayed = false;
                for (std::size_t r = first; r < runEnd && table.from[r] < piece.to; ++r) {
                    const double overlap = std::min(table.to[r], piece.to) - std::max(table.from[r], piece.from);
                    if (overlap <= 0) continue;
                    for (std::size_t c = 0; c < columns; ++c) {
                        const double v = inputs[c]->values[r];
                        if (std::isnan(v)) continue;
                        sum[c] += v * overlap;
                        weight[c] += overlap;
                        assayed = true;
                    }
                }
                if (!assayed) continue;
                const std::size_t row =
                    out.addRow(collar.holeId, piece.from, piece.to, first < runEnd ? table.sourceLines[first] : 0);
                if (!out.text.empty()) out.text[0].values[row] = domainValue(runBegin);
                for (std::size_t c = 0; c < columns; ++c) {
                    out.numeric[c].values[row] =
                        weight[c] > 0 ? sum[c] / weight[c] : std::numeric_limits<double>::quiet_NaN();
                    out.numeric[columns + c].values[row] = weight[c];
                }
            }
            runBegin = runEnd;
        }
    }
    out.source.columns = table.source.columns;
    out.indexRows();
    return out;
}

}  // namespace strata::drillholes
