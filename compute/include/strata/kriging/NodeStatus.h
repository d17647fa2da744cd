#pragma once
// What became of one kriging target: written by the CPU solvers and, one byte each, by the GPU
// kernels (the same type on both sides of the plugin).
#include <cstdint>

namespace strata::kriging {

enum class NodeStatus : std::uint8_t {
    Estimated = 0,
    TooFewData = 1,     // fewer than ndmin data, or no more data than unknown-mean terms
    Singular = 2,       // the kriging system could not be solved (collinear data for the drift...)
    NoSecondary = 3,    // external drift / local mean missing at the target
    NegativeVariance = 4,  // the system gives a variance below zero beyond round-off (KrigingVariance.h)
    // GPU only, never in results: the target goes back to the CPU, which solves it in double (a
    // float factorisation that broke down, amplifying weights, a candidate list too short).
    NeedsCpu = 5,
};

}  // namespace strata::kriging
