#pragma once
// The working frame of an IDW problem (see Idw.h): centroid at the origin, the anisotropy's axes
// as coordinate axes, lengths divided by the data's largest extent, values in [-1, 1] for single
// precision (so that float sums of weights up to 2^100 times values cannot overflow). Double
// precision keeps the values as they are, so that a target on a datum returns it bit for bit.
#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "strata/core/Anisotropy.h"
#include "strata/core/PointSet.h"
#include "strata/idw/Idw.h"
#include "strata/idw/IdwProblem.h"

namespace strata::idw {

class WorkingFrame {
public:
    // Keeps the data whose value is not NaN. Throws ValidationError when none is left.
    WorkingFrame(const PointSet& data, std::span<const double> values, const AnisotropicMetric& metric,
                 Precision precision, const std::string& stage);

    int dimension() const noexcept { return dimension_; }
    std::size_t size() const noexcept { return x_.size(); }
    std::size_t dropped() const noexcept { return dropped_; }
    double scale() const noexcept { return scale_; }  // frame length per data unit
    // Area (2-D) or volume (3-D) of the bounding box of the kept data, in data units.
    double boundingMeasure() const noexcept { return boundingMeasure_; }

    void map(double px, double py, double pz, double out[3]) const noexcept;
    double valueToFrame(double v) const noexcept { return (v - valueCentre_) / valueScale_; }
    double valueFromFrame(double v) const noexcept { return valueCentre_ + valueScale_ * v; }

    // Fills the data and target fields of `problem`; the mapped targets live in this object.
    void describe(const Targets& targets, Problem& problem, const std::string& stage);

private:
    int dataDimension_ = 2;
    int dimension_ = 2;
    std::array<double, 3> centroid_{0, 0, 0};
    AnisotropicMetric metric_;
    double scale_ = 1.0;
    double valueCentre_ = 0.0, valueScale_ = 1.0;
    double boundingMeasure_ = 0.0;
    std::size_t dropped_ = 0;
    std::vector<double> x_, y_, z_, v_;
    std::vector<double> tx_, ty_, tz_;
};

}  // namespace strata::idw
