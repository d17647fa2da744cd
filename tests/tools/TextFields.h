// The fields of one line of a numeric text file, whatever its dialect: comma-separated (CSV, the
// header names quoted or not) or whitespace-separated (GSLIB, GeoEAS).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata::compare {

// Splits on commas when the line has one, on runs of spaces and tabs otherwise; CSV fields lose
// the spaces and the double quotes around them.
std::vector<std::string> splitFields(std::string_view line);

// The whole field as a number ("1e-3", "-0.5", "280"); nothing for text ("NA", "Primary", "1.5x").
std::optional<double> parseNumber(std::string_view field);

// One unit in the last decimal place the text prints: 0.001 for "3.610", 1 for "280", 1e-7 for
// "1.5e-5" (two decimals, exponent -5).
double lastPlaceUnit(std::string_view number);

}  // namespace strata::compare
