#include "strata/core/Precision.h"

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata {

const char* toString(Precision precision) { return precision == Precision::Double ? "double" : "single"; }

Precision parsePrecision(std::string_view text, const std::string& stage, const std::string& option) {
    if (iequals(text, "single") || iequals(text, "float")) return Precision::Single;
    if (iequals(text, "double")) return Precision::Double;
    throw ValidationError(stage, option, "must be single or double (got '" + std::string(text) + "')");
}

}  // namespace strata
