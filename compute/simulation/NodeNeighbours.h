#pragma once
// What the sequential simulations (sgsim, sisim) hand their kriging at a node: the neighbours
// (data and simulated nodes) as offsets from it, with their values; and the data search's view
// of the conditioning data.
#include <vector>

#include "../kriging/PreparedData.h"
#include "strata/simulation/SequentialGaussian.h"

namespace strata::simulation {

struct NodeNeighbours {
    std::vector<double> dx, dy, dz, value;
    void clear() {
        dx.clear();
        dy.clear();
        dz.clear();
        value.clear();
    }
    void add(double x, double y, double z, double v) {
        dx.push_back(x);
        dy.push_back(y);
        dz.push_back(z);
        value.push_back(v);
    }
    int size() const { return int(value.size()); }
};

inline kriging::PreparedData preparedData(const ConditioningData& d) {
    kriging::PreparedData p;
    p.x = d.x;
    p.y = d.y;
    p.z = d.z;
    p.values = {d.score};
    p.dimension = 3;
    return p;
}

}  // namespace strata::simulation
