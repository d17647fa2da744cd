// GDAL writers and readers; skipped in builds without GDAL.
#include <gtest/gtest.h>

#include <cmath>

#include "IoTestSupport.h"
#include "strata/core/Error.h"
#include "strata/core/Version.h"
#include "strata/io/GridWriter.h"
#include "strata/io/VectorReader.h"

using namespace strata;
using namespace strata::io;
using namespace strata::iotest;

namespace {

Grid terrain() {
    Grid g;
    g.spec = GridSpec::parse("5,4:500010,7000020:20,20");
    g.addLayer("elevation");
    g.addLayer("thickness");  // add every layer before holding references: adding reallocates
    auto& z = g.layers[0];
    auto& t = g.layers[1];
    for (std::size_t n = 0; n < g.spec.nodeCount(); ++n) {
        z[n] = 100.0f + float(g.spec.nodeX(n) - 500000) * 0.25f + float(g.spec.nodeY(n) - 7000000) * 0.5f;
        t[n] = float(n % 7) * 1.25f;
    }
    z[7] = NAN;
    return g;
}

#define SKIP_WITHOUT_GDAL() \
    if (!STRATA_WITH_GDAL) GTEST_SKIP() << "built without GDAL"

void expectSameGrid(const Grid& a, std::size_t layer, const Grid& b, float tolerance) {
    EXPECT_EQ(b.spec.nx, a.spec.nx);
    EXPECT_EQ(b.spec.ny, a.spec.ny);
    EXPECT_NEAR(b.spec.x0, a.spec.x0, 1e-6);
    EXPECT_NEAR(b.spec.y0, a.spec.y0, 1e-6);
    EXPECT_NEAR(b.spec.dx, a.spec.dx, 1e-9);
    EXPECT_NEAR(b.spec.dy, a.spec.dy, 1e-9);
    for (std::size_t n = 0; n < a.spec.nodeCount(); ++n) {
        const float expected = a.layers[layer][n];
        if (std::isnan(expected))
            EXPECT_TRUE(std::isnan(b.layers[0][n])) << "node " << n;
        else
            EXPECT_NEAR(b.layers[0][n], expected, tolerance * std::max(1.0f, std::abs(expected))) << "node " << n;
    }
}

}  // namespace

TEST(GdalRaster, GeoTiffKeepsLayersCrsAndNodata) {
    SKIP_WITHOUT_GDAL();
    const auto dir = scratchDir("GeoTiff");
    const Grid g = terrain();
    GridWriteOptions o;
    o.crs = "EPSG:32633";
    writeGrid((dir / "t.tif").string(), g, o);
    const GeoGrid back = readRaster((dir / "t.tif").string());
    EXPECT_EQ(back.crs, "EPSG:32633");
    EXPECT_EQ(back.grid.names, g.names);  // band descriptions
    expectSameGrid(g, 0, back.grid, 0.0f);
    EXPECT_EQ(back.grid.layers[1], g.layers[1]);
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir), {}), 1);  // no temporary or sidecar left
}

TEST(GdalRaster, SurferAndEsriGridsRoundTrip) {
    SKIP_WITHOUT_GDAL();
    const auto dir = scratchDir("Surfer");
    const Grid g = terrain();
    GridWriteOptions o;
    o.layers = {"elevation"};
    writeGrid((dir / "a.grd").string(), g, GridFormat::SurferAscii, o);
    EXPECT_EQ(readText(dir / "a.grd").substr(0, 4), "DSAA");
    expectSameGrid(g, 0, readRaster((dir / "a.grd").string()).grid, 1e-6f);
    writeGrid((dir / "b.grd").string(), g, GridFormat::Surfer7, o);
    EXPECT_EQ(readText(dir / "b.grd").substr(0, 4), "DSRB");
    expectSameGrid(g, 0, readRaster((dir / "b.grd").string()).grid, 0.0f);
    o.crs = "EPSG:32633";
    writeGrid((dir / "c.asc").string(), g, o);
    EXPECT_TRUE(std::filesystem::exists(dir / "c.prj"));
    const GeoGrid esri = readRaster((dir / "c.asc").string());
    expectSameGrid(g, 0, esri.grid, 0.0f);
    EXPECT_FALSE(esri.crs.empty());
    EXPECT_NE(readText(dir / "c.asc").find("NODATA_value"), std::string::npos);
}

TEST(GdalRaster, ReadsAHandWrittenEsriGridNorthRowFirst) {
    SKIP_WITHOUT_GDAL();
    const auto dir = scratchDir("EsriByHand");
    // ESRI ASCII: xllcorner/yllcorner are the lower-left corner; the first row is the north one.
    writeText(dir / "h.asc",
              "ncols 3\nnrows 2\nxllcorner 10\nyllcorner 20\ncellsize 2\nNODATA_value -1\n"
              "1 2 3\n4 -1 6\n");
    const Grid g = readRaster((dir / "h.asc").string()).grid;
    EXPECT_EQ(g.spec.toString(), "3,2:11,21:2,2");
    EXPECT_EQ(g.layers[0][0], 4.0f);  // south-west node
    EXPECT_TRUE(std::isnan(g.layers[0][1]));
    EXPECT_EQ(g.layers[0][3], 1.0f);  // north-west node
    EXPECT_EQ(g.layers[0][5], 3.0f);
}

TEST(GdalRaster, RefusesWhatTheFormatCannotHold) {
    SKIP_WITHOUT_GDAL();
    const auto dir = scratchDir("GdalRefuse");
    const auto path = (dir / "x.grd").string();
    writeText(path, "old");
    EXPECT_THROW(writeGrid(path, terrain()), ValidationError);  // two layers, Surfer holds one
    Grid volume;
    volume.spec = GridSpec::parse("2,2,2:0,0,0:1,1,1");
    volume.addLayer("v");
    EXPECT_THROW(writeGrid((dir / "v.tif").string(), volume), ValidationError);  // 3-D without a slice
    GridWriteOptions o;
    o.zSlice = 1;
    writeGrid((dir / "v.tif").string(), volume, o);
    Grid rectangular = terrain();
    rectangular.spec.dy = 10;
    o = {};
    o.layers = {"elevation"};
    EXPECT_THROW(writeGrid((dir / "r.asc").string(), rectangular, o), ValidationError);
    o.crs = "not a crs at all";
    EXPECT_THROW(writeGrid((dir / "r.tif").string(), terrain(), o), ValidationError);
    EXPECT_EQ(readText(path), "old");
    EXPECT_THROW(writeGrid((dir / "missing" / "x.tif").string(), terrain()), IoError);
    EXPECT_THROW(readRaster((dir / "nothing.tif").string()), IoError);
    writeText(dir / "junk.tif", "this is not a tiff");
    try {
        readRaster((dir / "junk.tif").string());
        FAIL() << "expected IoError";
    } catch (const IoError& e) {
        EXPECT_NE(std::string(e.what()).find("junk.tif"), std::string::npos);
        EXPECT_NE(std::string(e.what()).find("GDAL"), std::string::npos) << e.what();
    }
}

TEST(GdalVector, ReadsPointsWithAttributesAndCrs) {
    SKIP_WITHOUT_GDAL();
    const auto dir = scratchDir("Vector");
    writeText(dir / "p.geojson", R"({"type": "FeatureCollection",
 "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::32633"}},
 "features": [
  {"type": "Feature", "properties": {"hole": "A", "cu": 0.5, "n": 3}, "geometry": {"type": "Point", "coordinates": [500000.5, 7000000.25, 120.0]}},
  {"type": "Feature", "properties": {"hole": "B", "cu": null, "n": 4}, "geometry": {"type": "Point", "coordinates": [500010.5, 7000010.25, 110.0]}}
 ]})");
    const PointSet p = readVectorPoints((dir / "p.geojson").string());
    EXPECT_EQ(p.crs, "EPSG:32633");
    EXPECT_EQ(p.dimension, 3);
    ASSERT_EQ(p.size(), 2u);
    EXPECT_EQ(p.x[1], 500010.5);
    EXPECT_EQ(p.z[0], 120.0);
    EXPECT_EQ(p.names, (std::vector<std::string>{"cu", "n"}));  // text attribute skipped
    EXPECT_TRUE(std::isnan(p.column("cu")[1]));
    writeText(dir / "w.csv", "WKT,grade\n\"POINT (1 2)\",7.5\n\"POINT (3 4)\",8.5\n");
    const PointSet w = readVectorPoints((dir / "w.csv").string());
    EXPECT_EQ(w.dimension, 2);
    EXPECT_EQ(w.y[1], 4.0);
    EXPECT_EQ(w.column("grade")[0], 7.5);
    writeText(dir / "l.geojson", R"({"type": "FeatureCollection", "features": [
  {"type": "Feature", "properties": {}, "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}}]})");
    EXPECT_THROW(readVectorPoints((dir / "l.geojson").string()), IoError);
    EXPECT_THROW(readVectorPoints((dir / "p.geojson").string(), "nolayer"), IoError);
}
