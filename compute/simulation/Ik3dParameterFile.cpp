#include "strata/simulation/Ik3dJob.h"

#include <filesystem>
#include <vector>

#include "IndicatorModelLines.h"
#include "strata/core/Error.h"
#include "strata/io/GslibParameterFile.h"

// ik3d's parameter file, line by line as ik3d reads it.
namespace strata::simulation {

namespace {
std::vector<double> numbers(const io::ParameterLine& l, std::size_t n, const char* what) {
    std::vector<double> v;
    for (std::size_t k = 0; k < n; ++k) v.push_back(l.number(k, what));
    return v;
}

void readHeadLines(const io::GslibParameterFile& par, std::size_t& i, Ik3dJob& job, const std::string& path) {
    {
        const auto& l = par.line(i++);
        const int ivtype = l.integer(0, "variable type");
        if (ivtype != 0 && ivtype != 1) throw ParseError(path, l.fileLine(), 1, "the variable type must be 1 (continuous) or 0 (categorical)");
        job.continuous = ivtype == 1;
    }
    {
        const auto& l = par.line(i++);
        job.option = l.integer(0, "option (0=grid, 1=cross, 2=jackknife)");
        if (job.option < 0 || job.option > 2) throw ParseError(path, l.fileLine(), 1, "the option must be 0 (grid), 1 (cross) or 2 (jackknife)");
    }
    job.jackknifeFile = par.line(i++).text(0, "jackknife file");
    {
        const auto& l = par.line(i++);
        job.jackX = l.integer(0, "jackknife x column");
        job.jackY = l.integer(1, "jackknife y column");
        job.jackZ = l.integer(2, "jackknife z column");
        job.jackValue = l.integer(3, "jackknife variable column");
    }
    int ncut;
    {
        const auto& l = par.line(i++);
        ncut = l.integer(0, "number of thresholds / categories");
        if (ncut < 1) throw ParseError(path, l.fileLine(), 1, "the number of thresholds / categories must be at least 1");
    }
    job.cutoffs = numbers(par.line(i++), std::size_t(ncut), "threshold / category");
    job.globalProbabilities = numbers(par.line(i++), std::size_t(ncut), "global cdf / pdf");
}

void readDataLines(const io::GslibParameterFile& par, std::size_t& i, Ik3dJob& job) {
    job.dataFile = par.line(i++).text(0, "data file");
    {
        const auto& l = par.line(i++);
        job.columnDrillhole = l.integer(0, "drillhole column");
        job.columnX = l.integer(1, "x column");
        job.columnY = l.integer(2, "y column");
        job.columnZ = l.integer(3, "z column");
        job.columnValue = l.integer(4, "variable column");
    }
    const std::string soft = par.line(i++).text(0, "soft data file");
    const auto& columns = par.line(i++);
    // ik3d reads the soft data's columns only when the file exists; a missing file means none.
    if (std::filesystem::exists(soft)) {
        job.softFile = soft;
        job.softX = columns.integer(0, "soft x column");
        job.softY = columns.integer(1, "soft y column");
        job.softZ = columns.integer(2, "soft z column");
        for (std::size_t k = 0; k < job.cutoffs.size(); ++k) job.softColumns.push_back(columns.integer(3 + k, "soft indicator column"));
    }
    {
        const auto& l = par.line(i++);
        job.trimMin = l.number(0, "tmin");
        job.trimMax = l.number(1, "tmax");
    }
    job.debugLevel = par.line(i++).integer(0, "debugging level");
    job.debugFile = par.line(i++).text(0, "debugging file");
    job.outputFile = par.line(i++).text(0, "output file");
}

void readSearchLines(const io::GslibParameterFile& par, std::size_t& i, Ik3dJob& job, const std::string& path) {
    job.grid = par.grid(i);
    i += 3;
    kriging::SearchNeighbourhood& s = job.search;
    {
        const auto& l = par.line(i++);
        s.ndmin = l.integer(0, "ndmin");
        s.ndmax = l.integer(1, "ndmax");
    }
    {
        const auto& l = par.line(i++);
        s.radius = l.number(0, "radius");
        s.radiusMinor = l.number(1, "radius1");
        s.radiusVertical = l.number(2, "radius2");
        if (!(s.radius >= 1.0e-5)) throw ParseError(path, l.fileLine(), 1, "radius must be greater than zero");
    }
    {
        const auto& l = par.line(i++);
        s.ang1 = l.number(0, "sang1");
        s.ang2 = l.number(1, "sang2");
        s.ang3 = l.number(2, "sang3");
    }
    s.maxPerOctant = par.line(i++).integer(0, "max per octant");
    {
        const auto& l = par.line(i++);
        const int mik = l.integer(0, "median IK flag");
        if (mik != 0 && mik != 1) throw ParseError(path, l.fileLine(), 1, "the median IK flag must be 0 (full IK) or 1 (median IK)");
        job.medianIk = mik == 1;
        job.medianCutoff = l.number(1, "median IK threshold");
    }
    {
        const auto& l = par.line(i++);
        const int ktype = l.integer(0, "ktype");
        if (ktype != 0 && ktype != 1) throw ParseError(path, l.fileLine(), 1, "ktype must be 0 (SK) or 1 (OK)");
        job.ordinary = ktype == 1;
    }
}
}  // namespace

Ik3dJob readIk3dParameters(const std::string& path) {
    const io::GslibParameterFile par = io::GslibParameterFile::read(path);
    Ik3dJob job;
    std::size_t i = 0;
    readHeadLines(par, i, job, path);
    readDataLines(par, i, job);
    readSearchLines(par, i, job, path);
    for (std::size_t k = 0; k < job.cutoffs.size(); ++k) job.models.push_back(readIndicatorModel(par, i, path, "ik3d"));
    job.validate();
    return job;
}

}  // namespace strata::simulation
