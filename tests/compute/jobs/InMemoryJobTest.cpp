// Data and results handed over in memory (JobContext::points / result): a job run on a point set
// the caller holds gives exactly what it gives from that point set's file, and hands back exactly
// what its output file holds.
#include <gtest/gtest.h>

#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "strata/idw/IdwJob.h"
#include "strata/io/DelimitedReader.h"
#include "strata/io/PointWriter.h"
#include "strata/jobs/Job.h"
#include "strata/kriging/KrigeJob.h"

namespace strata::jobs {
namespace {

std::filesystem::path scratch(const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path() / ("strata-inmemory-" + std::to_string(::getpid())) / name;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

std::shared_ptr<const PointSet> somePoints() {
    auto p = std::make_shared<PointSet>();
    for (int i = 0; i < 60; ++i) {
        p->x.push_back(double((i * 37) % 101));
        p->y.push_back(double((i * 53) % 97));
        p->z.push_back(0);
    }
    std::vector<double> v;
    for (int i = 0; i < 60; ++i) v.push_back(std::sin(0.1 * i) + 0.01 * i);
    p->addColumn("grade", v);
    return p;
}

struct Delivered {
    std::shared_ptr<const Grid> grid;
    std::shared_ptr<const PointSet> points;
};

JobContext inMemory(const std::string& path, std::shared_ptr<const PointSet> data, Delivered& out) {
    JobContext c;
    c.backend = Backend::Cpu;
    c.points = [path, data](const std::string& p) { return p == path ? data : nullptr; };
    c.result = [&out](std::shared_ptr<const Grid> g, std::shared_ptr<const PointSet> p) {
        out.grid = std::move(g);
        out.points = std::move(p);
    };
    return c;
}

TEST(InMemoryJob, KrigingReadsHeldDataAndHandsBackWhatItWrites) {
    const auto dir = scratch("krige");
    const auto data = somePoints();
    kriging::KrigeJob job;
    job.data.file = (dir / "data.csv").string();  // never written: the job must take the held data
    job.data.columns = "x,y,grade";
    job.grid = GridSpec::parse("20,15:0,0:5,6");
    job.kriging.model = variogram::VariogramModel::parse("0.1 nug + 0.9 sph(40)");
    job.kriging.diagnostics = true;
    job.output = (dir / "memory.csv").string();
    Delivered held;
    runJob(makeJob(job), inMemory(job.data.file, data, held));
    ASSERT_TRUE(held.grid);
    EXPECT_FALSE(std::filesystem::exists(job.data.file));

    // The same job from the file: the same numbers, and the delivered grid is the file's.
    io::writePoints(job.data.file, *data);
    job.output = (dir / "file.csv").string();
    JobContext plain;
    plain.backend = Backend::Cpu;
    runJob(makeJob(job), plain);
    const PointSet fromFile = io::readPoints(job.output, io::PointColumns::parse("x,y,grade"));
    ASSERT_EQ(held.grid->names.front(), "grade");
    for (std::size_t n = 0; n < fromFile.size(); ++n)
        EXPECT_EQ(held.grid->layers[0][n], float(fromFile.values[0][n])) << n;  // as the GUI reads a grid CSV
    const PointSet memoryFile = io::readPoints((dir / "memory.csv").string(), io::PointColumns::parse("x,y,grade"));
    EXPECT_EQ(memoryFile.values[0], fromFile.values[0]);
}

TEST(InMemoryJob, IdwToPointsHandsBackWhatItWrites) {
    const auto dir = scratch("idw");
    const auto data = somePoints();
    auto targets = std::make_shared<PointSet>();
    targets->x = {1.5, 50, 99};
    targets->y = {2.5, 40, 90};
    targets->z = {0, 0, 0};
    idw::IdwJob job;
    job.io.data.file = (dir / "data.csv").string();
    job.io.data.columns = "x,y,grade";
    job.io.targets = (dir / "targets.csv").string();
    job.io.output = (dir / "out.csv").string();
    job.io.precision = Precision::Double;
    job.params.power = 2;
    Delivered held;
    JobContext c = inMemory(job.io.data.file, data, held);
    c.points = [&](const std::string& p) -> std::shared_ptr<const PointSet> {
        return p == job.io.data.file ? data : p == job.io.targets ? targets : nullptr;
    };
    runJob(makeJob(job), c);
    ASSERT_TRUE(held.points);
    const PointSet written = io::readPoints(job.io.output, io::PointColumns::parse("x,y,estimate"));
    ASSERT_EQ(held.points->size(), 3u);
    EXPECT_EQ(held.points->column("estimate"), written.values[0]);
    EXPECT_EQ(held.points->x, written.x);
}

// The IDW CSV is formatted on every thread in chunks of rows: its bytes must be those of a
// one-row-after-another loop over the values handed back (shortest round-trip text).
TEST(InMemoryJob, IdwCsvOfManyTargetsIsTheSerialText) {
    const auto dir = scratch("idw-many");
    const auto data = somePoints();
    auto targets = std::make_shared<PointSet>();
    for (int i = 0; i < 30000; ++i) {
        targets->x.push_back(0.37 * (i % 271));
        targets->y.push_back(0.29 * (i / 271));
        targets->z.push_back(0);
    }
    idw::IdwJob job;
    job.io.data.file = (dir / "data.csv").string();
    job.io.data.columns = "x,y,grade";
    job.io.targets = (dir / "targets.csv").string();
    job.io.output = (dir / "out.csv").string();
    job.io.precision = Precision::Double;
    job.params.power = 2;
    Delivered held;
    JobContext c = inMemory(job.io.data.file, data, held);
    c.points = [&](const std::string& p) -> std::shared_ptr<const PointSet> {
        return p == job.io.data.file ? data : p == job.io.targets ? targets : nullptr;
    };
    runJob(makeJob(job), c);
    ASSERT_TRUE(held.points);
    const auto& estimate = held.points->column("estimate");
    auto shortest = [](std::string& out, double v) {
        char b[32];
        out.append(b, std::to_chars(b, b + sizeof b, v).ptr);
    };
    std::string serial = "x,y,estimate\n";
    for (std::size_t i = 0; i < targets->size(); ++i) {
        shortest(serial, targets->x[i]), serial += ',', shortest(serial, targets->y[i]), serial += ',';
        shortest(serial, estimate[i]), serial += '\n';
    }
    std::ifstream in(job.io.output, std::ios::binary);
    const std::string written((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_TRUE(written == serial);
}

}  // namespace
}  // namespace strata::jobs
