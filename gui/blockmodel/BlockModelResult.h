#pragma once
// A block model as the GUI holds it: the block CSV of a `blockmodel` job read back (every column,
// unit and class as text), its blocks' geometry, and grade-tonnage computed from it for cutoffs
// the user chooses, per unit and resource class.
#include <string>
#include <vector>

#include "results/ResultItem.h"
#include "strata/io/DelimitedReader.h"

namespace strata::gui {

// Reads the block CSV at `path` into `item` (kind BlockModel: `table`, and `points` = the centres
// with the numeric columns). Throws IoError / ParseError naming the file, or ValidationError when
// a column of the block CSV (x, y, z, dx, dy, dz, unit) is missing.
ResultItem blockModelItem(ResultItem item, const std::string& path);

// The block CSV's columns by role.
struct BlockColumns {
    const io::TableColumn *x, *y, *z, *dx, *dy, *dz, *unit;
    const io::TableColumn* cls = nullptr;     // "class", when the model has one
    const io::TableColumn* tonnes = nullptr;  // "tonnes", when densities were given
    explicit BlockColumns(const io::Table& table);
};

// The numeric columns a block can be coloured by (not the geometry's).
std::vector<std::string> blockValueColumns(const io::Table& table);
// Names in the order of their first block.
std::vector<std::string> distinctTexts(const io::TableColumn& column);

struct GradeTonnageLine {
    std::string unit, cls;  // cls "all": every class of the unit
    double cutoff = 0;
    std::size_t blocks = 0;
    double volume = 0;
    double tonnes = 0;  // NaN when the unit has no density
    double grade = 0;   // tonnage-weighted (volume-weighted without densities); NaN for no block
};

// For every unit with an estimated block, every class present and "all", every cutoff: the blocks
// with a grade at or above it. The grade is the tonnage-weighted mean, which with one density per
// unit is the engine's volume-weighted mean.
std::vector<GradeTonnageLine> gradeTonnage(const io::Table& table, const std::string& grade, std::vector<double> cutoffs);

}  // namespace strata::gui
