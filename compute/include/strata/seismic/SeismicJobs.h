#pragma once
// Jobs of the seismic capability (JSON round trip, see strata/jobs/Job.h):
//   "seismic-model": forward-model shot gathers on a velocity section, write them (SEG-Y or raw float32);
//   "rtm":           reverse time migration of shot gathers, write the image and the illumination.
// Both report progress per shot and honour cancel within a time step.
//
// The options: `strata-cli run --describe seismic-model|rtm` (declared in SeismicJobs.cpp); both
// nest the velocity grid ("grid", VelocityInput) and the wave options ("wave", WaveJobOptions).
#include <cstddef>
#include <string>

#include "strata/jobs/Job.h"
#include "strata/seismic/Acquisition.h"
#include "strata/seismic/VelocityModel.h"

namespace strata::seismic {

// Where the velocity section comes from: a raw float32 file (grid flags give its shape and axis
// order; km/s or m/s), a SEG-Y section (one trace per x), or a stratum section (StratumVelocity.h)
// sampled on the grid.
struct VelocityInput {
    std::string velocity;  // raw float32 or .segy/.sgy
    std::string strata;    // stratum section JSON (instead of `velocity`)
    std::size_t nx = 0, nz = 0;
    double dx = 0, dz = 0;
    bool zFastest = false;  // raw file axis order: z fastest (else x fastest)
    std::string velocityUnit = "auto";

    void validate(const std::string& stage) const;
    VelocityModel load(const std::string& stage, const jobs::JobContext& context) const;
    AxisOrder axisOrder() const noexcept { return zFastest ? AxisOrder::ZFastest : AxisOrder::XFastest; }
    static const jobs::Schema<VelocityInput>& schema();
};

struct WaveJobOptions {
    double freq = 10;            // Ricker peak frequency (Hz)
    std::string op = "fd8";      // --operator
    std::string boundary = "cpml";
    int boundaryWidth = 0;       // 0: default for the boundary kind
    double dt = 0;               // 0: automatic
    std::string wavelet;         // user wavelet file (time, amplitude); empty: Ricker
    bool timeDispersionCorrection = false;  // --time-dispersion-correction
    static const jobs::Schema<WaveJobOptions>& schema();
};

struct SeismicModelJob {
    static constexpr const char* type = "seismic-model";
    static constexpr bool usesGpu = true;
    static constexpr bool splitsAcrossRanks = true;
    static constexpr const char* summary = "forward-model shot gathers (acoustic, 2D) on a velocity section";

    VelocityInput grid;
    std::string shots;          // X0:DXS:NS
    double sourceDepth = 0;
    std::string receivers;      // X0:DXR:NR
    double receiverDepth = 0;
    double tmax = 1.0;
    WaveJobOptions wave;
    std::string out;            // .segy/.sgy or raw float32 (+ OUT.json with the geometry)
    std::string writeVelocity;  // optional: the velocity section used, raw float32 in the grid's axis order

    void validate() const;
    static const jobs::Schema<SeismicModelJob>& schema();
};

struct RtmJob {
    static constexpr const char* type = "rtm";
    static constexpr bool usesGpu = true;
    static constexpr bool splitsAcrossRanks = true;
    static constexpr const char* summary = "reverse time migration of shot gathers (acoustic, 2D)";

    VelocityInput grid;
    std::string data;           // shot gathers: .segy/.sgy, or raw float32 with DATA.json beside it
    WaveJobOptions wave;
    std::string out;            // image: .segy/.sgy or raw float32 on the velocity grid (same axis order)
    std::string illumination;   // default: OUT with ".illumination" before the extension
    bool laplacian = true;
    double illuminationEpsilon = 0.1;
    int imagingEvery = 0;
    std::string replay = "auto";  // auto, boundary-saving, checkpointing
    double memoryMB = 0;          // source store budget per shot; 0: backend default

    void validate() const;
    std::string illuminationPath() const;
    static const jobs::Schema<RtmJob>& schema();
};

// Through the schemas above (older files' camelCase keys are read too).
void to_json(jobs::Json& j, const VelocityInput& v);
void from_json(const jobs::Json& j, VelocityInput& v);
void to_json(jobs::Json& j, const WaveJobOptions& w);
void from_json(const jobs::Json& j, WaveJobOptions& w);
void to_json(jobs::Json& j, const SeismicModelJob& job);
void from_json(const jobs::Json& j, SeismicModelJob& job);
void to_json(jobs::Json& j, const RtmJob& job);
void from_json(const jobs::Json& j, RtmJob& job);

jobs::Json execute(const SeismicModelJob& job, const jobs::JobContext& context);
jobs::Json execute(const RtmJob& job, const jobs::JobContext& context);

// SEG-Y, or raw float32 with their geometry in a JSON sidecar PATH.json (saved together).
std::vector<ShotGather> readGathers(const std::string& path);
void writeGathers(const std::string& path, const std::vector<ShotGather>& gathers);

}  // namespace strata::seismic
