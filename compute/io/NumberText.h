#pragma once
// Number parsing and formatting shared by the text readers and writers of compute/io
// (private to the folder). Parsing never allocates and never depends on the C locale.
#include <string>
#include <string_view>

namespace strata::io::detail {

// Parses the whole of `token` as a double. Accepts what Fortran list-directed input and
// spreadsheets write: a leading '+', ".5", "5.", exponents with 'e', 'E', 'd' or 'D'
// ("1.0D+02"), and "nan"/"inf" (callers that must reject them check std::isfinite).
bool parseNumber(std::string_view token, double& out) noexcept;

// Parses the whole of `token` as an int (optional sign, no decimal point).
bool parseInteger(std::string_view token, int& out) noexcept;

// Shortest text that reads back to exactly `value` ("nan" for NaN).
std::string formatNumber(double value);
// Appends the shortest round-trip text of `value` to `out` without a temporary string.
void appendNumber(std::string& out, double value);
void appendNumber(std::string& out, float value);

}  // namespace strata::io::detail
