#pragma once
// A direct double-precision transcription of GSLIB 2.0 kt3d's estimation loop (kt3d.for,
// cova3.for, setrot.for, sqdist.for, srchsupr.for): brute-force search instead of super blocks
// (the same data in the same order wherever distances differ), Eigen's pivoted LU instead of
// ktsol. Independent of Strata's engine: the property tests compare strata-cli's kt3d with it,
// so that no structure type, angle convention or search rule can drift from kt3d's code.
#include <array>
#include <string>
#include <vector>

namespace strata::kriging::test {

struct Kt3dStructure {
    int it = 1;  // 1 sph, 2 exp, 3 gau, 4 power, 5 hole effect
    double cc = 1, ang1 = 0, ang2 = 0, ang3 = 0, aHmax = 1, aHmin = 1, aVert = 1;
};

struct Kt3dCase {
    // Data (after trimming); dh = -99 when the file has no drillhole column, as kt3d.
    std::vector<double> x, y, z, vr, dh;
    int option = 0;  // 0 grid, 1 cross-validation (targets: the data themselves)
    int nx = 1, ny = 1, nz = 1;
    double xmn = 0, ymn = 0, zmn = 0, xsiz = 1, ysiz = 1, zsiz = 1;
    int nxdis = 1, nydis = 1, nzdis = 1;
    int ndmin = 1, ndmax = 16, noct = 0;
    double radius = 1, radius1 = 1, radius2 = 1, sang1 = 0, sang2 = 0, sang3 = 0;
    int ktype = 1;  // 0 SK, 1 OK/KT
    double skmean = 0;
    std::array<int, 9> idrif{};
    double c0 = 0;
    std::vector<Kt3dStructure> structures;
};

struct Kt3dEstimate {
    bool estimated = false;
    double est = 0, var = 0;
    int used = 0;
};

// One result per grid node (x fastest) or per datum (option 1).
std::vector<Kt3dEstimate> runKt3dTranscription(const Kt3dCase& c);

// Writes the case as a GeoEAS data file and a kt3d parameter file (GSLIB 2.0's layout, columns
// DH, X, Y, Z, var, sec) in `folder`; the output goes to folder/out.dat. Returns the .par path.
std::string writeKt3dCase(const Kt3dCase& c, const std::string& folder);

}  // namespace strata::kriging::test
