// The block model's further outputs on the synthetic layered deposit: grade-tonnage per resource
// class (the classes add up to "all"), and the VTK unstructured grid (parsed back here: its cells
// are the blocks of the CSV, corner by corner and value by value).
#include <gtest/gtest.h>

#include <algorithm>
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
#include "strata/core/Error.h"
#include "strata/io/DelimitedReader.h"

namespace strata::blockmodel {
namespace {

namespace fs = std::filesystem;

constexpr const char* kQuotedClass = "indicated, \"pass 1\"";
constexpr double kOreCap = 2.3;  // ORE's grades run from about 1.3 to 2.7

class BlockModelExportsTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        folder_ = (fs::temp_directory_path() / ("strata_blockmodel_exports_" + std::to_string(::getpid()))).string();
        fs::create_directories(folder_);
        test::LayeredDeposit{}.write(folder_);
        BlockModelJob j = test::depositJob(folder_);
        j.model = "0.05 nug + 0.95 sph(30,30,10)";
        j.subBlocks = {5, 5, 2.5};
        j.passes = {{1, 12, 24}, {2, 4, 24}, {4, 1, 24}};
        // Later passes: unclassified. The second name needs quoting in a CSV.
        j.classes = {{"measured", 1, 0, 10}, {kQuotedClass, 1, 0, 0}};
        j.reportClasses = folder_ + "/gt-classes.csv";
        j.vtkOutput = folder_ + "/blocks.vtu";
        j.mineOutput = folder_ + "/mine.csv";
        j.compositesOutput = folder_ + "/composites.csv";
        j.validation = folder_ + "/validation.csv";
        j.caps = {{"ORE", kOreCap}};
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

// GT.csv keeps its columns where they were and gains the class last: per unit and cutoff, the
// "all" row and one row per class present. The classes add up to "all": blocks, volume, tonnes
// and metal; so the grade of "all" is the tonnage-weighted mean of the class grades.
TEST_F(BlockModelExportsTest, ReportRowsPerClassAddUpToAll) {
    io::DelimitedOptions options;
    options.textColumns = {io::ColumnSelector::anyOf({"unit"}), io::ColumnSelector::anyOf({"class"})};
    const io::Table gt = io::readTable(folder_ + "/gt.csv", options);
    EXPECT_EQ(gt.columnNames(),
              (std::vector<std::string>{"unit", "cutoff", "blocks", "volume", "tonnes", "grade", "class"}));
    struct Sum {
        double volume = 0, tonnes = 0, tonnesGrade = 0, grade = 0;
        std::size_t blocks = 0;
    };
    std::map<std::pair<std::string, double>, Sum> all, classes;
    std::map<std::string, int> seen;
    for (std::size_t r = 0; r < gt.rowCount(); ++r) {
        const std::string& unit = gt.column("unit").texts[r];
        const std::string& cls = gt.column("class").texts[r];
        ++seen[cls];
        Sum& s = (cls == "all" ? all : classes)[{unit, gt.column("cutoff").numbers[r]}];
        const double volume = gt.column("volume").numbers[r], tonnes = gt.column("tonnes").numbers[r];
        s.volume += volume;
        s.blocks += std::size_t(gt.column("blocks").numbers[r]);
        s.tonnes += tonnes;
        if (volume > 0) s.tonnesGrade += tonnes * gt.column("grade").numbers[r];
        if (cls == "all") s.grade = gt.column("grade").numbers[r];
    }
    EXPECT_GT(seen["measured"], 0);
    EXPECT_GT(seen["unclassified"], 0);  // blocks of the later passes meet no rule
    ASSERT_EQ(all.size(), 4u);           // ORE and BASE at 2 cutoffs
    for (const auto& [key, whole] : all) {
        const Sum& parts = classes.at(key);
        SCOPED_TRACE(key.first + " at cutoff " + std::to_string(key.second));
        EXPECT_EQ(parts.blocks, whole.blocks);
        EXPECT_NEAR(parts.volume, whole.volume, 1e-9 * whole.volume);
        EXPECT_NEAR(parts.tonnes, whole.tonnes, 1e-9 * whole.tonnes);
        ASSERT_GT(whole.tonnes, 0);
        EXPECT_NEAR(parts.tonnesGrade / parts.tonnes, whole.grade, 1e-9 * std::abs(whole.grade));
    }
    // The class report holds the same rows, the class second.
    const io::Table byClass = io::readTable(folder_ + "/gt-classes.csv", options);
    EXPECT_EQ(byClass.columnNames(),
              (std::vector<std::string>{"unit", "class", "cutoff", "blocks", "volume", "tonnes", "grade"}));
    ASSERT_EQ(byClass.rowCount(), gt.rowCount());
    for (std::size_t r = 0; r < gt.rowCount(); ++r) {
        EXPECT_EQ(byClass.column("class").texts[r], gt.column("class").texts[r]);
        EXPECT_EQ(byClass.column("volume").numbers[r], gt.column("volume").numbers[r]);
    }
}

// Names with commas and quotes stay one field in every CSV (quoted), and one name in the VTK file.
TEST_F(BlockModelExportsTest, NamesWithCommasAndQuotesStayOneField) {
    io::DelimitedOptions options;
    options.textColumns = {io::ColumnSelector::anyOf({"unit"}), io::ColumnSelector::anyOf({"class"})};
    const auto count = [](const io::Table& t, const char* column, const std::string& text) {
        const auto& texts = t.column(column).texts;
        return std::count(texts.begin(), texts.end(), text);
    };
    EXPECT_TRUE(blocks_->problems.empty());
    EXPECT_GT(count(*blocks_, "class", kQuotedClass), 0);
    EXPECT_EQ(
        count(*blocks_, "class", kQuotedClass) + count(*blocks_, "class", "measured") + count(*blocks_, "class", ""),
        std::ptrdiff_t(blocks_->rowCount()));
    const io::Table gt = io::readTable(folder_ + "/gt.csv", options);
    EXPECT_EQ(count(gt, "class", kQuotedClass), 4);  // ORE and BASE at 2 cutoffs
    options.textColumns = {io::ColumnSelector::anyOf({"UNIT"}), io::ColumnSelector::anyOf({"CLASS"})};
    const io::Table mine = io::readTable(folder_ + "/mine.csv", options);
    EXPECT_TRUE(mine.problems.empty());
    EXPECT_EQ(count(mine, "CLASS", kQuotedClass), count(*blocks_, "class", kQuotedClass));

    std::ifstream in(folder_ + "/blocks.vtu", std::ios::binary);
    std::string head(4096, '\0');
    in.read(head.data(), std::streamsize(head.size()));
    EXPECT_NE(head.find("2=indicated, &quot;pass 1&quot; -->"), std::string::npos) << head.substr(0, 200);
}

// A unit name the unit stack refuses (its files name units in headers) is refused before any work.
TEST_F(BlockModelExportsTest, UnitNamesWithCommasAreRefusedByTheOrder) {
    BlockModelJob j;
    j.order = {"COVER", "OX, \"upper\"", "BASE"};
    j.estimate = {"BASE"};
    j.model = "1 sph(50)";
    try {
        j.validate();
        ADD_FAILURE() << "accepted";
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("order"), std::string::npos) << e.what();
    }
}

io::Table readWithUnits(const std::string& path) {
    io::DelimitedOptions options;
    options.textColumns = {io::ColumnSelector::anyOf({"unit"}), io::ColumnSelector::anyOf({"holeid"})};
    return io::readTable(path, options);
}

// The composites the estimate used are written with the grade after the unit's top cut beside the
// raw one, and each composite's declustering weight: the weights average 1 per unit, and the
// validation's declustered mean is their weighted mean.
TEST_F(BlockModelExportsTest, CompositesKeepTheRawGradeBesideTheCappedOneAndTheirWeights) {
    const io::Table c = readWithUnits(folder_ + "/composites.csv");
    EXPECT_EQ(c.columnNames(),
              (std::vector<std::string>{"holeid", "from", "to", "x", "y", "z", "unit", "AU", "AU_raw", "weight"}));
    std::map<std::string, double> weightSum, weighted, count;
    std::size_t capped = 0;
    for (std::size_t r = 0; r < c.rowCount(); ++r) {
        const std::string& unit = c.column("unit").texts[r];
        const double au = c.column("AU").numbers[r], raw = c.column("AU_raw").numbers[r];
        EXPECT_LT(c.column("from").numbers[r], c.column("to").numbers[r]);
        if (unit == "ORE") {
            EXPECT_EQ(au, std::min(raw, kOreCap)) << r;
            capped += raw > kOreCap;
        } else {
            EXPECT_EQ(au, raw) << r;
        }
        weightSum[unit] += c.column("weight").numbers[r];
        weighted[unit] += c.column("weight").numbers[r] * au;
        count[unit] += 1;
    }
    EXPECT_GT(capped, 0u);
    for (const char* unit : {"COVER", "ORE", "BASE"}) EXPECT_NEAR(weightSum[unit], count[unit], 1e-9 * count[unit]) << unit;
    const io::Table v = readWithUnits(folder_ + "/validation.csv");
    for (std::size_t r = 0; r < v.rowCount(); ++r) {
        const std::string& unit = v.column("unit").texts[r];
        EXPECT_NEAR(v.column("declustered_mean").numbers[r], weighted[unit] / weightSum[unit], 1e-9) << unit;
    }
}

// Nearest-data (polygonal) declustering: no cell size, and the composites' weights are their
// polygons' shares, so the declustered mean is again their weighted mean.
TEST_F(BlockModelExportsTest, NearestDataDeclusteringWeighsTheComposites) {
    BlockModelJob j = test::depositJob(folder_);
    j.declustering = Declustering::Nearest;
    j.estimate = {"ORE"};
    j.output = folder_ + "/nearest-blocks.csv";
    j.report.clear();
    j.compositesOutput = folder_ + "/nearest-composites.csv";
    j.validation = folder_ + "/nearest-validation.csv";
    execute(j, jobs::JobContext{});
    const io::Table c = readWithUnits(j.compositesOutput);
    double weightSum = 0, weighted = 0, lowest = 1e300, highest = 0;
    for (std::size_t r = 0; r < c.rowCount(); ++r) {
        if (c.column("unit").texts[r] != "ORE") continue;
        const double w = c.column("weight").numbers[r];
        weightSum += w;
        weighted += w * c.column("AU").numbers[r];
        lowest = std::min(lowest, w);
        highest = std::max(highest, w);
    }
    EXPECT_LT(lowest, highest);  // composites at the edges of the holes' grid weigh more
    const io::Table v = readWithUnits(j.validation);
    ASSERT_EQ(v.rowCount(), 1u);
    EXPECT_EQ(v.column("declustering_cell").numbers[0], 0);
    EXPECT_NEAR(v.column("declustered_mean").numbers[0], weighted / weightSum, 1e-9);
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
