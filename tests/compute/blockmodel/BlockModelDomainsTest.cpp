// Soft boundaries and plan limits of the estimated units, on the synthetic layered deposit
// (LayeredDepositSupport.h: vertical holes every 25 m, ORE about 2, BASE about 500).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <utility>

#include <unistd.h>

#include "../../../compute/blockmodel/PlanLimitFile.h"
#include "LayeredDepositSupport.h"
#include "strata/blockmodel/BlockModelJob.h"
#include "strata/core/Error.h"
#include "strata/core/Version.h"
#include "strata/io/DelimitedReader.h"

namespace strata::blockmodel {
namespace {

namespace fs = std::filesystem;
using test::LayeredDeposit;

class BlockModelDomainsTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        folder_ = (fs::temp_directory_path() / ("strata_blockmodel_domains_" + std::to_string(::getpid()))).string();
        fs::create_directories(folder_);
        LayeredDeposit{}.write(folder_);
    }
    static void TearDownTestSuite() { fs::remove_all(folder_); }

    // ORE alone, one pass whose ellipsoid reaches 5 m up and down: how far a borrowed composite
    // can reach is then known.
    static BlockModelJob oreJob(const std::string& output) {
        BlockModelJob j = test::depositJob(folder_);
        j.estimate = {"ORE"};
        j.model = "0.05 nug + 0.95 sph(80,80,5)";
        j.passes = {{1, 4, 24}};
        j.output = folder_ + "/" + output;
        j.report = folder_ + "/gt-" + output;
        return j;
    }
    // On the CPU: the tests compare runs block by block, exact in double. (On the GPU, float
    // distances may pick another datum at the ndmax-th place when the data set changes.)
    static io::Table run(const BlockModelJob& j, jobs::Json* summary = nullptr) {
        jobs::JobContext cpu;
        cpu.backend = Backend::Cpu;
        const jobs::Json s = execute(j, cpu);
        if (summary) *summary = s;
        io::DelimitedOptions options;
        options.textColumns = {io::ColumnSelector::anyOf({"unit"}), io::ColumnSelector::anyOf({"class"})};
        return io::readTable(j.output, options);
    }
    static std::string write(const std::string& name, const std::string& text) {
        const std::string path = folder_ + "/" + name;
        std::ofstream(path) << text;
        return path;
    }

    static std::string folder_;
};
std::string BlockModelDomainsTest::folder_;

TEST_F(BlockModelDomainsTest, SoftBoundaryLetsTheNeighbourInOnlyNearTheContact) {
    const io::Table hard = run(oreJob("hard.csv"));
    BlockModelJob soft = oreJob("soft.csv");
    soft.softBoundaries = {{"ORE", "BASE", 3}};
    jobs::Json summary;
    const io::Table borrowed = run(soft, &summary);
    // Each vertical hole's first 4 m BASE composite has its mid-point 2 m below the contact, the
    // next one 6 m: one composite lent per hole.
    const LayeredDeposit deposit;
    EXPECT_EQ(summary.at("units").at(0).at("borrowedComposites").get<std::size_t>(),
              std::size_t(deposit.holesPerSide * deposit.holesPerSide));

    ASSERT_EQ(hard.rowCount(), borrowed.rowCount());
    // ORE blocks by height above the contact under them: next to it (below 2.5 m), between, and
    // far (above 12.5 m). A lent composite lies at most 3 m under the contact of its hole, which
    // is within 4.3 m (slope 0.054 over the 80 m search) of the contact under the block; the
    // ellipsoid reaches 5 m up and down: blocks higher than 3 + 4.3 + 5 m see none of them.
    std::size_t count[3] = {0, 0, 0}, raised[3] = {0, 0, 0};
    double shift[3] = {0, 0, 0};
    for (std::size_t r = 0; r < hard.rowCount(); ++r) {
        ASSERT_EQ(hard.column("z").numbers[r], borrowed.column("z").numbers[r]);
        if (hard.column("unit").texts[r] != "ORE") continue;
        const double x = hard.column("x").numbers[r], y = hard.column("y").numbers[r];
        const double h = hard.column("z").numbers[r] - LayeredDeposit::topBase(x, y);
        const double before = hard.column("AU").numbers[r], after = borrowed.column("AU").numbers[r];
        ASSERT_EQ(std::isnan(before), std::isnan(after)) << "row " << r;
        if (std::isnan(before)) continue;
        EXPECT_LT(before, 3.6) << "hard boundary: ORE-like grades only";
        const int band = h < 2.5 ? 0 : h <= 12.5 ? 1 : 2;
        ++count[band];
        shift[band] += after - before;
        if (after > before + 1) ++raised[band];
        if (band == 2) {
            EXPECT_NEAR(after, before, 1e-9 * std::abs(before)) << "row " << r << " h " << h;
        }
    }
    ASSERT_GT(count[0], 100u);
    ASSERT_GT(count[2], 100u);
    // Next to the contact the grades move towards BASE's 500: most blocks, by tens on average
    // (ORE's grades are about 2); the move fades with the height above the contact.
    EXPECT_GT(raised[0], count[0] * 3 / 4);
    EXPECT_GT(shift[0] / double(count[0]), 20.0);
    EXPECT_LT(shift[1] / double(count[1]), shift[0] / double(count[0]));
    EXPECT_GT(shift[1], 0.0);
    EXPECT_EQ(raised[2], 0u);
}

TEST_F(BlockModelDomainsTest, LimitLeavesTheBlocksOutsideUnestimatedAndTheirCompositesUnused) {
    // The rectangle 40..140 x 60..160 holds 10 x 10 block columns (centres 45..135, 65..155) and
    // the holes at x and y of 62.5, 87.5, 112.5, 137.5. Written closed with a header, and open
    // without one: the same limit.
    const std::string closed = write("closed.csv", "x,y\n40,60\n140,60\n140,160\n40,160\n40,60\n");
    const std::string open = write("open.csv", "40 60\n140 60\n140 160\n40 160\n");
    const auto inside = [](double x, double y) { return x > 40 && x < 140 && y > 60 && y < 160; };
    const double holes[4] = {62.5, 87.5, 112.5, 137.5};
    BlockModelJob j = oreJob("limited.csv");
    j.limits = {{"ORE", closed}};
    jobs::Json summary;
    const io::Table limited = run(j, &summary);

    std::set<std::pair<double, double>> columns;
    std::size_t in = 0, out = 0, fartherThanAnyHole = 0;
    double volume = 0;
    for (std::size_t r = 0; r < limited.rowCount(); ++r) {
        if (limited.column("unit").texts[r] != "ORE") continue;
        const double x = limited.column("x").numbers[r], y = limited.column("y").numbers[r];
        const double grade = limited.column("AU").numbers[r];
        if (!inside(x, y)) {
            ++out;
            EXPECT_TRUE(std::isnan(grade)) << x << " " << y;
            EXPECT_EQ(limited.column("class").texts[r], "outside");
            EXPECT_EQ(limited.column("pass").numbers[r], 0);
            continue;
        }
        ++in;
        columns.insert({x, y});
        ASSERT_FALSE(std::isnan(grade)) << x << " " << y;
        EXPECT_NE(limited.column("class").texts[r], "outside");
        volume += limited.column("dx").numbers[r] * limited.column("dy").numbers[r] * limited.column("dz").numbers[r];
        // Only the holes inside inform: the nearest composite is no closer than the nearest of them.
        double nearestInside = INFINITY;
        for (double hx : holes)
            for (double hy : holes) nearestInside = std::min(nearestInside, std::hypot(x - hx, y - hy));
        EXPECT_GE(limited.column("distance").numbers[r], nearestInside - 1e-9);
        if (nearestInside > 12.5 * std::sqrt(2.0)) ++fartherThanAnyHole;  // a hole outside was nearer
    }
    EXPECT_EQ(columns.size(), 100u);
    EXPECT_GT(fartherThanAnyHole, 0u);
    const jobs::Json& ore = summary.at("units").at(0);
    EXPECT_EQ(ore.at("blocks").get<std::size_t>(), in);
    EXPECT_EQ(ore.at("blocksOutsideLimit").get<std::size_t>(), out);
    // The report counts the blocks inside only.
    EXPECT_NEAR(summary.at("gradeTonnage").at(0).at("volume").get<double>(), volume, 1e-9 * volume);

    // The same blocks without a limit: the counts inside and outside add up.
    jobs::Json wholeSummary;
    const io::Table whole = run(oreJob("whole.csv"), &wholeSummary);
    // 16 holes of 64 inside: a quarter of the composites give or take ORE's thickness.
    const double share = ore.at("composites").get<double>() / wholeSummary.at("units").at(0).at("composites").get<double>();
    EXPECT_NEAR(share, 0.25, 0.03);
    std::size_t oreBlocks = 0;
    for (std::size_t r = 0; r < whole.rowCount(); ++r) oreBlocks += whole.column("unit").texts[r] == "ORE";
    EXPECT_EQ(in + out, oreBlocks);

    j.limits = {{"ORE", open}};
    j.output = folder_ + "/limited-open.csv";
    const io::Table same = run(j);
    ASSERT_EQ(same.rowCount(), limited.rowCount());
    for (std::size_t r = 0; r < same.rowCount(); ++r)
        EXPECT_EQ(same.column("class").texts[r], limited.column("class").texts[r]) << "row " << r;
}

TEST_F(BlockModelDomainsTest, LimitWithAHoleAndASecondPart) {
    // The rectangle of the test above with a hole over 4 x 4 block columns (centres 75..105 and
    // 95..125), and a second part around the single block column (185, 185) of the model's corner.
    const std::string rings = write("rings.csv",
                                    "ring,x,y\nouter,40,60\nouter,140,60\nouter,140,160\nouter,40,160\n"
                                    "hole,70,90\nhole,110,90\nhole,110,130\nhole,70,130\n"
                                    "corner,180,180\ncorner,190,180\ncorner,190,190\ncorner,180,190\n");
    const PlanPolygon polygon = readPlanLimit(rings);
    ASSERT_EQ(polygon.ringCount(), 3u);
    EXPECT_DOUBLE_EQ(polygon.area(), 100 * 100 - 40 * 40 + 10 * 10);
    BlockModelJob j = oreJob("rings-blocks.csv");
    j.limits = {{"ORE", rings}};
    const io::Table limited = run(j);
    std::set<std::pair<double, double>> columns;
    for (std::size_t r = 0; r < limited.rowCount(); ++r) {
        if (limited.column("unit").texts[r] != "ORE") continue;
        const double x = limited.column("x").numbers[r], y = limited.column("y").numbers[r];
        const bool inside = polygon.contains(x, y);
        EXPECT_EQ(limited.column("class").texts[r] == "outside", !inside) << x << " " << y;
        if (inside) columns.insert({x, y});
    }
    EXPECT_EQ(columns.size(), 100u - 16u + 1u);
    EXPECT_TRUE(columns.count({185, 185}));  // the second part
    EXPECT_FALSE(columns.count({85, 105}));  // in the hole
}

TEST_F(BlockModelDomainsTest, LimitFilesNeedAClosableRing) {
    const PlanPolygon triangle = readPlanLimit(write("triangle.csv", "east,north\n0,0\n10,0\n0,10\n0,0\n"));
    EXPECT_EQ(triangle.size(), 3u);
    EXPECT_DOUBLE_EQ(triangle.area(), 50);
    const auto refused = [](const std::string& path, const std::string& expected) {
        try {
            readPlanLimit(path);
        } catch (const ParseError& e) {
            EXPECT_NE(std::string(e.what()).find(expected), std::string::npos) << e.what();
            return;
        }
        ADD_FAILURE() << path << " accepted; expected " << expected;
    };
    refused(write("two.csv", "x,y\n0,0\n10,0\n"), "two.csv:3: a limit polygon needs at least 3 distinct vertices (found 2)");
    refused(write("two-closed.csv", "x,y\n0,0\n10,0\n0,0\n"), "two-closed.csv:4:");
    refused(write("line.csv", "x,y\n0,0\n5,5\n10,10\n"), "line.csv:4: a limit polygon has no area");
    refused(write("flat-ring.csv", "x,y,ring\n0,0,a\n10,0,a\n0,10,a\n20,0,b\n25,0,b\n30,0,b\n"),
            "flat-ring.csv:7: ring 2 of the limit has no area");
    refused(write("covered.csv", "x,y,ring\n0,0,a\n10,0,a\n0,10,a\n0,0,b\n10,0,b\n0,10,b\n"),
            "covered.csv:7: the polygon has no area: its holes cover its parts");
    refused(write("hole.csv", "x,y\n0,0\n10,0\n,5\n0,10\n"), "hole.csv:4: a vertex needs both x and y");
    EXPECT_THROW(readPlanLimit(folder_ + "/missing.csv"), IoError);
}

TEST_F(BlockModelDomainsTest, LimitFromAVectorSourceNeedsGdal) {
    const auto geojson = [](const std::string& rings) {
        return R"({"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {}, )"
               R"("geometry": {"type": "Polygon", "coordinates": [)" + rings + "]}}]}";
    };
    const std::string triangle = write("triangle.geojson", geojson("[[0,0],[10,0],[0,10],[0,0]]"));
#if STRATA_WITH_GDAL
    const PlanPolygon polygon = readPlanLimit(triangle);
    EXPECT_EQ(polygon.size(), 3u);
    EXPECT_DOUBLE_EQ(polygon.area(), 50);
    EXPECT_TRUE(polygon.contains(2, 2));
    EXPECT_FALSE(polygon.contains(6, 6));
    // A polygon with a (triangular) hole: its rings, the hole by the even-odd rule.
    const PlanPolygon holed =
        readPlanLimit(write("holed.geojson", geojson("[[0,0],[10,0],[10,10],[0,10],[0,0]], [[2,2],[4,2],[4,4],[2,2]]")));
    EXPECT_EQ(holed.ringCount(), 2u);
    EXPECT_DOUBLE_EQ(holed.area(), 98);
    EXPECT_TRUE(holed.contains(1, 1));
    EXPECT_FALSE(holed.contains(3.5, 2.5));
#else
    try {
        readPlanLimit(triangle);
        ADD_FAILURE() << "a vector source read without GDAL";
    } catch (const IoError& e) {
        EXPECT_NE(std::string(e.what()).find("needs GDAL"), std::string::npos) << e.what();
    }
#endif
}

TEST_F(BlockModelDomainsTest, BadDomainsAreRefusedNamingTheOption) {
    const auto refused = [](const BlockModelJob& j, const std::string& expected) {
        try {
            j.validate();
        } catch (const ValidationError& e) {
            EXPECT_NE(std::string(e.what()).find(expected), std::string::npos) << e.what();
            return;
        }
        ADD_FAILURE() << "accepted; expected " << expected;
    };
    BlockModelJob j = oreJob("bad.csv");
    j.softBoundaries = {{"ORE", "GOLD", 5}};
    refused(j, "option 'soft_boundaries[1].neighbour' 'GOLD' is not in the order");
    j.softBoundaries = {{"ORE", "ORE", 5}};
    refused(j, "option 'soft_boundaries[1].neighbour' 'ORE' is the unit itself");
    j.softBoundaries = {{"ORE", "BASE", -5}};
    refused(j, "option 'soft_boundaries[1].distance' must be > 0 (got -5)");
    j.softBoundaries = {{"BASE", "ORE", 5}};
    refused(j, "option 'soft_boundaries[1].unit' 'BASE' is not estimated");
    j.softBoundaries = {{"ORE", "BASE", 5}, {"ORE", "BASE", 2}};
    refused(j, "option 'soft_boundaries[2]' 'ORE' borrows from 'BASE' twice");
    j.softBoundaries.clear();
    j.limits = {{"GOLD", write("square.csv", "0,0\n1,0\n1,1\n0,1\n")}};
    refused(j, "option 'limits' 'GOLD' is not in the order");
    j.limits = {{"ORE", write("short.csv", "x,y\n0,0\n1,1\n")}};
    refused(j, "option 'limits' of 'ORE': " + folder_ + "/short.csv:3:");
    j.limits.clear();
    j.classes = {{"outside", 3, 0, 0}};
    refused(j, "option 'classes' name 'outside'");
    EXPECT_FALSE(fs::exists(folder_ + "/bad.csv"));
}

}  // namespace
}  // namespace strata::blockmodel
