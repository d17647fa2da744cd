// The block model's further outputs on the synthetic layered deposit: grade-tonnage per resource
// class (the classes add up to "all"), and the VTK unstructured grid (parsed back here: its cells
// are the blocks of the CSV, corner by corner and value by value).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <unistd.h>

#include "LayeredDepositSupport.h"
#include "strata/blockmodel/BlockModelJob.h"
#include "strata/io/DelimitedReader.h"

namespace strata::blockmodel {
namespace {

namespace fs = std::filesystem;

class BlockModelExportsTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        folder_ = (fs::temp_directory_path() / ("strata_blockmodel_exports_" + std::to_string(::getpid()))).string();
        fs::create_directories(folder_);
        test::LayeredDeposit{}.write(folder_);
        BlockModelJob j = test::depositJob(folder_);
        j.model = "0.05 nug + 0.95 sph(30,30,10)";
        j.subBlocks = {5, 5, 2.5};
        j.density = {{"ORE", 2.7}};
        j.report.clear();
        j.passes = {{1, 12, 24}, {2, 4, 24}, {4, 1, 24}};
        j.classes = {{"measured", 1, 0, 10}, {"indicated", 1, 0, 0}};  // later passes: unclassified
        j.reportClasses = folder_ + "/gt-classes.csv";
        j.vtkOutput = folder_ + "/blocks.vtu";
        j.cutoffs = {0, 2};
        execute(j, jobs::JobContext{});
        io::DelimitedOptions options;
        options.textColumns = {io::ColumnSelector::anyOf({"unit"}), io::ColumnSelector::anyOf({"class"})};
        blocks_ = new io::Table(io::readTable(j.output, options));
    }
    static void TearDownTestSuite() {
        delete blocks_;
        fs::remove_all(folder_);
    }

    static std::string folder_;
    static io::Table* blocks_;
};
std::string BlockModelExportsTest::folder_;
io::Table* BlockModelExportsTest::blocks_ = nullptr;

TEST_F(BlockModelExportsTest, ClassesAddUpToTheWholeUnit) {
    io::DelimitedOptions options;
    options.textColumns = {io::ColumnSelector::anyOf({"unit"}), io::ColumnSelector::anyOf({"class"})};
    const io::Table gt = io::readTable(folder_ + "/gt-classes.csv", options);
    EXPECT_EQ(gt.columnNames(), (std::vector<std::string>{"unit", "class", "cutoff", "blocks", "volume", "tonnes", "grade"}));
    struct Sum {
        double volume = 0, metal = 0, tonnes = 0;
        std::size_t blocks = 0;
    };
    std::map<std::pair<std::string, double>, Sum> all, classes;
    std::map<std::string, int> seen;
    for (std::size_t r = 0; r < gt.rowCount(); ++r) {
        const std::string& unit = gt.column("unit").texts[r];
        const std::string& cls = gt.column("class").texts[r];
        ++seen[cls];
        Sum& s = (cls == "all" ? all : classes)[{unit, gt.column("cutoff").numbers[r]}];
        const double volume = gt.column("volume").numbers[r], grade = gt.column("grade").numbers[r];
        s.volume += volume;
        s.blocks += std::size_t(gt.column("blocks").numbers[r]);
        if (volume > 0) s.metal += volume * grade;
        if (std::isfinite(gt.column("tonnes").numbers[r])) s.tonnes += gt.column("tonnes").numbers[r];
    }
    EXPECT_GT(seen["measured"], 0);
    EXPECT_GT(seen["unclassified"], 0);  // blocks of the later passes meet no rule
    ASSERT_EQ(all.size(), 4u);           // ORE and BASE at 2 cutoffs
    for (const auto& [key, whole] : all) {
        const Sum& parts = classes.at(key);
        EXPECT_EQ(parts.blocks, whole.blocks) << key.first << " " << key.second;
        EXPECT_NEAR(parts.volume, whole.volume, 1e-9 * whole.volume);
        EXPECT_NEAR(parts.metal, whole.metal, 1e-9 * whole.metal);
        EXPECT_NEAR(parts.tonnes, whole.tonnes, 1e-9 * (1 + whole.tonnes));
    }
}

// The raw appended array at `offset` (after the '_' mark): a UInt64 size, then the values.
template <class T>
std::vector<T> appendedArray(const std::string& file, std::size_t data, std::uint64_t offset) {
    std::uint64_t bytes = 0;
    std::memcpy(&bytes, file.data() + data + offset, sizeof bytes);
    std::vector<T> values(bytes / sizeof(T));
    std::memcpy(values.data(), file.data() + data + offset + sizeof bytes, bytes);
    return values;
}

std::uint64_t offsetOf(const std::string& file, const std::string& name) {
    const std::size_t at = file.find("Name=\"" + name + "\"");
    const std::size_t offset = file.find("offset=\"", at) + 8;
    return std::stoull(file.substr(offset, file.find('"', offset) - offset));
}

TEST_F(BlockModelExportsTest, VtkUnstructuredGridHoldsEveryBlock) {
    std::ifstream in(folder_ + "/blocks.vtu", std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string file = buffer.str();
    const std::size_t n = blocks_->rowCount();
    ASSERT_NE(file.find("NumberOfCells=\"" + std::to_string(n) + "\""), std::string::npos);
    ASSERT_NE(file.find("1=COVER 2=ORE 3=BASE"), std::string::npos);
    const std::size_t data = file.find("<AppendedData encoding=\"raw\">\n_") + 31;
    const auto points = appendedArray<double>(file, data, offsetOf(file, "Points"));
    const auto au = appendedArray<double>(file, data, offsetOf(file, "AU"));
    const auto unit = appendedArray<std::int32_t>(file, data, offsetOf(file, "unit"));
    const auto types = appendedArray<std::uint8_t>(file, data, offsetOf(file, "types"));
    ASSERT_EQ(points.size(), 24 * n);
    ASSERT_EQ(au.size(), n);
    EXPECT_EQ(types[0], 11);  // voxels
    const auto& csvAu = blocks_->column("AU").numbers;
    const auto& csvUnit = blocks_->column("unit").texts;
    for (std::size_t b = 0; b < n; b += 97) {
        const double centre[3] = {blocks_->column("x").numbers[b], blocks_->column("y").numbers[b], blocks_->column("z").numbers[b]};
        const double size[3] = {blocks_->column("dx").numbers[b], blocks_->column("dy").numbers[b], blocks_->column("dz").numbers[b]};
        for (int k = 0; k < 8; ++k)
            for (int a = 0; a < 3; ++a)
                EXPECT_NEAR(points[24 * b + 3 * std::size_t(k) + std::size_t(a)], centre[a] + ((k >> a) & 1 ? 0.5 : -0.5) * size[a], 1e-9);
        if (std::isnan(csvAu[b])) EXPECT_TRUE(std::isnan(au[b]));
        else EXPECT_NEAR(au[b], csvAu[b], 1e-12 * std::abs(csvAu[b]));
        const char* names[] = {"COVER", "ORE", "BASE"};
        EXPECT_EQ(names[unit[b] - 1], csvUnit[b]);
    }
}

}  // namespace
}  // namespace strata::blockmodel
