#include "strata/simulation/AcornRandom.h"

#include <string>

#include "strata/core/Error.h"

namespace strata::simulation {

namespace {
constexpr std::int64_t kModulus = std::int64_t(1) << 30;
}

AcornRandom::AcornRandom(std::int64_t seed) {
    if (seed <= 0 || seed >= kModulus)
        throw ValidationError("random numbers", "seed", "must be in 1..2^30-1 (got " + std::to_string(seed) + ")");
    registers_[0] = seed;
}

double AcornRandom::next() {
    for (std::size_t i = 1; i < registers_.size(); ++i) {
        registers_[i] += registers_[i - 1];
        if (registers_[i] >= kModulus) registers_[i] -= kModulus;
    }
    return static_cast<double>(registers_.back()) / static_cast<double>(kModulus);
}

void AcornRandom::discard(int count) {
    for (int i = 0; i < count; ++i) next();
}

}  // namespace strata::simulation
