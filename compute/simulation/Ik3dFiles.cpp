#include "Ik3dFiles.h"

#include <cmath>
#include <cstdio>

#include "strata/io/GslibDataText.h"

namespace strata::simulation {

namespace {
constexpr double kUnestimated = -9.9999;  // ik3d's UNEST
constexpr std::size_t kValuesPerLine = 30;  // ik3d's format (30(f8.4))

std::string integer(long long value, int width) {
    char text[32];
    std::snprintf(text, sizeof text, "%*lld", width, value);
    return text;
}

// One target's line(s) as format (30(f8.4)) writes them: a new record every 30 values.
void appendValues(std::string& out, const std::vector<double>& values) {
    for (std::size_t k = 0; k < values.size(); ++k) {
        out += io::fortranFixed(std::isnan(values[k]) ? kUnestimated : values[k], 8, 4);
        if ((k + 1) % kValuesPerLine == 0 || k + 1 == values.size()) out += '\n';
    }
}

int gslibTypeCode(variogram::StructureType type) {
    using variogram::StructureType;
    switch (type) {
    case StructureType::Spherical: return 1;
    case StructureType::Exponential: return 2;
    case StructureType::Gaussian: return 3;
    case StructureType::Power: return 4;
    case StructureType::HoleEffect: return 5;
    default: return 0;  // not a GSLIB structure (refused before any work)
    }
}

void appendModel(std::string& out, const Ik3dDebugContent& c, std::size_t k) {
    const bool categorical = c.kind == IndicatorKind::Categorical;
    const variogram::VariogramModel& m = c.models[k];
    out += categorical ? "\n Category  number " : "\n Threshold number ";
    out += integer((long long)(k + 1), 2) + " = " + io::fortranFixed(c.cutoffs[k], 12, 3) + "\n";
    out += "           global prob value = " + io::fortranFixed(c.globalProbabilities[k], 8, 4) + "\n";
    out += "           number of structures = " + integer((long long)m.structures.size(), 3) + "\n";
    out += "           nugget effect        = " + io::fortranFixed(m.nugget, 8, 4) + "\n";
    for (std::size_t s = 0; s < m.structures.size(); ++s) {
        const variogram::Structure& st = m.structures[s];
        out += "           type of structure " + integer((long long)(s + 1), 3) + " = " +
               integer(gslibTypeCode(st.type), 3) + "\n";
        out += "           aa parameter         = " + io::fortranFixed(st.range, 12, 4) + "\n";
        out += "           cc parameter         = " + io::fortranFixed(st.sill, 12, 4) + "\n";
        out += "           ang1, ang2, ang3     = " + io::fortranFixed(st.anisotropy.ang1, 6, 2) +
               io::fortranFixed(st.anisotropy.ang2, 6, 2) + io::fortranFixed(st.anisotropy.ang3, 6, 2) + "\n";
        out += "           anis1, anis2         = " + io::fortranFixed(st.anisotropy.ratio1, 12, 4) +
               io::fortranFixed(st.anisotropy.ratio2, 12, 4) + "\n";
    }
}

void appendSummary(std::string& out, const Ik3dDebugContent& c) {
    const bool categorical = c.kind == IndicatorKind::Categorical;
    out += "\n Summary of order relations (number and magnitude): \n";
    std::size_t total = 0;
    double magnitude = 0;
    for (std::size_t k = 0; k < c.cutoffs.size(); ++k) {
        const std::size_t n = c.tally.count[k];
        total += n;
        magnitude += c.tally.sum[k];
        out += categorical ? "   Category " : "   Threshold";
        out += integer((long long)(k + 1), 2) + " Number = " + integer((long long)n, 6) +
               " Average = " + io::fortranFixed(c.tally.sum[k] / double(n > 0 ? n : 1), 8, 4) +
               " Maximum = " + io::fortranFixed(c.tally.max[k], 8, 4) + "\n";
    }
    const double corrections = double(c.cutoffs.size() * c.tally.distributions);
    const double percent = double(total) / (corrections > 1 ? corrections : 1.0) * 100.0;
    out += "\n Total of " + io::fortranFixed(percent, 7, 2) + "% with an average magnitude of " +
           io::fortranFixed(magnitude / double(total > 0 ? total : 1), 8, 4) + "\n";
}
}  // namespace

std::string ik3dOutputText(const Ik3dOutputLayout& layout, const std::vector<std::vector<double>>& probabilities,
                           const std::vector<double>& trueValues) {
    std::string title = layout.dataTitle.substr(0, 40);
    title.resize(40, ' ');
    std::string out = "IK3D Estimates with:" + title + "\n";
    const long long columns = (long long)layout.cutoffs.size() + (layout.withTrueValues ? 1 : 0);
    out += " " + integer(columns, 4) + " " + integer(layout.nx, 4) + " " + integer(layout.ny, 4) + " " +
           integer(layout.nz, 4) + "\n";
    const bool categorical = layout.kind == IndicatorKind::Categorical;
    for (std::size_t k = 0; k < layout.cutoffs.size(); ++k)
        out += std::string(categorical ? "Category:  " : "Threshold: ") + integer((long long)(k + 1), 2) + " = " +
               io::fortranFixed(layout.cutoffs[k], 12, 5) + "\n";
    if (layout.withTrueValues) out += "true value\n";
    std::vector<double> line;
    for (std::size_t t = 0; t < probabilities.size(); ++t) {
        line = probabilities[t];
        if (layout.withTrueValues) line.push_back(trueValues[t]);
        appendValues(out, line);
    }
    return out;
}

std::string ik3dDebugText(const Ik3dDebugContent& content) {
    std::string out;
    for (std::size_t k = 0; k < content.models.size(); ++k) appendModel(out, content, k);
    appendSummary(out, content);
    return out;
}

}  // namespace strata::simulation
