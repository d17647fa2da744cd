#pragma once
// Grade-tonnage per unit and resource class: above each cutoff, the volume, tonnes (volume x the
// unit's density) and the volume-weighted mean grade of the estimated blocks (one density per
// unit, so the tonnage-weighted mean is the same). The classes of a unit add up to its "all".
#include <limits>
#include <map>
#include <string>
#include <vector>

namespace strata::blockmodel {

struct BlockSet;
struct BlockGrades;

struct GradeTonnageRow {
    std::string unit;
    std::string cls = "all";  // a resource class, or "all" of them
    double cutoff = 0;
    std::size_t blocks = 0;
    double volume = 0;
    double tonnes = std::numeric_limits<double>::quiet_NaN();  // NaN: the unit has no density
    double grade = std::numeric_limits<double>::quiet_NaN();
};

// Rows for the estimated units (`estimated`: names in column order), cutoffs ascending: per unit
// its "all" rows, then those of every class (`classes`: one per block, as classify gives them)
// that names an estimated block of the unit, in the order of the rules (`ruleOrder`), then
// "unclassified" for estimated blocks no rule names, if any.
std::vector<GradeTonnageRow> gradeTonnageByClass(const BlockSet& blocks, const BlockGrades& grades,
                                                 const std::vector<std::string>& classes,
                                                 const std::vector<std::string>& ruleOrder,
                                                 const std::vector<std::string>& unitNames,
                                                 const std::vector<std::string>& estimated, std::vector<double> cutoffs,
                                                 const std::map<std::string, double>& density);

}  // namespace strata::blockmodel
