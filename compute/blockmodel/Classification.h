#pragma once
// Resource classes by the user's rules: the first rule a block meets names its class (measured,
// indicated, inferred, ...); an estimated block that meets none is left unclassified ("").
#include <string>
#include <vector>

#include "strata/blockmodel/BlockModelJob.h"

namespace strata::blockmodel {

struct BlockGrades;

// The class of every block, "" where unestimated or unclassified.
std::vector<std::string> classify(const BlockGrades& grades, const std::vector<ClassRule>& rules);

}  // namespace strata::blockmodel
