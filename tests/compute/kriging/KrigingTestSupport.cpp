#include "KrigingTestSupport.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <random>
#include <sstream>

#include "strata/core/Strings.h"
#include "strata/io/GeoEasReader.h"

namespace strata::kriging::test {

std::string referencePath(const std::string& relative) { return std::string(STRATA_REFERENCE_DIR) + "/" + relative; }

KrigingData clusterData() {
    const io::GeoEasFile f = io::readGeoEas(referencePath("gslib/cluster.dat"));
    KrigingData d;
    d.x = f.columns[0];
    d.y = f.columns[1];
    d.z.assign(d.x.size(), 0.5);
    d.names = {"Primary"};
    d.values = {f.columns[2]};
    return d;
}

KrigingOptions clusterOptions(KrigingType type) {
    KrigingOptions o;
    o.type = type;
    o.mean = 4.350428571;
    o.model = variogram::VariogramModel::parse("0.2 nug + 0.8 sph(10)");
    o.search.radius = 25;
    o.search.ndmin = 4;
    o.search.ndmax = 16;
    return o;
}

KrigingTargets clusterGrid() {
    KrigingTargets t;
    t.grid = GridSpec::parse("50,50,1:0.5,0.5,0.5:1,1,1");
    return t;
}

std::map<std::string, std::vector<double>> readCsv(const std::string& path) {
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    std::vector<std::string> names;
    for (auto& n : split(line, ',')) {
        std::string s = n;
        s.erase(std::remove(s.begin(), s.end(), '"'), s.end());
        names.push_back(std::string(trim(s)));
    }
    std::map<std::string, std::vector<double>> columns;
    while (std::getline(in, line)) {
        if (trim(line).empty()) continue;
        const auto parts = split(line, ',');
        for (std::size_t k = 0; k < names.size() && k < parts.size(); ++k) {
            double v = std::nan("");
            parseDouble(trim(parts[k]), v);
            columns[names[k]].push_back(v);
        }
    }
    return columns;
}

std::vector<bool> tieNodes(const KrigingData& data, const KrigingTargets& targets, int ndmax, double radius) {
    std::vector<bool> tie(targets.size(), false);
    std::vector<double> d;
    for (std::size_t t = 0; t < targets.size(); ++t) {
        d.clear();
        for (std::size_t i = 0; i < data.size(); ++i) {
            const double dx = data.x[i] - targets.xAt(t), dy = data.y[i] - targets.yAt(t);
            const double h = std::sqrt(dx * dx + dy * dy);
            if (h <= radius) d.push_back(h);
        }
        std::sort(d.begin(), d.end());
        if (int(d.size()) > ndmax && std::abs(d[std::size_t(ndmax)] - d[std::size_t(ndmax - 1)]) < 1e-9) tie[t] = true;
    }
    return tie;
}

std::string backendName(const ::testing::TestParamInfo<Backend>& p) { return toString(p.param); }

jobs::JobContext context(Backend backend) {
    jobs::JobContext c;
    c.backend = backend;
    return c;
}

KrigingData randomData(std::size_t n, double extent, bool threeD, unsigned seed) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(0, extent);
    std::normal_distribution<double> noise(0, 0.1);
    KrigingData d;
    d.names = {"v"};
    d.values.resize(1);
    for (std::size_t i = 0; i < n; ++i) {
        d.x.push_back(u(rng));
        d.y.push_back(u(rng));
        if (threeD) d.z.push_back(u(rng) * 0.2);
        const double zc = threeD ? d.z.back() : 0.0;
        d.values[0].push_back(std::sin(d.x.back() / extent * 6.0) + std::cos(d.y.back() / extent * 4.0) + 0.5 * zc / extent +
                              noise(rng));
    }
    return d;
}

KrigingData collinearData() {
    KrigingData data;
    data.names = {"v"};
    data.values.resize(1);
    for (int i = 0; i < 40; ++i) {
        data.x.push_back(2.5 * i);
        data.y.push_back(0);
        data.values[0].push_back(std::sin(i * 0.3) + 0.02 * i);
    }
    return data;
}

}  // namespace strata::kriging::test
