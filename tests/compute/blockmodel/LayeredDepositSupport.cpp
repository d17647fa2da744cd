#include "LayeredDepositSupport.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <random>
#include <stdexcept>

namespace strata::blockmodel::test {

double LayeredDeposit::oreGrade(double x, double y, double z) {
    return 2 + 0.5 * std::sin(x / 30) * std::cos(y / 40) + 0.01 * (z - 70);
}

void LayeredDeposit::write(const std::string& folder) const {
    std::ofstream collar(folder + "/collar.csv"), lith(folder + "/lith.csv"), assay(folder + "/assay.csv");
    if (!collar || !lith || !assay) throw std::runtime_error("cannot write the deposit into " + folder);
    collar.precision(10);
    lith.precision(10);
    assay.precision(10);
    collar << "HOLEID,X,Y,Z,DEPTH\n";
    lith << "HOLEID,FROM,TO,LITH\n";
    assay << (withDensity ? "HOLEID,FROM,TO,AU,DENSITY\n" : "HOLEID,FROM,TO,AU\n");
    std::size_t sample = 0;
    std::mt19937 random(20261126);
    std::normal_distribution<double> noise(0.0, 1.0);
    for (int j = 0; j < holesPerSide; ++j)
        for (int i = 0; i < holesPerSide; ++i) {
            const double x = spacing * (i + 0.5), y = spacing * (j + 0.5);
            const std::string id = "H" + std::to_string(j * holesPerSide + i + 1);
            const double z0 = ground(x, y), depth = z0 - 40;
            const double ore = z0 - topOre(x, y), base = z0 - topBase(x, y);
            collar << id << ',' << x << ',' << y << ',' << z0 << ',' << depth << '\n';
            lith << id << ",0," << ore << ",COVER\n" << id << ',' << ore << ',' << base << ",ORE\n"
                 << id << ',' << base << ',' << depth << ",BASE\n";
            // 1 m assays inside each logged unit (broken at the contacts, as sampled core is).
            const double bounds[4] = {0, ore, base, depth};
            for (int unit = 0; unit < 3; ++unit)
                for (double from = bounds[unit]; from < bounds[unit + 1] - 1e-9; from += 1) {
                    const double to = std::min(from + 1, bounds[unit + 1]), z = z0 - 0.5 * (from + to);
                    const double grade = unit == 0   ? 1000 + 50 * noise(random)
                                         : unit == 1 ? oreGrade(x, y, z) + 0.2 * noise(random)
                                                     : 500 + 20 * noise(random);
                    assay << id << ',' << from << ',' << to << ',' << grade;
                    if (withDensity) {
                        assay << ',';
                        if (unit > 0 && ++sample % 4 != 0) assay << (unit == 1 ? kOreDensity : kBaseDensity);
                    }
                    assay << '\n';
                }
        }
}

BlockModelJob depositJob(const std::string& folder) {
    BlockModelJob j;
    j.collar = folder + "/collar.csv";
    j.intervals = folder + "/lith.csv";
    j.unitColumn = "LITH";
    j.order = {"COVER", "ORE", "BASE"};
    j.assays = folder + "/assay.csv";
    j.value = "AU";
    j.estimate = {"ORE", "BASE"};
    j.model = "0.05 nug + 0.95 sph(80,80,20)";
    j.blocks = GridSpec::parse("20,20,16:5,5,42.5:10,10,5");
    j.composite = 4;
    j.density = {{"ORE", 2.7}, {"BASE", 2.5}};
    j.output = folder + "/blocks.csv";
    j.report = folder + "/gt.csv";
    j.cutoffs = {0, 1.5, 2, 2.5};
    return j;
}

}  // namespace strata::blockmodel::test
