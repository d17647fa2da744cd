#include "BlockModelFiles.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <functional>

#include "DomainEstimation.h"
#include "SubBlocks.h"
#include "strata/core/Grid.h"
#include "strata/core/Parallel.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GridWriter.h"

namespace strata::blockmodel {

namespace {

void appendNumber(std::string& out, double v) {
    if (std::isnan(v)) return;  // empty field
    char buffer[32];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
    out.append(buffer, r.ptr);
}

double densityOf(const BlockModelJob& job, const std::string& unit) {
    const auto rho = job.density.find(unit);
    return rho == job.density.end() ? std::nan("") : rho->second;
}

void appendBlockRow(std::string& text, const BlockModelJob& job, const BlockSet& blocks, const BlockGrades& grades,
                    const std::vector<std::string>& classes, std::size_t b) {
    const std::string& unit = job.order[std::size_t(blocks.unit[b])];
    const double density = densityOf(job, unit);
    for (double v : {blocks.x[b], blocks.y[b], blocks.z[b], blocks.dx[b], blocks.dy[b], blocks.dz[b]}) {
        appendNumber(text, v);
        text += ',';
    }
    text += unit + ',';
    appendNumber(text, grades.grade[b]);
    text += ',';
    appendNumber(text, grades.variance[b]);
    text += ',' + std::to_string(grades.pass[b]) + ',';
    appendNumber(text, grades.slope[b]);
    text += ',' + std::to_string(grades.samples[b]) + ',';
    appendNumber(text, grades.distance[b]);
    text += ',' + classes[b] + ',';
    appendNumber(text, density);
    text += ',';
    appendNumber(text, density * blocks.volume(b));
    text += '\n';
}

// Rows formatted on all cores a million at a time (formatting, not the disk, dominated the
// write of 10^7 blocks: 9 s on one core), written in order.
void writeRows(io::AtomicFile& file, std::size_t rows, const CancelToken* cancel,
               const std::function<void(std::string&, std::size_t)>& appendRow) {
    constexpr std::size_t kBatch = std::size_t(1) << 20, kChunk = std::size_t(1) << 14;
    std::vector<std::string> pieces;
    for (std::size_t first = 0; first < rows; first += kBatch) {
        const std::size_t count = std::min(kBatch, rows - first);
        pieces.assign((count + kChunk - 1) / kChunk, std::string());
        ParallelOptions options;
        options.chunk = 1;
        options.cancel = cancel;
        parallelChunks(pieces.size(), options, [&](std::size_t begin, std::size_t end) {
            for (std::size_t p = begin; p < end; ++p) {
                const std::size_t r0 = first + p * kChunk, r1 = std::min(r0 + kChunk, first + count);
                pieces[p].reserve((r1 - r0) * 96);
                for (std::size_t r = r0; r < r1; ++r) appendRow(pieces[p], r);
            }
        });
        for (const std::string& piece : pieces) file.write(piece);
    }
}

}  // namespace

void writeBlocks(const BlockModelJob& job, const BlockSet& blocks, const BlockGrades& grades,
                 const std::vector<std::string>& classes, const CancelToken* cancel) {
    io::AtomicFile file(job.output);
    file.write("x,y,z,dx,dy,dz,unit," + job.value + ",variance,pass,slope,samples,distance,class,density,tonnes\n");
    writeRows(file, blocks.size(), cancel,
              [&](std::string& text, std::size_t b) { appendBlockRow(text, job, blocks, grades, classes, b); });
    file.commit();
}

void writeMineBlocks(const std::string& path, const BlockModelJob& job, const BlockSet& blocks,
                     const BlockGrades& grades, const std::vector<std::string>& classes, const CancelToken* cancel) {
    io::AtomicFile file(path);
    file.write("XC,YC,ZC,XINC,YINC,ZINC,UNIT," + job.value + ",CLASS,DENSITY\n");
    writeRows(file, blocks.size(), cancel, [&](std::string& text, std::size_t b) {
        for (double v : {blocks.x[b], blocks.y[b], blocks.z[b], blocks.dx[b], blocks.dy[b], blocks.dz[b]}) {
            appendNumber(text, v);
            text += ',';
        }
        const std::string& unit = job.order[std::size_t(blocks.unit[b])];
        text += unit + ',';
        appendNumber(text, grades.grade[b]);
        text += ',' + classes[b] + ',';
        appendNumber(text, densityOf(job, unit));
        text += '\n';
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

std::string reportText(const std::vector<GradeTonnageRow>& rows, bool withClass) {
    std::string text = withClass ? "unit,class,cutoff,blocks,volume,tonnes,grade\n" : "unit,cutoff,blocks,volume,tonnes,grade\n";
    for (const GradeTonnageRow& r : rows) {
        text += r.unit + ',';
        if (withClass) text += r.cls + ',';
        appendNumber(text, r.cutoff);
        text += ',' + std::to_string(r.blocks) + ',';
        appendNumber(text, r.volume);
        text += ',';
        appendNumber(text, r.tonnes);
        text += ',';
        appendNumber(text, r.grade);
        text += '\n';
    }
    return text;
}

}  // namespace

void writeReport(const std::string& path, const std::vector<GradeTonnageRow>& rows) {
    io::writeFileAtomically(path, reportText(rows, false));
}

void writeClassReport(const std::string& path, const std::vector<GradeTonnageRow>& rows) {
    io::writeFileAtomically(path, reportText(rows, true));
}

void writeValidation(const std::string& path, const std::vector<UnitCheck>& checks) {
    std::string text = "unit,composites,composite_mean,declustered_mean,declustering_cell,block_mean,block_volume,"
                       "relative_difference\n";
    for (const UnitCheck& c : checks) {
        text += c.unit + ',' + std::to_string(c.composites) + ',';
        for (double v : {c.compositeMean, c.declusteredMean, c.declusteringCell, c.blockMean, c.volume}) {
            appendNumber(text, v);
            text += ',';
        }
        appendNumber(text, (c.blockMean - c.declusteredMean) / c.declusteredMean);
        text += '\n';
    }
    io::writeFileAtomically(path, text);
}

void writeSwaths(const std::string& path, const std::vector<SwathRow>& rows) {
    std::string text = "unit,axis,centre,blocks,composites,block_mean,composite_mean\n";
    for (const SwathRow& r : rows) {
        text += r.unit + ',' + r.axis + ',';
        appendNumber(text, r.centre);
        text += ',' + std::to_string(r.blocks) + ',' + std::to_string(r.composites) + ',';
        appendNumber(text, r.blockMean);
        text += ',';
        appendNumber(text, r.compositeMean);
        text += '\n';
    }
    io::writeFileAtomically(path, text);
}


}  // namespace strata::blockmodel
