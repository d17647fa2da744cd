#pragma once
// What the RTM dialog asks for, turned into the engine's seismic jobs (strata/seismic/SeismicJobs.h):
// optionally "seismic-model" (synthetic shot gathers over the acquisition line, on the migration
// model or on a second "true" model of the same grid), then "rtm". prepareRtm checks them before
// any work; runRtm runs them on a worker thread with progress per shot and cancel, and reads the
// written image, illumination and the migration velocity back as one section for the GUI.
#include <set>
#include <string>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/jobs/Job.h"
#include "strata/seismic/SeismicJobs.h"

namespace strata::gui {

struct RtmRequest {
    seismic::VelocityInput migration;  // the model the image is migrated with
    // Synthetic data: gathers modelled on `truth` (empty velocity and strata: on `migration`).
    bool modelData = true;
    seismic::VelocityInput truth;
    std::string recordedData;          // recorded gathers (SEG-Y, or raw float32 + .json) when !modelData
    // A first acquisition for a new form (the engine has no default line).
    std::string shots = "0:100:5";     // X0:DX:N
    double sourceDepth = 10;
    std::string receivers = "0:10:100";
    double receiverDepth = 10;
    double tmax = 1.0;                 // s, record length of synthetic data
    seismic::WaveJobOptions wave;
    bool laplacian = true;
    std::string outputFolder;          // where the gathers, image and illumination are written
    // The jobs' options that no field above gives (the dialog's Advanced sections), as each job's
    // JSON names them, laid over the job the fields make: {"replay": "checkpointing"}.
    jobs::Json modelOptions = jobs::Json::object();
    jobs::Json rtmOptions = jobs::Json::object();

    // The options of each job that the fields above give.
    static const std::set<std::string>& modelFieldKeys();
    static const std::set<std::string>& rtmFieldKeys();

    std::string gathersPath() const;   // outputFolder/shots.bin (synthetic) or recordedData
    std::string imagePath() const;     // outputFolder/image.bin
    std::string requestPath() const;   // outputFolder/rtm-request.json: this request, written by runRtm
    // The jobs, as strata-cli run takes them: {"type": "seismic-model" or "rtm", "params": ...}.
    jobs::Json modelJob() const;
    jobs::Json rtmJob() const;

    // The request behind an "rtm" job ({"type": "rtm", "params": ...}, as the project stores it):
    // the one runRtm wrote beside the image when it still gives that job (so the acquisition of
    // synthetic shots comes back too), else one that migrates the same way: the same velocity
    // input (a stratum section sampled from a surface stack keeps its settings in its file), the
    // gathers the job read as recorded data, the same wave and imaging options and image folder.
    // Throws ParseError for a job of another type.
    static RtmRequest fromRtmJob(const jobs::Json& job);
};

// A request checked before any work: the output folder made, each job parsed and validated once
// (jobs::prepareJob). runRtm runs the jobs as they were checked.
struct PreparedRtm {
    RtmRequest request;
    jobs::PreparedJob model;    // null when the data were recorded
    jobs::PreparedJob rtm;
    seismic::RtmJob migration;  // the rtm job's options: where runRtm reads the image back
};

// Throws ValidationError naming the job and the option.
PreparedRtm prepareRtm(const RtmRequest& request);

void to_json(jobs::Json& j, const RtmRequest& r);
void from_json(const jobs::Json& j, RtmRequest& r);

// A velocity section as a Strata grid laid out like RtmSection (one layer, "velocity").
Grid velocitySection(const seismic::VelocityModel& model);

// The migrated section as a Strata grid (strata::gui::ResultKind::SeismicSection): nx traces
// along x (x0, dx), ny = 1, nz depth samples (z0 = 0, dz, depth positive down); layers "image",
// "illumination" and "velocity".
struct RtmSection {
    Grid grid;
    jobs::Json modelSummary;  // null when the data were recorded
    jobs::Json rtmSummary;
    jobs::Json rtmJob;        // {"type": "rtm", "params": ...}
};

RtmSection runRtm(const PreparedRtm& prepared, const jobs::JobContext& context);

}  // namespace strata::gui
