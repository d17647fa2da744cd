#pragma once
// Geometric anisotropy with GSLIB's angle conventions, shared by variogram models, search
// ellipsoids and the ellipsoid the GUI draws:
//   ang1: azimuth of the major axis, degrees clockwise from north (y);
//   ang2: dip of the major axis, degrees, negative downwards (GSLIB);
//   ang3: rake (plunge) rotation about the major axis, degrees;
//   ratio1 = minor/major range (horizontal), ratio2 = vertical/major range.
#include <array>

namespace strata {

struct Anisotropy {
    double ang1 = 0, ang2 = 0, ang3 = 0;
    double ratio1 = 1, ratio2 = 1;

    bool isotropic() const noexcept { return ratio1 == 1 && ratio2 == 1; }
};

// The 3x3 matrix of GSLIB's setrot: rows are the major, minor and vertical axes, the last two
// scaled by 1/ratio so that |M h| is the anisotropic distance in units of the major range.
class AnisotropicMetric {
public:
    AnisotropicMetric() = default;
    explicit AnisotropicMetric(const Anisotropy& a);

    double squaredDistance(double dx, double dy, double dz) const noexcept {
        double s = 0;
        for (int i = 0; i < 3; ++i) {
            const double c = m[i][0] * dx + m[i][1] * dy + m[i][2] * dz;
            s += c * c;
        }
        return s;
    }
    // Unscaled rotation (rows: unit vectors of the major, minor and vertical axes in x, y, z).
    std::array<std::array<double, 3>, 3> axes() const;

    std::array<std::array<double, 3>, 3> m{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};

private:
    double ratio1_ = 1, ratio2_ = 1;
};

}  // namespace strata
