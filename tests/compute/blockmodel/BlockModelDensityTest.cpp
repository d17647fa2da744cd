// Densities from the assays' density column on the synthetic layered deposit: ORE's values are
// 2.9 and BASE's 2.6 t/m^3 (every fourth missing), COVER's all missing. ORE's blocks get 2.9,
// BASE's the constant given for it (the constant wins), COVER's none, as without the column.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>

#include <unistd.h>

#include "LayeredDepositSupport.h"
#include "strata/blockmodel/BlockModelJob.h"
#include "strata/core/Error.h"
#include "strata/io/DelimitedReader.h"

namespace strata::blockmodel {
namespace {

namespace fs = std::filesystem;

class BlockModelDensityTest : public ::testing::Test {
protected:
    void SetUp() override {
        folder_ = (fs::temp_directory_path() / ("strata_blockmodel_density_" + std::to_string(::getpid()))).string();
        fs::create_directories(folder_);
        test::LayeredDeposit deposit;
        deposit.withDensity = true;
        deposit.write(folder_);
        job_ = test::depositJob(folder_);
        job_.densityColumn = "DENSITY";
        job_.density = {{"BASE", 2.5}};  // ORE's from the column
    }
    void TearDown() override { fs::remove_all(folder_); }

    std::string folder_;
    BlockModelJob job_;
};

TEST_F(BlockModelDensityTest, BlocksTakeTheirUnitsDensityUnlessAConstantIsGiven) {
    const jobs::Json summary = execute(job_, jobs::JobContext{});
    EXPECT_NEAR(summary.at("density").at("ORE").get<double>(), test::LayeredDeposit::kOreDensity, 1e-12);
    io::DelimitedOptions options;
    options.textColumns = {io::ColumnSelector::anyOf({"unit"}), io::ColumnSelector::anyOf({"class"})};
    const io::Table blocks = io::readTable(job_.output, options);
    const std::map<std::string, double> expected{{"ORE", test::LayeredDeposit::kOreDensity}, {"BASE", 2.5}};
    double oreVolume = 0;
    std::map<std::string, std::size_t> seen;
    for (std::size_t r = 0; r < blocks.rowCount(); ++r) {
        const std::string& unit = blocks.column("unit").texts[r];
        const double volume =
            blocks.column("dx").numbers[r] * blocks.column("dy").numbers[r] * blocks.column("dz").numbers[r];
        const double density = blocks.column("density").numbers[r], tonnes = blocks.column("tonnes").numbers[r];
        ++seen[unit];
        if (unit == "COVER") {  // no density data, no constant: blank, as before the column
            EXPECT_TRUE(std::isnan(density) && std::isnan(tonnes)) << "row " << r;
            continue;
        }
        EXPECT_NEAR(density, expected.at(unit), 1e-12) << unit << " row " << r;
        EXPECT_NEAR(tonnes, expected.at(unit) * volume, 1e-9 * volume) << unit << " row " << r;
        if (unit == "ORE") oreVolume += volume;
    }
    EXPECT_GT(seen["COVER"], 0u);
    EXPECT_GT(seen["BASE"], 0u);
    ASSERT_GT(oreVolume, 0);

    const io::Table gt = io::readTable(job_.report, options);
    ASSERT_EQ(gt.column("unit").texts[0], "ORE");  // ORE, every class, cutoff 0
    EXPECT_NEAR(gt.column("tonnes").numbers[0], test::LayeredDeposit::kOreDensity * oreVolume, 1e-9 * oreVolume);
}

TEST_F(BlockModelDensityTest, AMissingDensityColumnIsRefusedByName) {
    job_.densityColumn = "SG";
    try {
        execute(job_, jobs::JobContext{});
        ADD_FAILURE() << "ran without the density column";
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("density_column"), std::string::npos) << e.what();
    }
    EXPECT_FALSE(fs::exists(job_.output));
    job_.densityColumn = "AU";
    EXPECT_THROW(job_.validate(), ValidationError);
}

}  // namespace
}  // namespace strata::blockmodel
