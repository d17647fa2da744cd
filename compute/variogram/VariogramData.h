#pragma once
// What experimental variograms, down-hole variograms and variogram maps share: gamv's reading of
// the variables (trimming, indicator variables, the sills used to standardise) and gamv's
// conversion of the sums of a lag into the reported measure.
#include <cstddef>
#include <string>
#include <vector>

#include "PairGeometry.h"
#include "strata/variogram/ExperimentalVariogram.h"

namespace strata::variogram::detail {

struct PreparedVariables {
    std::vector<std::size_t> rows;  // input points kept: at least one variable within the limits
    std::vector<std::string> names;  // input variables, then one "Indicator  k" per indicator request
    std::vector<double> sills;       // gamv's variance of each variable (-999 when it has no data)
    // values[v][k] for kept point k, single precision; -infinity where missing or trimmed.
    std::vector<std::vector<float>> values;
    std::vector<std::size_t> tail, head;  // per request, into names/values
    float trimMin = 0, trimMax = 0;
};

// Validates the requests against the input and builds the variables as gamv does.
PreparedVariables prepareVariables(const VariogramInput& input, const std::vector<VariogramRequest>& requests,
                                   double trimMin, double trimMax, const std::string& stage);

// Refuses kept points that give no pair to measure: a coordinate beyond +-1e30 (float32 cells
// overflow) or every point at one location (no pair at a non-zero distance).
void requirePairGeometry(const VariogramInput& input, const std::vector<std::size_t>& rows, const std::string& stage);

// Adds contributions of accepted pairs to the double sums of lag rows [rowBegin, rowEnd).
struct RecordSink {
    double* record;  // first quantity of the first row
    int rowBegin, rowEnd;
    double distance;
    void operator()(float measure, float tail, float head, float tailSquare, float headSquare) const {
        for (int row = rowBegin; row < rowEnd; ++row) {
            double* q = record + std::size_t(row) * kQuantityCount;
            q[kPairs] += 1.0;
            q[kDistance] += distance;
            q[kMeasure] += double(measure);
            q[kTailSum] += double(tail);
            q[kHeadSum] += double(head);
            q[kTailSquares] += double(tailSquare);
            q[kHeadSquares] += double(headSquare);
        }
    }
};

// gamv's averaging and final measure of one lag row from its sums (kQuantityCount doubles).
// `omni` matters to the Cressie-Hawkins bias correction only (pairs counted twice).
LagRow finishRow(const double* sums, VariogramType type, bool omni, double tailSill, double headSill,
                 bool standardize, bool sameVariable);

}  // namespace strata::variogram::detail
