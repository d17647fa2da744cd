// strata-cli model: forward-model shot gathers on a velocity section (job "seismic-model").
#include "CliCommand.h"
#include "SeismicGridOptions.h"

namespace strata::cli {
namespace {

struct ModelArgs {
    seismic::SeismicModelJob job;
    JobOptions options;
};

const Registration reg("model", [](CLI::App& app) {
    auto args = std::make_shared<ModelArgs>();
    auto* verb = app.add_subcommand("model", "forward-model shot gathers (2D acoustic) on a velocity section");
    addVelocityGridOptions(*verb, args->job.grid);
    verb->add_option("--shots", args->job.shots, "source positions X0:DXS:NS (m)")->required();
    verb->add_option("--source-depth", args->job.sourceDepth, "source depth (m)")->required();
    verb->add_option("--receivers", args->job.receivers, "receiver positions X0:DXR:NR (m), the same for every shot")
        ->required();
    verb->add_option("--receiver-depth", args->job.receiverDepth, "receiver depth (m)")->required();
    verb->add_option("--tmax", args->job.tmax, "record length (s)")->required();
    addWaveOptions(*verb, args->job.wave);
    verb->add_option("--out", args->job.out, "SHOTS.segy (all shots, geometry in the trace headers) or raw float32")
        ->required();
    verb->add_option("--write-velocity", args->job.writeVelocity, "also write the velocity section used (raw float32)");
    addJobOptions(*verb, args->options);
    verb->callback([args] { runOrDump(jobs::makeJob(args->job), args->options); });
});

}  // namespace
}  // namespace strata::cli
