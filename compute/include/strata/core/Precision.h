#pragma once
// The GPU's arithmetic where a job offers the choice (the CPU computes in double).
#include <string>
#include <string_view>

namespace strata {

enum class Precision { Single, Double };

const char* toString(Precision precision);  // "single", "double"
// "single" (or "float") or "double"; errors name the stage and the option.
Precision parsePrecision(std::string_view text, const std::string& stage, const std::string& option = "precision");

}  // namespace strata
