#pragma once
// Options shared by `strata-cli idw` and `strata-cli aidw`: input, targets, output, precision.
#include "CliCommand.h"
#include "strata/idw/IdwJob.h"

namespace strata::cli {

struct IdwCliOptions {
    idw::IdwIo io;
    std::string grid;
    std::string precision = "single";
    std::string weightsKernel = "auto";
    std::string knnKernel = "auto";
    JobOptions job;

    void add(CLI::App& verb) {
        verb.add_option("--data", io.data, "point file (CSV, TSV, XYZ or GeoEAS)")->required();
        verb.add_option("--columns", io.columns, "x,y,value (2-D) or x,y,z,value (3-D): names or 1-based numbers")
            ->required();
        verb.add_option("--grid", grid, "target grid NX,NY[,NZ]:X0,Y0[,Z0]:DX,DY[,DZ] (node centres, x fastest)");
        verb.add_option("--targets", io.targets, "target point file (estimates in its row order)");
        verb.add_option("--target-columns", io.targetColumns, "x,y[,z] of the target file (default: as in --columns)");
        verb.add_option("--out", io.output, "output CSV: x,y[,z],estimate")->required();
        verb.add_option("--precision", precision, "single or double")->capture_default_str();
        verb.add_option("--gpu-weights-kernel", weightsKernel,
                        "GPU kernel for the weights: auto or one of the benchmark's (docs/idw.md)")
            ->capture_default_str();
        verb.add_option("--gpu-knn-kernel", knnKernel, "GPU nearest-neighbour kernel: auto, grid, warp-grid or brute-force")
            ->capture_default_str();
        addJobOptions(verb, job);
    }

    // Sets the job's shared options, the text ones through its schema (errors name the option).
    template <class Job>
    void finish(Job& built) const {
        built.io = io;
        const auto& schema = Job::schema();
        if (!grid.empty()) schema.set(built, "grid", grid, Job::type);
        schema.set(built, "precision", precision, Job::type);
        schema.set(built, "gpu_weights_kernel", weightsKernel, Job::type);
        schema.set(built, "gpu_knn_kernel", knnKernel, Job::type);
    }
};

}  // namespace strata::cli
