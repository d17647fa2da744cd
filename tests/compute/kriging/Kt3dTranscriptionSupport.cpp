#include "Kt3dTranscriptionSupport.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <numeric>
#include <string>

#include <Eigen/Dense>

namespace strata::kriging::test {

namespace {

constexpr double kPmx = 999.0;
constexpr double kCova3Epsilon = 1e-10;  // cova3
constexpr double kKt3dEpsilon = 1e-6;    // kt3d.inc

using RotMat = std::array<std::array<double, 3>, 3>;

// setrot.for
RotMat setrot(double ang1, double ang2, double ang3, double anis1, double anis2) {
    const double deg2rad = M_PI / 180.0;
    const double alpha = (ang1 >= 0.0 && ang1 < 270.0 ? 90.0 - ang1 : 450.0 - ang1) * deg2rad;
    const double beta = -1.0 * ang2 * deg2rad;
    const double theta = ang3 * deg2rad;
    const double sina = std::sin(alpha), sinb = std::sin(beta), sint = std::sin(theta);
    const double cosa = std::cos(alpha), cosb = std::cos(beta), cost = std::cos(theta);
    const double afac1 = 1.0 / std::max(anis1, 1e-20), afac2 = 1.0 / std::max(anis2, 1e-20);
    RotMat r;
    r[0] = {cosb * cosa, cosb * sina, -sinb};
    r[1] = {afac1 * (-cost * sina + sint * sinb * cosa), afac1 * (cost * cosa + sint * sinb * sina), afac1 * (sint * cosb)};
    r[2] = {afac2 * (sint * sina + cost * sinb * cosa), afac2 * (-sint * cosa + cost * sinb * sina), afac2 * (cost * cosb)};
    return r;
}

// sqdist.for
double sqdist(double x1, double y1, double z1, double x2, double y2, double z2, const RotMat& r) {
    const double dx = x1 - x2, dy = y1 - y2, dz = z1 - z2;
    double s = 0;
    for (int i = 0; i < 3; ++i) {
        const double cont = r[i][0] * dx + r[i][1] * dy + r[i][2] * dz;
        s += cont * cont;
    }
    return s;
}

struct Model {
    double c0 = 0, cmax = 0;
    std::vector<Kt3dStructure> st;
    std::vector<RotMat> rot;
};

// cova3.for
double cova3(const Model& m, double x1, double y1, double z1, double x2, double y2, double z2) {
    double hsqd = sqdist(x1, y1, z1, x2, y2, z2, m.rot[0]);
    if (hsqd < kCova3Epsilon) return m.cmax;
    double cova = 0;
    for (std::size_t is = 0; is < m.st.size(); ++is) {
        if (is != 0) hsqd = sqdist(x1, y1, z1, x2, y2, z2, m.rot[is]);
        const double h = std::sqrt(hsqd);
        const Kt3dStructure& s = m.st[is];
        const double aa = s.aHmax;
        switch (s.it) {
            case 1: {
                const double hr = h / aa;
                if (hr < 1.0) cova += s.cc * (1.0 - hr * (1.5 - 0.5 * hr * hr));
                break;
            }
            case 2: cova += s.cc * std::exp(-3.0 * h / aa); break;
            case 3: cova += s.cc * std::exp(-3.0 * (h / aa) * (h / aa)); break;
            case 4: cova += m.cmax - s.cc * std::pow(h, aa); break;
            case 5: cova += s.cc * std::cos(h / aa * M_PI); break;
        }
    }
    return cova;
}

// srchsupr.for without super blocks: every datum within the radius, nearest first (input
// order for equal distances), then the octant limit with its 8 * noct cap.
std::vector<std::size_t> search(const Kt3dCase& c, const RotMat& srot, double xloc, double yloc, double zloc) {
    const double radsqd = c.radius * c.radius;
    std::vector<std::pair<double, std::size_t>> close;
    for (std::size_t i = 0; i < c.x.size(); ++i) {
        const double h = sqdist(xloc, yloc, zloc, c.x[i], c.y[i], c.z[i], srot);
        if (h <= radsqd) close.emplace_back(h, i);
    }
    std::stable_sort(close.begin(), close.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::size_t> out;
    if (c.noct <= 0) {
        for (const auto& e : close) out.push_back(e.second);
        return out;
    }
    int inoct[8] = {};
    const std::size_t nt = std::size_t(8 * c.noct);
    for (const auto& e : close) {
        const std::size_t i = e.second;
        const double dx = c.x[i] - xloc, dy = c.y[i] - yloc, dz = c.z[i] - zloc;
        int iq;
        if (dz < 0.0) {
            iq = 8;
            if (dx <= 0.0 && dy > 0.0) iq = 5;
            if (dx > 0.0 && dy >= 0.0) iq = 6;
            if (dx < 0.0 && dy <= 0.0) iq = 7;
        } else {
            iq = 4;
            if (dx <= 0.0 && dy > 0.0) iq = 1;
            if (dx > 0.0 && dy >= 0.0) iq = 2;
            if (dx < 0.0 && dy <= 0.0) iq = 3;
        }
        if (++inoct[iq - 1] <= c.noct) {
            out.push_back(i);
            if (out.size() == nt) break;
        }
    }
    return out;
}

}  // namespace

std::vector<Kt3dEstimate> runKt3dTranscription(const Kt3dCase& c) {
    Model m;
    m.c0 = c.c0;
    m.st = c.structures;
    double covmax = c.c0;
    for (const auto& s : c.structures) {
        m.rot.push_back(setrot(s.ang1, s.ang2, s.ang3, s.aHmin / std::max(s.aHmax, kKt3dEpsilon),
                               s.aVert / std::max(s.aHmax, kKt3dEpsilon)));
        covmax += s.it == 4 ? kPmx : s.cc;
    }
    m.cmax = covmax;
    const RotMat srot = setrot(c.sang1, c.sang2, c.sang3, c.radius1 / c.radius, c.radius2 / c.radius);
    const double radsqd = c.radius * c.radius;
    const double resc = 1.0 / (radsqd < 1.0 ? 2.0 * c.radius / std::max(covmax, 0.0001)
                                             : (4.0 * radsqd) / std::max(covmax, 0.0001));
    int mdt = 1;
    std::array<int, 9> idrif = c.idrif;
    for (int& d : idrif) {
        if (c.ktype == 0) d = 0;
        mdt += d;
    }
    if (c.ktype == 0) mdt = 0;

    // Discretisation points relative to the block's lower corner.
    std::vector<std::array<double, 3>> db;
    const double xdis = c.xsiz / c.nxdis, ydis = c.ysiz / c.nydis, zdis = c.zsiz / c.nzdis;
    double xloc = -0.5 * (c.xsiz + xdis);
    for (int ix = 0; ix < c.nxdis; ++ix) {
        xloc += xdis;
        double yloc = -0.5 * (c.ysiz + ydis);
        for (int iy = 0; iy < c.nydis; ++iy) {
            yloc += ydis;
            double zloc = -0.5 * (c.zsiz + zdis);
            for (int iz = 0; iz < c.nzdis; ++iz) {
                zloc += zdis;
                db.push_back({xloc + 0.5 * c.xsiz, yloc + 0.5 * c.ysiz, zloc + 0.5 * c.zsiz});
            }
        }
    }
    const std::size_t ndb = db.size();
    const double unbias = cova3(m, db[0][0], db[0][1], db[0][2], db[0][0], db[0][1], db[0][2]);
    double cbb = unbias;
    if (ndb > 1) {
        cbb = 0;
        for (std::size_t i = 0; i < ndb; ++i)
            for (std::size_t j = 0; j < ndb; ++j) {
                double cov = cova3(m, db[i][0], db[i][1], db[i][2], db[j][0], db[j][1], db[j][2]);
                if (i == j) cov -= c.c0;
                cbb += cov;
            }
        cbb /= double(ndb * ndb);
    }
    double bv[9] = {};
    for (const auto& d : db) {
        bv[0] += d[0];
        bv[1] += d[1];
        bv[2] += d[2];
        bv[3] += d[0] * d[0];
        bv[4] += d[1] * d[1];
        bv[5] += d[2] * d[2];
        bv[6] += d[0] * d[1];
        bv[7] += d[0] * d[2];
        bv[8] += d[1] * d[2];
    }
    for (double& b : bv) b = b / double(ndb) * resc;

    auto cb = [&](double xa, double ya, double za) {
        if (ndb <= 1) return cova3(m, xa, ya, za, db[0][0], db[0][1], db[0][2]);
        double sum = 0;
        for (const auto& d : db) {
            sum += cova3(m, xa, ya, za, d[0], d[1], d[2]);
            const double dx = xa - d[0], dy = ya - d[1], dz = za - d[2];
            if (dx * dx + dy * dy + dz * dz < kKt3dEpsilon) sum -= c.c0;
        }
        return sum / double(ndb);
    };

    const std::size_t nloop = c.option == 0 ? std::size_t(c.nx) * c.ny * c.nz : c.x.size();
    std::vector<Kt3dEstimate> results(nloop);
    for (std::size_t index = 0; index < nloop; ++index) {
        double xl, yl, zl, ddh = 0;
        if (c.option == 0) {
            const std::size_t nxy = std::size_t(c.nx) * c.ny;
            const std::size_t iz = index / nxy, iy = (index - iz * nxy) / c.nx, ix = index - iz * nxy - iy * c.nx;
            xl = c.xmn + double(ix) * c.xsiz;
            yl = c.ymn + double(iy) * c.ysiz;
            zl = c.zmn + double(iz) * c.zsiz;
        } else {
            xl = c.x[index];
            yl = c.y[index];
            zl = c.z[index];
            if (c.dh[index] != -99) ddh = c.dh[index];
        }
        const std::vector<std::size_t> close = search(c, srot, xl, yl, zl);
        std::vector<double> xa, ya, za, vra;
        for (std::size_t ind : close) {
            bool accept = true;
            if (c.option != 0 && std::abs(c.x[ind] - xl) + std::abs(c.y[ind] - yl) + std::abs(c.z[ind] - zl) < kKt3dEpsilon)
                accept = false;
            if (c.option != 0 && std::abs(c.dh[ind] - ddh) < kKt3dEpsilon) accept = false;
            if (accept && int(xa.size()) < c.ndmax) {
                xa.push_back(c.x[ind] - xl + 0.5 * c.xsiz);
                ya.push_back(c.y[ind] - yl + 0.5 * c.ysiz);
                za.push_back(c.z[ind] - zl + 0.5 * c.zsiz);
                vra.push_back(c.vr[ind]);
            }
        }
        const int na = int(xa.size());
        Kt3dEstimate& r = results[index];
        r.used = na;
        if (na < c.ndmin || (na >= 1 && na <= mdt)) continue;
        const int neq = mdt + na;
        if (neq == 0) continue;
        Eigen::MatrixXd a = Eigen::MatrixXd::Zero(neq, neq);
        Eigen::VectorXd rhs = Eigen::VectorXd::Zero(neq);
        for (int i = 0; i < na; ++i)
            for (int j = i; j < na; ++j) a(i, j) = a(j, i) = cova3(m, xa[i], ya[i], za[i], xa[j], ya[j], za[j]);
        if (neq > na)
            for (int i = 0; i < na; ++i) a(i, na) = a(na, i) = unbias;
        for (int i = 0; i < na; ++i) rhs(i) = cb(xa[i], ya[i], za[i]);
        if (neq > na) rhs(na) = unbias;
        int im = na + 1;
        for (int t = 0; t < 9; ++t) {
            if (!idrif[t]) continue;
            for (int k = 0; k < na; ++k) {
                const double x = xa[k], y = ya[k], z = za[k];
                const double f[9] = {x, y, z, x * x, y * y, z * z, x * y, x * z, y * z};
                a(im, k) = a(k, im) = f[t] * resc;
            }
            rhs(im) = bv[t];
            ++im;
        }
        // kt3d's ktsol: partial pivoting, singular below 1e-11 of a pivot.
        Eigen::FullPivLU<Eigen::MatrixXd> lu(a);
        if (!lu.isInvertible()) continue;
        const Eigen::VectorXd s = lu.solve(rhs);
        double est = 0, estv = cbb;
        for (int j = 0; j < neq; ++j) {
            estv -= s(j) * rhs(j);
            if (j < na) est += s(j) * (c.ktype == 0 ? vra[j] - c.skmean : vra[j]);
        }
        if (c.ktype == 0) est += c.skmean;
        r.estimated = true;
        r.est = est;
        r.var = estv;
    }
    return results;
}

std::string writeKt3dCase(const Kt3dCase& c, const std::string& folder) {
    std::filesystem::create_directories(folder);
    const bool holes = !c.dh.empty() && c.dh.front() != -99;
    {
        std::ofstream d(folder + "/data.dat");
        d << std::setprecision(17) << "kt3d property case\n5\ndh\nx\ny\nz\nvalue\n";
        for (std::size_t i = 0; i < c.x.size(); ++i)
            d << (holes ? c.dh[i] : 0.0) << ' ' << c.x[i] << ' ' << c.y[i] << ' ' << c.z[i] << ' ' << c.vr[i] << '\n';
    }
    std::ofstream p(folder + "/kt3d.par");
    p << std::setprecision(17);
    p << "Parameters for KT3D\n*******************\nSTART OF PARAMETERS:\n";
    p << folder << "/data.dat\n" << (holes ? 1 : 0) << " 2 3 4 5 0\n-1.0e21 1.0e21\n" << c.option << "\nnone.dat\n";
    p << "1 2 0 3 0\n0\n" << folder << "/debug.txt\n" << folder << "/out.dat\n";
    p << c.nx << ' ' << c.xmn << ' ' << c.xsiz << '\n' << c.ny << ' ' << c.ymn << ' ' << c.ysiz << '\n';
    p << c.nz << ' ' << c.zmn << ' ' << c.zsiz << '\n';
    p << c.nxdis << ' ' << c.nydis << ' ' << c.nzdis << '\n' << c.ndmin << ' ' << c.ndmax << '\n' << c.noct << '\n';
    p << c.radius << ' ' << c.radius1 << ' ' << c.radius2 << '\n' << c.sang1 << ' ' << c.sang2 << ' ' << c.sang3 << '\n';
    p << c.ktype << ' ' << c.skmean << '\n';
    for (int d : c.idrif) p << d << ' ';
    p << "\n0\nnone.dat\n4\n" << c.structures.size() << ' ' << c.c0 << '\n';
    for (const auto& s : c.structures) {
        p << s.it << ' ' << s.cc << ' ' << s.ang1 << ' ' << s.ang2 << ' ' << s.ang3 << '\n';
        p << s.aHmax << ' ' << s.aHmin << ' ' << s.aVert << '\n';
    }
    return folder + "/kt3d.par";
}

}  // namespace strata::kriging::test
