#include <gtest/gtest.h>

#include <cmath>
#include <numeric>

#include "IoTestSupport.h"
#include "strata/core/Error.h"
#include "strata/io/GeoEasReader.h"

using namespace strata;
using namespace strata::io;
using namespace strata::iotest;

TEST(GeoEas, ReadsClusterReference) {
    const GeoEasFile f = readGeoEas(referencePath("cluster.dat"));  // CRLF line ends
    EXPECT_EQ(f.title, "Clustered 140 primary and secondary data");
    ASSERT_EQ(f.names.size(), 5u);
    EXPECT_EQ(f.names[4], "Declustering Weight");
    ASSERT_EQ(f.rowCount(), 140u);
    const double mean = std::accumulate(f.columns[2].begin(), f.columns[2].end(), 0.0) / 140.0;
    EXPECT_NEAR(mean, 4.3504, 5e-5);
    EXPECT_DOUBLE_EQ(f.columns[0][0], 39.5);
    EXPECT_DOUBLE_EQ(f.columns[2][0], 0.06);
    EXPECT_TRUE(f.gridSize.empty());
}

TEST(GeoEas, ReadsSynth3dAndGslibGridHeader) {
    const GeoEasFile s = readGeoEas(referencePath("synth3d.dat"));
    EXPECT_EQ(s.rowCount(), 2000u);
    EXPECT_EQ(s.names, (std::vector<std::string>{"X", "Y", "Z", "Value"}));
    EXPECT_DOUBLE_EQ(s.columns[3][1], 0.602341);
    const GeoEasFile k = readGeoEas(referencePath("kt3d_cluster_ok.out"));
    EXPECT_EQ(k.rowCount(), 2500u);
    EXPECT_EQ(k.gridSize, (std::vector<std::size_t>{50, 50, 1}));
    EXPECT_DOUBLE_EQ(k.columns[0][0], 3.610);
}

TEST(GeoEas, RoundTripsExactlyAndWritesMissingAsCode) {
    const auto dir = scratchDir("GeoEasRoundTrip");
    GeoEasFile f{"title", {"a", "b"}, {{0.1, 1e-300, -2.5}, {1.0 / 3.0, NAN, 7}}};
    writeGeoEas((dir / "x.dat").string(), f);
    const GeoEasFile g = readGeoEas((dir / "x.dat").string());
    EXPECT_EQ(g.title, "title");
    EXPECT_EQ(g.names, f.names);
    EXPECT_EQ(g.columns[0], f.columns[0]);
    EXPECT_EQ(g.columns[1][0], 1.0 / 3.0);
    EXPECT_EQ(g.columns[1][1], -999.0);
    f.gridSize = {3, 1, 1};
    writeGeoEas((dir / "g.dat").string(), f);
    EXPECT_EQ(readGeoEas((dir / "g.dat").string()).gridSize, (std::vector<std::size_t>{3, 1, 1}));
}

TEST(GeoEas, ReportsMalformedInputWithLocation) {
    auto expectError = [](const std::string& text, std::size_t line, std::size_t column, const std::string& fragment) {
        try {
            parseGeoEas(text, "bad.dat");
            ADD_FAILURE() << "expected ParseError for " << text;
        } catch (const ParseError& e) {
            EXPECT_EQ(e.line(), line) << e.what();
            EXPECT_EQ(e.column(), column) << e.what();
            EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
        }
    };
    expectError("t\n2\nx\ny\n1 2\n3 abc\n", 6, 3, "expected a number for 'y', found 'abc'");
    expectError("t\n2\nx\ny\n1 2 3\n", 5, 5, "found more");
    expectError("t\n2\nx\ny\n1\n", 5, 2, "expected 2 values");
    expectError("t\nzero\n", 2, 1, "number of variables");
    expectError("t\n3\nx\n", 4, 0, "expected 3 variable names, found 1");
    expectError("", 1, 0, "empty file");
    EXPECT_THROW(readGeoEas("/nonexistent/strata/x.dat"), IoError);
}

TEST(GeoEas, FailedWriteLeavesOldFileIntact) {
    const auto dir = scratchDir("GeoEasFailedWrite");
    const auto path = (dir / "keep.dat").string();
    writeText(path, "old");
    GeoEasFile bad{"t", {"a", "b"}, {{1, 2}, {1}}};
    EXPECT_THROW(writeGeoEas(path, bad), ValidationError);
    EXPECT_EQ(readText(path), "old");
    EXPECT_THROW(writeGeoEas((dir / "missing-folder" / "x.dat").string(), GeoEasFile{"t", {"a"}, {{1}}}), IoError);
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir), {}), 1);  // no temporary left behind
}
