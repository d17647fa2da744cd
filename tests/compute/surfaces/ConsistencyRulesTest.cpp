// The consistency rules: each base rule on crossing surfaces, isotonic ordering of conformable
// runs checked against brute force, the ground, the minimum thickness, and random stacks.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "strata/core/Error.h"
#include "strata/surfaces/ConsistencyRules.h"

using namespace strata::surfaces;

namespace {

StratigraphicColumn columnOf(std::vector<BaseRule> bases) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < bases.size(); ++i) names.push_back("U" + std::to_string(i + 1));
    StratigraphicColumn c = StratigraphicColumn::fromOrder(names);
    for (std::size_t i = 0; i < bases.size(); ++i) c.units[i].base = bases[i];
    return c;
}

std::vector<double> corrected(const ConsistencyRules& rules, std::vector<double> z) {
    rules.apply(z.data());
    return z;
}

bool ordered(const std::vector<double>& z) {
    for (std::size_t k = 0; k + 1 < z.size(); ++k)
        if (z[k] < z[k + 1]) return false;
    return true;
}

}  // namespace

TEST(ConsistencyRules, ErosionalBaseTruncatesOlderSurfaces) {
    // Unit 1's base (surface 1) is erosional: it cuts surfaces 2 and 3 where they rise above it.
    const ConsistencyRules rules(columnOf({BaseRule::Erosional, BaseRule::Onlap, BaseRule::Onlap, BaseRule::Onlap}), 0);
    EXPECT_EQ(corrected(rules, {100, 80, 85, 90}), (std::vector<double>{100, 80, 80, 80}));
    EXPECT_EQ(corrected(rules, {100, 80, 70, 60}), (std::vector<double>{100, 80, 70, 60}));  // valid: untouched
}

TEST(ConsistencyRules, OnlapBaseRestsOnTheOlderSurface) {
    // Unit 1's base onlaps: where it sinks below surface 2, it is lifted onto it.
    const ConsistencyRules rules(columnOf({BaseRule::Onlap, BaseRule::Erosional, BaseRule::Conformable}), 0);
    EXPECT_EQ(corrected(rules, {100, 70, 75}), (std::vector<double>{100, 75, 75}));
}

TEST(ConsistencyRules, ConformableSurfacesMeetAtTheirMean) {
    const ConsistencyRules rules(columnOf({BaseRule::Conformable, BaseRule::Conformable, BaseRule::Conformable}), 0);
    EXPECT_EQ(corrected(rules, {100, 70, 80}), (std::vector<double>{100, 75, 75}));
    // Three crossing surfaces pool to the mean of the violators only.
    const ConsistencyRules four(columnOf({BaseRule::Conformable, BaseRule::Conformable, BaseRule::Conformable,
                                          BaseRule::Conformable}),
                                0);
    EXPECT_EQ(corrected(four, {100, 60, 70, 80}), (std::vector<double>{100, 70, 70, 70}));
    EXPECT_EQ(corrected(four, {100, 60, 80, 50}), (std::vector<double>{100, 70, 70, 50}));
}

TEST(ConsistencyRules, IsotonicRunIsTheLeastSquaresOrdering) {
    // For a conformable run, no ordered sequence is closer (squared) to the input: compare with
    // a brute-force search over a fine lattice of ordered sequences of three values.
    const ConsistencyRules rules(columnOf({BaseRule::Conformable, BaseRule::Conformable, BaseRule::Conformable,
                                           BaseRule::Conformable}),
                                 0);
    std::mt19937 random(7);
    std::uniform_int_distribution<int> pick(0, 20);
    for (int trial = 0; trial < 30; ++trial) {
        const std::vector<double> in{1000, double(pick(random)), double(pick(random)), double(pick(random))};
        const std::vector<double> out = corrected(rules, in);
        double best = HUGE_VAL;
        for (double a = 0; a <= 20; a += 0.5)
            for (double b = 0; b <= a; b += 0.5)
                for (double c = 0; c <= b; c += 0.5) {
                    const double d = (a - in[1]) * (a - in[1]) + (b - in[2]) * (b - in[2]) + (c - in[3]) * (c - in[3]);
                    best = std::min(best, d);
                }
        double mine = 0;
        for (int k = 1; k < 4; ++k) mine += (out[std::size_t(k)] - in[std::size_t(k)]) * (out[std::size_t(k)] - in[std::size_t(k)]);
        EXPECT_LE(mine, best + 1e-9) << trial;
        EXPECT_TRUE(ordered(out));
    }
}

TEST(ConsistencyRules, GroundTruncatesEverything) {
    const ConsistencyRules rules(columnOf({BaseRule::Onlap, BaseRule::Onlap}), 0);
    EXPECT_EQ(corrected(rules, {100, 105}), (std::vector<double>{100, 100}));
}

TEST(ConsistencyRules, MinimumThicknessRemovesThinUnitsByRule) {
    // Unit 2 (between surfaces 1 and 2) is 0.4 thick, below the minimum of 1.
    {
        // Surface 1 erosional (base of unit 1): it wins, the thin unit's base rises to it.
        const ConsistencyRules r(columnOf({BaseRule::Erosional, BaseRule::Conformable, BaseRule::Conformable}), 1.0);
        std::vector<double> z{100, 90, 89.6};
        EXPECT_EQ(r.apply(z.data()), 1u);
        EXPECT_EQ(z, (std::vector<double>{100, 90, 90}));
    }
    {
        // Onlap: the older surface wins, the top sinks onto it.
        const ConsistencyRules r(columnOf({BaseRule::Onlap, BaseRule::Conformable, BaseRule::Conformable}), 1.0);
        std::vector<double> z{100, 90, 89.6};
        r.apply(z.data());
        EXPECT_EQ(z, (std::vector<double>{100, 89.6, 89.6}));
    }
    {
        // Conformable: both meet at their mean; a unit already absent stays absent.
        const ConsistencyRules r(columnOf({BaseRule::Conformable, BaseRule::Conformable, BaseRule::Conformable,
                                           BaseRule::Conformable}),
                                 1.0);
        std::vector<double> z{100, 90, 89.6, 89.6};
        r.apply(z.data());
        EXPECT_NEAR(z[1], 89.8, 1e-12);
        EXPECT_NEAR(z[2], 89.8, 1e-12);
        EXPECT_NEAR(z[3], 89.8, 1e-12);
    }
    {
        // A thin first unit: the ground never moves, the base rises to it.
        const ConsistencyRules r(columnOf({BaseRule::Onlap, BaseRule::Conformable}), 1.0);
        std::vector<double> z{100, 99.5};
        r.apply(z.data());
        EXPECT_EQ(z, (std::vector<double>{100, 100}));
    }
}

TEST(ConsistencyRules, RandomStacksComeOutOrderedWithoutThinUnits) {
    std::mt19937 random(11);
    std::uniform_real_distribution<double> value(0, 30);
    std::uniform_int_distribution<int> rule(0, 2);
    for (int trial = 0; trial < 500; ++trial) {
        std::vector<BaseRule> bases(6);
        for (auto& b : bases) b = BaseRule(rule(random));
        const double minimum = trial % 2 ? 2.0 : 0.0;
        const ConsistencyRules rules(columnOf(bases), minimum);
        std::vector<double> z(6);
        for (auto& v : z) v = value(random);
        z[0] = 40;
        const auto out = corrected(rules, z);
        EXPECT_TRUE(ordered(out)) << trial;
        EXPECT_EQ(out[0], 40);  // the ground never moves
        for (std::size_t k = 0; k + 1 < out.size(); ++k) {
            const double t = out[k] - out[k + 1];
            EXPECT_TRUE(t == 0 || t >= minimum - 1e-12) << trial << " unit " << k << " thickness " << t;
        }
        // Valid stacks are left alone.
        EXPECT_EQ(corrected(rules, out), out);
    }
}

TEST(ConsistencyRules, ReportCountsWhereSurfacesMoved) {
    const ConsistencyRules rules(columnOf({BaseRule::Conformable, BaseRule::Conformable, BaseRule::Conformable}), 0);
    std::vector<float> s0{100, 100, 100, NAN}, s1{90, 80, 90, 90}, s2{80, 85, 70, 80};
    CorrectionReport report;
    std::vector<float> shift(4);
    rules.applyAll(std::vector<float*>{s0.data(), s1.data(), s2.data()}, 4, report, shift.data());
    EXPECT_EQ(report.locations, 4u);
    EXPECT_EQ(report.correctedLocations, 1u);
    EXPECT_EQ(report.skipped, 1u);
    ASSERT_EQ(report.surfaces.size(), 3u);
    EXPECT_EQ(report.surfaces[1].surface, "top_U2");
    EXPECT_EQ(report.surfaces[1].locations, 1u);
    EXPECT_FLOAT_EQ(float(report.surfaces[1].maxShift), 2.5f);
    EXPECT_EQ(report.surfaces[1].maxAt, 1u);
    EXPECT_FLOAT_EQ(s1[1], 82.5f);
    EXPECT_FLOAT_EQ(s2[1], 82.5f);
    EXPECT_FLOAT_EQ(shift[1], 2.5f);
    EXPECT_FLOAT_EQ(shift[0], 0.0f);
    EXPECT_THROW(ConsistencyRules(columnOf({BaseRule::Conformable}), -1), strata::ValidationError);
}
