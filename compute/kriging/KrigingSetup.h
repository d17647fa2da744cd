#pragma once
// Everything a kriging system needs that does not depend on the target: the covariance model
// with its rotations, the block discretisation and block variance, and the unknown-mean
// (drift) functions with their scaling. Shared by the local, global and cross-validation paths
// and handed to the GPU in plain form.
#include <array>
#include <vector>

#include "PreparedData.h"
#include "strata/core/Anisotropy.h"
#include "strata/kriging/KrigingOptions.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::kriging {

class KrigingSetup {
public:
    // blockSize: the resolved block extent (zeros for point support with one discretisation
    // point); driftLength: the length that scales drift coordinates (search radius or data extent);
    // secondaryScale: divides the external drift variable.
    KrigingSetup(const KrigingOptions& options, const std::array<double, 3>& blockSize, double driftLength,
                 double secondaryScale);

    const KrigingOptions& options() const noexcept { return options_; }
    const variogram::CovarianceEvaluator& covariance() const noexcept { return cov_; }
    double maxCovariance() const noexcept { return cmax_; }
    double blockVariance() const noexcept { return cbb_; }
    const std::vector<std::array<double, 3>>& discretisation() const noexcept { return disc_; }
    const std::array<double, 3>& blockSize() const noexcept { return blockSize_; }
    int constraints() const noexcept { return p_; }
    const std::vector<int>& driftTerms() const noexcept { return terms_; }
    double driftLength() const noexcept { return driftLength_; }
    double secondaryScale() const noexcept { return secondaryScale_; }

    // GSLIB cova3's zero-distance rule (squared distance in the first structure's frame < 1e-10).
    bool isZeroDistance(double dx, double dy, double dz) const noexcept;
    // Covariance between a datum at offset d = datum - target and the target's block (kt3d:
    // the mean over the discretisation points, without the nugget where a point coincides).
    double dataToBlock(double dx, double dy, double dz) const noexcept;
    // The unknown-mean functions at a datum (offset d from the target) and averaged over the
    // target's block; `f` holds constraints() values.
    void driftAtDatum(double dx, double dy, double dz, double secondary, double* f) const noexcept;
    void driftAtTarget(double secondary, double* f) const noexcept;
    // The same in a fixed frame (the global neighbourhood measures drift from the data centroid):
    // at a point with frame coordinates (u, v, w), and averaged over a block centred at (u, v, w).
    void driftAtPoint(double u, double v, double w, double secondary, double* f) const noexcept;
    void driftAtBlock(double u, double v, double w, double secondary, double* f) const noexcept;

private:
    double monomial(int term, double u, double v, double w) const noexcept;

    KrigingOptions options_;
    variogram::CovarianceEvaluator cov_;
    AnisotropicMetric firstMetric_;
    double cmax_;
    double nugget_;
    std::array<double, 3> blockSize_;
    std::vector<std::array<double, 3>> disc_;  // offsets of discretisation points from the block centre
    double cbb_;
    int p_;
    std::vector<int> terms_;
    double driftLength_;
    double secondaryScale_;
    std::array<double, 3> driftShift_;  // drift coordinates are measured from the block's lower corner (kt3d)
    std::vector<double> blockDrift_;    // monomials averaged over the block, one per term
};

// The block extent of the targets: KrigingOptions::blockSize, else the grid's cell; z dropped
// for 2-D data. Throws ValidationError when block kriging of points lacks a size.
std::array<double, 3> resolveBlockSize(const KrigingTargets& targets, const KrigingOptions& options, int dimension);

// A local search without a radius (0) has no distance limit, gstat's default: it becomes an
// isotropic radius that reaches every datum from every target (twice the diagonal of their
// joint bounding box; `targets` may be null for cross-validation at the data).
SearchNeighbourhood withReach(const SearchNeighbourhood& search, const PreparedData& data,
                              const KrigingTargets* targets);

// The setup krige() uses for a group of prepared data: drift coordinates scaled by the search
// radius (by the data's extent for a global neighbourhood), the external drift by its largest
// magnitude.
KrigingSetup setupFor(const KrigingOptions& options, const std::array<double, 3>& blockSize, const PreparedData& data);

}  // namespace strata::kriging
