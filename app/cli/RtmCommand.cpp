// strata-cli rtm: reverse time migration of shot gathers (job "rtm").
#include "CliCommand.h"
#include "SeismicGridOptions.h"

namespace strata::cli {
namespace {

struct RtmArgs {
    seismic::RtmJob job;
    JobOptions options;
    bool noLaplacian = false;
};

const Registration reg("rtm", [](CLI::App& app) {
    auto args = std::make_shared<RtmArgs>();
    auto* verb = app.add_subcommand("rtm", "reverse time migration of shot gathers (2D acoustic)");
    addVelocityGridOptions(*verb, args->job.grid);
    verb->add_option("--data", args->job.data,
                     "shot gathers: SEG-Y (positions from the trace headers) or raw float32 with DATA.json beside it")
        ->required();
    addWaveOptions(*verb, args->job.wave);
    verb->add_option("--out", args->job.out, "IMAGE.bin (raw float32 on the velocity grid, same axis order) or IMAGE.segy")
        ->required();
    verb->add_option("--illumination", args->job.illumination,
                     "source illumination output (default: OUT with .illumination before the extension)");
    verb->add_flag("--no-laplacian", args->noLaplacian, "skip the Laplacian image filter");
    verb->add_option("--illumination-epsilon", args->job.illuminationEpsilon,
                     "stabilisation of the illumination division, fraction of the median illumination")
        ->capture_default_str();
    verb->add_option("--imaging-every", args->job.imagingEvery, "time steps between cross-correlations (0: automatic)");
    verb->add_option("--replay", args->job.replay, "source wavefield: auto, boundary-saving or checkpointing")
        ->capture_default_str();
    verb->add_option("--memory", args->job.memoryMB, "memory for the source wavefield store per shot, MB (0: automatic)");
    addJobOptions(*verb, args->options);
    verb->callback([args] {
        args->job.laplacian = !args->noLaplacian;
        runOrDump(jobs::makeJob(args->job), args->options);
    });
});

}  // namespace
}  // namespace strata::cli
