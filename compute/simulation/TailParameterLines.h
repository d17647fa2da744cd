#pragma once
// The three parameter-file lines of GSLIB's back-transform, as backtr and sgsim both read them:
// "zmin zmax", "ltail ltpar", "utail utpar". Errors name the file, line and column.
#include <cstddef>
#include <string>

#include "strata/io/GslibParameterFile.h"
#include "strata/simulation/BackTransform.h"

namespace strata::simulation {

// Reads lines i, i + 1 and i + 2 (i moves past them). A linear tail's parameter is read and
// ignored, as both programs do; a power must be > 0 and a hyperbolic exponent >= 1.
BackTransformOptions readTailLines(const io::GslibParameterFile& par, std::size_t& i, const std::string& path);

}  // namespace strata::simulation
