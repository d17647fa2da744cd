// sgsim's parameter file, line by line as sgsim's readparm reads it.
#include <algorithm>
#include <filesystem>

#include "strata/core/Error.h"
#include "strata/io/GslibParameterFile.h"
#include "strata/simulation/SgsimJob.h"
#include "TailParameterLines.h"

namespace strata::simulation {

namespace {
int flag(const io::ParameterLine& l, const char* what, const std::string& path) {
    const int v = l.integer(0, what);
    if (v != 0 && v != 1) throw ParseError(path, l.fileLine(), 1, std::string(what) + " must be 0 or 1");
    return v;
}

// The search (lines of ndmin/ndmax to the covariance table) into the simulation options.
void readSearch(const io::GslibParameterFile& par, std::size_t& i, SequentialGaussianOptions& o) {
    const std::string& path = par.path();
    kriging::SearchNeighbourhood& s = o.search;
    {
        const auto& l = par.line(i++);
        s.ndmin = l.integer(0, "ndmin");
        s.ndmax = l.integer(1, "ndmax");
        if (s.ndmin < 0 || s.ndmax < 0) throw ParseError(path, l.fileLine(), 1, "ndmin and ndmax must be >= 0");
    }
    {
        const auto& l = par.line(i++);
        o.nodmax = l.integer(0, "nodmax");
        if (o.nodmax < 0) throw ParseError(path, l.fileLine(), 1, "the number of simulated nodes must be >= 0");
    }
    o.assignDataToNodes = flag(par.line(i++), "the flag to assign data to nodes", path) == 1;
    // sgsim sets ndmax to 0 when the data are on the nodes; ndmax is then not used.
    if (o.assignDataToNodes) s.ndmax = std::max(s.ndmax, 1);
    {
        const auto& l = par.line(i++);
        const int mults = flag(l, "the multiple grid search flag", path);
        const int nmult = l.integer(1, "number of multiple grid refinements");
        if (nmult < 0) throw ParseError(path, l.fileLine(), 1, "the number of multiple grids must be >= 0");
        o.multigridLevels = mults == 1 ? nmult : 0;
    }
    {
        const auto& l = par.line(i++);
        s.maxPerOctant = l.integer(0, "maximum data per octant");
        if (s.maxPerOctant < 0) throw ParseError(path, l.fileLine(), 1, "the maximum per octant must be >= 0");
    }
    {
        const auto& l = par.line(i++);
        s.radius = l.number(0, "hmax");
        s.radiusMinor = l.number(1, "hmin");
        s.radiusVertical = l.number(2, "vert");
        if (!(s.radius > 0 && s.radiusMinor > 0 && s.radiusVertical > 0))
            throw ParseError(path, l.fileLine(), 1, "the search radii must be greater than zero");
    }
    {
        const auto& l = par.line(i++);
        s.ang1 = l.number(0, "sang1");
        s.ang2 = l.number(1, "sang2");
        s.ang3 = l.number(2, "sang3");
    }
    {
        const auto& l = par.line(i++);
        for (std::size_t k = 0; k < 3; ++k) {
            o.covarianceTable[k] = l.integer(k, "covariance table size");
            if (o.covarianceTable[k] < 1 || o.covarianceTable[k] > 1001)
                throw ParseError(path, l.fileLine(), 1, "each covariance table size must be in 1..1001");
        }
    }
}

void readModel(const io::GslibParameterFile& par, std::size_t& i, variogram::VariogramModel& model) {
    const std::string& path = par.path();
    const auto& head = par.line(i++);
    const int nst = head.integer(0, "nst");
    if (nst < 1 || nst > 4) throw ParseError(path, head.fileLine(), 1, "nst must be 1..4 (sgsim's MAXNST)");
    model.nugget = head.number(1, "nugget c0");
    for (int s = 0; s < nst; ++s) {
        const auto& a = par.line(i++);
        const auto& b = par.line(i++);
        const int it = a.integer(0, "it");
        if (it == 4) throw ParseError(path, a.fileLine(), 1, "sgsim does not allow a power model (it = 4)");
        model.structures.push_back(variogram::structureFromGslib(
            it, a.number(1, "cc"), a.number(2, "ang1"), a.number(3, "ang2"), a.number(4, "ang3"), b.number(0, "a_hmax"),
            b.number(1, "a_hmin"), b.number(2, "a_vert"), path + ":" + std::to_string(a.fileLine())));
    }
}
}  // namespace

SgsimJob readSgsimParameters(const std::string& path) {
    const io::GslibParameterFile par = io::GslibParameterFile::read(path);
    SgsimJob job;
    std::size_t i = 0;
    // sgsim simulates without conditioning data when its data file does not exist.
    const auto& dataLine = par.line(i++);
    job.dataFile = dataLine.text(0, "data file");
    const bool noData = !std::filesystem::exists(job.dataFile);
    {
        const auto& l = par.line(i++);
        job.columnX = l.integer(0, "x column");
        job.columnY = l.integer(1, "y column");
        job.columnZ = l.integer(2, "z column");
        job.columnValue = l.integer(3, "variable column");
        job.columnWeight = l.integer(4, "weight column");
        const int secondary = l.integer(5, "secondary variable column");
        if (job.columnX < 0 || job.columnY < 0 || job.columnZ < 0 || job.columnWeight < 0 || secondary < 0)
            throw ParseError(path, l.fileLine(), 1, "columns must be >= 0");
        // Without a data file sgsim reads the columns and uses none of them.
        if (noData) job.columnValue = std::max(job.columnValue, 1);
        if (job.columnValue < 1) throw ParseError(path, l.fileLine(), 1, "the variable column must be >= 1");
    }
    {
        const auto& l = par.line(i++);
        job.trimMin = l.number(0, "tmin");
        job.trimMax = l.number(1, "tmax");
    }
    job.transform = flag(par.line(i++), "the transformation flag", path) == 1;
    job.tableFile = par.line(i++).text(0, "transformation table file");
    const bool smooth = flag(par.line(i++), "the reference distribution flag", path) == 1;
    const std::string reference = par.line(i++).text(0, "file with the reference distribution");
    {
        const auto& l = par.line(i++);
        job.referenceColumn = l.integer(0, "reference variable column");
        job.referenceWeightColumn = l.integer(1, "reference weight column");
    }
    if (smooth && job.transform) job.referenceFile = reference;
    if (noData && job.transform && !smooth)
        throw ParseError(path, dataLine.fileLine(), 1,
                         "the data file '" + job.dataFile +
                             "' does not exist: sgsim then simulates without data, but its transform needs the data "
                             "or a reference distribution");
    if (noData) job.dataFile.clear();
    job.tails = readTailLines(par, i, path);
    par.line(i++).integer(0, "debugging level");
    par.line(i++).text(0, "debugging file");
    job.outputFile = par.line(i++).text(0, "output file");
    {
        const auto& l = par.line(i++);
        job.realisations = l.integer(0, "number of realizations");
        if (job.realisations < 1) throw ParseError(path, l.fileLine(), 1, "the number of realizations must be >= 1");
    }
    SequentialGaussianOptions& o = job.simulation;
    o.grid = par.grid(i);
    i += 3;
    {
        const auto& l = par.line(i++);
        o.seed = l.integer(0, "random number seed");
        if (o.seed < 1) throw ParseError(path, l.fileLine(), 1, "the random number seed must be >= 1");
    }
    readSearch(par, i, o);
    {
        const auto& l = par.line(i++);
        const int ktype = l.integer(0, "ktype");
        if (ktype < 0 || ktype > 4)
            throw ParseError(path, l.fileLine(), 1, "ktype must be 0 (SK), 1 (OK), 2 (LVM), 3 (EXDR) or 4 (COLC)");
        if (ktype > 1)
            throw ParseError(path, l.fileLine(), 1,
                             "ktype " + std::to_string(ktype) +
                                 " (locally varying mean, external drift, collocated cokriging) is not supported yet: "
                                 "use 0 (SK) or 1 (OK)");
        o.kriging = ktype == 0 ? SimulationKriging::Simple : SimulationKriging::Ordinary;
    }
    par.line(i++).text(0, "file with the secondary variable");
    par.line(i++).integer(0, "column of the secondary variable");
    readModel(par, i, o.model);
    job.validate();
    return job;
}

}  // namespace strata::simulation
