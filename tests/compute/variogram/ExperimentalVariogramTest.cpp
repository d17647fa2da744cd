#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <random>

#include "../../../compute/variogram/LagThresholds.h"
#include "../../../compute/variogram/PairGeometry.h"
#include "VariogramTestSupport.h"
#include "strata/core/Error.h"
#include "strata/core/Progress.h"
#include "strata/io/DelimitedReader.h"

using namespace strata;
using namespace strata::variogram;
using namespace strata::variogram::testing;

namespace {

ExperimentalVariogram runCpu(const VariogramInput& in, const ExperimentalVariogramOptions& o) {
    ComputeContext context;
    context.backend = Backend::Cpu;
    return computeExperimentalVariogram(in, o, context);
}

void expectMatchesGamvOutput(const ExperimentalVariogram& result, const std::string& expected) {
    const auto ours = parseGamvRows(formatGamvOutput(result));
    const auto ref = parseGamvRows(expected);
    ASSERT_EQ(ours.size(), ref.size());
    for (std::size_t k = 0; k < ref.size(); ++k) {
        SCOPED_TRACE("row " + std::to_string(k));
        EXPECT_EQ(ours[k].pairs, ref[k].pairs);
        EXPECT_NEAR(ours[k].value, ref[k].value, 1e-5 * std::abs(ref[k].value) + 6e-6);
        EXPECT_NEAR(ours[k].distance, ref[k].distance, 6e-4);
        EXPECT_NEAR(ours[k].tailMean, ref[k].tailMean, 1e-5 * std::abs(ref[k].tailMean) + 6e-6);
        EXPECT_NEAR(ours[k].headMean, ref[k].headMean, 1e-5 * std::abs(ref[k].headMean) + 6e-6);
    }
}

void expectSameCurves(const ExperimentalVariogram& a, const ExperimentalVariogram& b, double relative) {
    ASSERT_EQ(a.curves.size(), b.curves.size());
    for (std::size_t c = 0; c < a.curves.size(); ++c)
        for (std::size_t r = 0; r < a.curves[c].rows.size(); ++r) {
            SCOPED_TRACE("curve " + std::to_string(c) + " row " + std::to_string(r));
            const LagRow& x = a.curves[c].rows[r];
            const LagRow& y = b.curves[c].rows[r];
            ASSERT_EQ(x.pairs, y.pairs);
            const double scale = std::max({1.0, std::abs(y.value)});
            EXPECT_NEAR(x.value, y.value, relative * scale);
            EXPECT_NEAR(x.distance, y.distance, relative * std::max(1.0, y.distance));
            EXPECT_NEAR(x.tailMean, y.tailMean, relative * std::max(1.0, std::abs(y.tailMean)));
            EXPECT_NEAR(x.headMean, y.headMean, relative * std::max(1.0, std::abs(y.headMean)));
            EXPECT_NEAR(x.tailVariance, y.tailVariance, relative * std::max(1.0, std::abs(y.tailVariance)));
        }
}

ExperimentalVariogramOptions mixedDirections() {
    ExperimentalVariogramOptions o;
    o.lags = {12, 4.0, 2.5};  // overlapping classes: a pair may count in two lags
    o.directions = {VariogramDirection::omni(),
                    {30, 22.5, 15, 0, 90, 1e21},
                    {120, 30, 1e21, -30, 20, 6},
                    {0, 90, 1e21, 90, 25, 1e21},
                    {75, 10, 8, 10, 45, 4}};
    return o;
}

}  // namespace

TEST(GamvReference, ClusterMatchesPairForPair) {
    const GamvCase c = loadGamvCase("cluster");
    const ExperimentalVariogram result = runCpu(c.input, c.parameters.options);
    expectMatchesGamvOutput(result, c.expectedOutput);
    EXPECT_EQ(formatGamvOutput(result), c.expectedOutput);
}

TEST(GamvReference, Synth3dMatchesPairForPair) {
    const GamvCase c = loadGamvCase("synth3d");
    const ExperimentalVariogram result = runCpu(c.input, c.parameters.options);
    expectMatchesGamvOutput(result, c.expectedOutput);
}

TEST(GamvReference, CentroidOriginKeepsEveryPair) {
    for (const char* name : {"cluster", "synth3d"}) {
        GamvCase c = loadGamvCase(name);
        c.parameters.options.centroidOrigin = true;
        expectMatchesGamvOutput(runCpu(c.input, c.parameters.options), c.expectedOutput);
    }
}

TEST(GamvReference, ExtraCaseWithDipsOfBothSigns) {
    const std::string folder = "F_gamv_synth3d_dips";
    const GamvCase c = loadExtraGamvCase(folder);
    expectMatchesExtraGamvCase(formatGamvOutput(runCpu(c.input, c.parameters.options)), c, folder);
}

TEST(GamvReference, GstatSampleVariogramsWithGslibClasses) {
    const GamvCase c = loadGamvCase("cluster");
    const ExperimentalVariogram result = runCpu(c.input, c.parameters.options);
    const struct {
        const char* file;
        std::size_t direction;
        std::uint64_t doubling;
    } cases[] = {{"gstat/variogram_omni_gslib_bins.csv", 0, 2}, {"gstat/variogram_az45_gslib_bins.csv", 1, 1}};
    for (const auto& k : cases) {
        const io::Table t = io::readTable(referencePath(k.file));
        const auto& np = t.column("np").numbers;
        const auto& dist = t.column("dist").numbers;
        const auto& gamma = t.column("gamma").numbers;
        const auto& rows = result.curve(k.direction, 0).rows;
        ASSERT_GE(rows.size(), np.size() + 1);
        for (std::size_t r = 0; r < np.size(); ++r) {
            SCOPED_TRACE(std::string(k.file) + " row " + std::to_string(r));
            EXPECT_EQ(rows[r + 1].pairs, std::uint64_t(np[r]) * k.doubling);
            EXPECT_NEAR(rows[r + 1].value, gamma[r], 6e-6 * gamma[r]);
            EXPECT_NEAR(rows[r + 1].distance, dist[r], 1e-6 * dist[r]);
        }
    }
}

TEST(ExperimentalVariogram, EveryTypeMatchesDoublePrecisionDefinitions) {
    const VariogramInput in = randomInput(400, 2, true, 7, 0.05);
    ExperimentalVariogramOptions o = mixedDirections();
    o.trimMin = 0.0;  // types 5, 6 and 7 want positive data
    o.trimMax = 1e21;
    o.variograms.clear();
    for (int type : {1, 3, -3, 4, -4, 5, 6, 7, 8, 11}) o.variograms.push_back({0, 0, VariogramType(type), 0});
    o.variograms.push_back({0, 1, VariogramType::CrossSemivariogram, 0});
    o.variograms.push_back({1, 0, VariogramType::Covariance, 0});
    o.variograms.push_back({0, 1, VariogramType::Correlogram, 0});
    o.variograms.push_back({1, 1, VariogramType::ContinuousIndicator, 2.0});
    o.variograms.push_back({0, 0, VariogramType::CategoricalIndicator, 1.0});
    for (bool standardize : {false, true}) {
        o.standardizeSills = standardize;
        expectSameCurves(runCpu(in, o), bruteForceVariogram(in, o), 2e-5);
    }
}

// gamv's loop transcribed literally in single precision: the engine (tiles, culling, fast
// classification, file-order orientation) must count exactly the same pairs.
namespace {
struct DirectCounts {
    std::vector<std::uint64_t> pairs;
    std::vector<double> tailSums;
};
DirectCounts directGamvLoop(const VariogramInput& in, const ExperimentalVariogramOptions& o) {
    const int nlag = o.lags.count, nrow = nlag + 2;
    const float xlag = float(o.lags.separation), xltol = float(o.lags.tolerance);
    const float PI = 3.14159265f, EPS = 1.0e-20f;
    const float dismxs = ((float(nlag) + 0.5f - EPS) * xlag) * ((float(nlag) + 0.5f - EPS) * xlag);
    DirectCounts out;
    out.pairs.assign(o.directions.size() * std::size_t(nrow), 0);
    out.tailSums.assign(out.pairs.size(), 0.0);
    const std::size_t n = in.x.size();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i; j < n; ++j) {
            volatile float dx = float(in.x[j]) - float(in.x[i]), dy = float(in.y[j]) - float(in.y[i]);
            volatile float dz = float(in.z[j]) - float(in.z[i]);
            volatile float dxs = dx * dx, dys = dy * dy, dzs = dz * dz;
            volatile float dxys = dxs + dys;
            volatile float hs = dxys + dzs;
            if (hs > dismxs) continue;
            const float h = std::sqrt(float(hs));
            int lagbeg = -1, lagend = -1;
            if (h <= EPS) {
                lagbeg = lagend = 1;
            } else {
                for (int ilag = 2; ilag <= nlag + 2; ++ilag) {
                    volatile float centre = xlag * float(ilag - 2);
                    volatile float lo = centre - xltol, hi = centre + xltol;
                    if (h >= lo && h <= hi) {
                        if (lagbeg < 0) lagbeg = ilag;
                        lagend = ilag;
                    }
                }
                if (lagend < 0) continue;
            }
            for (std::size_t d = 0; d < o.directions.size(); ++d) {
                const auto& D = o.directions[d];
                volatile float azmuth = (90.0f - float(D.azimuth)) * PI / 180.0f;
                const float uvx = std::cos(float(azmuth)), uvy = std::sin(float(azmuth));
                const float atol = float(D.azimuthTolerance), dtol = float(D.dipTolerance);
                const float csatol = atol <= 0 ? std::cos(45.0f * PI / 180.0f) : std::cos(atol * PI / 180.0f);
                volatile float declin = (90.0f - float(D.dip)) * PI / 180.0f;
                const float uvz = std::cos(float(declin)), uvh = std::sin(float(declin));
                const float csdtol = dtol <= 0 ? std::cos(45.0f * PI / 180.0f) : std::cos(dtol * PI / 180.0f);
                float dxy = std::sqrt(std::max(float(dxys), 0.0f));
                volatile float p1 = dx * uvx, p2 = dy * uvy;
                volatile float num = p1 + p2;
                const float dcazm = dxy < EPS ? 1.0f : num / dxy;
                if (std::abs(dcazm) < csatol) continue;
                volatile float b1 = uvx * dy, b2 = uvy * dx;
                volatile float band = b1 - b2;
                if (std::abs(band) > float(D.horizontalBandwidth)) continue;
                if (dcazm < 0) dxy = -dxy;
                float dcdec = 0;
                if (lagbeg != 1) {
                    volatile float q1 = dxy * uvh, q2 = dz * uvz;
                    volatile float q = q1 + q2;
                    dcdec = q / h;
                    if (std::abs(dcdec) < csdtol) continue;
                }
                volatile float v1 = uvh * dz, v2 = uvz * dxy;
                volatile float bandv = v1 - v2;
                if (std::abs(bandv) > float(D.verticalBandwidth)) continue;
                const bool omni = D.azimuthTolerance >= 90;
                const bool first = dcazm >= 0 && dcdec >= 0;
                const double tailValue = first ? float(in.variables[0][i]) : float(in.variables[0][j]);
                for (int il = lagbeg; il <= lagend; ++il) {
                    const std::size_t k = d * std::size_t(nrow) + std::size_t(il - 1);
                    out.pairs[k] += omni ? 2 : 1;
                    out.tailSums[k] += omni ? double(float(in.variables[0][i])) + double(float(in.variables[0][j]))
                                            : tailValue;
                }
            }
        }
    return out;
}

// Pair counts equal to gamv's loop in every direction and row; tail means within `tolerance`.
void expectDirectGamvLoop(const ExperimentalVariogram& result, const VariogramInput& in,
                          const ExperimentalVariogramOptions& o, double tolerance) {
    const DirectCounts direct = directGamvLoop(in, o);
    for (std::size_t d = 0; d < o.directions.size(); ++d)
        for (int r = 0; r < o.lags.count + 2; ++r) {
            SCOPED_TRACE("direction " + std::to_string(d) + " row " + std::to_string(r));
            const LagRow& row = result.curve(d, 0).rows[std::size_t(r)];
            const std::size_t k = d * std::size_t(o.lags.count + 2) + std::size_t(r);
            ASSERT_EQ(row.pairs, direct.pairs[k]);
            if (row.pairs) {
                EXPECT_NEAR(row.tailMean, direct.tailSums[k] / double(direct.pairs[k]), tolerance);
            }
        }
}
}  // namespace

TEST(ExperimentalVariogram, MatchesGamvLoopOnLatticeWithTies) {
    // A lattice: many pairs exactly east-west or north-south and exactly on class boundaries.
    const VariogramInput in = latticeInput(24, 20, 3, 11);
    ExperimentalVariogramOptions o;
    o.lags = {10, 2.0, 1.0};
    o.centroidOrigin = false;
    o.directions = latticeTieDirections();
    const ExperimentalVariogram result = runCpu(in, o);
    expectDirectGamvLoop(result, in, o, 1e-9);
}

TEST(LagThresholds, SquaredThresholdsReproduceSquareRootTests) {
    std::mt19937 rng(3);
    std::uniform_real_distribution<float> t(0.0f, 1000.0f);
    for (int k = 0; k < 20000; ++k) {
        const float v = k < 10 ? float(k) * 0.5f : t(rng);
        const float lo = detail::smallestSquareAtLeast(v), hi = detail::largestSquareAtMost(v);
        EXPECT_GE(std::sqrt(lo), v);
        if (lo > 0) {
            EXPECT_LT(std::sqrt(std::nextafter(lo, 0.0f)), v);
        }
        EXPECT_LE(std::sqrt(hi), v);
        EXPECT_GT(std::sqrt(std::nextafter(hi, 1e30f)), v);
    }
    EXPECT_EQ(detail::smallestSquareAtLeast(-3.0f), 0.0f);
    EXPECT_LT(detail::largestSquareAtMost(-1.0f), 0.0f);
}

TEST(LagThresholds, RowsMatchGamvClassLoop) {
    std::mt19937 rng(9);
    for (const LagClasses lags : {LagClasses{10, 5.0, 2.5}, LagClasses{20, 2.0, 0.7}, LagClasses{12, 4.0, 2.5},
                                  LagClasses{8, 1.5, 0.0}, LagClasses{300, 0.1, 0.05}}) {
        const detail::LagThresholds t = detail::lagThresholds(lags);
        PairProblem p;
        p.rowCount = int(t.lower.size());
        p.zeroHs = t.zeroHs;
        p.separation = t.separation;
        p.tolerance = t.tolerance;
        const detail::LagTable table = detail::lagTable(p, t.lower.data(), t.upper.data());
        std::uniform_real_distribution<float> u(0.0f, std::sqrt(t.maxHs));
        for (int k = 0; k < 200000; ++k) {
            // Random distances and distances exactly on class boundaries.
            float h = u(rng);
            if (k % 3 == 0) h = t.separation * float(k % (lags.count + 1)) + (k % 2 ? t.tolerance : -t.tolerance);
            if (k % 7 == 0) h = std::nextafter(h, 1e9f);
            if (h < 0) continue;
            const float hs = h * h;
            if (hs > t.maxHs) continue;
            const float root = std::sqrt(hs);
            int lagbeg = -1, lagend = -1;
            if (root <= 1e-20f) {
                lagbeg = lagend = 1;
            } else {
                for (int ilag = 2; ilag <= lags.count + 2; ++ilag) {
                    const float lo = t.separation * float(ilag - 2) - t.tolerance;
                    const float hi = t.separation * float(ilag - 2) + t.tolerance;
                    if (root >= lo && root <= hi) {
                        if (lagbeg < 0) lagbeg = ilag;
                        lagend = ilag;
                    }
                }
            }
            int begin = 0, end = 0;
            const bool found = detail::lagRows(hs, root * (1.0f + 3e-7f), table, begin, end);
            ASSERT_EQ(found, lagend > 0) << "h " << root;
            if (found) {
                ASSERT_EQ(begin, lagbeg - 1) << "h " << root;
                ASSERT_EQ(end, lagend) << "h " << root;
            }
        }
    }
}

TEST(PairGeometry, FastClassifierAgreesWithGamvArithmetic) {
    std::mt19937 rng(5);
    std::uniform_real_distribution<float> u(-20.0f, 20.0f);
    std::uniform_int_distribution<int> lattice(-8, 8);
    const std::vector<VariogramDirection> dirs = {
        VariogramDirection::omni(),   {0, 22.5, 1e21, 0, 90, 1e21}, {90, 10, 2, 0, 30, 1},    {33, 45, 5, -30, 15, 2},
        {0, 90, 1e21, 90, 22.5, 2.5}, {45, 0, 1e21, 0, 0, 1e21},    {300, 60, 3, 60, 5, 0.5}, {10, 5, 1e21, 89, 1, 1e21}};
    std::size_t uncertain = 0, total = 0;
    for (const auto& dir : dirs) {
        const DirectionConstants c = detail::directionConstants(dir, 1e6f);
        for (int k = 0; k < 200000; ++k) {
            float dx, dy, dz;
            if (k % 2) {
                dx = u(rng);
                dy = u(rng);
                dz = k % 4 == 1 ? 0.0f : 0.3f * u(rng);
            } else {
                dx = float(lattice(rng)) * 0.5f;
                dy = float(lattice(rng)) * 0.5f;
                dz = float(lattice(rng) % 3);
            }
            const detail::PairDelta p = detail::pairDelta(dx, dy, dz);
            const bool zero = p.hs <= 1e-40f;
            // Flat pairs may take the shortcut of flat data sets.
            DirectionConstants cf = c;
            cf.signFromAzimuth = dz == 0.0f && c.dipTrivial && c.verticalBandTrivial && c.uvhdec > 0.0f;
            const int exact = detail::classifyExact(p, zero, cf);
            const int fast = detail::classifyFast(p, zero, cf);
            if (cf.signFromAzimuth) {
                const int flat = detail::classifyFlat(p, zero, cf);
                if (flat != detail::kUncertain) {
                    ASSERT_EQ(flat, exact) << "flat: dx " << dx << " dy " << dy << " azimuth " << dir.azimuth;
                }
            }
            ++total;
            if (fast == detail::kUncertain) {
                ++uncertain;
                continue;
            }
            ASSERT_EQ(fast, exact) << "dx " << dx << " dy " << dy << " dz " << dz << " azimuth " << dir.azimuth;
        }
    }
    // Lattice pairs with dz = 0 and vertical directions are decided exactly; most others fast.
    EXPECT_LT(double(uncertain) / double(total), 0.2);
}

TEST(ExperimentalVariogram, TileCullingNeverDropsAPair) {
    // Clustered 3-D data with thin directions, so that culling removes most tiles.
    VariogramInput in = randomInput(3000, 1, true, 19);
    for (std::size_t i = 0; i < in.x.size(); i += 3) in.x[i] = 0.01 * in.x[i] + 40;  // a dense cluster
    ExperimentalVariogramOptions o = mixedDirections();
    o.directions.push_back({60, 3, 1e21, 0, 90, 1e21});
    o.lags = {15, 1.5, 0.75};
    o.centroidOrigin = false;
    const ExperimentalVariogram result = runCpu(in, o);
    EXPECT_LT(double(result.timings.pairsTested), 0.6 * double(in.x.size() * (in.x.size() - 1) / 2));
    expectDirectGamvLoop(result, in, o, 1e-9);
}

// Flat data with lag classes several cells wide: the CPU's window loop takes pieces of runs
// wholly inside a cone without classifying their pairs (runInside), the rest pair by pair.
// Checked against gamv's loop, and against the general path (gamv's arithmetic pair by pair,
// taken when a second variogram is asked for) for trimming, a value equal to tmax (counted once
// by omnidirectional directions) and the semimadogram. Random points, and a lattice whose
// distances fall on the class ends (pairs in two rows).
TEST(ExperimentalVariogram, WindowPiecesInsideTheConeMatchGamvLoop) {
    VariogramInput random = randomInput(8000, 1, false, 29);
    for (auto& z : random.z) z = 0.0;
    const VariogramInput lattice = latticeInput(70, 60, 1, 31);
    auto options = [](const LagClasses& lags) {
        ExperimentalVariogramOptions o;
        o.lags = lags;
        o.centroidOrigin = false;
        // {0, 45}: the cone's edges pass through lattice points (pairs gamv's arithmetic decides).
        o.directions = {VariogramDirection::omni(), {45, 22.5, 1e21, 0, 90, 1e21}, {100, 15, 4, 0, 90, 1e21},
                        {0, 30, 1e21, 0, 90, 1e21}, {0, 45, 1e21, 0, 90, 1e21}};
        return o;
    };
    auto expectGeneralPath = [](const VariogramInput& in, ExperimentalVariogramOptions o) {
        const ExperimentalVariogram window = runCpu(in, o);
        o.variograms.push_back(o.variograms.front());
        const ExperimentalVariogram general = runCpu(in, o);
        for (std::size_t d = 0; d < o.directions.size(); ++d)
            for (std::size_t r = 0; r < general.curve(d, 0).rows.size(); ++r) {
                SCOPED_TRACE("direction " + std::to_string(d) + " row " + std::to_string(r));
                const LagRow& a = window.curve(d, 0).rows[r];
                const LagRow& b = general.curve(d, 0).rows[r];
                ASSERT_EQ(a.pairs, b.pairs);
                EXPECT_NEAR(a.value, b.value, 1e-5 * std::max(1.0, std::abs(b.value)));
                EXPECT_NEAR(a.distance, b.distance, 1e-5 * std::max(1.0, b.distance));
                EXPECT_NEAR(a.tailMean, b.tailMean, 1e-5 * std::max(1.0, std::abs(b.tailMean)));
                EXPECT_NEAR(a.headMean, b.headMean, 1e-5 * std::max(1.0, std::abs(b.headMean)));
            }
    };
    for (const VariogramInput* in : {static_cast<const VariogramInput*>(&random), &lattice}) {
        const ExperimentalVariogramOptions o = options(in == &random ? LagClasses{10, 5.0, 2.5} : LagClasses{6, 6.0, 3.0});
        const ExperimentalVariogram result = runCpu(*in, o);
        expectDirectGamvLoop(result, *in, o, 1e-5);
        expectGeneralPath(*in, o);
    }
    VariogramInput trimmed = random;
    std::vector<double> sorted = trimmed.variables[0];
    std::sort(sorted.begin(), sorted.end());
    ExperimentalVariogramOptions o = options({10, 5.0, 2.5});
    o.trimMin = sorted[sorted.size() / 10];
    o.trimMax = sorted[sorted.size() * 9 / 10];
    for (std::size_t i = 0; i < trimmed.x.size(); i += 50) trimmed.variables[0][i] = o.trimMax;
    for (VariogramType type : {VariogramType::Semivariogram, VariogramType::Semimadogram}) {
        SCOPED_TRACE("type " + std::to_string(int(type)));
        o.variograms = {{0, 0, type, 0}};
        expectGeneralPath(trimmed, o);
    }
}

TEST(ExperimentalVariogram, MissingAndTrimmedValuesAreSkipped) {
    VariogramInput in = randomInput(300, 2, false, 23, 0.1);
    for (std::size_t i = 0; i < 30; ++i) in.variables[0][i] = -999;  // a GSLIB missing code
    ExperimentalVariogramOptions o = mixedDirections();
    o.trimMin = -998;
    o.variograms = {{0, 0, VariogramType::Semivariogram, 0}, {0, 1, VariogramType::CrossSemivariogram, 0}};
    const ExperimentalVariogram result = runCpu(in, o);
    expectSameCurves(result, bruteForceVariogram(in, o), 1e-5);
    for (const auto& curve : result.curves)
        for (const auto& row : curve.rows) EXPECT_TRUE(std::isfinite(row.value));
}

TEST(ExperimentalVariogram, RejectsBadOptionsBeforeWork) {
    const VariogramInput in = randomInput(10, 1, false, 1);
    auto expectInvalid = [&](ExperimentalVariogramOptions o, const char* fragment) {
        try {
            runCpu(in, o);
            ADD_FAILURE() << "expected a ValidationError mentioning " << fragment;
        } catch (const ValidationError& e) {
            EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
        }
    };
    ExperimentalVariogramOptions o;
    o.lags.count = 0;
    expectInvalid(o, "lags");
    o = {};
    o.lags.separation = -1;
    expectInvalid(o, "lag separation");
    o = {};
    o.directions[0].horizontalBandwidth = -1;
    expectInvalid(o, "bandwidth");
    o = {};
    o.variograms[0].head = 3;
    expectInvalid(o, "variogram 1");
    o = {};
    o.variograms[0].type = VariogramType::ContinuousIndicator;
    o.trimMax = 0.5;
    expectInvalid(o, "tmax");
    o = {};
    o.directions.clear();
    expectInvalid(o, "direction");
}

// The coordinates are checked on all cores in chunks; the message names the first bad point.
TEST(ExperimentalVariogram, MissingCoordinateNamesTheFirstPoint) {
    VariogramInput in = randomInput(100000, 1, true, 5);
    in.y[70001] = std::numeric_limits<double>::quiet_NaN();
    in.z[40001] = std::numeric_limits<double>::infinity();
    in.x[99999] = std::numeric_limits<double>::quiet_NaN();
    try {
        runCpu(in, ExperimentalVariogramOptions{});
        ADD_FAILURE() << "expected a ValidationError";
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("point 40002 has a coordinate that is missing"), std::string::npos)
            << e.what();
    }
}

TEST(ExperimentalVariogram, CancelStopsTheWork) {
    const VariogramInput in = randomInput(5000, 1, false, 2);
    ExperimentalVariogramOptions o;
    o.lags = {20, 2.5, 1.25};
    CancelToken cancel;
    cancel.cancel();
    ComputeContext context;
    context.backend = Backend::Cpu;
    context.cancel = &cancel;
    EXPECT_THROW(computeExperimentalVariogram(in, o, context), CancelledError);
}

TEST(GamvFile, ParameterErrorsNameTheLine) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "strata_gamv_par_test";
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "bad.par").string();
    {
        std::ofstream out(path);
        out << "Parameters for GAMV\nSTART OF PARAMETERS:\ncluster.dat\n1 2 0\n1 3\n-1e21 1e21\nout.out\n0\n";
    }
    try {
        readGamvParameters(path);
        ADD_FAILURE() << "expected a ParseError";
    } catch (const ParseError& e) {
        EXPECT_EQ(e.line(), 8u);
        EXPECT_NE(std::string(e.what()).find("number of lags"), std::string::npos) << e.what();
    }
    std::filesystem::remove_all(dir);
}
