#pragma once
// Small string helpers shared by parsers and option handling.
#include <string>
#include <string_view>
#include <vector>

namespace strata {

bool iequals(std::string_view a, std::string_view b) noexcept;
std::string toLower(std::string_view s);
std::string_view trim(std::string_view s) noexcept;
std::vector<std::string> split(std::string_view s, char separator);
std::string join(const std::vector<std::string>& parts, std::string_view separator);
// A number for a message: six significant digits ("1e+308", "0.25"), not std::to_string's fixed form.
std::string shortNumber(double value);
// Parses a whole string as a double (C locale); returns false when it is not one.
bool parseDouble(std::string_view s, double& out) noexcept;
// Parses "a,b,c" into numbers; throws ValidationError(stage, option, ...) on a bad element.
std::vector<double> parseNumberList(std::string_view s, const std::string& stage, const std::string& option);

}  // namespace strata
