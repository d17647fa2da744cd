#include "GradeTonnage.h"

#include <algorithm>
#include <cmath>

#include "DomainEstimation.h"
#include "SubBlocks.h"

namespace strata::blockmodel {

namespace {

// Rows of unit `u` for the blocks `inClass` accepts, one per cutoff (ascending).
template <class InClass>
void appendRows(std::vector<GradeTonnageRow>& rows, const BlockSet& blocks, const BlockGrades& grades, int u,
                const std::string& unit, const std::string& cls, const std::vector<double>& cutoffs,
                const std::map<std::string, double>& density, InClass inClass) {
    const auto rho = density.find(unit);
    for (double cutoff : cutoffs) {
        GradeTonnageRow row{unit, cls, cutoff};
        double metal = 0;
        for (std::size_t b = 0; b < blocks.size(); ++b) {
            if (blocks.unit[b] != u || std::isnan(grades.grade[b]) || grades.grade[b] < cutoff || !inClass(b)) continue;
            ++row.blocks;
            row.volume += blocks.volume(b);
            metal += blocks.volume(b) * grades.grade[b];
        }
        if (row.volume > 0) row.grade = metal / row.volume;
        if (rho != density.end()) row.tonnes = row.volume * rho->second;
        rows.push_back(row);
    }
}

bool namesABlock(const BlockSet& blocks, const BlockGrades& grades, const std::vector<std::string>& classes, int u,
                 const std::string& cls) {
    for (std::size_t b = 0; b < classes.size(); ++b)
        if (blocks.unit[b] == u && !std::isnan(grades.grade[b]) && classes[b] == cls) return true;
    return false;
}

}  // namespace

std::vector<GradeTonnageRow> gradeTonnageByClass(const BlockSet& blocks, const BlockGrades& grades,
                                                 const std::vector<std::string>& classes,
                                                 const std::vector<std::string>& ruleOrder,
                                                 const std::vector<std::string>& unitNames,
                                                 const std::vector<std::string>& estimated, std::vector<double> cutoffs,
                                                 const std::map<std::string, double>& density) {
    std::sort(cutoffs.begin(), cutoffs.end());
    std::vector<GradeTonnageRow> rows;
    for (std::size_t u = 0; u < unitNames.size(); ++u) {
        const std::string& name = unitNames[u];
        if (std::find(estimated.begin(), estimated.end(), name) == estimated.end()) continue;
        appendRows(rows, blocks, grades, int(u), name, "all", cutoffs, density, [](std::size_t) { return true; });
        // Estimated blocks no rule names ("") get rows of their own, so that the classes add up.
        std::vector<std::string> order = ruleOrder;
        order.emplace_back();
        for (const std::string& cls : order) {
            if (!namesABlock(blocks, grades, classes, int(u), cls)) continue;
            appendRows(rows, blocks, grades, int(u), name, cls.empty() ? "unclassified" : cls, cutoffs, density,
                       [&](std::size_t b) { return classes[b] == cls; });
        }
    }
    return rows;
}

}  // namespace strata::blockmodel
