#include "GradeTonnage.h"

#include <algorithm>
#include <cmath>

#include "DomainEstimation.h"
#include "SubBlocks.h"

namespace strata::blockmodel {

std::vector<GradeTonnageRow> gradeTonnage(const BlockSet& blocks, const BlockGrades& grades,
                                          const std::vector<std::string>& unitNames,
                                          const std::vector<std::string>& estimated, std::vector<double> cutoffs,
                                          const std::map<std::string, double>& density) {
    std::sort(cutoffs.begin(), cutoffs.end());
    std::vector<GradeTonnageRow> rows;
    for (std::size_t u = 0; u < unitNames.size(); ++u) {
        const std::string& name = unitNames[u];
        if (std::find(estimated.begin(), estimated.end(), name) == estimated.end()) continue;
        const auto rho = density.find(name);
        for (double cutoff : cutoffs) {
            GradeTonnageRow row{name, cutoff};
            double metal = 0;
            for (std::size_t b = 0; b < blocks.size(); ++b) {
                if (blocks.unit[b] != int(u) || std::isnan(grades.grade[b]) || grades.grade[b] < cutoff) continue;
                ++row.blocks;
                row.volume += blocks.volume(b);
                metal += blocks.volume(b) * grades.grade[b];
            }
            if (row.volume > 0) row.grade = metal / row.volume;
            if (rho != density.end()) row.tonnes = row.volume * rho->second;
            rows.push_back(row);
        }
    }
    return rows;
}

}  // namespace strata::blockmodel
