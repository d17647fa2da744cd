// The writers format their rows on all threads and the readers parse pieces of the file side by
// side: the bytes written and the values read must be those of a one-row-after-another loop, and
// an error must name the first bad line of the file, wherever the pieces were cut.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstring>

#include "IoTestSupport.h"
#include "strata/core/Error.h"
#include "strata/io/DelimitedReader.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/GridWriter.h"
#include "strata/io/GslibDataText.h"
#include "strata/io/PointWriter.h"

using namespace strata;
using namespace strata::io;
using namespace strata::iotest;

namespace {

// The writers' number text, written out again here as the reference: shortest round trip, in
// fixed notation for magnitudes in [1e-5, 1e15).
template <typename T>
void appendShortest(std::string& out, T v) {
    if (std::isnan(v)) {
        out += "nan";
        return;
    }
    std::array<char, 64> b;
    char* end = std::to_chars(b.data(), b.data() + b.size(), v).ptr;
    if (std::find(b.data(), end, 'e') != end && std::abs(v) >= T(1e-5) && std::abs(v) < T(1e15))
        end = std::to_chars(b.data(), b.data() + b.size(), v, std::chars_format::fixed).ptr;
    out.append(b.data(), end);
}

// 600,000 nodes: more rows than one batch of chunks, so chunk and batch seams are both crossed.
Grid bigGrid() {
    Grid g;
    g.spec = GridSpec::parse("100,100,60:500000.5,7000000.25,-300:2.5,2.5,0.5");
    g.addLayer("estimate");
    g.addLayer("variance");
    for (std::size_t n = 0; n < g.spec.nodeCount(); ++n) {
        g.layers[0][n] = n % 7 == 3 ? NAN : float(std::sin(double(n)) * 1e3);
        g.layers[1][n] = n % 11 == 0 ? NAN : 1.0f / float(n + 1);
    }
    return g;
}

std::string serialGridCsv(const Grid& g) {
    std::string s = "x,y,z,estimate,variance\n";
    for (std::size_t n = 0; n < g.spec.nodeCount(); ++n) {
        appendShortest(s, g.spec.nodeX(n)), s += ',', appendShortest(s, g.spec.nodeY(n)), s += ',';
        appendShortest(s, g.spec.nodeZ(n));
        for (const auto& layer : g.layers) {
            s += ',';
            if (std::isfinite(layer[n])) appendShortest(s, layer[n]);
        }
        s += '\n';
    }
    return s;
}

std::string serialBlockModel(const Grid& g) {
    std::string s = "XC,YC,ZC,XINC,YINC,ZINC,estimate,variance\n";
    for (std::size_t n = 0; n < g.spec.nodeCount(); ++n) {
        if (!std::isfinite(g.layers[0][n]) && !std::isfinite(g.layers[1][n])) continue;
        appendShortest(s, g.spec.nodeX(n)), s += ',', appendShortest(s, g.spec.nodeY(n)), s += ',';
        appendShortest(s, g.spec.nodeZ(n));
        s += ",2.5,2.5,0.5";
        for (const auto& layer : g.layers) {
            s += ',';
            if (std::isfinite(layer[n])) appendShortest(s, layer[n]);
        }
        s += '\n';
    }
    return s;
}

std::string serialGslibGrid(const Grid& g) {
    std::string s = "Strata grid " + g.spec.toString() + "\n2 100 100 60\nestimate\nvariance\n";
    for (std::size_t n = 0; n < g.spec.nodeCount(); ++n) {
        appendShortest(s, std::isnan(g.layers[0][n]) ? -999.0 : double(g.layers[0][n]));
        s += ' ';
        appendShortest(s, std::isnan(g.layers[1][n]) ? -999.0 : double(g.layers[1][n]));
        s += '\n';
    }
    return s;
}

PointSet bigPointSet() {
    PointSet p;
    p.dimension = 3;
    p.names = {"cu"};
    p.values.resize(1);
    for (std::size_t i = 0; i < 200000; ++i) {
        p.x.push_back(500000.0 + double(i) * 0.013);
        p.y.push_back(7000000.0 - double(i) * 0.007);
        p.z.push_back(double(i % 1000) - 500.25);
        p.values[0].push_back(i % 13 == 0 ? NAN : std::exp(std::cos(double(i))) * 1e-3);
    }
    return p;
}

std::string serialPointCsv(const PointSet& p) {
    std::string s = "x,y,z,cu\n";
    for (std::size_t i = 0; i < p.size(); ++i) {
        appendShortest(s, p.x[i]), s += ',', appendShortest(s, p.y[i]), s += ',', appendShortest(s, p.z[i]), s += ',';
        if (std::isfinite(p.values[0][i])) appendShortest(s, p.values[0][i]);
        s += '\n';
    }
    return s;
}

std::string serialPointGslib(const PointSet& p) {
    std::string s = "Strata points\n4\nX\nY\nZ\ncu\n";
    for (std::size_t i = 0; i < p.size(); ++i) {
        appendShortest(s, p.x[i]), s += ' ', appendShortest(s, p.y[i]), s += ' ', appendShortest(s, p.z[i]), s += ' ';
        appendShortest(s, std::isnan(p.values[0][i]) ? -999.0 : p.values[0][i]);
        s += '\n';
    }
    return s;
}

}  // namespace

TEST(ParallelText, GridWritersWriteTheSerialBytes) {
    const auto dir = scratchDir("ParallelTextGrid");
    const Grid g = bigGrid();
    writeGrid((dir / "g.csv").string(), g);
    EXPECT_TRUE(readText(dir / "g.csv") == serialGridCsv(g));
    writeGrid((dir / "bm.csv").string(), g, GridFormat::BlockModelCsv);
    EXPECT_TRUE(readText(dir / "bm.csv") == serialBlockModel(g));
    writeGrid((dir / "g.dat").string(), g);
    EXPECT_TRUE(readText(dir / "g.dat") == serialGslibGrid(g));
}

TEST(ParallelText, PointWritersWriteTheSerialBytes) {
    const auto dir = scratchDir("ParallelTextPoints");
    const PointSet p = bigPointSet();
    writePoints((dir / "p.csv").string(), p, PointFormat::Csv);
    EXPECT_TRUE(readText(dir / "p.csv") == serialPointCsv(p));
    writePoints((dir / "p.dat").string(), p, PointFormat::Gslib);
    EXPECT_TRUE(readText(dir / "p.dat") == serialPointGslib(p));
}

namespace {

// A GeoEAS file of `rows` rows "i  i/8  -i" with a blank line every 1000 rows and CRLF ends;
// big enough to be cut into several pieces.
std::string bigGeoEas(std::size_t rows) {
    std::string s = "big\r\n3\r\nid\r\nhalf\r\nneg\r\n";
    for (std::size_t i = 0; i < rows; ++i) {
        s += std::to_string(i) + "  " + std::to_string(double(i) / 8) + "\t-" + std::to_string(i) + "\r\n";
        if (i % 1000 == 999) s += "   \r\n";
    }
    return s;
}

// The file line of row i of bigGeoEas: 5 header lines, then a blank line after each 1000 rows.
std::size_t lineOfRow(std::size_t i) { return 6 + i + i / 1000; }

}  // namespace

TEST(ParallelText, GeoEasReaderReadsEveryRowInOrder) {
    const std::size_t rows = 400000;  // about 12 MB
    const auto dir = scratchDir("ParallelTextGeoEas");
    writeText(dir / "big.dat", bigGeoEas(rows));
    const GeoEasFile f = readGeoEas((dir / "big.dat").string());
    ASSERT_EQ(f.rowCount(), rows);
    for (std::size_t i = 0; i < rows; ++i)
        ASSERT_TRUE(f.columns[0][i] == double(i) && f.columns[1][i] == double(i) / 8 && f.columns[2][i] == -double(i))
            << i;
}

TEST(ParallelText, GeoEasErrorNamesTheFirstBadLineOfTheFile) {
    const std::size_t rows = 400000;
    const auto dir = scratchDir("ParallelTextGeoEasError");
    std::string text = bigGeoEas(rows);
    // Two bad rows in the second half, in different pieces: the first one is reported.
    for (std::size_t bad : {std::size_t(371234), std::size_t(300001)}) {
        const std::string row = "\n" + std::to_string(bad) + "  ";
        const std::size_t at = text.find(row) + row.size();
        text.replace(at, text.find('\t', at) - at, "1.5x");
    }
    writeText(dir / "bad.dat", text);
    try {
        readGeoEas((dir / "bad.dat").string());
        FAIL() << "a bad value was read";
    } catch (const ParseError& e) {
        EXPECT_EQ(e.file(), (dir / "bad.dat").string());
        EXPECT_EQ(e.line(), lineOfRow(300001));
        EXPECT_EQ(e.column(), 9u);
        EXPECT_NE(std::string(e.what()).find("'1.5x'"), std::string::npos) << e.what();
    }
}

namespace {

// A CSV of `rows` rows "x,y,value" with a comment line every 1000 rows.
std::string bigCsv(std::size_t rows) {
    std::string s = "x,y,value\n";
    for (std::size_t i = 0; i < rows; ++i) {
        s += std::to_string(i) + "," + std::to_string(double(i) / 4) + "," + std::to_string(i % 97) + "\n";
        if (i % 1000 == 999) s += "# block\n";
    }
    return s;
}

std::size_t csvLineOfRow(std::size_t i) { return 2 + i + i / 1000; }

// Replaces the value cell of row `row` with `text`.
void spoilValue(std::string& csv, std::size_t row, const std::string& text) {
    const std::string head = "\n" + std::to_string(row) + ",";
    const std::size_t at = csv.find(',', csv.find(head) + head.size()) + 1;
    csv.replace(at, csv.find('\n', at) - at, text);
}

}  // namespace

TEST(ParallelText, DelimitedReaderKeepsRowsAndProblemsInFileOrder) {
    const std::size_t rows = 400000;
    std::string csv = bigCsv(rows);
    for (std::size_t bad : {350000u, 120000u, 399999u}) spoilValue(csv, bad, "<0.01");
    csv += "1,2\n";  // a short last row
    DelimitedOptions options;
    options.maxProblems = 3;
    const Table t = parseTable(csv, "big.csv", options);
    ASSERT_EQ(t.rowCount(), rows + 1);
    for (std::size_t i = 0; i < rows; i += 997) {
        ASSERT_EQ(t.rowLines[i], csvLineOfRow(i));
        ASSERT_EQ(t.columns[0].numbers[i], double(i));
        ASSERT_EQ(t.columns[1].numbers[i], double(i) / 4);
    }
    EXPECT_TRUE(std::isnan(t.columns[2].numbers[350000]));
    EXPECT_EQ(t.problemCount, 4u);
    ASSERT_EQ(t.problems.size(), 3u);
    EXPECT_EQ(t.problems[0].line, csvLineOfRow(120000));
    EXPECT_EQ(t.problems[1].line, csvLineOfRow(350000));
    EXPECT_EQ(t.problems[2].line, csvLineOfRow(399999));
}

TEST(ParallelText, DelimitedErrorNamesTheFirstBadLineOfTheFile) {
    std::string csv = bigCsv(400000);
    for (std::size_t bad : {390000u, 250001u}) spoilValue(csv, bad, "1.5x");
    const auto dir = scratchDir("ParallelTextCsvError");
    writeText(dir / "bad.csv", csv);
    try {
        readPoints((dir / "bad.csv").string());
        FAIL() << "a bad value was read";
    } catch (const ParseError& e) {
        EXPECT_EQ(e.file(), (dir / "bad.csv").string());
        EXPECT_EQ(e.line(), csvLineOfRow(250001));
        EXPECT_EQ(e.column(), std::to_string(250001).size() + std::to_string(250001 / 4.0).size() + 3);
        EXPECT_NE(std::string(e.what()).find("'1.5x'"), std::string::npos) << e.what();
    }
}

TEST(ParallelText, GslibAppendedColumnIsTheSerialText) {
    const auto dir = scratchDir("ParallelTextAppend");
    writeText(dir / "big.dat", bigGeoEas(300000));
    const GslibDataText input = readGslibDataText((dir / "big.dat").string());
    GslibAppendedColumn column{"Normal Score Transform:", 2, "ns", {}};
    for (std::size_t r = 0; r < input.rows.size(); ++r) column.cells.push_back(fortranFixed(double(r) / 3, 12, 5));
    std::string serial = column.titlePrefix + "big" + std::string(37, ' ') + "\n 4\n";
    for (const char* name : {"id", "half", "neg"}) serial += name + std::string(40 - std::strlen(name), ' ') + "\n";
    serial += "ns\n";
    for (std::size_t r = 0; r < input.rows.size(); ++r) {
        ASSERT_EQ(input.rows[r], std::to_string(r) + "  " + std::to_string(double(r) / 8) + "\t-" + std::to_string(r));
        serial += input.rows[r] + " " + column.cells[r] + "\n";
    }
    EXPECT_TRUE(appendGslibColumn(input, column) == serial);
}
