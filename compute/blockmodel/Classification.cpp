#include "Classification.h"

#include <cmath>

#include "DomainEstimation.h"

namespace strata::blockmodel {

namespace {

// A rule's limits; 0 leaves a limit out, and a block without a slope (IDW) is not judged by it.
bool meets(const ClassRule& rule, const BlockGrades& g, std::size_t b) {
    if (rule.maxPass > 0 && g.pass[b] > rule.maxPass) return false;
    if (rule.minSlope > 0 && !std::isnan(g.slope[b]) && g.slope[b] < rule.minSlope) return false;
    if (rule.maxDistance > 0 && !(g.distance[b] <= rule.maxDistance)) return false;
    return true;
}

}  // namespace

std::vector<std::string> classify(const BlockGrades& grades, const std::vector<ClassRule>& rules) {
    std::vector<std::string> classes(grades.grade.size());
    for (std::size_t b = 0; b < classes.size(); ++b) {
        if (std::isnan(grades.grade[b])) continue;
        for (const ClassRule& rule : rules)
            if (meets(rule, grades, b)) {
                classes[b] = rule.name;
                break;
            }
    }
    return classes;
}

}  // namespace strata::blockmodel
