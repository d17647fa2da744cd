#include "VariogramTestSupport.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <numbers>
#include <random>
#include <sstream>

#include "strata/io/AtomicFile.h"

namespace strata::variogram::testing {

std::string referencePath(const std::string& relative) { return std::string(STRATA_REFERENCE_DIR) + "/" + relative; }

GamvCase loadGamvCase(const std::string& name) {
    GamvCase c;
    c.parameters = readGamvParameters(referencePath("gslib/gamv_" + name + ".par"));
    c.parameters.dataFile = referencePath("gslib/" + c.parameters.dataFile);
    c.input = readGamvData(c.parameters);
    c.expectedOutput = io::readWholeFile(referencePath("gslib/gamv_" + name + ".out"));
    return c;
}

GamvCase loadExtraGamvCase(const std::string& folder) {
    const std::string dir = referencePath("gslib/extra/" + folder) + "/";
    GamvCase c;
    c.parameters = readGamvParameters(dir + "gamv.par");
    c.parameters.dataFile = dir + c.parameters.dataFile;
    c.input = readGamvData(c.parameters);
    c.expectedOutput = io::readWholeFile(dir + "expected.out");
    return c;
}

std::vector<FragileRow> loadFragileRows(const std::string& folder) {
    std::ifstream in(referencePath("gslib/extra/" + folder + "/fragile.csv"));
    std::vector<FragileRow> rows;
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        FragileRow r{};
        char comma;
        std::istringstream fields(line);
        if (fields >> r.variogram >> comma >> r.direction >> comma >> r.lag >> comma >> r.pairs) rows.push_back(r);
    }
    return rows;
}

void expectMatchesExtraGamvCase(const std::string& ours, const GamvCase& c, const std::string& folder) {
    const auto got = parseGamvRows(ours), ref = parseGamvRows(c.expectedOutput);
    ASSERT_EQ(got.size(), ref.size());
    const std::size_t lags = c.parameters.options.lags.count + 2;
    const std::size_t directions = c.parameters.options.directions.size();
    const std::vector<FragileRow> fragile = loadFragileRows(folder);
    auto tolerance = [](double e, double printedHalf) { return std::max(1e-4 * std::abs(e), 1e-6) + 2 * printedHalf; };
    for (std::size_t k = 0; k < ref.size(); ++k) {
        const int variogram = int(k / (directions * lags)) + 1, direction = int(k / lags % directions) + 1;
        const int lag = int(k % lags) + 1;
        SCOPED_TRACE("variogram " + std::to_string(variogram) + " direction " + std::to_string(direction) + " lag " +
                     std::to_string(lag));
        const auto f = std::find_if(fragile.begin(), fragile.end(), [&](const FragileRow& r) {
            return r.variogram == variogram && r.direction == direction && r.lag == lag;
        });
        if (f != fragile.end()) {
            EXPECT_LE(std::abs(double(got[k].pairs) - double(ref[k].pairs)), f->pairs);
            continue;
        }
        EXPECT_EQ(got[k].pairs, ref[k].pairs);
        EXPECT_NEAR(got[k].distance, ref[k].distance, tolerance(ref[k].distance, 5e-4));
        EXPECT_NEAR(got[k].value, ref[k].value, tolerance(ref[k].value, 5e-6));
        EXPECT_NEAR(got[k].tailMean, ref[k].tailMean, tolerance(ref[k].tailMean, 5e-6));
        EXPECT_NEAR(got[k].headMean, ref[k].headMean, tolerance(ref[k].headMean, 5e-6));
    }
}

std::vector<GamvRow> parseGamvRows(const std::string& text) {
    std::vector<GamvRow> rows;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        GamvRow r;
        if (!(fields >> r.lag >> r.distance >> r.value >> r.pairs >> r.tailMean >> r.headMean)) continue;
        rows.push_back(r);
    }
    return rows;
}

VariogramInput randomInput(std::size_t n, int nvar, bool threeD, std::uint32_t seed, double missingFraction) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> coordinate(0.0, 100.0), unit(0.0, 1.0);
    std::normal_distribution<double> normal(0.0, 1.0);
    VariogramInput in;
    for (std::size_t i = 0; i < n; ++i) {
        in.x.push_back(coordinate(rng));
        in.y.push_back(coordinate(rng));
        in.z.push_back(threeD ? 0.2 * coordinate(rng) : 0.0);
    }
    for (int v = 0; v < nvar; ++v) {
        std::vector<double> values(n);
        for (std::size_t i = 0; i < n; ++i) {
            // Positive, spatially smooth plus noise, so that every measure (logs, relative) is defined.
            const double trend = std::sin(in.x[i] / (13.0 + 5 * v)) + std::cos(in.y[i] / 17.0) + 0.05 * in.z[i];
            values[i] = std::exp(0.5 * trend + 0.3 * normal(rng)) * (1.0 + v);
            if (unit(rng) < missingFraction) values[i] = std::nan("");
        }
        in.names.push_back("v" + std::to_string(v + 1));
        in.variables.push_back(std::move(values));
    }
    return in;
}

std::vector<VariogramDirection> latticeTieDirections() {
    return {VariogramDirection::omni(), {0, 22.5, 1e21, 0, 90, 1e21},  {90, 22.5, 3, 0, 90, 1e21},
            {45, 0, 1e21, 0, 90, 1e21},   {0, 90, 1e21, 90, 10, 1e21}, {135, 45, 2, -45, 45, 1}};
}

VariogramInput latticeInput(int nx, int ny, int nz, std::uint32_t seed) {
    std::mt19937 rng(seed);
    std::normal_distribution<double> normal(0.0, 1.0);
    VariogramInput in;
    std::vector<double> values;
    // Shuffled so that file order and spatial order differ (gamv's orientation depends on file order).
    std::vector<int> cells(std::size_t(nx * ny * nz));
    for (std::size_t k = 0; k < cells.size(); ++k) cells[k] = int(k);
    std::shuffle(cells.begin(), cells.end(), rng);
    for (int cell : cells) {
        const int i = cell % nx, j = (cell / nx) % ny, k = cell / (nx * ny);
        in.x.push_back(0.5 + i);
        in.y.push_back(0.5 + j);
        in.z.push_back(k);
        values.push_back(std::sin(0.3 * i) + std::cos(0.2 * j) + 0.5 * normal(rng) + 3.0);
    }
    in.names.push_back("lattice");
    in.variables.push_back(std::move(values));
    return in;
}

VariogramInput anisotropicField(std::size_t n, double size, double azimuth, double major, double minor,
                                std::uint32_t seed) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> coordinate(0.0, size), phase(0.0, 2 * std::numbers::pi);
    std::normal_distribution<double> normal(0.0, std::sqrt(2.0));
    const double a = azimuth * std::numbers::pi / 180;
    const double ux = std::sin(a), uy = std::cos(a), vx = std::cos(a), vy = -std::sin(a);
    const int waves = 800;
    std::vector<double> wx(waves), wy(waves), ph(waves);
    for (int k = 0; k < waves; ++k) {
        const double s = normal(rng) / major, t = normal(rng) / minor;
        wx[k] = s * ux + t * vx;
        wy[k] = s * uy + t * vy;
        ph[k] = phase(rng);
    }
    VariogramInput in;
    std::vector<double> values;
    for (std::size_t i = 0; i < n; ++i) {
        const double x = coordinate(rng), y = coordinate(rng);
        double v = 0;
        for (int k = 0; k < waves; ++k) v += std::cos(wx[k] * x + wy[k] * y + ph[k]);
        in.x.push_back(x);
        in.y.push_back(y);
        in.z.push_back(0.0);
        values.push_back(v * std::sqrt(2.0 / waves));
    }
    in.names.push_back("field");
    in.variables.push_back(std::move(values));
    return in;
}

namespace {

struct Sums {
    double n = 0, dis = 0, gam = 0, hm = 0, tm = 0, hv = 0, tv = 0;
    void add(double h, double g, double tail, double head, double tailSq = 0, double headSq = 0) {
        n += 1;
        dis += h;
        gam += g;
        hm += tail;
        tm += head;
        hv += tailSq;
        tv += headSq;
    }
};

bool within(double v, double tmin, double tmax) { return !std::isnan(v) && v >= tmin && v < tmax; }

void addPairDouble(int type, bool omni, double vrh, double vrt, double vrtpr, double vrhpr, double tmin, double tmax,
                   double h, Sums& s) {
    auto bad = [&](double v) { return std::isnan(v) || v < tmin || v > tmax; };
    if (bad(vrt) || bad(vrh)) return;
    const bool pr = omni && within(vrtpr, tmin, tmax) && within(vrhpr, tmin, tmax);
    switch (type) {
        case 2:
            if (bad(vrtpr) || bad(vrhpr)) return;
            s.add(h, (vrhpr - vrh) * (vrt - vrtpr), 0.5 * (vrh + vrhpr), 0.5 * (vrt + vrtpr));
            return;
        case 3:
        case -3:
            s.add(h, vrh * vrt, vrh, vrt);
            if (pr) s.add(h, vrhpr * vrtpr, vrhpr, vrtpr);
            return;
        case 4:
        case -4:
            s.add(h, vrh * vrt, vrh, vrt, vrh * vrh, vrt * vrt);
            if (pr) s.add(h, vrhpr * vrtpr, vrhpr, vrtpr, vrhpr * vrhpr, vrtpr * vrtpr);
            return;
        case 6: {
            const double g = 2 * (vrt - vrh) / (vrt + vrh);
            s.add(h, g * g, vrh, vrt);
            if (pr) s.add(h, g * g, vrhpr, vrtpr);
            return;
        }
        case 7: {
            const double g = std::log(vrt) - std::log(vrh);
            s.add(h, g * g, vrh, vrt);
            if (pr) s.add(h, g * g, vrhpr, vrtpr);
            return;
        }
        case 8:
            s.add(h, std::abs(vrh - vrt), vrh, vrt);
            if (pr) s.add(h, std::abs(vrhpr - vrtpr), vrhpr, vrtpr);
            return;
        case 11:
            s.add(h, std::sqrt(std::abs(vrh - vrt)), vrh, vrt);
            if (pr) s.add(h, std::sqrt(std::abs(vrhpr - vrtpr)), vrhpr, vrtpr);
            return;
        default:
            s.add(h, (vrh - vrt) * (vrh - vrt), vrh, vrt);
            if (pr) s.add(h, (vrhpr - vrtpr) * (vrhpr - vrtpr), vrhpr, vrtpr);
            return;
    }
}

LagRow finish(const Sums& s, int type, bool omni, double sillTail, double sillHead, bool standardize, bool same) {
    LagRow r;
    if (s.n <= 0) return r;
    r.pairs = std::uint64_t(s.n);
    r.distance = s.dis / s.n;
    double gam = s.gam / s.n, hm = s.hm / s.n, tm = s.tm / s.n, hv = s.hv / s.n, tv = s.tv / s.n;
    const bool scale = standardize && same && sillTail > 0;
    if (scale && (type == 1 || type == 9 || type == 10)) gam /= sillTail;
    if (type == 1 || type == 2) gam *= 0.5;
    else if (std::abs(type) == 3) {
        gam -= hm * tm;
        if (type < 0) gam = std::sqrt(sillTail * sillHead) - gam;
    } else if (std::abs(type) == 4) {
        const double sh = std::sqrt(std::max(hv - hm * hm, 0.0)), st = std::sqrt(std::max(tv - tm * tm, 0.0));
        gam = sh * st < 1e-20 ? 0 : (gam - hm * tm) / (sh * st);
        if (type < 0) gam = 1 - gam;
        r.tailVariance = sh * sh;
        r.headVariance = st * st;
    } else if (type == 5) {
        const double m = 0.5 * (hm + tm);
        gam = m * m < 1e-20 ? 0 : gam / (m * m);
    } else if (type == 11) {
        const double pairs = omni ? s.n / 2 : s.n;
        gam = 0.5 * std::pow(gam, 4) / (0.457 + 0.494 / pairs);
        if (scale) gam /= sillTail;
    } else {
        gam *= 0.5;
    }
    r.value = gam;
    r.tailMean = hm;
    r.headMean = tm;
    return r;
}

}  // namespace

ExperimentalVariogram bruteForceVariogram(const VariogramInput& in, const ExperimentalVariogramOptions& o) {
    const double tmin = o.trimMin, tmax = o.trimMax;
    const std::size_t nvar = in.variables.size();
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < in.x.size(); ++i) {
        bool keep = false;
        for (std::size_t v = 0; v < nvar; ++v) keep = keep || within(in.variables[v][i], tmin, tmax);
        if (keep) rows.push_back(i);
    }
    std::vector<std::vector<double>> vars(nvar);
    std::vector<double> sills;
    for (std::size_t v = 0; v < nvar; ++v) {
        double n = 0, s = 0, ss = 0;
        for (std::size_t r : rows) {
            const double x = in.variables[v][r];
            vars[v].push_back(x);
            if (within(x, tmin, tmax)) {
                n += 1;
                s += x;
                ss += x * x;
            }
        }
        sills.push_back(n > 0 ? ss / n - (s / n) * (s / n) : -999);
    }
    std::vector<std::size_t> tails, heads;
    for (const auto& req : o.variograms) {
        const int t = int(req.type);
        if (t != 9 && t != 10) {
            tails.push_back(req.tail);
            heads.push_back(req.head);
            continue;
        }
        std::vector<double> ind;
        double ones = 0, total = 0;
        for (double x : vars[req.tail]) {
            if (std::isnan(x) || x <= tmin || x > tmax) {
                ind.push_back(std::nan(""));
                continue;
            }
            const double i = t == 9 ? (x < req.cutoff ? 0.0 : 1.0) : (std::lround(x) == std::lround(req.cutoff) ? 1.0 : 0.0);
            ind.push_back(i);
            ones += i;
            total += 1;
        }
        const double p = ones / std::max(total, 1.0);
        vars.push_back(std::move(ind));
        sills.push_back(p * (1 - p));
        tails.push_back(vars.size() - 1);
        heads.push_back(vars.size() - 1);
    }

    const int nrow = o.lags.count + 2;
    const double xlag = o.lags.separation, xltol = o.lags.tolerance <= 0 ? 0.5 * xlag : o.lags.tolerance;
    const double maxDistance = (o.lags.count + 0.5) * xlag;
    const double deg = std::numbers::pi / 180;
    std::vector<Sums> sums(o.directions.size() * o.variograms.size() * std::size_t(nrow));
    const std::size_t m = rows.size();
    for (std::size_t a = 0; a < m; ++a)
        for (std::size_t b = a; b < m; ++b) {
            const std::size_t i = rows[a], j = rows[b];
            const double dx = in.x[j] - in.x[i], dy = in.y[j] - in.y[i];
            const double dz = in.z.empty() ? 0.0 : in.z[j] - in.z[i];
            const double h = std::sqrt(dx * dx + dy * dy + dz * dz);
            if (h > maxDistance) continue;
            std::vector<int> lagRows;
            if (h <= 1e-20) {
                lagRows.push_back(0);
            } else {
                for (int k = 1; k < nrow; ++k)
                    if (h >= (k - 1) * xlag - xltol && h <= (k - 1) * xlag + xltol) lagRows.push_back(k);
            }
            if (lagRows.empty()) continue;
            for (std::size_t d = 0; d < o.directions.size(); ++d) {
                const auto& dir = o.directions[d];
                const double ux = std::sin(dir.azimuth * deg), uy = std::cos(dir.azimuth * deg);
                const double csatol = std::cos((dir.azimuthTolerance <= 0 ? 45 : dir.azimuthTolerance) * deg);
                const double uz = std::sin(dir.dip * deg), uh = std::cos(dir.dip * deg);
                const double csdtol = std::cos((dir.dipTolerance <= 0 ? 45 : dir.dipTolerance) * deg);
                double dxy = std::sqrt(dx * dx + dy * dy);
                const double dcazm = dxy < 1e-20 ? 1.0 : (dx * ux + dy * uy) / dxy;
                if (std::abs(dcazm) < csatol) continue;
                if (std::abs(ux * dy - uy * dx) > dir.horizontalBandwidth) continue;
                if (dcazm < 0) dxy = -dxy;
                double dcdec = 0;
                if (h > 1e-20) {
                    dcdec = (dxy * uh + dz * uz) / h;
                    if (std::abs(dcdec) < csdtol) continue;
                }
                if (std::abs(uh * dz - uz * dxy) > dir.verticalBandwidth) continue;
                const bool first = dcazm >= 0 && dcdec >= 0;
                for (std::size_t v = 0; v < o.variograms.size(); ++v) {
                    const auto& T = vars[tails[v]];
                    const auto& H = vars[heads[v]];
                    const double vrh = first ? T[a] : T[b], vrt = first ? H[b] : H[a];
                    const double vrtpr = first ? H[a] : H[b], vrhpr = first ? T[b] : T[a];
                    for (int k : lagRows) {
                        Sums& s = sums[(d * o.variograms.size() + v) * std::size_t(nrow) + std::size_t(k)];
                        addPairDouble(int(o.variograms[v].type), dir.omnidirectional(), vrh, vrt, vrtpr, vrhpr, tmin,
                                      tmax, h, s);
                    }
                }
            }
        }
    ExperimentalVariogram result;
    result.options = o;
    result.dataUsed = m;
    result.sills = sills;
    for (std::size_t d = 0; d < o.directions.size(); ++d)
        for (std::size_t v = 0; v < o.variograms.size(); ++v) {
            VariogramCurve c;
            c.direction = d;
            c.variogram = v;
            for (int k = 0; k < nrow; ++k)
                c.rows.push_back(finish(sums[(d * o.variograms.size() + v) * std::size_t(nrow) + std::size_t(k)],
                                        int(o.variograms[v].type), o.directions[d].omnidirectional(), sills[tails[v]],
                                        sills[heads[v]], o.standardizeSills, tails[v] == heads[v]));
            result.curves.push_back(std::move(c));
        }
    return result;
}

}  // namespace strata::variogram::testing
