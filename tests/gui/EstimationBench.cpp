// GUI estimation from Run to the result grid in memory, and the process's peak memory: ordinary
// kriging of the Babbitt sample's copper composites onto 100 x 100 x 100 nodes (CPU backend),
// as the GUI runs it (the data handed over in memory, the result handed back), or with --files
// as it ran before (the data written and parsed again, the result CSV read back).
//   strata-bench-gui-estimation [--files]     (run each mode in its own process: peak memory)
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "estimation/EstimationRunner.h"
#include "estimation/JobOutputFiles.h"
#include "strata/io/DelimitedReader.h"
#include "strata/io/PointWriter.h"
#include "strata/kriging/KrigeJob.h"

using namespace strata;

int main(int argc, char** argv) {
    const bool files = argc > 1 && std::strcmp(argv[1], "--files") == 0;
    const auto folder = std::filesystem::temp_directory_path() / ("strata-bench-estimation-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);

    io::PointColumns columns = io::PointColumns::parse("X,Y,Z,CU");
    auto data = std::make_shared<const PointSet>(
        io::readPoints(STRATA_SAMPLES_DIR "/babbitt/results/composites_cu.csv", columns));
    const BoundingBox box = boundingBox(*data);
    GridSpec grid;
    grid.nx = grid.ny = grid.nz = 100;
    grid.dx = (box.xmax - box.xmin) / 99, grid.dy = (box.ymax - box.ymin) / 99, grid.dz = (box.zmax - box.zmin) / 99;
    grid.x0 = box.xmin, grid.y0 = box.ymin, grid.z0 = box.zmin;

    kriging::KrigeJob job;
    job.data.file = (folder / "data.csv").string();
    job.data.columns = "x,y,z,CU";
    job.grid = grid;
    job.kriging.model = variogram::VariogramModel::parse("0.1 nug + 0.9 sph(800, 800, 300)");
    job.kriging.search.ndmax = 16;
    job.output = (folder / "estimate.csv").string();
    gui::EstimationRequest request;
    request.job = jobs::makeJob(job);
    request.grid = grid;
    request.data = data;
    request.dataFile = job.data.file;
    request.outputFile = job.output;

    jobs::JobContext context;
    context.backend = Backend::Cpu;
    const auto start = std::chrono::steady_clock::now();
    std::shared_ptr<const Grid> result;
    if (files) {  // the flow before the hand-over
        io::writePoints(request.dataFile, *data);
        jobs::runJob(request.job, context);
        result = std::make_shared<const Grid>(gui::readGridCsv(request.outputFile, grid));
    } else {
        result = gui::runEstimation(request, context).grid;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("%s: %zu data, %zu nodes, %zu layers: %.2f s from Run to the grid in memory, peak memory %.0f MiB\n",
                files ? "files (before)" : "in memory", data->size(), result->spec.nodeCount(), result->layers.size(),
                seconds, double(usage.ru_maxrss) / 1024.0);
    std::filesystem::remove_all(folder);
    return 0;
}
