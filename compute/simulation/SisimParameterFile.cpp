#include <algorithm>
#include <filesystem>
#include <vector>

#include "IndicatorModelLines.h"
#include "strata/core/Error.h"
#include "strata/io/GslibParameterFile.h"
#include "strata/simulation/SisimJob.h"

// sisim's parameter file, line by line as sisim reads it.
namespace strata::simulation {

namespace {
// GSLIB's MAXNST: sisim stops beyond four structures.
constexpr int kMaxStructures = 4;

using Line = io::ParameterLine;

std::vector<double> numbers(const Line& l, std::size_t n, const char* what) {
    std::vector<double> v;
    for (std::size_t k = 0; k < n; ++k) v.push_back(l.number(k, what));
    return v;
}

int choiceOf(const Line& l, const std::string& path, const char* what, int low, int high) {
    const int v = l.integer(0, what);
    if (v < low || v > high)
        throw ParseError(path, l.fileLine(), 1,
                         std::string(what) + " must be in " + std::to_string(low) + ".." + std::to_string(high) +
                             " (got " + std::to_string(v) + ")");
    return v;
}

void readIndicatorLines(const io::GslibParameterFile& par, std::size_t& i, SisimJob& job, const std::string& path) {
    SequentialIndicatorOptions& o = job.simulation;
    o.kind = choiceOf(par.line(i++), path, "the variable type (1 continuous, 0 categorical)", 0, 1) == 1
                 ? IndicatorKind::Continuous
                 : IndicatorKind::Categorical;
    const int ncut =
        choiceOf(par.line(i++), path, "the number of thresholds / categories", 1, int(kMaxIndicatorCutoffs));
    const Line& cutoffs = par.line(i++);
    o.cutoffs = numbers(cutoffs, std::size_t(ncut), "threshold / category");
    if (const std::string why = cutoffsProblem(o.kind, o.cutoffs); !why.empty())
        throw ParseError(path, cutoffs.fileLine(), 1, why);
    const Line& global = par.line(i++);
    o.globalProbabilities = numbers(global, std::size_t(ncut), "global cdf / pdf");
    if (const std::string why = probabilitiesProblem(o.kind, o.globalProbabilities); !why.empty())
        throw ParseError(path, global.fileLine(), 1, why);
}

void readDataLines(const io::GslibParameterFile& par, std::size_t& i, SisimJob& job, const std::string& path) {
    const std::string data = par.line(i++).text(0, "data file");
    // sisim simulates unconditionally when the data file does not exist.
    if (std::filesystem::exists(data)) job.dataFile = data;
    {
        const Line& l = par.line(i++);
        job.columnX = l.integer(0, "x column");
        job.columnY = l.integer(1, "y column");
        job.columnZ = l.integer(2, "z column");
        job.columnValue = l.integer(3, "variable column");
    }
    const Line& soft = par.line(i++);
    if (std::filesystem::exists(soft.text(0, "soft data file")))
        throw ParseError(path, soft.fileLine(), 1,
                         "soft indicator data (and with them the Markov-Bayes option) are not supported yet: name a "
                         "file that does not exist to simulate with the hard data only");
    i += 3;  // the soft data's columns, the Markov-Bayes flag and its B(z) values: sisim skips them then
    const Line& trim = par.line(i++);
    job.trimMin = trim.number(0, "tmin");
    job.trimMax = trim.number(1, "tmax");
}

void readTailLines(const io::GslibParameterFile& par, std::size_t& i, SisimJob& job, const std::string& path) {
    CcdfTails& t = job.simulation.tails;
    const Line& limits = par.line(i++);
    t.zmin = limits.number(0, "zmin");
    t.zmax = limits.number(1, "zmax");
    const auto part = [&](const char* what, int last, CcdfInterpolation& option, double& parameter) {
        const Line& l = par.line(i++);
        option = CcdfInterpolation(choiceOf(l, path, what, 1, last));
        parameter = l.number(1, "its parameter");
        if ((option == CcdfInterpolation::Power || option == CcdfInterpolation::Hyperbolic) && !(parameter > 0))
            throw ParseError(path, l.fileLine(), 2, std::string(what) + ": the parameter must be greater than zero");
    };
    part("the lower tail option", 3, t.lower, t.lowerParameter);
    part("the middle option", 3, t.middle, t.middleParameter);
    part("the upper tail option", 4, t.upper, t.upperParameter);
    const Line& tableLine = par.line(i++);
    const std::string table = tableLine.text(0, "file with tabulated values");
    const Line& columns = par.line(i++);
    if (t.needsTable() && job.simulation.kind == IndicatorKind::Continuous) {
        job.tabulatedFile = table;
        job.tabulatedColumn = columns.integer(0, "tabulated variable column");
        job.tabulatedWeightColumn = columns.integer(1, "tabulated weight column");
        if (!std::filesystem::exists(table))
            throw ParseError(path, tableLine.fileLine(), 1,
                             "the file with tabulated values '" + table + "' does not exist");
    }
}

void readOutputLines(const io::GslibParameterFile& par, std::size_t& i, SisimJob& job, const std::string& path) {
    par.line(i++).integer(0, "debugging level");  // read, not used
    par.line(i++).text(0, "debugging file");
    job.outputFile = par.line(i++).text(0, "output file");
    const Line& nsim = par.line(i++);
    job.realisations = nsim.integer(0, "number of realizations");
    if (job.realisations < 1) throw ParseError(path, nsim.fileLine(), 1, "the number of realizations must be >= 1");
    job.simulation.grid = par.grid(i);
    i += 3;
    job.simulation.seed = par.line(i++).integer(0, "random number seed");
}

void readSearchLines(const io::GslibParameterFile& par, std::size_t& i, SisimJob& job, const std::string& path) {
    SequentialIndicatorOptions& o = job.simulation;
    kriging::SearchNeighbourhood& s = o.search;
    s.ndmin = 0;
    s.ndmax = par.line(i++).integer(0, "ndmax");
    o.nodmax = par.line(i++).integer(0, "maximum previous nodes");
    par.line(i++).integer(0, "maximum soft indicator nodes");  // no soft data: not used
    o.assignDataToNodes = choiceOf(par.line(i++), path, "assign data to nodes", 0, 1) == 1;
    {
        const Line& l = par.line(i++);
        const int mults = choiceOf(l, path, "the multiple grid search flag", 0, 1);
        const int levels = l.integer(1, "number of multiple grids");
        o.multigridLevels = mults == 1 ? std::max(levels, 0) : 0;
    }
    s.maxPerOctant = par.line(i++).integer(0, "maximum per octant");
    {
        const Line& l = par.line(i++);
        s.radius = l.number(0, "radius");
        s.radiusMinor = l.number(1, "radius1");
        s.radiusVertical = l.number(2, "radius2");
        if (!(s.radius > 0) || !(s.radiusMinor > 0) || !(s.radiusVertical > 0))
            throw ParseError(path, l.fileLine(), 1, "the search radii must be greater than zero");
    }
    {
        const Line& l = par.line(i++);
        s.ang1 = l.number(0, "sang1");
        s.ang2 = l.number(1, "sang2");
        s.ang3 = l.number(2, "sang3");
    }
    {
        const Line& l = par.line(i++);
        for (std::size_t k = 0; k < 3; ++k) o.covarianceTable[k] = l.integer(k, "size of the covariance lookup table");
    }
    {
        const Line& l = par.line(i++);
        job.medianIk = choiceOf(l, path, "the median IK flag (0 full IK, 1 median IK)", 0, 1) == 1;
        job.medianCutoff = l.number(1, "median IK threshold");
    }
    o.ordinary = choiceOf(par.line(i++), path, "ktype (0 SK, 1 OK)", 0, 1) == 1;
}

void readModels(const io::GslibParameterFile& par, std::size_t& i, SisimJob& job, const std::string& path) {
    for (std::size_t k = 0; k < job.simulation.cutoffs.size(); ++k) {
        const Line& head = par.line(i);
        if (head.integer(0, "nst") > kMaxStructures)
            throw ParseError(path, head.fileLine(), 1, "sisim allows at most 4 structures (nst)");
        job.simulation.models.push_back(readIndicatorModel(par, i, path, "sisim"));
    }
}
}  // namespace

SisimJob readSisimParameters(const std::string& path) {
    const io::GslibParameterFile par = io::GslibParameterFile::read(path);
    SisimJob job;
    std::size_t i = 0;
    readIndicatorLines(par, i, job, path);
    readDataLines(par, i, job, path);
    readTailLines(par, i, job, path);
    readOutputLines(par, i, job, path);
    readSearchLines(par, i, job, path);
    readModels(par, i, job, path);
    job.validate();
    return job;
}

}  // namespace strata::simulation
