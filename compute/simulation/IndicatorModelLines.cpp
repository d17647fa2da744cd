#include "IndicatorModelLines.h"

#include "strata/core/Error.h"

namespace strata::simulation {

variogram::VariogramModel readIndicatorModel(const io::GslibParameterFile& par, std::size_t& i, const std::string& path,
                                             const std::string& program) {
    variogram::VariogramModel model;
    const auto& head = par.line(i++);
    const int nst = head.integer(0, "nst");
    if (nst < 1) throw ParseError(path, head.fileLine(), 1, "nst must be at least 1");
    model.nugget = head.number(1, "nugget c0");
    for (int s = 0; s < nst; ++s) {
        const auto& a = par.line(i++);
        const auto& b = par.line(i++);
        const int it = a.integer(0, "it");
        if (it == 3) throw ParseError(path, a.fileLine(), 1, program + " does not allow the Gaussian model (it = 3)");
        model.structures.push_back(variogram::structureFromGslib(
            it, a.number(1, "cc"), a.number(2, "ang1"), a.number(3, "ang2"), a.number(4, "ang3"), b.number(0, "a_hmax"),
            b.number(1, "a_hmin"), b.number(2, "a_vert"), path + ":" + std::to_string(a.fileLine())));
    }
    return model;
}

}  // namespace strata::simulation
