#pragma once
// Data ready for kriging: one group of value columns that share their data locations, rows
// with a missing value left out, coincident data merged, dropped or kept by the rule of the
// options.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "strata/kriging/Kriging.h"

namespace strata::kriging {

struct PreparedData {
    std::vector<double> x, y, z;
    std::vector<std::vector<double>> values;  // values[k][datum] for the group's columns
    std::vector<double> secondary;
    std::vector<double> drillhole;
    std::vector<std::size_t> source;  // input index of each kept datum
    // CoincidentRule::Keep: per datum, the index of its group of coincident data (-1 when alone);
    // empty when no data coincide.
    std::vector<std::int32_t> coincidentGroup;
    int dimension = 2;
    CoincidentReport report;

    std::size_t size() const noexcept { return x.size(); }
    // True when two of the data `idx` coincide (only possible under CoincidentRule::Keep): their
    // kriging system is singular.
    bool holdsCoincidentPair(std::span<const std::uint32_t> idx) const;
};

// columns: the value columns of the group; every row with one of them missing is left out.
PreparedData prepareData(const KrigingData& data, const std::vector<std::size_t>& columns,
                         const KrigingOptions& options, const std::string& stage);

// Groups of value columns with the same missing rows, in the order of the first column.
std::vector<std::vector<std::size_t>> groupColumnsByMissing(const KrigingData& data);

}  // namespace strata::kriging
