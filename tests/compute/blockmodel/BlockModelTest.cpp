// The block model on a synthetic layered deposit with known answers (LayeredDepositSupport.h).
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <map>

#include <unistd.h>

#include "../../../compute/blockmodel/DomainComposites.h"
#include "LayeredDepositSupport.h"
#include "strata/blockmodel/BlockModelJob.h"
#include "strata/core/Error.h"
#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/io/DelimitedReader.h"

namespace strata::blockmodel {
namespace {

namespace fs = std::filesystem;

class BlockModelTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        folder_ = (fs::temp_directory_path() / ("strata_blockmodel_" + std::to_string(::getpid()))).string();
        fs::create_directories(folder_);
        test::LayeredDeposit{}.write(folder_);
    }
    static void TearDownTestSuite() { fs::remove_all(folder_); }

    // ORE and BASE estimated by ordinary kriging into 10 x 10 x 5 m parent blocks over the deposit.
    static BlockModelJob job() { return test::depositJob(folder_); }

    struct Blocks {
        io::Table table;
        const io::TableColumn& column(const char* name) const { return table.column(name); }
        std::size_t rows() const { return table.rowCount(); }
    };
    static Blocks run(const BlockModelJob& j, jobs::Json* summary = nullptr) {
        const jobs::Json s = execute(j, jobs::JobContext{});
        if (summary) *summary = s;
        io::DelimitedOptions options;
        options.textColumns = {io::ColumnSelector::anyOf({"unit"}), io::ColumnSelector::anyOf({"class"})};
        return {io::readTable(j.output, options)};
    }
    static double unitVolume(const Blocks& b, const std::string& unit) {
        double v = 0;
        for (std::size_t r = 0; r < b.rows(); ++r)
            if (b.column("unit").texts[r] == unit)
                v += b.column("dx").numbers[r] * b.column("dy").numbers[r] * b.column("dz").numbers[r];
        return v;
    }

    static std::string folder_;
};
std::string BlockModelTest::folder_;

TEST_F(BlockModelTest, NoGradeCrossesAHardBoundary) {
    const Blocks b = run(job());
    std::map<std::string, std::size_t> estimated;
    for (std::size_t r = 0; r < b.rows(); ++r) {
        const std::string& unit = b.column("unit").texts[r];
        const double grade = b.column("AU").numbers[r];
        if (unit == "COVER") {
            EXPECT_TRUE(std::isnan(grade)) << "row " << r;  // not estimated
            continue;
        }
        ASSERT_FALSE(std::isnan(grade)) << unit << " row " << r;
        ++estimated[unit];
        // ORE's composites lie near 1..3, BASE's near 500, COVER's near 1000.
        if (unit == "ORE") {
            EXPECT_TRUE(grade > 0.5 && grade < 3.6) << grade;
        }
        if (unit == "BASE") {
            EXPECT_TRUE(grade > 450 && grade < 550) << grade;
        }
    }
    EXPECT_GT(estimated["ORE"], 500u);
    EXPECT_GT(estimated["BASE"], 500u);
}

TEST_F(BlockModelTest, CompositesNeverStraddleAContact) {
    drillholes::DrillholeFiles files;
    files.collar = folder_ + "/collar.csv";
    files.intervals = {folder_ + "/lith.csv", folder_ + "/assay.csv"};
    drillholes::ValidationReport report;
    const auto db = drillholes::readDrillholes(files, report);
    DomainCompositeOptions options{"LITH", "AU", 4.0, {}, drillholes::DesurveyMethod::MinimumCurvature, ""};
    const DomainComposites c = domainComposites(db, db.intervals[0], db.intervals[1], options, nullptr);
    ASSERT_GT(c.size(), 900u);
    for (std::size_t i = 0; i < c.size(); ++i) {
        const drillholes::Collar* collar = db.findCollar(c.holeId[i]);
        const double ore = collar->z - test::LayeredDeposit::topOre(collar->x, collar->y);
        const double base = collar->z - test::LayeredDeposit::topBase(collar->x, collar->y);
        const double top = c.unit[i] == "COVER" ? 0 : c.unit[i] == "ORE" ? ore : base;
        const double bottom = c.unit[i] == "COVER" ? ore : c.unit[i] == "ORE" ? base : collar->depth;
        EXPECT_GE(c.from[i], top - 1e-6) << c.holeId[i] << " " << c.unit[i];
        EXPECT_LE(c.to[i], bottom + 1e-6) << c.holeId[i] << " " << c.unit[i];
        EXPECT_LE(c.to[i] - c.from[i], 4 * 1.5 + 1e-9);  // a merged short end piece at most
    }
}

TEST_F(BlockModelTest, UnitVolumesConvergeAsSubBlocksShrink) {
    const double truth = test::LayeredDeposit{}.oreVolume();
    BlockModelJob j = job();
    j.estimate = {"ORE"};
    j.blocks = GridSpec::parse("8,8,8:12.5,12.5,45:25,25,10");
    const double parents = unitVolume(run(j), "ORE");
    j.subBlocks = {5, 5, 2};
    const double coarse = unitVolume(run(j), "ORE");
    j.subBlocks = {2.5, 2.5, 0.5};
    const double fine = unitVolume(run(j), "ORE");
    const double e0 = std::abs(parents - truth), e1 = std::abs(coarse - truth), e2 = std::abs(fine - truth);
    EXPECT_LT(e1, e0) << parents << " " << coarse << " " << truth;
    EXPECT_LT(e2, e1) << coarse << " " << fine << " " << truth;
    EXPECT_LT(e2, 0.01 * truth);
}

TEST_F(BlockModelTest, GlobalMeanMatchesTheCompositesAndTheReportAddsUp) {
    jobs::Json summary;
    BlockModelJob j = job();
    j.validation = folder_ + "/check.csv";
    const Blocks b = run(j, &summary);
    double volume = 0, metal = 0;
    for (std::size_t r = 0; r < b.rows(); ++r)
        if (b.column("unit").texts[r] == "ORE") {
            const double v = b.column("dx").numbers[r] * b.column("dy").numbers[r] * b.column("dz").numbers[r];
            volume += v;
            metal += v * b.column("AU").numbers[r];
        }
    // Holes on a regular grid: the composites' declustered mean is their mean.
    drillholes::DrillholeFiles files;
    files.collar = folder_ + "/collar.csv";
    files.intervals = {folder_ + "/lith.csv", folder_ + "/assay.csv"};
    drillholes::ValidationReport report;
    const auto db = drillholes::readDrillholes(files, report);
    const DomainComposites c = domainComposites(
        db, db.intervals[0], db.intervals[1], {"LITH", "AU", 4.0, {}, drillholes::DesurveyMethod::MinimumCurvature, ""},
        nullptr);
    double sum = 0, length = 0;
    for (std::size_t i = 0; i < c.size(); ++i)
        if (c.unit[i] == "ORE") {
            sum += c.value[i] * (c.to[i] - c.from[i]);
            length += c.to[i] - c.from[i];
        }
    EXPECT_NEAR(metal / volume, sum / length, 0.03 * (sum / length));

    io::DelimitedOptions classText;
    classText.textColumns = {io::ColumnSelector::anyOf({"unit"}), io::ColumnSelector::anyOf({"class"})};
    const io::Table gt = io::readTable(folder_ + "/gt.csv", classText);
    EXPECT_EQ(gt.columnNames(),
              (std::vector<std::string>{"unit", "cutoff", "blocks", "volume", "tonnes", "grade", "class"}));
    ASSERT_GE(gt.rowCount(), 4u);  // ORE's rows of every class together come first, one per cutoff
    for (std::size_t r = 0; r < 4; ++r) EXPECT_EQ(gt.column("class").texts[r], "all");
    EXPECT_NEAR(gt.column("volume").numbers[0], volume, 1e-6 * volume);          // ORE, cutoff 0
    EXPECT_NEAR(gt.column("tonnes").numbers[0], 2.7 * volume, 1e-6 * volume);
    EXPECT_NEAR(gt.column("grade").numbers[0], metal / volume, 1e-9 * metal);
    for (std::size_t r = 1; r < 4; ++r) {  // higher cutoffs: less volume, higher grade
        EXPECT_LE(gt.column("volume").numbers[r], gt.column("volume").numbers[r - 1]);
        EXPECT_GE(gt.column("grade").numbers[r], gt.column("grade").numbers[r - 1]);
    }
    EXPECT_EQ(summary.at("units").at(0).at("unit"), "ORE");

    // The validation table says the same: blocks against the declustered composites.
    const io::Table check = io::readTable(folder_ + "/check.csv", {});
    ASSERT_EQ(check.rowCount(), 2u);
    EXPECT_NEAR(check.column("block_mean").numbers[0], metal / volume, 1e-9 * metal / volume);
    EXPECT_NEAR(check.column("declustered_mean").numbers[0], sum / length, 0.02 * sum / length);
    EXPECT_LT(std::abs(check.column("relative_difference").numbers[0]), 0.03);
}

TEST_F(BlockModelTest, ClassesFollowTheUsersRules) {
    BlockModelJob j = job();
    j.estimate = {"ORE"};
    j.model = "0.05 nug + 0.95 sph(30,30,10)";
    j.passes = {{1, 12, 24}, {2, 4, 24}, {4, 1, 24}};
    j.classes = {{"measured", 1, 0, 10}, {"indicated", 2, 0, 0}, {"inferred", 3, 0, 0}};
    const Blocks b = run(j);
    std::map<std::string, std::size_t> count;
    for (std::size_t r = 0; r < b.rows(); ++r) {
        if (b.column("unit").texts[r] != "ORE") continue;
        const std::string& c = b.column("class").texts[r];
        const double pass = b.column("pass").numbers[r], distance = b.column("distance").numbers[r];
        ++count[c];
        if (c == "measured") {
            EXPECT_TRUE(pass == 1 && distance <= 10) << pass << " " << distance;
        } else if (c == "indicated") {
            EXPECT_TRUE(pass <= 2 && (pass == 2 || distance > 10)) << pass << " " << distance;
        } else if (c == "inferred") {
            EXPECT_EQ(pass, 3);
        }
    }
    EXPECT_GT(count["measured"], 0u);
    EXPECT_GT(count["indicated"], 0u);
    EXPECT_EQ(count[""], 0u);  // every estimated block meets a rule
}

TEST_F(BlockModelTest, LaterPassesEstimateWhatTheFirstCannot) {
    BlockModelJob j = job();
    j.estimate = {"ORE"};
    j.model = "0.05 nug + 0.95 sph(30,30,10)";
    j.passes = {{1, 30, 40}};
    const Blocks one = run(j);
    std::size_t missing = 0;
    for (std::size_t r = 0; r < one.rows(); ++r)
        if (one.column("unit").texts[r] == "ORE" && std::isnan(one.column("AU").numbers[r])) ++missing;
    EXPECT_GT(missing, 100u);

    j.passes = {{1, 30, 40}, {2, 20, 40}, {4, 1, 40}};
    jobs::Json summary;
    const Blocks three = run(j, &summary);
    std::size_t byPass[4] = {0, 0, 0, 0};
    for (std::size_t r = 0; r < three.rows(); ++r)
        if (three.column("unit").texts[r] == "ORE") {
            EXPECT_FALSE(std::isnan(three.column("AU").numbers[r])) << "row " << r;
            ++byPass[std::size_t(three.column("pass").numbers[r])];
        }
    EXPECT_EQ(byPass[0], 0u);
    EXPECT_GT(byPass[2] + byPass[3], 100u);
    EXPECT_EQ(summary.at("units").at(0).at("estimatedByPass").at(1).get<std::size_t>(), byPass[2]);
}

TEST_F(BlockModelTest, InverseDistanceStaysInsideTheUnitsToo) {
    BlockModelJob j = job();
    j.method = EstimationMethod::Idw;
    const Blocks b = run(j);
    for (std::size_t r = 0; r < b.rows(); ++r) {
        const std::string& unit = b.column("unit").texts[r];
        const double grade = b.column("AU").numbers[r];
        if (unit == "ORE") {
            EXPECT_TRUE(grade > 0.5 && grade < 3.6) << grade;
        }
        if (unit == "BASE") {
            EXPECT_TRUE(grade > 450 && grade < 550) << grade;
        }
        // Each estimated block records the composites inside its pass's ellipsoid, at least the
        // pass's ndmin and at most its ndmax.
        if (!std::isnan(grade)) {
            const int pass = int(b.column("pass").numbers[r]);
            const SearchPass& p = j.passes.at(std::size_t(pass - 1));
            const double used = b.column("samples").numbers[r];
            EXPECT_TRUE(used >= p.ndmin && used <= p.ndmax) << used << " composites in pass " << pass;
        }
    }
}

TEST_F(BlockModelTest, BadRequestsAreRefusedNamingTheOption) {
    auto refused = [](BlockModelJob j, const std::string& expected) {
        try {
            j.validate();
        } catch (const ValidationError& e) {
            EXPECT_NE(std::string(e.what()).find(expected), std::string::npos) << e.what();
            return;
        }
        ADD_FAILURE() << "accepted; expected an error about " << expected;
    };
    BlockModelJob j = job();
    j.estimate = {"GOLD"};
    refused(j, "estimate");
    j = job();
    j.model.clear();
    refused(j, "model");
    j = job();
    j.subBlocks = {3, 5, 1};
    refused(j, "sub_blocks");
    j = job();
    j.blocks = GridSpec::parse("20,20:5,5:10,10");
    refused(j, "blocks");
    j = job();
    j.density = {{"ORE", -1}};
    refused(j, "density");
}

}  // namespace
}  // namespace strata::blockmodel
