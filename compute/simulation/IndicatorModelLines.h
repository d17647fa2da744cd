#pragma once
// One indicator variogram model of a GSLIB parameter file, as ik3d and sisim read it: "nst c0",
// then per structure "it cc ang1 ang2 ang3" and "a_hmax a_hmin a_vert". Both programs refuse the
// Gaussian model (it = 3); errors name the file, line and column.
#include <cstddef>
#include <string>

#include "strata/io/GslibParameterFile.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::simulation {

// Reads the model starting at line i (i moves past it); `program` names the refusing program.
variogram::VariogramModel readIndicatorModel(const io::GslibParameterFile& par, std::size_t& i, const std::string& path,
                                             const std::string& program);

}  // namespace strata::simulation
