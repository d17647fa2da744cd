#pragma once
// A synthetic layered deposit with known answers, for the block model's tests and benchmark:
// vertical holes on a regular grid through three flat-lying units whose contacts are planes,
//   ground      z = 100 + 0.02 x
//   top of ORE  z =  90 - 0.05 x + 0.03 y
//   top of BASE z = top of ORE - (15 + 0.05 y)      (ORE is 15 to 15 + 0.05 y thick)
// logged as COVER, ORE and BASE, and 1 m assays down each hole to z = 40, broken at the
// contacts. Grades differ wildly between units (COVER about 1000, ORE about 2, BASE about 500),
// so that a grade leaking across a contact shows at once.
#include <string>

#include "strata/blockmodel/BlockModelJob.h"

namespace strata::blockmodel::test {

struct LayeredDeposit {
    int holesPerSide = 8;
    double spacing = 25;  // between holes; the first hole at (spacing / 2, spacing / 2)
    // A DENSITY column in the assays: ORE 2.9 and BASE 2.6 t/m^3 with every fourth value missing,
    // COVER's all missing.
    bool withDensity = false;
    static constexpr double kOreDensity = 2.9, kBaseDensity = 2.6;

    double extent() const noexcept { return holesPerSide * spacing; }
    static double ground(double x, double y) { return 100 + 0.02 * x + 0 * y; }
    static double topOre(double x, double y) { return 90 - 0.05 * x + 0.03 * y; }
    static double topBase(double x, double y) { return topOre(x, y) - (15 + 0.05 * y); }
    static double oreGrade(double x, double y, double z);
    // The volume of ORE over [0, extent]^2 (its thickness integrated).
    double oreVolume() const noexcept { return extent() * extent() * (15 + 0.05 * extent() / 2); }

    // Writes collar.csv, lith.csv and assay.csv into `folder`.
    void write(const std::string& folder) const;
};

// The job the tests start from: ORE and BASE estimated by ordinary kriging into 10 x 10 x 5 m
// parent blocks over the deposit written in `folder`, block CSV and report there.
BlockModelJob depositJob(const std::string& folder);

}  // namespace strata::blockmodel::test
