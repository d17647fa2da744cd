#include <cstdlib>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/variogram/ExperimentalVariogram.h"

namespace strata::variogram {

namespace {
struct TypeName {
    VariogramType type;
    const char* names[3];
};
constexpr TypeName kTypeNames[] = {
    {VariogramType::Semivariogram, {"semivariogram", "variogram", "semi"}},
    {VariogramType::CrossSemivariogram, {"cross", "cross-semivariogram", "cross-variogram"}},
    {VariogramType::Covariance, {"covariance", "cov", nullptr}},
    {VariogramType::Correlogram, {"correlogram", "correlation", nullptr}},
    {VariogramType::GeneralRelative, {"general-relative", "relative", nullptr}},
    {VariogramType::PairwiseRelative, {"pairwise-relative", "pairwise", nullptr}},
    {VariogramType::LogSemivariogram, {"log", "logarithmic", "log-semivariogram"}},
    {VariogramType::Semimadogram, {"madogram", "semimadogram", "rodogram"}},
    {VariogramType::ContinuousIndicator, {"indicator", "continuous-indicator", nullptr}},
    {VariogramType::CategoricalIndicator, {"categorical", "categorical-indicator", nullptr}},
    {VariogramType::CressieHawkins, {"cressie", "cressie-hawkins", "robust"}},
    {VariogramType::CovarianceAsVariogram, {"covariance-as-variogram", nullptr, nullptr}},
    {VariogramType::CorrelogramAsVariogram, {"correlogram-as-variogram", nullptr, nullptr}},
};
}  // namespace

bool isVariogramType(int code) noexcept { return (code >= 1 && code <= 11) || code == -3 || code == -4; }

VariogramType parseVariogramType(const std::string& text, const std::string& option) {
    const std::string t = std::string(trim(text));
    double number = 0;
    if (parseDouble(t, number)) {
        const int code = int(number);
        if (double(code) == number && isVariogramType(code)) return VariogramType(code);
    } else {
        for (const auto& entry : kTypeNames)
            for (const char* name : entry.names)
                if (name && iequals(t, name)) return entry.type;
    }
    throw ValidationError("variogram", option,
                          "must be a GSLIB type 1..10 (-3, -4), 11 (Cressie-Hawkins) or a name such as "
                          "semivariogram, cross, covariance, correlogram, general-relative, pairwise-relative, "
                          "log, madogram, indicator, categorical, cressie (got '" + text + "')");
}

std::string variogramTypeName(VariogramType type) {
    for (const auto& entry : kTypeNames)
        if (entry.type == type) return entry.names[0];
    return "semivariogram";
}

}  // namespace strata::variogram
