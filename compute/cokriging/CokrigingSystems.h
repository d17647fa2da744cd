#pragma once
// Each target's cokriging system as the engine builds and solves it, for the debugging files
// (cokb3d's levels 2 and 3): the targets are solved again one after another on this thread.
#include <cstddef>
#include <functional>
#include <vector>

#include <Eigen/Dense>

#include "strata/cokriging/Cokriging.h"

namespace strata::cokriging {

struct NodeSystem {
    kriging::NodeStatus status = kriging::NodeStatus::TooFewData;
    std::vector<double> x, y, z, value;  // the data of the system in order; value as weighted (Cokriging.h)
    std::vector<int> variable;           // 0 primary, 1.. secondaries
    Eigen::MatrixXd a;                   // [C F; F' 0], constraint rows scaled by C_00(0)
    Eigen::VectorXd b, solution;         // solution: weights then multipliers (empty when unsolved)
    double estimate = 0, variance = 0;
};

void visitNodeSystems(const kriging::KrigingData& data, const kriging::KrigingTargets& targets,
                      const CokrigingOptions& options,
                      const std::function<void(std::size_t, const NodeSystem&)>& visit);

}  // namespace strata::cokriging
