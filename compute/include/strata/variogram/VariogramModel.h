#pragma once
// A variogram model is a value: a nugget plus nested structures, each with its own sill,
// range and 3D geometric anisotropy (GSLIB angles and ratios). Covariance follows GSLIB's cova3
// arithmetic (StructureFormula.h; so kriging matches kt3d); the variogram is C(0) - covariance.
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "strata/core/Anisotropy.h"

namespace strata::variogram {

enum class StructureType { Spherical, Exponential, Gaussian, Power, HoleEffect, Cubic, Matern };

struct Structure {
    StructureType type = StructureType::Spherical;
    double sill = 1;   // GSLIB cc; for the power model the slope
    double range = 1;  // practical range along the major axis (GSLIB aa); for the power model the exponent
    Anisotropy anisotropy;
    double shape = 0.5;  // Matern smoothness nu (range is then the scale parameter, as gstat)
};

// How a power structure enters the covariance. Strata's own models: C(h) = 999 - c h^a, so that
// the variogram is the textbook nugget + c h^a. kt3d's cova3 writes cmax - c h^a, cmax being
// C(0) = nugget + the other sills + 999 per power structure: for h > 0 the nugget then cancels
// (gamma(h) = c h^a) and simple kriging weights change. The GSLIB drop-ins read models this way.
enum class PowerConstant { Pmx, Cova3 };

struct VariogramModel {
    double nugget = 0;
    std::vector<Structure> structures;
    PowerConstant powerConstant = PowerConstant::Pmx;

    // nugget + sum of sills (GSLIB cmax; a power structure counts as PMX = 999, as in GSLIB).
    double maxCovariance() const noexcept;
    // Total sill without GSLIB's power-model constant: what a plot shows as the sill.
    double sill() const noexcept;
    // P in a power structure's covariance P - c h^a (see PowerConstant).
    double powerCovarianceConstant() const noexcept;
    double covariance(double dx, double dy, double dz) const noexcept;
    double variogram(double dx, double dy, double dz) const noexcept;
    // Variogram along a unit direction vector (ux, uy, uz) at distance h.
    double variogramAlong(double h, double ux, double uy, double uz) const noexcept;
    bool isBounded() const noexcept;
    // kt3d's power arithmetic (PowerConstant::Cova3) with a power structure nested with any other
    // structure: every power structure adds cmax, so the covariance just off zero exceeds C(0)
    // and the kriging matrix is indefinite. kt3d solves such systems by LU anyway; so does Strata.
    bool isIndefinite() const noexcept;

    // "0.2 nug + 0.8 sph(10)", "1 gau(40, 20, 5; 30, 0, 0)" (ranges major, minor, vertical;
    // angles ang1, ang2, ang3), "0.5 mat(8, nu=1.5)", "2 pow(1.5)". Errors name the option.
    static VariogramModel parse(std::string_view text, const std::string& option = "model");
    // A cross variogram (cokriging): the same syntax, with nugget and sills of either sign and
    // all of them zero allowed (uncorrelated variables).
    static VariogramModel parseCross(std::string_view text, const std::string& option = "model");
    std::string toString() const;
    void validate(const std::string& stage) const;
    // What validate checks of ranges, ratios and shapes, sills of any sign (finite).
    void validateCross(const std::string& stage) const;

private:
    static VariogramModel parseTerms(std::string_view text, const std::string& option);
};

// The model with its rotation matrices computed once: use it in hot loops (kriging matrices).
class CovarianceEvaluator {
public:
    explicit CovarianceEvaluator(const VariogramModel& model);
    double covariance(double dx, double dy, double dz) const noexcept;
    double variogram(double dx, double dy, double dz) const noexcept { return cmax_ - covariance(dx, dy, dz); }
    double maxCovariance() const noexcept { return cmax_; }
    const VariogramModel& model() const noexcept { return model_; }

private:
    VariogramModel model_;
    std::vector<AnisotropicMetric> metrics_;
    double cmax_;
    double powerConstant_;
};

// Builds a structure from GSLIB parameter-file values (it: 1 sph, 2 exp, 3 gau, 4 power, 5 hole).
Structure structureFromGslib(int it, double cc, double ang1, double ang2, double ang3, double aHmax, double aHmin,
                             double aVert, const std::string& stage);

std::string typeName(StructureType type);  // "sph", "exp", ...

void to_json(nlohmann::json& j, const VariogramModel& m);
void from_json(const nlohmann::json& j, VariogramModel& m);

}  // namespace strata::variogram
