#pragma once
// Private to compute/io: the GeoEAS parser with the file line of every data row, which the
// table and point readers need for their messages.
#include <string>
#include <string_view>
#include <vector>

#include "strata/io/GeoEasReader.h"

namespace strata::io::detail {

// `rowLines`, when given, receives the file line of every row.
GeoEasFile parseGeoEas(std::string_view text, const std::string& path, std::vector<std::size_t>* rowLines);

// True when the text has the GeoEAS shape: a title, a variable count N (alone or followed by
// nx ny nz), N name lines not all numbers, and a first data row of N numbers.
bool looksLikeGeoEas(std::string_view text);

}  // namespace strata::io::detail
