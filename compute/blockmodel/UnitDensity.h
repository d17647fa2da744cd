#pragma once
// The density of each unit's blocks, t/m^3: the constant given for the unit wins; else the
// declustered mean of the unit's composited density values (missing values skipped, the cells as
// for the grade); a unit with neither has none, and its tonnes are left blank.
#include <map>
#include <string>
#include <vector>

namespace strata::blockmodel {

struct DomainComposites;

struct DeclusteringSettings;

std::map<std::string, double> unitDensities(const std::vector<std::string>& units,
                                            const std::map<std::string, double>& constants,
                                            const DomainComposites& composites, const DeclusteringSettings& declustering);

// The density of `unit` in `density`; NaN where it has none.
double densityOf(const std::map<std::string, double>& density, const std::string& unit);

}  // namespace strata::blockmodel
