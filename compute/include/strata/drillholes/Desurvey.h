#pragma once
// Desurvey: 3D positions along drillholes from the collar and the downhole survey stations.
//
// Between two stations with unit directions t1, t2 (from azimuth and dip) a distance L apart:
//   MinimumCurvature (default): the hole follows the circular arc tangent to t1 and t2; positions
//       anywhere along it are exact points of that arc (not a chord interpolation).
//   BalancedTangent: the first half of the segment follows t1, the second half t2.
//   Tangent: the direction measured at a station holds down to the next station.
// Above the first station the hole follows the first station's direction (checkDrillholes warns
// when there is no station at 0); below the last station it follows the last direction.
// A hole without survey stations is vertical (dip -90).
#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "strata/drillholes/DrillholeDatabase.h"

namespace strata {
class CancelToken;
}

namespace strata::drillholes {

enum class DesurveyMethod { MinimumCurvature, BalancedTangent, Tangent };
// "mincurv" (also "minimum-curvature"), "balanced" (also "balanced-tangent"), "tangent".
DesurveyMethod parseDesurveyMethod(std::string_view text, const std::string& stage = "desurvey",
                                   const std::string& option = "method");
const char* toString(DesurveyMethod method);  // "mincurv", "balanced", "tangent"

using Point3 = std::array<double, 3>;

// Unit direction vector (east, north, up) of azimuth (degrees clockwise from north) and dip
// (degrees, negative = downwards).
Point3 directionOf(double azimuthDegrees, double dipDegrees);

// One desurveyed hole: can place any depth along it.
class HolePath {
public:
    HolePath() = default;
    // `stations` must be sorted by AT, without duplicates (checkDrillholes guarantees it).
    HolePath(const Collar& collar, std::span<const SurveyStation> stations, DesurveyMethod method);

    Point3 at(double depth) const;  // depths outside the stations extrapolate straight
    // Positions of many sorted depths in one pass (faster than at() for long lists).
    void at(std::span<const double> sortedDepths, double* x, double* y, double* z) const;

private:
    struct Station {
        double depth;
        Point3 position;
        Point3 direction;
        double dogleg;  // angle (radians) between this direction and the next station's
    };
    Point3 inSegment(std::size_t segment, double depth) const;
    std::size_t segmentOf(double depth) const;

    std::vector<Station> stations_;  // at least one (the collar)
    DesurveyMethod method_ = DesurveyMethod::MinimumCurvature;
};

HolePath makeHolePath(const DrillholeDatabase& database, const Collar& collar, DesurveyMethod method);

struct HoleTrace {
    std::string holeId;
    std::vector<double> depth, x, y, z;
};

// Positions every `step` along each hole (0, step, 2 step, ...) and at the hole end
// (DrillholeDatabase::holeDepth). Throws ValidationError when step <= 0, CancelledError when
// `cancel` is cancelled (checked between chunks of holes).
std::vector<HoleTrace> desurveyStations(const DrillholeDatabase& database, DesurveyMethod method, double step,
                                        const CancelToken* cancel = nullptr);

// Positions of the FROM, mid-point (FROM + TO) / 2 along the hole, and TO of every row of an
// interval table. Rows of holes without a collar get NaN.
struct IntervalPositions {
    std::vector<double> xFrom, yFrom, zFrom;
    std::vector<double> xMid, yMid, zMid;
    std::vector<double> xTo, yTo, zTo;
};
IntervalPositions desurveyIntervals(const DrillholeDatabase& database, const IntervalTable& table,
                                    DesurveyMethod method, const CancelToken* cancel = nullptr);

}  // namespace strata::drillholes
