#pragma once
// Makes a stack of interpolated surfaces geologically valid at every location: surfaces never
// cross, the column's rules decide which surface wins, and no unit is thinner than a minimum
// (a thinner unit is removed: it pinches out). Elevations are z up; surface 0 is the ground.
//
// At one location, with surfaces S_0 (ground) >= S_1 >= ... >= S_{n-1} wanted:
//  1. Conformable runs. Consecutive surfaces joined by conformable bases (S_k and S_{k+1} when
//     the base rule of unit k is conformable) are ordered by isotonic regression (pool adjacent
//     violators): crossing surfaces meet at their mean, the smallest total (squared) change.
//  2. Runs from the bottom up, against the (already valid) stack below the run's lowest surface S_b:
//       erosional base: S_b truncates every older surface: S_j = min(S_j, S_b), j > b;
//       onlap base:     the run rests on the older surface: S_j = max(S_j, S_{b+1}), j in the run.
//  3. The ground truncates everything: S_j = min(S_j, S_0).
//  4. Minimum thickness T: a unit k with 0 < S_k - S_{k+1} < T is removed, top down. As for a
//     crossing, the rule of S_k (the base rule of the unit above) decides which side moves, with
//     every surface that coincides with it so that absent units stay absent: erosional - S_k
//     wins and the thin unit's base rises to it; onlap - S_{k+1} wins and the top sinks to it;
//     conformable - both go to their mean. The ground never moves (the base rises instead).
// Each step only moves surfaces away from a crossing, so the result is ordered after one pass.
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "strata/surfaces/StratigraphicColumn.h"

namespace strata::surfaces {

struct SurfaceCorrections {
    std::string surface;
    std::size_t locations = 0;  // where this surface moved
    double maxShift = 0;        // largest |change|
    double sumShift = 0;        // sum of |change| (mean = sumShift / locations)
    // Position of the largest change, for "where" (grid node index or point index).
    std::size_t maxAt = 0;
};

struct CorrectionReport {
    std::vector<SurfaceCorrections> surfaces;
    std::size_t locations = 0;         // locations looked at
    std::size_t correctedLocations = 0;  // where anything moved
    std::size_t thinUnitsRemoved = 0;  // unit-locations removed by the minimum thickness
    std::size_t skipped = 0;           // locations with a missing (NaN) surface, left as they are

    void merge(const CorrectionReport& other);
};

class ConsistencyRules {
public:
    // Throws ValidationError when minThickness < 0 or is not finite.
    ConsistencyRules(const StratigraphicColumn& column, double minThickness);

    std::size_t surfaceCount() const noexcept { return rules_.size(); }

    // Working space of apply, made once per run of locations: apply runs at every grid node,
    // and an allocation per call was most of its time.
    struct Scratch {
        explicit Scratch(std::size_t n) : sums(n), sizes(n) {}
        std::vector<double> sums;
        std::vector<std::size_t> sizes;
    };

    // Corrects z[0..n) in place (one location); returns the number of thin units removed.
    std::size_t apply(double* z) const;
    std::size_t apply(double* z, Scratch& scratch) const;

    // Corrects count locations of surfaces[k][i] (k < n); accumulates into report (its
    // surfaces are created on first use). shift, when not null, receives the largest |change|
    // over the surfaces at each location. Runs in parallel chunks.
    template <class T>
    void applyAll(const std::vector<T*>& surfaces, std::size_t count, CorrectionReport& report,
                  float* shift = nullptr) const;

private:
    std::vector<BaseRule> rules_;  // rule of each surface (rules_[0]: the ground)
    std::vector<std::pair<std::size_t, std::size_t>> runs_;  // conformable runs [a, b] of surfaces 1..n-1
    std::vector<std::string> names_;
    double minThickness_;
};

}  // namespace strata::surfaces
