#include "strata/search/NeighbourSearch.h"

#include <nanoflann.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "strata/core/Error.h"

namespace strata::search {

namespace {

bool closer(const Neighbour& a, const Neighbour& b) noexcept {
    return a.squaredDistance < b.squaredDistance ||
           (a.squaredDistance == b.squaredDistance && a.index < b.index);
}

// The smallest double above d2: nanoflann only offers a point whose distance is strictly below
// worstDist(), and a datum at exactly the bound must still be seen (ties, inclusive radii).
double justAbove(double d2) noexcept { return std::nextafter(d2, std::numeric_limits<double>::infinity()); }

// k nearest with ties broken by index. Keeps `out` sorted by (distance, index).
class OrderedKnnResult {
public:
    OrderedKnnResult(std::size_t k, double maxSquared, std::vector<Neighbour>& out)
        : k_(k), bound_(justAbove(maxSquared)), out_(out) {
        out_.clear();
        out_.reserve(k);
    }
    bool full() const noexcept { return out_.size() == k_; }
    double worstDist() const noexcept { return full() ? justAbove(out_.back().squaredDistance) : bound_; }
    bool addPoint(double d2, std::size_t index) {
        const Neighbour candidate{index, d2};
        if (!(d2 < bound_)) return true;
        if (full()) {
            if (!closer(candidate, out_.back())) return true;
            out_.pop_back();
        }
        out_.insert(std::upper_bound(out_.begin(), out_.end(), candidate, closer), candidate);
        return true;
    }

private:
    std::size_t k_;
    double bound_;
    std::vector<Neighbour>& out_;
};

class RadiusResult {
public:
    RadiusResult(double radiusSquared, std::vector<Neighbour>& out) : bound_(justAbove(radiusSquared)), out_(out) {
        out_.clear();
    }
    bool full() const noexcept { return true; }
    double worstDist() const noexcept { return bound_; }
    bool addPoint(double d2, std::size_t index) {
        if (d2 < bound_) out_.push_back({index, d2});
        return true;
    }

private:
    double bound_;
    std::vector<Neighbour>& out_;
};

// Coordinates in the metric's frame, `dim` per point, for nanoflann's dataset interface.
struct FrameCloud {
    std::vector<double> coords;
    std::size_t dim = 3;

    std::size_t kdtree_get_point_count() const { return coords.size() / dim; }
    double kdtree_get_pt(std::size_t i, std::size_t d) const { return coords[i * dim + d]; }
    template <class Box>
    bool kdtree_get_bbox(Box&) const {
        return false;
    }
};

class Tree {
public:
    virtual ~Tree() = default;
    virtual void knn(const double* q, std::size_t k, double maxSquared, std::vector<Neighbour>& out) const = 0;
    virtual void radius(const double* q, double radiusSquared, std::vector<Neighbour>& out) const = 0;
};

template <int Dim>
class FixedTree final : public Tree {
public:
    explicit FixedTree(const FrameCloud& cloud)
        : index_(Dim, cloud, nanoflann::KDTreeSingleIndexAdaptorParams(16)) {
        index_.buildIndex();
    }
    void knn(const double* q, std::size_t k, double maxSquared, std::vector<Neighbour>& out) const override {
        OrderedKnnResult result(k, maxSquared, out);
        if (k > 0) index_.findNeighbors(result, q, nanoflann::SearchParams());
    }
    void radius(const double* q, double radiusSquared, std::vector<Neighbour>& out) const override {
        RadiusResult result(radiusSquared, out);
        index_.findNeighbors(result, q, nanoflann::SearchParams());
        std::sort(out.begin(), out.end(), closer);
    }

private:
    using Index = nanoflann::KDTreeSingleIndexAdaptor<nanoflann::L2_Simple_Adaptor<double, FrameCloud>, FrameCloud,
                                                      Dim, std::size_t>;
    Index index_;
};

}  // namespace

struct NeighbourSearch::Impl {
    int dimension = 2;
    std::array<double, 3> centroid{0, 0, 0};
    AnisotropicMetric metric;
    FrameCloud cloud;
    std::unique_ptr<Tree> tree;

    // Maps a point into the frame: M (p - centroid), keeping cloud.dim components.
    void toFrame(double x, double y, double z, double* out) const noexcept {
        const double d[3] = {x - centroid[0], y - centroid[1], dimension == 3 ? z - centroid[2] : 0.0};
        for (std::size_t r = 0; r < cloud.dim; ++r)
            out[r] = metric.m[r][0] * d[0] + metric.m[r][1] * d[1] + metric.m[r][2] * d[2];
    }
};

NeighbourSearch::NeighbourSearch(const PointSet& data, const AnisotropicMetric& metric)
    : NeighbourSearch(data.x, data.y, data.z, data.dimension, metric) {}

NeighbourSearch::NeighbourSearch(std::span<const double> x, std::span<const double> y, std::span<const double> z,
                                 int dimension, const AnisotropicMetric& metric)
    : impl_(std::make_unique<Impl>()) {
    if (dimension != 2 && dimension != 3)
        throw ValidationError("search", "dimension", "must be 2 or 3 (got " + std::to_string(dimension) + ")");
    const std::size_t n = x.size();
    if (y.size() != n || (dimension == 3 && z.size() != n))
        throw ValidationError("search", "data", "coordinate arrays differ in length");
    Impl& s = *impl_;
    s.dimension = dimension;
    s.metric = metric;
    for (std::size_t i = 0; i < n; ++i) {
        if (!std::isfinite(x[i]) || !std::isfinite(y[i]) || (dimension == 3 && !std::isfinite(z[i])))
            throw ValidationError("search", "data",
                                  "point " + std::to_string(i + 1) + " has a coordinate that is not a finite number");
        s.centroid[0] += x[i];
        s.centroid[1] += y[i];
        if (dimension == 3) s.centroid[2] += z[i];
    }
    if (n > 0)
        for (double& c : s.centroid) c /= double(n);
    // Planar data need a third axis only when the metric tilts the plane out of z = 0.
    s.cloud.dim = (dimension == 3 || metric.m[2][0] != 0.0 || metric.m[2][1] != 0.0) ? 3 : 2;
    s.cloud.coords.resize(n * s.cloud.dim);
    for (std::size_t i = 0; i < n; ++i)
        s.toFrame(x[i], y[i], dimension == 3 ? z[i] : 0.0, &s.cloud.coords[i * s.cloud.dim]);
    if (s.cloud.dim == 3)
        s.tree = std::make_unique<FixedTree<3>>(s.cloud);
    else
        s.tree = std::make_unique<FixedTree<2>>(s.cloud);
}

NeighbourSearch::~NeighbourSearch() = default;
NeighbourSearch::NeighbourSearch(NeighbourSearch&&) noexcept = default;
NeighbourSearch& NeighbourSearch::operator=(NeighbourSearch&&) noexcept = default;

std::size_t NeighbourSearch::size() const noexcept { return impl_->cloud.kdtree_get_point_count(); }
int NeighbourSearch::dimension() const noexcept { return impl_->dimension; }

void NeighbourSearch::nearest(double x, double y, double z, std::size_t k, std::vector<Neighbour>& out,
                              double maxDistance) const {
    if (!(maxDistance >= 0))
        throw ValidationError("search", "maximum distance", "must be >= 0 (got " + std::to_string(maxDistance) + ")");
    double q[3];
    impl_->toFrame(x, y, z, q);
    const double maxSquared = std::isinf(maxDistance) ? maxDistance : maxDistance * maxDistance;
    if (size() == 0) {
        out.clear();
        return;
    }
    impl_->tree->knn(q, std::min(k, size()), maxSquared, out);
}

void NeighbourSearch::withinRadius(double x, double y, double z, double radius, std::vector<Neighbour>& out) const {
    if (!(radius >= 0))
        throw ValidationError("search", "radius", "must be >= 0 (got " + std::to_string(radius) + ")");
    double q[3];
    impl_->toFrame(x, y, z, q);
    out.clear();
    if (size() == 0) return;
    impl_->tree->radius(q, std::isinf(radius) ? radius : radius * radius, out);
}

double NeighbourSearch::squaredDistance(std::size_t i, double x, double y, double z) const noexcept {
    double q[3];
    impl_->toFrame(x, y, z, q);
    const std::size_t dim = impl_->cloud.dim;
    const double* p = &impl_->cloud.coords[i * dim];
    double s = 0;
    for (std::size_t d = 0; d < dim; ++d) s += (q[d] - p[d]) * (q[d] - p[d]);
    return s;
}

}  // namespace strata::search
