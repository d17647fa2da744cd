#pragma once
// The back-transform from normal scores to values (GSLIB's backtr function, as backtr and the
// sequential simulations use it): linear interpolation between the rows of the transformation
// table; beyond them a model of the tails in cumulative probability (GSLIB's gcum), between zmin
// and the first value, and between the last value and zmax; the result kept within [zmin, zmax].
#include <span>
#include <vector>

#include "strata/simulation/NormalScores.h"

namespace strata::simulation {

enum class LowerTail { Linear, Power };
enum class UpperTail { Linear, Power, Hyperbolic };

struct BackTransformOptions {
    double zmin = 0, zmax = 60;  // the smallest and largest values the tails reach
    // Below the first score: Linear z = zmin + (z_1 - zmin) (G(y) / G(y_1)); Power with exponent
    // w: z = zmin + (z_1 - zmin) (G(y) / G(y_1))^(1/w).
    LowerTail lowerTail = LowerTail::Linear;
    double lowerPower = 1;
    // Above the last score: Linear and Power from (G(y_n), z_n) to (1, zmax) as below; Hyperbolic
    // with exponent w >= 1: z = (z_n^w (1 - G(y_n)) / (1 - G(y)))^(1/w).
    UpperTail upperTail = UpperTail::Linear;
    double upperParameter = 1;

    // Throws ValidationError("back-transform", option, ...) for a power <= 0, a hyperbolic
    // exponent below 1, zmin above the table's first value, zmax below its last, or a hyperbolic
    // tail after a last value <= 0 (the checks of backtr).
    void validate(const NormalScoreTable& table) const;
};

// The value of normal score `score`. The table and options must have passed validate().
double backTransform(const NormalScoreTable& table, double score, const BackTransformOptions& options);
std::vector<double> backTransform(const NormalScoreTable& table, std::span<const double> scores,
                                  const BackTransformOptions& options);

}  // namespace strata::simulation
