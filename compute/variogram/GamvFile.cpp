#include "strata/variogram/GamvFile.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/GslibParameterFile.h"

namespace strata::variogram {

namespace {

[[noreturn]] void badLine(const io::GslibParameterFile& par, const io::ParameterLine& line, const std::string& what) {
    throw ParseError(par.path(), line.fileLine(), 0, what);
}

// Fortran's Fw.d and Iw editing as gfortran writes them: right-justified, asterisks on overflow.
std::string fortranReal(double v, int width, int decimals) {
    char buffer[64];
    if (std::isnan(v)) {
        std::snprintf(buffer, sizeof buffer, "%*s", width, "NaN");
    } else if (std::isinf(v)) {
        const bool fits = width >= (v < 0 ? 9 : 8);
        std::snprintf(buffer, sizeof buffer, "%*s", width, v < 0 ? (fits ? "-Infinity" : "-Inf") : (fits ? "Infinity" : "Inf"));
    } else {
        std::snprintf(buffer, sizeof buffer, "%*.*f", width, decimals, v);
    }
    std::string s = buffer;
    return int(s.size()) > width ? std::string(std::size_t(width), '*') : s;
}

std::string fortranInteger(long long v, int width) {
    const std::string s = std::to_string(v);
    if (int(s.size()) > width) return std::string(std::size_t(width), '*');
    return std::string(std::size_t(width) - s.size(), ' ') + s;
}

// Fortran's A12: truncated or padded with blanks to 12 characters.
std::string a12(const std::string& s) {
    std::string t = s.substr(0, 12);
    t.resize(12, ' ');
    return t;
}

const char* gamvTitle(int type) {
    switch (std::abs(type)) {
        case 1: return "Semivariogram           ";
        case 2: return "Cross Semivariogram     ";
        case 3: return "Covariance              ";
        case 4: return "Correlogram             ";
        case 5: return "General Relative        ";
        case 6: return "Pairwise Relative       ";
        case 7: return "Variogram of Logarithms ";
        case 8: return "Semimadogram            ";
        case 9:
        case 10: return "Indicator 1/2 Variogram ";
        default: return "Cressie-Hawkins         ";
    }
}

}  // namespace

GamvParameters readGamvParameters(const std::string& path) {
    const io::GslibParameterFile par = io::GslibParameterFile::read(path);
    GamvParameters g;
    std::size_t k = 0;
    g.dataFile = par.line(k++).text(0, "data file");
    {
        const auto& line = par.line(k++);
        g.columnX = line.integer(0, "column for X");
        g.columnY = line.integer(1, "column for Y");
        g.columnZ = line.integer(2, "column for Z");
    }
    {
        const auto& line = par.line(k++);
        const int nvar = line.integer(0, "number of variables");
        if (nvar < 1) badLine(par, line, "number of variables must be >= 1 (got " + std::to_string(nvar) + ")");
        for (int v = 0; v < nvar; ++v) {
            const int column = line.integer(std::size_t(v + 1), "variable column");
            if (column < 1) badLine(par, line, "variable columns must be >= 1 (got " + std::to_string(column) + ")");
            g.variableColumns.push_back(column);
        }
    }
    auto& o = g.options;
    o.centroidOrigin = false;
    {
        const auto& line = par.line(k++);
        o.trimMin = line.number(0, "tmin");
        o.trimMax = line.number(1, "tmax");
        if (!(o.trimMin < o.trimMax)) badLine(par, line, "trimming limits must satisfy tmin < tmax");
    }
    g.outputFile = par.line(k++).text(0, "output file");
    {
        const auto& line = par.line(k++);
        o.lags.count = line.integer(0, "number of lags");
        if (o.lags.count < 1 || o.lags.count > LagClasses::kMaxCount)
            badLine(par, line,
                    "number of lags must be in 1.." + std::to_string(LagClasses::kMaxCount) + " (got " +
                        std::to_string(o.lags.count) + ")");
    }
    {
        const auto& line = par.line(k++);
        o.lags.separation = line.number(0, "lag separation distance");
        if (!(o.lags.separation > 0)) badLine(par, line, "lag separation distance must be > 0");
    }
    o.lags.tolerance = par.line(k++).number(0, "lag tolerance");
    const auto& ndirLine = par.line(k++);
    const int ndir = ndirLine.integer(0, "number of directions");
    if (ndir < 1) badLine(par, ndirLine, "number of directions must be >= 1 (got " + std::to_string(ndir) + ")");
    o.directions.clear();
    for (int d = 0; d < ndir; ++d) {
        const auto& line = par.line(k++);
        VariogramDirection dir;
        dir.azimuth = line.number(0, "azm");
        dir.azimuthTolerance = line.number(1, "atol");
        dir.horizontalBandwidth = line.number(2, "bandh");
        dir.dip = line.number(3, "dip");
        dir.dipTolerance = line.number(4, "dtol");
        dir.verticalBandwidth = line.number(5, "bandv");
        if (dir.horizontalBandwidth < 0) badLine(par, line, "horizontal bandwidth must be >= 0");
        if (dir.verticalBandwidth < 0) badLine(par, line, "vertical bandwidth must be >= 0");
        o.directions.push_back(dir);
    }
    {
        const auto& line = par.line(k++);
        const int isill = line.integer(0, "standardize sills");
        o.standardizeSills = isill == 1;
    }
    const auto& nvargLine = par.line(k++);
    const int nvarg = nvargLine.integer(0, "number of variograms");
    if (nvarg < 1) badLine(par, nvargLine, "number of variograms must be >= 1 (got " + std::to_string(nvarg) + ")");
    o.variograms.clear();
    const int nvar = int(g.variableColumns.size());
    for (int v = 0; v < nvarg; ++v) {
        const auto& line = par.line(k++);
        const int tail = line.integer(0, "tail variable"), head = line.integer(1, "head variable");
        const int type = line.integer(2, "variogram type");
        if (tail < 1 || tail > nvar || head < 1 || head > nvar)
            badLine(par, line, "tail and head variables must be in 1.." + std::to_string(nvar) + " (got " +
                                   std::to_string(tail) + " and " + std::to_string(head) + ")");
        if (!isVariogramType(type) || type == 11)
            badLine(par, line, "variogram type must be 1..10, -3 or -4 (got " + std::to_string(type) + ")");
        VariogramRequest r;
        r.tail = std::size_t(tail - 1);
        r.head = std::size_t(head - 1);
        r.type = VariogramType(type);
        if (type == 9 || type == 10) {
            r.cutoff = line.number(3, "indicator cutoff");
            if (o.trimMin > 0) badLine(par, line, "tmin > 0 interferes with indicator variograms");
            if (o.trimMax <= 1) badLine(par, line, "tmax <= 1 interferes with indicator variograms");
        }
        o.variograms.push_back(r);
    }
    return g;
}

VariogramInput readGamvData(const GamvParameters& g) {
    const io::GeoEasFile file = io::readGeoEas(g.dataFile);
    const int columns = int(file.names.size());
    auto check = [&](int column, const std::string& what) {
        if (column > columns)
            throw ValidationError("gamv", what,
                                  "column " + std::to_string(column) + " does not exist: " + g.dataFile + " has " +
                                      std::to_string(columns) + " columns");
    };
    check(g.columnX, "column for X");
    check(g.columnY, "column for Y");
    check(g.columnZ, "column for Z");
    for (int c : g.variableColumns) check(c, "variable column");
    VariogramInput input;
    const std::size_t n = file.rowCount();
    // gamv reads every number as a REAL.
    auto coordinate = [&](int column) {
        std::vector<double> v(n, 0.0);
        if (column > 0)
            for (std::size_t i = 0; i < n; ++i) v[i] = double(float(file.columns[std::size_t(column - 1)][i]));
        return v;
    };
    input.x = coordinate(g.columnX);
    input.y = coordinate(g.columnY);
    input.z = coordinate(g.columnZ);
    for (int c : g.variableColumns) {
        input.names.push_back(file.names[std::size_t(c - 1)]);
        std::vector<double> v(n);
        for (std::size_t i = 0; i < n; ++i) v[i] = double(float(file.columns[std::size_t(c - 1)][i]));
        input.variables.push_back(std::move(v));
    }
    return input;
}

std::string formatGamvOutput(const ExperimentalVariogram& result) {
    std::string out;
    const auto& o = result.options;
    for (std::size_t v = 0; v < o.variograms.size(); ++v) {
        const int type = int(o.variograms[v].type);
        for (std::size_t d = 0; d < o.directions.size(); ++d) {
            out += gamvTitle(type);
            out += "tail:" + a12(result.variableNames[result.tailVariable[v]]);
            out += " head:" + a12(result.variableNames[result.headVariable[v]]);
            out += "  direction " + fortranInteger(static_cast<long long>(d + 1), 2) + " \n";
            const auto& rows = result.curve(d, v).rows;
            for (std::size_t r = 0; r < rows.size(); ++r) {
                const LagRow& row = rows[r];
                out += ' ' + fortranInteger(static_cast<long long>(r + 1), 3) + ' ' + fortranReal(row.distance, 12, 3) + ' ' +
                       fortranReal(row.value, 12, 5) + ' ' + fortranInteger(static_cast<long long>(row.pairs), 8) + ' ' +
                       fortranReal(row.tailMean, 14, 5) + ' ' + fortranReal(row.headMean, 14, 5);
                if (std::abs(type) == 4)
                    out += ' ' + fortranReal(row.tailVariance, 14, 5) + ' ' + fortranReal(row.headVariance, 14, 5);
                out += '\n';
            }
        }
    }
    return out;
}

void writeGamvOutput(const std::string& path, const ExperimentalVariogram& result) {
    io::writeFileAtomically(path, formatGamvOutput(result));
}

}  // namespace strata::variogram
