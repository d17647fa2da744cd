#include "BlockModelFiles.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include "DomainComposites.h"
#include "DomainEstimation.h"
#include "SubBlocks.h"
#include "UnitDensity.h"
#include "strata/core/Grid.h"
#include "strata/core/Parallel.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/CsvBuilder.h"
#include "strata/io/GridWriter.h"

namespace strata::blockmodel {

namespace {

using io::CsvBuilder;

void blockRow(CsvBuilder& csv, const BlockModelJob& job, const BlockSet& blocks, const BlockGrades& grades,
              const std::vector<std::string>& classes, const std::map<std::string, double>& densities, std::size_t b) {
    const std::string& unit = job.order[std::size_t(blocks.unit[b])];
    const double density = densityOf(densities, unit);
    for (double v : {blocks.x[b], blocks.y[b], blocks.z[b], blocks.dx[b], blocks.dy[b], blocks.dz[b]}) csv.cell(v);
    csv.cell(unit);
    csv.cell(grades.grade[b]);
    csv.cell(grades.variance[b]);
    csv.cell(double(grades.pass[b]));
    csv.cell(grades.slope[b]);
    csv.cell(double(grades.samples[b]));
    csv.cell(grades.distance[b]);
    csv.cell(classes[b]);
    csv.cell(density);
    csv.cell(density * blocks.volume(b));
    csv.endRow();
}

// Rows formatted on all cores a million at a time (formatting, not the disk, dominated the
// write of 10^7 blocks: 9 s on one core), written in order.
void writeRows(io::AtomicFile& file, std::size_t rows, const CancelToken* cancel,
               const std::function<void(CsvBuilder&, std::size_t)>& row) {
    constexpr std::size_t kBatch = std::size_t(1) << 20, kChunk = std::size_t(1) << 14;
    std::vector<CsvBuilder> pieces;
    for (std::size_t first = 0; first < rows; first += kBatch) {
        const std::size_t count = std::min(kBatch, rows - first);
        pieces.assign((count + kChunk - 1) / kChunk, CsvBuilder());
        ParallelOptions options;
        options.chunk = 1;
        options.cancel = cancel;
        parallelChunks(pieces.size(), options, [&](std::size_t begin, std::size_t end) {
            for (std::size_t p = begin; p < end; ++p) {
                const std::size_t r0 = first + p * kChunk, r1 = std::min(r0 + kChunk, first + count);
                pieces[p].reserve((r1 - r0) * 96);
                for (std::size_t r = r0; r < r1; ++r) row(pieces[p], r);
            }
        });
        for (const CsvBuilder& piece : pieces) file.write(piece.text());
    }
}

void writeHeader(io::AtomicFile& file, const std::vector<std::string>& names) {
    CsvBuilder csv;
    csv.row(names);
    file.write(csv.text());
}

}  // namespace

void writeBlocks(const BlockModelJob& job, const BlockSet& blocks, const BlockGrades& grades,
                 const std::vector<std::string>& classes, const std::map<std::string, double>& density,
                 const CancelToken* cancel) {
    io::AtomicFile file(job.output);
    writeHeader(file, {"x", "y", "z", "dx", "dy", "dz", "unit", job.value, "variance", "pass", "slope", "samples",
                       "distance", "class", "density", "tonnes"});
    writeRows(file, blocks.size(), cancel,
              [&](CsvBuilder& csv, std::size_t b) { blockRow(csv, job, blocks, grades, classes, density, b); });
    file.commit();
}

void writeMineBlocks(const std::string& path, const BlockModelJob& job, const BlockSet& blocks,
                     const BlockGrades& grades, const std::vector<std::string>& classes,
                     const std::map<std::string, double>& density, const CancelToken* cancel) {
    io::AtomicFile file(path);
    writeHeader(file, {"XC", "YC", "ZC", "XINC", "YINC", "ZINC", "UNIT", job.value, "CLASS", "DENSITY"});
    writeRows(file, blocks.size(), cancel, [&](CsvBuilder& csv, std::size_t b) {
        for (double v : {blocks.x[b], blocks.y[b], blocks.z[b], blocks.dx[b], blocks.dy[b], blocks.dz[b]}) csv.cell(v);
        const std::string& unit = job.order[std::size_t(blocks.unit[b])];
        csv.cell(unit);
        csv.cell(grades.grade[b]);
        csv.cell(classes[b]);
        csv.cell(densityOf(density, unit));
        csv.endRow();
    });
    file.commit();
}

void writeParentGrid(const std::string& path, const BlockModelJob& job, const BlockSet& blocks,
                     const BlockGrades& grades) {
    Grid grid;
    grid.spec = job.blocks;
    const std::size_t n = job.blocks.nodeCount();
    std::vector<double> volume(n, 0.0), metal(n, 0.0);
    std::vector<std::vector<double>> unitVolume(n);
    for (std::size_t b = 0; b < blocks.size(); ++b) {
        const std::size_t p = blocks.parent[b];
        auto& parts = unitVolume[p];
        if (parts.size() <= std::size_t(blocks.unit[b])) parts.resize(std::size_t(blocks.unit[b]) + 1, 0.0);
        parts[std::size_t(blocks.unit[b])] += blocks.volume(b);
        if (std::isnan(grades.grade[b])) continue;
        volume[p] += blocks.volume(b);
        metal[p] += blocks.volume(b) * grades.grade[b];
    }
    grid.addLayer(job.value);
    grid.addLayer("unit");  // may move the first layer: take both references after
    std::vector<float>& grade = grid.layers[0];
    std::vector<float>& unit = grid.layers[1];
    for (std::size_t p = 0; p < n; ++p) {
        if (volume[p] > 0) grade[p] = float(metal[p] / volume[p]);
        const auto& parts = unitVolume[p];
        if (!parts.empty()) unit[p] = float(std::max_element(parts.begin(), parts.end()) - parts.begin() + 1);
    }
    io::writeGrid(path, grid);
}

namespace {

// The class is the report's last column, after the columns it had before classes (its readers
// find them where they were), and the class report's second.
std::string reportText(const std::vector<GradeTonnageRow>& rows, bool classLast) {
    CsvBuilder csv;
    csv.row(classLast ? std::vector<std::string>{"unit", "cutoff", "blocks", "volume", "tonnes", "grade", "class"}
                      : std::vector<std::string>{"unit", "class", "cutoff", "blocks", "volume", "tonnes", "grade"});
    for (const GradeTonnageRow& r : rows) {
        csv.cell(r.unit);
        if (!classLast) csv.cell(r.cls);
        for (double v : {r.cutoff, double(r.blocks), r.volume, r.tonnes, r.grade}) csv.cell(v);
        if (classLast) csv.cell(r.cls);
        csv.endRow();
    }
    return csv.text();
}

}  // namespace

void writeReport(const std::string& path, const std::vector<GradeTonnageRow>& rows) {
    io::writeFileAtomically(path, reportText(rows, true));
}

void writeClassReport(const std::string& path, const std::vector<GradeTonnageRow>& rows) {
    io::writeFileAtomically(path, reportText(rows, false));
}

void writeValidation(const std::string& path, const std::vector<UnitCheck>& checks) {
    CsvBuilder csv;
    csv.row({"unit", "composites", "composite_mean", "declustered_mean", "declustering_cell", "block_mean",
             "block_volume", "relative_difference"});
    for (const UnitCheck& c : checks) {
        csv.cell(c.unit);
        for (double v : {double(c.composites), c.compositeMean, c.declusteredMean, c.declusteringCell, c.blockMean,
                         c.volume, (c.blockMean - c.declusteredMean) / c.declusteredMean})
            csv.cell(v);
        csv.endRow();
    }
    io::writeFileAtomically(path, csv.text());
}

void writeComposites(const std::string& path, const BlockModelJob& job, const DomainComposites& composites,
                     const std::vector<double>& weights) {
    CsvBuilder csv;
    std::vector<std::string> header{"holeid", "from", "to", "x", "y", "z", "unit", job.value, job.value + "_raw", "weight"};
    const bool density = !job.densityColumn.empty();
    if (density) header.push_back("density");
    csv.row(header);
    for (std::size_t i = 0; i < composites.size(); ++i) {
        csv.cell(composites.holeId[i]);
        for (double v : {composites.from[i], composites.to[i], composites.x[i], composites.y[i], composites.z[i]})
            csv.cell(v);
        csv.cell(composites.unit[i]);
        for (double v : {composites.value[i], composites.raw[i], weights[i]}) csv.cell(v);
        if (density) csv.cell(composites.density[i]);
        csv.endRow();
    }
    io::writeFileAtomically(path, csv.text());
}

void writeSwaths(const std::string& path, const std::vector<SwathRow>& rows) {
    CsvBuilder csv;
    csv.row({"unit", "axis", "centre", "blocks", "composites", "block_mean", "composite_mean"});
    for (const SwathRow& r : rows) {
        csv.cell(r.unit);
        csv.cell(std::string_view(&r.axis, 1));
        for (double v : {r.centre, double(r.blocks), double(r.composites), r.blockMean, r.compositeMean}) csv.cell(v);
        csv.endRow();
    }
    io::writeFileAtomically(path, csv.text());
}

}  // namespace strata::blockmodel
