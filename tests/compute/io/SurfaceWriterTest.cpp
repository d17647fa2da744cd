#include <gtest/gtest.h>

#include <cmath>

#include "IoTestSupport.h"
#include "strata/core/Error.h"
#include "strata/io/DelimitedReader.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/PointWriter.h"
#include "strata/io/SurfaceWriter.h"
#include "strata/io/TriangleMesh.h"

using namespace strata;
using namespace strata::io;
using namespace strata::iotest;

namespace {

Grid surfaceGrid() {
    Grid g;
    g.spec = GridSpec::parse("3,3:500000,7000000:10,20");
    g.addLayer("top");
    g.addLayer("thickness");  // add every layer before holding references: adding reallocates
    auto& z = g.layers[0];
    auto& t = g.layers[1];
    for (std::size_t n = 0; n < 9; ++n) {
        z[n] = 100.0f + float(n);
        t[n] = 2.0f * float(n);
    }
    z[0] = NAN;  // the south-west corner is missing
    return g;
}

double signedArea(const TriangleMesh& m, const std::array<std::size_t, 3>& t) {
    return 0.5 * ((m.x[t[1]] - m.x[t[0]]) * (m.y[t[2]] - m.y[t[0]]) - (m.x[t[2]] - m.x[t[0]]) * (m.y[t[1]] - m.y[t[0]]));
}

void expectSameMesh(const TriangleMesh& m, const ReadMesh& r) {
    ASSERT_EQ(r.triangles.size(), m.triangles.size());
    for (std::size_t t = 0; t < m.triangles.size(); ++t)
        for (int c = 0; c < 3; ++c) {
            const auto& v = r.vertices[r.triangles[t][c]];
            const std::size_t w = m.triangles[t][c];
            EXPECT_EQ(v[0], m.x[w]);
            EXPECT_EQ(v[1], m.y[w]);
            EXPECT_EQ(v[2], m.z[w]);
        }
}

}  // namespace

TEST(TriangleMesh, TriangulatesAGridLayerAroundMissingNodes) {
    const TriangleMesh m = triangulateGridLayer(surfaceGrid(), "top");
    EXPECT_EQ(m.vertexCount(), 8u);
    EXPECT_EQ(m.triangles.size(), 7u);  // 3 full cells x 2 + 1 cell with three corners
    for (const auto& t : m.triangles) EXPECT_GT(signedArea(m, t), 0.0);  // counter-clockwise from above
    double area = 0;
    for (const auto& t : m.triangles) area += signedArea(m, t);
    EXPECT_DOUBLE_EQ(area, 4 * 10 * 20 - 0.5 * 10 * 20);
    EXPECT_EQ(m.scalarNames, (std::vector<std::string>{"top", "thickness"}));
    EXPECT_EQ(m.scalars[1][0], 2.0f);  // vertex 0 is node 1
    EXPECT_EQ(m.z[0], 101.0);
    EXPECT_THROW(triangulateGridLayer(surfaceGrid(), "base"), ValidationError);
}

TEST(SurfaceWriter, SurpacPairPutsNorthingFirst) {
    const auto dir = scratchDir("Surpac");
    const TriangleMesh m = triangulateGridLayer(surfaceGrid(), "top");
    writeSurface((dir / "topo.dtm").string(), m);
    ASSERT_TRUE(std::filesystem::exists(dir / "topo.str"));
    const std::string str = readText(dir / "topo.str");
    EXPECT_NE(str.find("\n1, 7000000, 500010, 101\n"), std::string::npos) << str;  // string, y, x, z
    EXPECT_NE(str.find("0, 0.000, 0.000, 0.000, END"), std::string::npos);
    const std::string dtm = readText(dir / "topo.dtm");
    EXPECT_EQ(dtm.substr(0, 9), "topo.str,");
    EXPECT_NE(dtm.find("TRISOLATION, 1, neighbours=no"), std::string::npos);
    expectSameMesh(m, readSurpacSurface(dir / "topo.str"));
}

TEST(SurfaceWriter, DxfAndObjRoundTrip) {
    const auto dir = scratchDir("DxfObj");
    const TriangleMesh m = triangulateGridLayer(surfaceGrid(), "top");
    writeSurface((dir / "s.dxf").string(), m);
    expectSameMesh(m, readDxfFaces(dir / "s.dxf"));
    EXPECT_NE(readText(dir / "s.dxf").find("0\nEOF\n"), std::string::npos);
    writeSurface((dir / "s.obj").string(), m);
    const ReadMesh obj = readObj(dir / "s.obj");
    EXPECT_EQ(obj.vertices.size(), m.vertexCount());
    expectSameMesh(m, obj);
}

TEST(SurfaceWriter, VtpHoldsTrianglesAndScalars) {
    const auto dir = scratchDir("VtpSurface");
    const TriangleMesh m = triangulateGridLayer(surfaceGrid(), "top");
    writeSurface((dir / "s.vtp").string(), m);
    const VtkFile f = readVtkXml(dir / "s.vtp");
    EXPECT_EQ(f.root, "PolyData");
    EXPECT_NE(f.pieceAttributes.find("NumberOfPolys=\"7\""), std::string::npos);
    const auto& points = f.array("Points").values;
    ASSERT_EQ(points.size(), 3 * m.vertexCount());
    EXPECT_EQ(points[3 * 4 + 1], m.y[4]);
    const auto& connectivity = f.array("connectivity").values;
    const auto& offsets = f.array("offsets").values;
    ASSERT_EQ(offsets.size(), 7u);
    EXPECT_EQ(offsets.back(), 21.0);
    for (std::size_t t = 0; t < 7; ++t)
        for (int c = 0; c < 3; ++c) EXPECT_EQ(connectivity[3 * t + c], double(m.triangles[t][c]));
    EXPECT_EQ(float(f.array("thickness").values[2]), m.scalars[1][2]);
}

TEST(SurfaceWriter, DrillholeTracesAsSurpacStringsAndVtpLines) {
    const auto dir = scratchDir("Polylines");
    PolylineSet lines;
    lines.addLine({{100, 200, 50}, {100, 200, 40}, {101, 201, 30}}, "DDH1");
    lines.addLine({{300, 400, 60}, {300.5, 400.5, 20}}, "DDH2");
    lines.scalarNames = {"depth"};
    lines.scalars = {{0, 10, 20, 0, 40}};
    writeSurpacStrings((dir / "holes.str").string(), lines);
    const auto strings = readSurpacStrings(dir / "holes.str");
    ASSERT_EQ(strings.size(), 2u);
    EXPECT_EQ(strings[1][1], (std::array<double, 3>{300.5, 400.5, 20}));
    EXPECT_NE(readText(dir / "holes.str").find("1, 200, 100, 50, DDH1"), std::string::npos);
    writeVtp((dir / "holes.vtp").string(), lines);
    const VtkFile f = readVtkXml(dir / "holes.vtp");
    EXPECT_NE(f.pieceAttributes.find("NumberOfLines=\"2\""), std::string::npos);
    EXPECT_EQ(f.array("offsets").values, (std::vector<double>{3, 5}));
    EXPECT_EQ(f.array("depth").values[4], 40.0);
    PolylineSet bad = lines;
    bad.offsets.back() = 9;
    EXPECT_THROW(writeVtp((dir / "bad.vtp").string(), bad), ValidationError);
}

TEST(PointWriter, CsvGslibAndVtpRoundTrip) {
    const auto dir = scratchDir("Points");
    PointSet p;
    p.dimension = 3;
    p.x = {1.5, 2.25, 1e6 + 0.125};
    p.y = {3, 4, 5};
    p.z = {-1, -2, -3};
    p.addColumn("au, g/t", {0.5, NAN, 2.0 / 3.0});
    writePoints((dir / "p.csv").string(), p);
    PointReadReport report;
    const PointSet c = readPoints((dir / "p.csv").string(), {}, {}, &report);
    EXPECT_EQ(c.x, p.x);
    EXPECT_EQ(c.z, p.z);
    EXPECT_EQ(c.names, p.names);
    EXPECT_EQ(c.values[0][2], p.values[0][2]);
    EXPECT_TRUE(std::isnan(c.values[0][1]));
    writePoints((dir / "p.dat").string(), p);
    const GeoEasFile g = readGeoEas((dir / "p.dat").string());
    EXPECT_EQ(g.names, (std::vector<std::string>{"X", "Y", "Z", "au, g/t"}));
    EXPECT_EQ(g.columns[3][1], -999.0);
    writePoints((dir / "p.vtp").string(), p);
    const VtkFile v = readVtkXml(dir / "p.vtp");
    EXPECT_NE(v.pieceAttributes.find("NumberOfVerts=\"3\""), std::string::npos);
    EXPECT_EQ(v.array("au, g/t").values[2], 2.0 / 3.0);
    EXPECT_EQ(v.array("Points").values[6], 1e6 + 0.125);
}
