#include "strata/drillholes/Desurvey.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/core/Parallel.h"
#include "strata/core/Strings.h"

namespace strata::drillholes {

namespace {

constexpr double kDegree = std::numbers::pi / 180.0;
// Below this dogleg (radians) the arc formulas are replaced by their limits; the error of the
// limit is O(dogleg^2), far below double rounding.
constexpr double kStraight = 1e-9;
// Near a full reversal the plane of the arc is undefined; such a segment is taken as balanced.
constexpr double kReversal = std::numbers::pi - 1e-9;

double dot(const Point3& a, const Point3& b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

double dogleg(const Point3& a, const Point3& b) {
    const Point3 c{a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    return std::atan2(std::sqrt(dot(c, c)), dot(a, b));
}

Point3 along(const Point3& p, double a, const Point3& t1, double b, const Point3& t2) {
    return {p[0] + a * t1[0] + b * t2[0], p[1] + a * t1[1] + b * t2[1], p[2] + a * t1[2] + b * t2[2]};
}

}  // namespace

DesurveyMethod parseDesurveyMethod(std::string_view text, const std::string& stage, const std::string& option) {
    const std::string t = toLower(trim(text));
    if (t == "mincurv" || t == "minimum-curvature" || t == "minimum_curvature") return DesurveyMethod::MinimumCurvature;
    if (t == "balanced" || t == "balanced-tangent" || t == "balanced_tangent") return DesurveyMethod::BalancedTangent;
    if (t == "tangent") return DesurveyMethod::Tangent;
    throw ValidationError(stage, option, "must be mincurv, balanced or tangent (got '" + std::string(text) + "')");
}

const char* toString(DesurveyMethod method) {
    switch (method) {
        case DesurveyMethod::MinimumCurvature: return "mincurv";
        case DesurveyMethod::BalancedTangent: return "balanced";
        case DesurveyMethod::Tangent: return "tangent";
    }
    return "mincurv";
}

Point3 directionOf(double azimuthDegrees, double dipDegrees) {
    const double az = azimuthDegrees * kDegree, dip = dipDegrees * kDegree;
    const double horizontal = std::cos(dip);
    return {horizontal * std::sin(az), horizontal * std::cos(az), std::sin(dip)};
}

HolePath::HolePath(const Collar& collar, std::span<const SurveyStation> stations, DesurveyMethod method)
    : method_(method) {
    const Point3 top{collar.x, collar.y, collar.z};
    for (const SurveyStation& s : stations) {
        if (!(s.at >= 0) || (!stations_.empty() && s.at <= stations_.back().depth)) continue;
        const Point3 direction = directionOf(s.azimuth, s.dip);
        // No station at the collar: the first measured direction holds from the collar down.
        if (stations_.empty() && s.at > 0) stations_.push_back({0.0, top, direction, 0.0});
        stations_.push_back({s.at, top, direction, 0.0});
    }
    if (stations_.empty()) stations_.push_back({0.0, top, {0.0, 0.0, -1.0}, 0.0});
    for (std::size_t i = 0; i + 1 < stations_.size(); ++i) {
        stations_[i].dogleg = dogleg(stations_[i].direction, stations_[i + 1].direction);
        stations_[i + 1].position = inSegment(i, stations_[i + 1].depth);
    }
}

std::size_t HolePath::segmentOf(double depth) const {
    auto it = std::upper_bound(stations_.begin(), stations_.end(), depth,
                               [](double d, const Station& s) { return d < s.depth; });
    return it == stations_.begin() ? 0 : std::size_t(it - stations_.begin()) - 1;
}

Point3 HolePath::inSegment(std::size_t segment, double depth) const {
    const Station& s = stations_[segment];
    const double ds = depth - s.depth;
    if (segment + 1 >= stations_.size() || ds <= 0) return along(s.position, ds, s.direction, 0.0, s.direction);
    const Station& next = stations_[segment + 1];
    const double length = next.depth - s.depth;
    switch (method_) {
        case DesurveyMethod::Tangent: return along(s.position, ds, s.direction, 0.0, next.direction);
        case DesurveyMethod::MinimumCurvature:
            if (s.dogleg <= kReversal) {
                const double f = ds / length;
                if (s.dogleg < kStraight)
                    return along(s.position, length * (f - 0.5 * f * f), s.direction, length * 0.5 * f * f,
                                 next.direction);
                // Exact point of the circular arc: integral of the slerp of t1 -> t2 over [0, ds].
                const double beta = s.dogleg, theta = beta * f;
                const double scale = length / (beta * std::sin(beta));
                const double halfTheta = std::sin(0.5 * theta);
                return along(s.position, scale * 2.0 * std::sin(beta - 0.5 * theta) * halfTheta, s.direction,
                             scale * 2.0 * halfTheta * halfTheta, next.direction);
            }
            [[fallthrough]];
        case DesurveyMethod::BalancedTangent: {
            const double half = 0.5 * length;
            return along(s.position, std::min(ds, half), s.direction, std::max(0.0, ds - half), next.direction);
        }
    }
    return s.position;
}

Point3 HolePath::at(double depth) const { return inSegment(segmentOf(depth), depth); }

void HolePath::at(std::span<const double> sortedDepths, double* x, double* y, double* z) const {
    std::size_t segment = 0;
    for (std::size_t i = 0; i < sortedDepths.size(); ++i) {
        const double d = sortedDepths[i];
        while (segment + 1 < stations_.size() && d >= stations_[segment + 1].depth) ++segment;
        const Point3 p = inSegment(segment, d);
        x[i] = p[0];
        y[i] = p[1];
        z[i] = p[2];
    }
}

HolePath makeHolePath(const DrillholeDatabase& database, const Collar& collar, DesurveyMethod method) {
    return HolePath(collar, database.surveyOf(collar.holeId), method);
}

std::vector<HoleTrace> desurveyStations(const DrillholeDatabase& database, DesurveyMethod method, double step,
                                        const CancelToken* cancel) {
    if (!(step > 0) || !std::isfinite(step))
        throw ValidationError("desurvey", "stations", "step must be a positive number (got " + std::to_string(step) + ")");
    double totalLength = 0;
    for (const Collar& collar : database.collars) totalLength += database.holeDepth(collar.holeId);
    requireCountAtMost(totalLength / step, 1e8, "desurvey", "stations", "stations (total hole length / step)",
                       "use a longer step");
    std::vector<HoleTrace> traces(database.collars.size());
    ParallelOptions options;
    options.chunk = 16;
    options.cancel = cancel;
    parallelChunks(database.collars.size(), options, [&](std::size_t begin, std::size_t end) {
        for (std::size_t h = begin; h < end; ++h) {
            const Collar& collar = database.collars[h];
            HoleTrace& trace = traces[h];
            trace.holeId = collar.holeId;
            const double holeEnd = database.holeDepth(collar.holeId);
            // Stop short of the end by a rounding margin so that the end is not written twice.
            const double margin = 1e-9 * std::max(step, holeEnd);
            for (std::size_t k = 0;; ++k) {
                const double d = double(k) * step;
                if (d >= holeEnd - margin) break;
                trace.depth.push_back(d);
            }
            trace.depth.push_back(holeEnd);
            trace.x.resize(trace.depth.size());
            trace.y.resize(trace.depth.size());
            trace.z.resize(trace.depth.size());
            makeHolePath(database, collar, method).at(trace.depth, trace.x.data(), trace.y.data(), trace.z.data());
        }
    });
    return traces;
}

IntervalPositions desurveyIntervals(const DrillholeDatabase& database, const IntervalTable& table,
                                    DesurveyMethod method, const CancelToken* cancel) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const std::size_t n = table.size();
    IntervalPositions out;
    for (auto* v : {&out.xFrom, &out.yFrom, &out.zFrom, &out.xMid, &out.yMid, &out.zMid, &out.xTo, &out.yTo, &out.zTo})
        v->assign(n, nan);
    ParallelOptions options;
    options.chunk = 16;
    options.cancel = cancel;
    parallelChunks(database.collars.size(), options, [&](std::size_t begin, std::size_t end) {
        for (std::size_t h = begin; h < end; ++h) {
            const Collar& collar = database.collars[h];
            const auto rows = table.rowsOf(collar.holeId);
            if (rows.size() == 0) continue;
            const HolePath path = makeHolePath(database, collar, method);
            for (std::size_t r = rows.begin; r < rows.end; ++r) {
                const Point3 a = path.at(table.from[r]);
                const Point3 m = path.at(0.5 * (table.from[r] + table.to[r]));
                const Point3 b = path.at(table.to[r]);
                out.xFrom[r] = a[0], out.yFrom[r] = a[1], out.zFrom[r] = a[2];
                out.xMid[r] = m[0], out.yMid[r] = m[1], out.zMid[r] = m[2];
                out.xTo[r] = b[0], out.yTo[r] = b[1], out.zTo[r] = b[2];
            }
        }
    });
    return out;
}

}  // namespace strata::drillholes
