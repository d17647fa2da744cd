// The phase recorder behind strata-cli --timings: time goes to one phase at a time (a nested
// scope pauses the outer one), so the phases never add up to more than the wall clock.
#include <gtest/gtest.h>

#include <chrono>

#include "strata/core/PhaseTimings.h"

using namespace strata;

namespace {
using Clock = std::chrono::steady_clock;

// Lets the clock move on by at least `ms` (work the recorder must charge somewhere).
void spend(double ms) {
    const auto until = Clock::now() + std::chrono::duration<double, std::milli>(ms);
    while (Clock::now() < until) {
    }
}

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }
}  // namespace

TEST(PhaseTimings, ANestedScopePausesTheOuterOne) {
    PhaseTimings timings;
    const auto start = Clock::now();
    {
        const PhaseScope computing(&timings, Phase::Compute);
        spend(2);
        {
            const PhaseScope reading(&timings, Phase::Read);
            spend(5);
        }
        spend(2);
    }
    const double wall = secondsSince(start);
    EXPECT_GE(timings.seconds(Phase::Read), 0.005);
    EXPECT_GE(timings.seconds(Phase::Compute), 0.004);
    EXPECT_EQ(timings.seconds(Phase::Write), 0.0);
    EXPECT_LE(timings.sum(), wall);  // counted twice, the read would exceed it
}

TEST(PhaseTimings, ASequenceEndsEachPhaseAtTheNext) {
    PhaseTimings timings;
    const auto start = Clock::now();
    {
        PhaseSequence phases(&timings);
        phases.enter(Phase::Read);
        spend(2);
        phases.enter(Phase::Write);
        spend(2);
    }
    EXPECT_GE(timings.seconds(Phase::Read), 0.002);
    EXPECT_GE(timings.seconds(Phase::Write), 0.002);
    EXPECT_LE(timings.sum(), secondsSince(start));
}

TEST(PhaseTimings, WithoutARecorderNothingIsCounted) {
    const PhaseScope nothing(nullptr, Phase::Compute);
    PhaseSequence none(nullptr);
    none.enter(Phase::Read);
    EXPECT_EQ(PhaseTimings::ofProcess(), nullptr);
}

TEST(PhaseTimings, TheLineHasFourPhasesAndTheTotal) {
    PhaseTimings timings;
    timings.add(Phase::Prepare, 0.25);
    const std::string line = formatPhases(timings, 1.5);
    EXPECT_EQ(line, "read 0.000 s, prepare 0.250 s, compute 0.000 s, write 0.000 s, total 1.500 s");
}
