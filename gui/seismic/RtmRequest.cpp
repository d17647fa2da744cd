#include "seismic/RtmRequest.h"

#include <filesystem>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/seismic/SeismicFiles.h"
#include "strata/seismic/VelocityModel.h"

namespace strata::gui {

namespace {

std::string inFolder(const std::string& folder, const char* name) { return (std::filesystem::path(folder) / name).string(); }

// Forwards a sub-job's progress into [begin, end] of the whole run.
jobs::JobContext withProgress(const jobs::JobContext& context, Progress& progress) {
    jobs::JobContext sub = context;
    sub.progress = &progress;
    return sub;
}

// Section values (index ix * nz + iz) into a grid layer (x fastest, then z).
std::vector<float>& addSectionLayer(Grid& grid, const std::string& name, const std::vector<float>& section) {
    const std::size_t nx = grid.spec.nx, nz = grid.spec.nz;
    if (section.size() != nx * nz)
        throw ValidationError("rtm", name, "holds " + std::to_string(section.size()) + " values for a " + std::to_string(nx) +
                                               " x " + std::to_string(nz) + " section");
    std::vector<float>& layer = grid.addLayer(name);
    for (std::size_t ix = 0; ix < nx; ++ix)
        for (std::size_t iz = 0; iz < nz; ++iz) layer[iz * nx + ix] = section[ix * nz + iz];
    return layer;
}

}  // namespace

std::string RtmRequest::gathersPath() const { return modelData ? inFolder(outputFolder, "shots.bin") : recordedData; }
std::string RtmRequest::imagePath() const { return inFolder(outputFolder, "image.bin"); }
std::string RtmRequest::requestPath() const { return inFolder(outputFolder, "rtm-request.json"); }

void to_json(jobs::Json& j, const RtmRequest& r) {
    j = {{"migration", r.migration}, {"modelData", r.modelData},   {"truth", r.truth},
         {"recordedData", r.recordedData}, {"shots", r.shots}, {"sourceDepth", r.sourceDepth},
         {"receivers", r.receivers}, {"receiverDepth", r.receiverDepth}, {"tmax", r.tmax},
         {"wave", r.wave}, {"laplacian", r.laplacian}, {"outputFolder", r.outputFolder},
         {"modelOptions", r.modelOptions}, {"rtmOptions", r.rtmOptions}};
}

void from_json(const jobs::Json& j, RtmRequest& r) {
    r.migration = j.at("migration").get<seismic::VelocityInput>();
    r.modelData = j.at("modelData").get<bool>();
    r.truth = j.at("truth").get<seismic::VelocityInput>();
    r.recordedData = j.at("recordedData").get<std::string>();
    r.shots = j.at("shots").get<std::string>();
    r.sourceDepth = j.at("sourceDepth").get<double>();
    r.receivers = j.at("receivers").get<std::string>();
    r.receiverDepth = j.at("receiverDepth").get<double>();
    r.tmax = j.at("tmax").get<double>();
    r.wave = j.at("wave").get<seismic::WaveJobOptions>();
    r.laplacian = j.at("laplacian").get<bool>();
    r.outputFolder = j.at("outputFolder").get<std::string>();
    r.modelOptions = j.value("modelOptions", jobs::Json::object());  // absent from older requests
    r.rtmOptions = j.value("rtmOptions", jobs::Json::object());
}

RtmRequest RtmRequest::fromRtmJob(const jobs::Json& job) {
    if (!job.is_object() || job.value("type", std::string()) != seismic::RtmJob::type || !job.contains("params"))
        throw ParseError("rtm job", 0, 0, "not an \"rtm\" job with its \"params\"");
    seismic::RtmJob rtm;
    seismic::from_json(job["params"], rtm);
    const std::filesystem::path saved = std::filesystem::path(rtm.out).parent_path() / "rtm-request.json";
    if (std::filesystem::exists(saved)) {
        try {
            const RtmRequest written = jobs::Json::parse(io::readWholeFile(saved.string())).get<RtmRequest>();
            // Compared as this version writes them (the stored job may use older keys).
            if (jobs::normaliseJob(written.rtmJob()) == jobs::makeJob(rtm)) return written;
        } catch (const std::exception&) {
            // Unreadable, or from another version: the job alone says enough to migrate again.
        }
    }
    RtmRequest r;
    r.migration = rtm.grid;
    r.modelData = false;
    r.recordedData = rtm.data;
    r.wave = rtm.wave;
    r.laplacian = rtm.laplacian;
    r.outputFolder = std::filesystem::path(rtm.out).parent_path().string();
    r.rtmOptions = jobs::Json(rtm);
    for (const std::string& key : rtmFieldKeys()) r.rtmOptions.erase(key);
    return r;
}

Grid velocitySection(const seismic::VelocityModel& model) {
    Grid grid;
    GridSpec& spec = grid.spec;
    spec.nx = model.nx;
    spec.ny = 1;
    spec.nz = model.nz;
    spec.x0 = model.x0;
    spec.z0 = model.z0;
    spec.dx = model.dx;
    spec.dy = model.dx;
    spec.dz = model.dz;
    addSectionLayer(grid, "velocity", model.velocity);
    return grid;
}

const std::set<std::string>& RtmRequest::modelFieldKeys() {
    static const std::set<std::string> keys{"grid", "shots", "source_depth", "receivers",
                                            "receiver_depth", "tmax", "wave", "output"};
    return keys;
}

const std::set<std::string>& RtmRequest::rtmFieldKeys() {
    static const std::set<std::string> keys{"grid", "data", "wave", "output", "laplacian"};
    return keys;
}

jobs::Json RtmRequest::modelJob() const {
    seismic::SeismicModelJob job;
    job.grid = truth.velocity.empty() && truth.strata.empty() ? migration : truth;
    job.shots = shots;
    job.sourceDepth = sourceDepth;
    job.receivers = receivers;
    job.receiverDepth = receiverDepth;
    job.tmax = tmax;
    job.wave = wave;
    job.out = gathersPath();
    jobs::Json j = jobs::makeJob(job);
    j["params"].merge_patch(modelOptions);
    return j;
}

jobs::Json RtmRequest::rtmJob() const {
    seismic::RtmJob job;
    job.grid = migration;
    job.data = gathersPath();
    job.wave = wave;
    job.out = imagePath();
    job.laplacian = laplacian;
    jobs::Json j = jobs::makeJob(job);
    j["params"].merge_patch(rtmOptions);
    return j;
}

PreparedRtm prepareRtm(const RtmRequest& request) {
    if (request.outputFolder.empty()) throw ValidationError("rtm", "output folder", "choose where the image is written");
    if (!request.modelData && request.recordedData.empty())
        throw ValidationError("rtm", "data", "choose the recorded shot gathers");
    // The folder the user chose is made here, so that the jobs can check their outputs in it.
    std::error_code error;
    std::filesystem::create_directories(request.outputFolder, error);
    if (error)
        throw ValidationError("rtm", "output folder", "cannot create '" + request.outputFolder + "': " + error.message());
    PreparedRtm prepared;
    prepared.request = request;
    if (request.modelData) prepared.model = jobs::prepareJob(request.modelJob());
    const jobs::Json rtm = request.rtmJob();
    prepared.rtm = jobs::prepareJob(rtm);
    prepared.migration = rtm.at("params").get<seismic::RtmJob>();  // as checked just above
    return prepared;
}

RtmSection runRtm(const PreparedRtm& prepared, const jobs::JobContext& context) {
    const RtmRequest& request = prepared.request;
    // Beside the image, so that the dialog can reopen everything the stored rtm job leaves out.
    io::writeFileAtomically(request.requestPath(), jobs::Json(request).dump(2) + "\n");
    RtmSection section;
    double rtmStart = 0.0;
    if (prepared.model) {
        // Modelling one shot costs about a third of migrating it (one propagation of three).
        rtmStart = 0.3;
        Progress modelling = context.slice(0.0, rtmStart, "modelling: ");
        section.modelSummary = prepared.model(withProgress(context, modelling));
    }
    Progress migrating = context.slice(rtmStart, 0.97, "migration: ");
    const seismic::RtmJob& job = prepared.migration;
    section.rtmSummary = prepared.rtm(withProgress(context, migrating));
    section.rtmJob = jobs::makeJob(job);

    context.report(0.98, "reading the image");
    const seismic::VelocityModel model = request.migration.load("rtm", context);
    const Grid velocity = velocitySection(model);
    section.grid.spec = velocity.spec;
    const seismic::AxisOrder order = job.grid.axisOrder();
    addSectionLayer(section.grid, "image", seismic::readRawSection(job.out, model.nx, model.nz, order));
    addSectionLayer(section.grid, "illumination", seismic::readRawSection(job.illuminationPath(), model.nx, model.nz, order));
    section.grid.names.push_back(velocity.names[0]);
    section.grid.layers.push_back(velocity.layers[0]);
    context.report(1.0, "done");
    return section;
}

}  // namespace strata::gui
