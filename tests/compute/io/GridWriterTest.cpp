#include <gtest/gtest.h>

#include <cmath>

#include "IoTestSupport.h"
#include "strata/core/Error.h"
#include "strata/io/DelimitedReader.h"
#include "strata/io/GridWriter.h"
#include "strata/io/VtkXmlWriter.h"

using namespace strata;
using namespace strata::io;
using namespace strata::iotest;

namespace {

// A 4 x 3 (x 2) grid whose values say where they are, with one NaN node.
Grid sampleGrid(std::size_t nz = 1) {
    Grid g;
    g.spec = GridSpec::parse(nz == 1 ? "4,3:100.5,200.25:2,1.5" : "4,3,2:100.5,200.25,-10:2,1.5,5");
    g.addLayer("estimate");
    g.addLayer("variance");  // add every layer before holding references: adding reallocates
    auto& est = g.layers[0];
    auto& var = g.layers[1];
    for (std::size_t n = 0; n < g.spec.nodeCount(); ++n) {
        est[n] = float(n) + 0.1f;
        var[n] = 1.0f / float(n + 1);
    }
    est[5] = NAN;
    return g;
}

}  // namespace

TEST(GridWriter, FormatsFromNamesAndExtensions) {
    EXPECT_EQ(gridFormatFromPath("a/b.TIF"), GridFormat::GeoTiff);
    EXPECT_EQ(gridFormatFromPath("b.grd"), GridFormat::Surfer7);
    EXPECT_EQ(gridFormatFromPath("b.asc"), GridFormat::EsriAscii);
    EXPECT_EQ(gridFormatFromPath("b.out"), GridFormat::Gslib);
    EXPECT_EQ(gridFormatFromPath("b.vti"), GridFormat::Vti);
    EXPECT_EQ(gridFormatFromName("GSAG"), GridFormat::SurferAscii);
    EXPECT_EQ(gridFormatFromName("blockmodel"), GridFormat::BlockModelCsv);
    EXPECT_THROW(gridFormatFromPath("b.xyz1"), ValidationError);
    EXPECT_THROW(gridFormatFromName("png"), ValidationError);
}

TEST(GridWriter, CsvRoundTripsThroughTheTableReader) {
    const auto dir = scratchDir("GridCsv");
    const Grid g = sampleGrid(2);
    writeGrid((dir / "g.csv").string(), g);
    const Table t = readTable((dir / "g.csv").string());
    EXPECT_EQ(t.columnNames(), (std::vector<std::string>{"x", "y", "z", "estimate", "variance"}));
    ASSERT_EQ(t.rowCount(), g.spec.nodeCount());
    for (std::size_t n = 0; n < g.spec.nodeCount(); ++n) {
        EXPECT_EQ(t.columns[0].numbers[n], g.spec.nodeX(n));
        EXPECT_EQ(t.columns[1].numbers[n], g.spec.nodeY(n));
        EXPECT_EQ(t.columns[2].numbers[n], g.spec.nodeZ(n));
        if (n == 5)
            EXPECT_TRUE(std::isnan(t.columns[3].numbers[n]));  // written as an empty cell
        else
            EXPECT_EQ(float(t.columns[3].numbers[n]), g.layers[0][n]);
        EXPECT_EQ(float(t.columns[4].numbers[n]), g.layers[1][n]);
    }
}

TEST(GridWriter, GslibGridRoundTripsWithItsSpec) {
    const auto dir = scratchDir("GridGslib");
    const Grid g = sampleGrid(2);
    writeGrid((dir / "g.out").string(), g);
    const Grid back = readGslibGrid((dir / "g.out").string());  // spec from the Strata title
    EXPECT_EQ(back.spec.toString(), g.spec.toString());
    EXPECT_EQ(back.names, g.names);
    for (std::size_t n = 0; n < g.spec.nodeCount(); ++n) {
        if (n == 5)
            EXPECT_TRUE(std::isnan(back.layers[0][n]));  // -999 on file
        else
            EXPECT_EQ(back.layers[0][n], g.layers[0][n]);
    }
    EXPECT_NE(readText(dir / "g.out").find("\n2 4 3 2\n"), std::string::npos);
}

TEST(GridWriter, ReadsKt3dOutputWithAGivenSpec) {
    const Grid k = readGslibGrid(referencePath("kt3d_cluster_ok.out"), GridSpec::parse("50,50:0.5,0.5:1,1"));
    EXPECT_EQ(k.names, (std::vector<std::string>{"Estimate", "EstimationVariance"}));
    EXPECT_FLOAT_EQ(k.layers[0][0], 3.610f);
    EXPECT_FLOAT_EQ(k.layers[1][1], 0.621f);
    EXPECT_THROW(readGslibGrid(referencePath("kt3d_cluster_ok.out")), ValidationError);  // where are the nodes?
    EXPECT_THROW(readGslibGrid(referencePath("kt3d_cluster_ok.out"), GridSpec::parse("40,50:0.5,0.5:1,1")), ValidationError);
}

TEST(GridWriter, BlockModelCsvListsBlocksWithValues) {
    const auto dir = scratchDir("BlockModel");
    Grid g = sampleGrid(2);
    g.layers[1][5] = NAN;  // node 5 now has no value at all
    writeGrid((dir / "bm.csv").string(), g, GridFormat::BlockModelCsv);
    const Table t = readTable((dir / "bm.csv").string());
    EXPECT_EQ(t.columnNames(), (std::vector<std::string>{"XC", "YC", "ZC", "XINC", "YINC", "ZINC", "estimate", "variance"}));
    ASSERT_EQ(t.rowCount(), g.spec.nodeCount() - 1);
    EXPECT_EQ(t.column("XINC").numbers[0], 2.0);
    EXPECT_EQ(t.column("YINC").numbers[0], 1.5);
    EXPECT_EQ(t.column("ZINC").numbers[0], 5.0);
    EXPECT_EQ(t.column("ZC").numbers.back(), -5.0);
    EXPECT_EQ(t.column("XC").numbers[5], g.spec.nodeX(6));  // row 5 is node 6: node 5 was skipped
}

TEST(GridWriter, VtiAsciiAndBase64HoldTheSameGrid) {
    const auto dir = scratchDir("Vti");
    const Grid g = sampleGrid(2);
    for (VtkEncoding encoding : {VtkEncoding::Ascii, VtkEncoding::Base64Appended}) {
        GridWriteOptions o;
        o.vtk.encoding = encoding;
        writeGrid((dir / "g.vti").string(), g, o);
        const VtkFile f = readVtkXml(dir / "g.vti");
        EXPECT_EQ(f.root, "ImageData");
        EXPECT_NE(f.rootAttributes.find("WholeExtent=\"0 3 0 2 0 1\""), std::string::npos) << f.rootAttributes;
        EXPECT_NE(f.rootAttributes.find("Origin=\"100.5 200.25 -10\""), std::string::npos) << f.rootAttributes;
        EXPECT_NE(f.rootAttributes.find("Spacing=\"2 1.5 5\""), std::string::npos) << f.rootAttributes;
        const auto& est = f.array("estimate").values;
        ASSERT_EQ(est.size(), g.spec.nodeCount());
        for (std::size_t n = 0; n < est.size(); ++n) {
            if (n == 5)
                EXPECT_TRUE(std::isnan(est[n]));
            else
                EXPECT_EQ(float(est[n]), g.layers[0][n]);
        }
        EXPECT_EQ(float(f.array("variance").values[7]), g.layers[1][7]);
    }
}

TEST(GridWriter, BadRequestsFailBeforeTouchingTheFile) {
    const auto dir = scratchDir("GridBad");
    const auto path = (dir / "keep.csv").string();
    writeText(path, "old");
    GridWriteOptions o;
    o.layers = {"thickness"};
    EXPECT_THROW(writeGrid(path, sampleGrid(), o), ValidationError);
    Grid broken = sampleGrid();
    broken.layers[1].pop_back();
    EXPECT_THROW(writeGrid(path, broken), ValidationError);
    EXPECT_EQ(readText(path), "old");
    try {
        writeGrid((dir / "no" / "such" / "folder.csv").string(), sampleGrid());
        FAIL() << "expected IoError";
    } catch (const IoError& e) {
        EXPECT_NE(std::string(e.what()).find("folder.csv"), std::string::npos) << e.what();
    }
}
