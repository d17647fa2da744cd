#include "TextFields.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace strata::compare {
namespace {

std::string_view trimmed(std::string_view text, std::string_view junk) {
    const auto first = text.find_first_not_of(junk);
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(junk) - first + 1);
}

std::vector<std::string> splitOnCommas(std::string_view line) {
    std::vector<std::string> fields;
    for (std::size_t start = 0;;) {
        const auto comma = line.find(',', start);
        fields.emplace_back(trimmed(trimmed(line.substr(start, comma - start), " \t\r"), "\""));
        if (comma == std::string_view::npos) return fields;
        start = comma + 1;
    }
}

std::vector<std::string> splitOnBlanks(std::string_view line) {
    std::vector<std::string> fields;
    for (std::size_t start = line.find_first_not_of(" \t\r"); start != std::string_view::npos;) {
        const auto end = line.find_first_of(" \t\r", start);
        fields.emplace_back(line.substr(start, end - start));
        start = line.find_first_not_of(" \t\r", end);
    }
    return fields;
}

}  // namespace

std::vector<std::string> splitFields(std::string_view line) {
    return line.find(',') != std::string_view::npos ? splitOnCommas(line) : splitOnBlanks(line);
}

std::optional<double> parseNumber(std::string_view field) {
    if (!field.empty() && field.front() == '+') field.remove_prefix(1);
    double value = 0;
    const auto [end, error] = std::from_chars(field.data(), field.data() + field.size(), value);
    if (field.empty() || error != std::errc() || end != field.data() + field.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

double lastPlaceUnit(std::string_view number) {
    const auto exponentAt = number.find_first_of("eE");
    const auto mantissa = number.substr(0, exponentAt);
    const auto point = mantissa.find('.');
    const int decimals = point == std::string_view::npos ? 0 : static_cast<int>(mantissa.size() - point - 1);
    const int exponent =
        exponentAt == std::string_view::npos ? 0 : std::atoi(std::string(number.substr(exponentAt + 1)).c_str());
    return std::pow(10.0, exponent - decimals);
}

}  // namespace strata::compare
