#pragma once
// GSLIB's random numbers: Wikramaratna's ACORN generator of order 12, modulus 2^30 (GSLIB's
// acorni). The seed goes into the first of the 13 registers, the others start at 0. GSLIB's
// programs draw from it in a fixed order, so a drop-in that draws as they do gets their numbers.
#include <array>
#include <cstdint>

namespace strata::simulation {

class AcornRandom {
public:
    // Throws ValidationError when the seed is not in 1..2^30 - 1 (ACORN needs 0 < seed < modulus).
    explicit AcornRandom(std::int64_t seed);
    // The next number in [0, 1).
    double next();
    // Draws and drops `count` numbers (GSLIB warms the generator up with 1000).
    void discard(int count);

private:
    std::array<std::int64_t, 13> registers_{};
};

}  // namespace strata::simulation
