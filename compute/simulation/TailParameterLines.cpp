#include "TailParameterLines.h"

#include "strata/core/Error.h"

namespace strata::simulation {

namespace {
LowerTail lowerTailOf(const io::ParameterLine& l, const std::string& path) {
    const int option = l.integer(0, "lower tail option");
    if (option == 1) return LowerTail::Linear;
    if (option == 2) return LowerTail::Power;
    throw ParseError(path, l.fileLine(), 1,
                     "invalid lower tail option " + std::to_string(option) +
                         ": the lower tail option must be 1 (linear) or 2 (power)");
}

UpperTail upperTailOf(const io::ParameterLine& l, const std::string& path) {
    const int option = l.integer(0, "upper tail option");
    if (option == 1) return UpperTail::Linear;
    if (option == 2) return UpperTail::Power;
    if (option == 4) return UpperTail::Hyperbolic;
    throw ParseError(path, l.fileLine(), 1,
                     "invalid upper tail option " + std::to_string(option) +
                         ": the upper tail option must be 1 (linear), 2 (power) or 4 (hyperbolic)");
}
}  // namespace

BackTransformOptions readTailLines(const io::GslibParameterFile& par, std::size_t& i, const std::string& path) {
    BackTransformOptions tails;
    {
        const auto& l = par.line(i++);
        tails.zmin = l.number(0, "zmin");
        tails.zmax = l.number(1, "zmax");
    }
    {
        const auto& l = par.line(i++);
        tails.lowerTail = lowerTailOf(l, path);
        const double power = l.number(1, "lower tail parameter");
        if (tails.lowerTail == LowerTail::Power) {
            if (!(power > 0)) throw ParseError(path, l.fileLine(), 1, "the lower tail's power must be > 0");
            tails.lowerPower = power;
        }
    }
    {
        const auto& l = par.line(i++);
        tails.upperTail = upperTailOf(l, path);
        const double parameter = l.number(1, "upper tail parameter");
        if (tails.upperTail == UpperTail::Power && !(parameter > 0))
            throw ParseError(path, l.fileLine(), 1, "the upper tail's power must be > 0");
        if (tails.upperTail == UpperTail::Hyperbolic && !(parameter >= 1))
            throw ParseError(path, l.fileLine(), 1, "the hyperbolic tail's exponent must be >= 1");
        if (tails.upperTail != UpperTail::Linear) tails.upperParameter = parameter;
    }
    return tails;
}

}  // namespace strata::simulation
