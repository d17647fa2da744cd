#pragma once
// Shared by the CPU and GPU variogram tests: reference data, gamv's output read back, synthetic
// data sets and an independent double-precision implementation of the gamv measures.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "strata/variogram/ExperimentalVariogram.h"
#include "strata/variogram/GamvFile.h"

namespace strata::variogram::testing {

std::string referencePath(const std::string& relative);

// A reference gamv run: its parameters (data path resolved in the reference folder) and data.
struct GamvCase {
    GamvParameters parameters;
    VariogramInput input;
    std::string expectedOutput;  // the reference .out
};
GamvCase loadGamvCase(const std::string& name);  // "cluster" or "synth3d"
// An extra case folder (gslib/extra/<folder>: gamv.par, its data, expected.out).
GamvCase loadExtraGamvCase(const std::string& folder);

// Rows of an extra case whose pair counts sit within single-precision rounding of a class, angle
// or band limit (fragile.csv): (ivarg, idir, ilag) -> the pair-count allowance.
struct FragileRow {
    int variogram, direction, lag, pairs;
};
std::vector<FragileRow> loadFragileRows(const std::string& folder);
// Compares gamv output text with an extra case's expected.out by the rule of its README: pair
// counts exact (fragile rows within their allowance), distances, values and means within
// max(1e-4 |e|, 1e-6) plus half the last printed digit of both.
void expectMatchesExtraGamvCase(const std::string& ours, const GamvCase& c, const std::string& folder);

struct GamvRow {
    int lag = 0;
    double distance = 0, value = 0;
    std::uint64_t pairs = 0;
    double tailMean = 0, headMean = 0;
};
// The rows of a gamv output, title lines skipped, in file order.
std::vector<GamvRow> parseGamvRows(const std::string& text);

// Points with continuous random coordinates (no pair on a class boundary) and nvar variables,
// some values missing (NaN) when missingFraction > 0.
VariogramInput randomInput(std::size_t n, int nvar, bool threeD, std::uint32_t seed, double missingFraction = 0);
// Points on an integer lattice with many equal distances and exactly axis-aligned pairs.
VariogramInput latticeInput(int nx, int ny, int nz, std::uint32_t seed);
// Directions whose pairs on such a lattice fall exactly on azimuth, dip and bandwidth limits: the omni
// direction, narrow and zero tolerances, a bandwidth of 3, a vertical one and a dipping one.
std::vector<VariogramDirection> latticeTieDirections();

// A Gaussian random field with Gaussian covariance (scale lengths major/minor, major axis at
// `azimuth` degrees clockwise from north), sampled at n random points of a square of side `size`:
// a sum of random cosines (spectral method).
VariogramInput anisotropicField(std::size_t n, double size, double azimuth, double major, double minor,
                                std::uint32_t seed);

// The gamv measures computed pair by pair in double precision from their definitions.
ExperimentalVariogram bruteForceVariogram(const VariogramInput& input, const ExperimentalVariogramOptions& options);

}  // namespace strata::variogram::testing
