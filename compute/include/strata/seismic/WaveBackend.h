#pragma once
// The work a propagation backend (CPU or CUDA) does, in plain host data: forward modelling of shots
// and the per-shot part of reverse time migration. The driver (Modelling.h, Rtm.h) prepares the
// tasks, picks the backend, normalises and stacks; both backends receive identical tasks, so their
// results can be compared directly.
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "strata/seismic/PropagationSetup.h"

namespace strata::seismic {

struct ShotPlan {
    int source = 0;              // compute-region node index
    std::vector<int> receivers;  // compute-region node indices
};

// Time axis shared by modelling and migration: levels u^0..u^{steps-1}, steps = (samples - 1) * substeps + 1;
// recorded sample k is level k * substeps.
struct TimeAxis {
    int samples = 0;   // recorded samples per trace
    int substeps = 1;  // simulation steps per recorded sample
    int steps() const noexcept { return (samples - 1) * substeps + 1; }
};

struct ModellingTask {
    const PropagationSetup* setup = nullptr;
    std::vector<ShotPlan> shots;
    TimeAxis time;
    std::vector<float> sourceSeries;  // per level n: dt^2 f(n dt) / (dx dz), steps() values
};

// How the source wavefield is brought back in reverse time.
enum class SourceReplay {
    Auto,            // boundary saving when it fits the memory budget, else checkpointing
    BoundarySaving,  // save the interior strip every step, run the wave equation backwards
    Checkpointing,   // save full states every K steps, recompute each segment forwards
};

struct MigrationTask {
    const PropagationSetup* setup = nullptr;
    std::vector<ShotPlan> shots;
    TimeAxis time;
    std::vector<float> sourceSeries;         // as in ModellingTask
    std::vector<const float*> traces;        // per shot: recorded data [r * samples + k]
    float injectionScale = 0;                // dt^2 / (dx dz): data are injected as sources
    int imagingEvery = 1;                    // cross-correlate every this many levels
    SourceReplay replay = SourceReplay::Auto;
    std::size_t memoryBudget = 0;            // bytes for the source store of one shot; 0: backend default
};

// The receiver amplitude injected at level n (linear interpolation of the recorded samples).
inline float interpolatedSample(const float* trace, const TimeAxis& time, int level) {
    const int k = level / time.substeps, rest = level % time.substeps;
    if (k + 1 >= time.samples) return k < time.samples ? trace[k] : 0.0f;
    const float w = float(rest) / float(time.substeps);
    return (1.0f - w) * trace[k] + w * trace[k + 1];
}

struct BackendCallbacks {
    std::function<void(double fraction, const std::string& message)> progress;  // over all shots
    std::function<void()> checkCancel;  // throws CancelledError; called every ~50 ms at most
};

// One migrated shot: zero-lag cross-correlation and source illumination, interior nodes (ix * nz + iz).
using ShotImageSink = std::function<void(int shot, const float* image, const float* illumination)>;

struct MigrationStats {
    int boundarySavingShots = 0, checkpointingShots = 0;
    double kernelSeconds = 0;    // device time of propagation and imaging (CUDA events); 0 on the CPU
    double transferSeconds = 0;  // host-device copies (CUDA events); 0 on the CPU
    int shotsInFlight = 1;
};

// Number of levels between checkpoints and the checkpoint count for a store of `budget` bytes
// (shared rule so that both backends take the same decision).
struct ReplayPlan {
    SourceReplay replay = SourceReplay::BoundarySaving;
    int segment = 0;  // checkpointing: levels per segment
};
ReplayPlan planReplay(const MigrationTask& task, std::size_t budget);

// The CPU backend (OpenMP over all cores).
void modelOnCpu(const ModellingTask& task, std::vector<std::vector<float>>& traces, const BackendCallbacks& callbacks);
MigrationStats migrateOnCpu(const MigrationTask& task, const ShotImageSink& sink, const BackendCallbacks& callbacks);

// Propagation-kernel benchmark request (CUDA): `steps` leapfrog steps on an nx * ny * nz box (ny = 1: 2D,
// `batch` sections side by side), no boundaries, timed with CUDA events after a warm-up.
struct KernelBenchmark {
    SecondDerivativeOperator op;
    int nx = 0, ny = 1, nz = 0;
    int batch = 1;
    int steps = 100;
    int repetitions = 5;
    std::string variant;  // kernel variant for the recursive operator ("" = default)
};
struct KernelTiming {
    std::string kernel;              // what ran
    std::vector<double> seconds;     // per repetition
    double bytesPerPoint = 0;        // minimum DRAM traffic per point and step of that kernel
    // 2D: largest |difference| from the production kernel after 20 steps from the same field; 3D recursive:
    // from a double-precision solve of every line after one step. Over the field's largest magnitude; -1
    // where not checked (kernels timed alone, 3D FD8).
    double maxDifference = -1;
};

// The CUDA engine, registered as "seismic" in the plugin (compute/seismic/SeismicCuda.cu).
class CudaEngine {
public:
    virtual ~CudaEngine() = default;
    virtual void model(const ModellingTask& task, std::vector<std::vector<float>>& traces,
                       const BackendCallbacks& callbacks) = 0;
    virtual MigrationStats migrate(const MigrationTask& task, const ShotImageSink& sink,
                                   const BackendCallbacks& callbacks) = 0;
    virtual KernelTiming benchmark(const KernelBenchmark& request) = 0;
};

}  // namespace strata::seismic
