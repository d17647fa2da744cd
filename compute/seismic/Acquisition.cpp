#include "strata/seismic/Acquisition.h"

#include <cmath>
#include <sstream>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::seismic {

LineSpec LineSpec::parse(std::string_view text, const std::string& stage, const std::string& option) {
    const std::vector<std::string> parts = split(text, ':');
    LineSpec line;
    double count = 0;
    if (parts.size() != 3 || !parseDouble(parts[0], line.first) || !parseDouble(parts[1], line.spacing) ||
        !parseDouble(parts[2], count))
        throw ValidationError(stage, option, "must be X0:DX:N, e.g. 0:100:12 (got '" + std::string(text) + "')");
    if (count < 1 || count != std::floor(count))
        throw ValidationError(stage, option, "count N must be a whole number >= 1 (got '" + parts[2] + "')");
    if (count > 1e6)
        throw ValidationError(stage, option, "count N is " + parts[2] + ": at most 1000000 positions on a line");
    line.count = int(count);
    if (line.count > 1 && !(line.spacing != 0))
        throw ValidationError(stage, option, "spacing DX must not be 0 for more than one position");
    return line;
}

std::vector<double> LineSpec::positions() const {
    std::vector<double> p(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) p[std::size_t(i)] = first + spacing * i;
    return p;
}

std::string LineSpec::toString() const {
    std::ostringstream s;
    s.precision(10);
    s << first << ':' << spacing << ':' << count;
    return s.str();
}

std::vector<ShotGeometry> fixedSpread(const LineSpec& shots, double sourceDepth, const LineSpec& receivers,
                                      double receiverDepth) {
    std::vector<ShotGeometry> out;
    const std::vector<double> rx = receivers.positions();
    for (double sx : shots.positions()) {
        ShotGeometry g;
        g.sourceX = sx;
        g.sourceZ = sourceDepth;
        g.receiverX = rx;
        g.receiverZ.assign(rx.size(), receiverDepth);
        out.push_back(std::move(g));
    }
    return out;
}

}  // namespace strata::seismic
