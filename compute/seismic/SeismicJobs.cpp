#include "strata/seismic/SeismicJobs.h"

#include <cmath>
#include <fstream>

#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"
#include "strata/seismic/ReverseTimeMigration.h"
#include "strata/seismic/SegyIo.h"
#include "strata/seismic/SeismicModelling.h"
#include "strata/seismic/StratumVelocity.h"

namespace strata::seismic {

namespace {

WaveOptions waveOptions(const WaveJobOptions& w, const std::string& stage) {
    WaveOptions o;
    o.operatorName = w.op;
    o.boundary = parseBoundary(w.boundary, stage);
    o.boundaryWidth = w.boundaryWidth;
    o.peakFrequency = w.freq;
    o.dt = w.dt;
    o.waveletPath = w.wavelet;
    o.timeDispersionCorrection = w.timeDispersionCorrection;
    return o;
}

void validateWave(const WaveJobOptions& w, const std::string& stage) {
    waveOptions(w, stage).validate(stage);
}

SourceReplay parseReplay(const std::string& text, const std::string& stage) {
    const std::string t = toLower(text);
    if (t == "auto") return SourceReplay::Auto;
    if (t == "boundary-saving" || t == "boundary") return SourceReplay::BoundarySaving;
    if (t == "checkpointing" || t == "checkpoint") return SourceReplay::Checkpointing;
    throw ValidationError(stage, "replay", "must be auto, boundary-saving or checkpointing (got '" + text + "')");
}

void writeSection(const std::string& path, const std::vector<float>& values, const VelocityModel& model, AxisOrder order) {
    if (isSegyPath(path))
        writeSegySection(path, values, model.nx, model.nz, model.dx, model.dz);
    else
        writeRawSection(path, values, model.nx, model.nz, order);
}

template <class T>
void get(const jobs::Json& j, const char* key, T& value) {
    if (j.contains(key)) j.at(key).get_to(value);
}

}  // namespace

void VelocityInput::validate(const std::string& stage) const {
    if (velocity.empty() == strata.empty())
        throw ValidationError(stage, "velocity", "give either a velocity file or a stratum section (--strata), not both or none");
    const bool segy = !velocity.empty() && isSegyPath(velocity);
    if (!segy && (nx < 2 || nz < 2))
        throw ValidationError(stage, "nx/nz", "the grid needs at least 2 x 2 nodes (got " + std::to_string(nx) + " x " +
                                                  std::to_string(nz) + ")");
    if (!(dx > 0) || (!segy && !(dz > 0)))
        throw ValidationError(stage, "dx/dz", "grid spacings must be positive (metres)");
    parseVelocityUnit(velocityUnit, stage);
    // Propagation holds about ten float fields of the grid (velocity, wavefields, boundaries,
    // image and illumination).
    const double nodes = double(nx) * double(nz);
    requireMemory(nodes * 10 * sizeof(float), stage, "nx/nz",
                  std::to_string(nx) + " x " + std::to_string(nz) + " nodes x about 10 float32 fields");
}

VelocityModel VelocityInput::load(const std::string& stage, const jobs::JobContext& context) const {
    VelocityModel model;
    if (!strata.empty()) {
        model = StratumSection::read(strata).toVelocity(nx, nz, dx, dz);
    } else if (isSegyPath(velocity)) {
        const SegySection s = readSegySection(velocity);
        if ((nx && nx != s.nx) || (nz && nz != s.nz))
            throw ValidationError(stage, "nx/nz", "do not match " + velocity + " (" + std::to_string(s.nx) + " traces of " +
                                                      std::to_string(s.nz) + " samples)");
        model.nx = s.nx;
        model.nz = s.nz;
        model.dx = dx;
        model.dz = dz > 0 ? dz : s.dz;
        model.velocity = s.values;
        const VelocityUnit unit = parseVelocityUnit(velocityUnit, stage);
        if (unit == VelocityUnit::KilometresPerSecond || (unit == VelocityUnit::Auto && model.maxVelocity() < 20.0f)) {
            for (float& v : model.velocity) v *= 1000.0f;
            context.info(velocity + ": velocities read as km/s");
        }
    } else {
        std::string note;
        model = readRawVelocity(velocity, nx, nz, dx, dz, axisOrder(), parseVelocityUnit(velocityUnit, stage), &note);
        if (!note.empty()) context.info(note);
    }
    model.validate(stage);
    return model;
}

void SeismicModelJob::validate() const {
    const std::string stage = type;
    grid.validate(stage);
    LineSpec::parse(shots, stage, "shots");
    LineSpec::parse(receivers, stage, "receivers");
    validateWave(wave, stage);
    if (!(tmax > 0) || tmax > 1e4)
        throw ValidationError(stage, "tmax", "must be a recording time in seconds, above 0 and at most 10000 (got " +
                                                 std::to_string(tmax) + ")");
    if (wave.dt > 0)
        requireCountAtMost(tmax / wave.dt, 1e7, stage, "dt", "time steps (tmax / dt)",
                           "use a larger dt, or leave it out for the stable step the grid allows");
    if (out.empty()) throw ValidationError(stage, "out", "is required (SHOTS.segy or a raw float32 file)");
    io::checkOutputPath(out, stage, "out");
    if (!writeVelocity.empty()) io::checkOutputPath(writeVelocity, stage, "write-velocity");
    if (isSegyPath(out) && !segyAvailable())
        throw ValidationError(stage, "out", "SEG-Y support is not built in (segyio missing); write raw float32 instead");
}

void RtmJob::validate() const {
    const std::string stage = type;
    grid.validate(stage);
    validateWave(wave, stage);
    if (data.empty()) throw ValidationError(stage, "data", "is required (shot gathers, SEG-Y or raw float32)");
    if (out.empty()) throw ValidationError(stage, "out", "is required (IMAGE.bin or IMAGE.segy)");
    io::checkOutputPath(out, stage, "out");
    io::checkOutputPath(illuminationPath(), stage, "illumination");
    if ((isSegyPath(out) || isSegyPath(data)) && !segyAvailable())
        throw ValidationError(stage, isSegyPath(out) ? "out" : "data",
                              "SEG-Y support is not built in (segyio missing); use raw float32 instead");
    if (!(illuminationEpsilon > 0)) throw ValidationError(stage, "illumination-epsilon", "must be > 0");
    if (imagingEvery < 0) throw ValidationError(stage, "imaging-every", "must be >= 0 (0 = automatic)");
    if (memoryMB < 0) throw ValidationError(stage, "memory", "must be >= 0 MB (0 = automatic)");
    parseReplay(replay, stage);
}

std::string RtmJob::illuminationPath() const {
    if (!illumination.empty()) return illumination;
    const auto slash = out.find_last_of('/');
    const auto dot = out.find_last_of('.');
    if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return out + ".illumination";
    return out.substr(0, dot) + ".illumination" + out.substr(dot);
}

namespace {
// The geometry file beside raw gathers (readGathers reads it back).
std::string gatherSidecarText(const std::vector<ShotGather>& gathers) {
    jobs::Json shots = jobs::Json::array();
    for (const ShotGather& g : gathers)
        shots.push_back({{"source", {g.geometry.sourceX, g.geometry.sourceZ}},
                         {"receiverX", g.geometry.receiverX},
                         {"receiverZ", g.geometry.receiverZ}});
    const jobs::Json j = {{"format", "float32 little-endian, shot after shot, receiver after receiver, sample fastest"},
                          {"dt", gathers.empty() ? 0.0 : gathers[0].dt},
                          {"samples", gathers.empty() ? 0 : gathers[0].samples},
                          {"shots", shots}};
    return j.dump(1) + "\n";
}
}  // namespace

void writeGathers(const std::string& path, const std::vector<ShotGather>& gathers) {
    if (isSegyPath(path)) {
        writeSegyGathers(path, gathers);
        return;
    }
    // The data and their geometry file are saved together: both are written in full beside
    // their targets before either replaces an old file.
    io::AtomicFile data(path), sidecar(path + ".json");
    writeRawGathers(data, gathers);
    sidecar.write(gatherSidecarText(gathers));
    data.commit();
    sidecar.commit();
}

std::vector<ShotGather> readGathers(const std::string& path) {
    if (isSegyPath(path)) return readSegyGathers(path);
    const std::string sidecar = path + ".json";
    std::ifstream in(sidecar);
    if (!in) throw IoError(sidecar, "raw float32 gathers need this geometry file beside them (written by seismic-model)");
    jobs::Json j;
    try {
        j = jobs::Json::parse(in);
        std::vector<ShotGeometry> geometry;
        for (const auto& s : j.at("shots")) {
            ShotGeometry g;
            g.sourceX = s.at("source").at(0).get<double>();
            g.sourceZ = s.at("source").at(1).get<double>();
            g.receiverX = s.at("receiverX").get<std::vector<double>>();
            g.receiverZ = s.at("receiverZ").get<std::vector<double>>();
            if (g.receiverX.size() != g.receiverZ.size()) throw ParseError(sidecar, 0, 0, "receiverX and receiverZ differ in length");
            geometry.push_back(std::move(g));
        }
        return readRawGathers(path, geometry, j.at("dt").get<double>(), j.at("samples").get<std::size_t>());
    } catch (const jobs::Json::exception& e) {
        throw ParseError(sidecar, 0, 0, std::string("not a gather geometry file: ") + e.what());
    }
}

jobs::Json execute(const SeismicModelJob& job, const jobs::JobContext& context) {
    const std::string stage = SeismicModelJob::type;
    const VelocityModel model = job.grid.load(stage, context);
    if (!job.writeVelocity.empty()) writeSection(job.writeVelocity, model.velocity, model, job.grid.axisOrder());
    const std::vector<ShotGeometry> shots = fixedSpread(LineSpec::parse(job.shots, stage, "shots"), job.sourceDepth,
                                                        LineSpec::parse(job.receivers, stage, "receivers"), job.receiverDepth);
    const ModellingResult result = modelShots(model, shots, waveOptions(job.wave, stage), job.tmax, context);
    writeGathers(job.out, result.gathers);
    return {{"out", job.out},
            {"shots", result.gathers.size()},
            {"receivers", result.gathers.front().receiverCount()},
            {"samples", result.gathers.front().samples},
            {"sample_interval_s", result.gathers.front().dt},
            {"simulation_dt_s", result.simulationDt},
            {"operator", result.operatorName},
            {"backend", result.backend}};
}

jobs::Json execute(const RtmJob& job, const jobs::JobContext& context) {
    const std::string stage = RtmJob::type;
    const VelocityModel model = job.grid.load(stage, context);
    const std::vector<ShotGather> gathers = readGathers(job.data);
    RtmOptions options;
    options.wave = waveOptions(job.wave, stage);
    options.laplacianFilter = job.laplacian;
    options.illuminationEpsilon = job.illuminationEpsilon;
    options.imagingEvery = job.imagingEvery;
    options.replay = parseReplay(job.replay, stage);
    options.memoryBudget = std::size_t(job.memoryMB * 1024.0 * 1024.0);
    const RtmImage image = migrate(model, gathers, options, context);
    writeSection(job.out, image.image, model, job.grid.axisOrder());
    writeSection(job.illuminationPath(), image.illumination, model, job.grid.axisOrder());
    return {{"out", job.out},
            {"illumination", job.illuminationPath()},
            {"shots", gathers.size()},
            {"nx", model.nx},
            {"nz", model.nz},
            {"simulation_dt_s", image.simulationDt},
            {"operator", image.operatorName},
            {"backend", image.backend},
            {"boundary_saving_shots", image.stats.boundarySavingShots},
            {"checkpointing_shots", image.stats.checkpointingShots},
            {"shots_in_flight", image.stats.shotsInFlight}};
}

void to_json(jobs::Json& j, const VelocityInput& v) {
    j = {{"velocity", v.velocity}, {"strata", v.strata}, {"nx", v.nx}, {"nz", v.nz}, {"dx", v.dx},
         {"dz", v.dz}, {"zFastest", v.zFastest}, {"velocityUnit", v.velocityUnit}};
}

void from_json(const jobs::Json& j, VelocityInput& v) {
    get(j, "velocity", v.velocity);
    get(j, "strata", v.strata);
    get(j, "nx", v.nx);
    get(j, "nz", v.nz);
    get(j, "dx", v.dx);
    get(j, "dz", v.dz);
    get(j, "zFastest", v.zFastest);
    get(j, "velocityUnit", v.velocityUnit);
}

void to_json(jobs::Json& j, const WaveJobOptions& w) {
    j = {{"freq", w.freq}, {"operator", w.op}, {"boundary", w.boundary}, {"boundaryWidth", w.boundaryWidth},
         {"dt", w.dt}, {"wavelet", w.wavelet}, {"timeDispersionCorrection", w.timeDispersionCorrection}};
}

void from_json(const jobs::Json& j, WaveJobOptions& w) {
    get(j, "freq", w.freq);
    get(j, "operator", w.op);
    get(j, "boundary", w.boundary);
    get(j, "boundaryWidth", w.boundaryWidth);
    get(j, "dt", w.dt);
    get(j, "wavelet", w.wavelet);
    get(j, "timeDispersionCorrection", w.timeDispersionCorrection);
}

void to_json(jobs::Json& j, const SeismicModelJob& job) {
    j = {{"grid", job.grid}, {"shots", job.shots}, {"sourceDepth", job.sourceDepth}, {"receivers", job.receivers},
         {"receiverDepth", job.receiverDepth}, {"tmax", job.tmax}, {"wave", job.wave}, {"out", job.out},
         {"writeVelocity", job.writeVelocity}};
}

void from_json(const jobs::Json& j, SeismicModelJob& job) {
    get(j, "grid", job.grid);
    get(j, "shots", job.shots);
    get(j, "sourceDepth", job.sourceDepth);
    get(j, "receivers", job.receivers);
    get(j, "receiverDepth", job.receiverDepth);
    get(j, "tmax", job.tmax);
    get(j, "wave", job.wave);
    get(j, "out", job.out);
    get(j, "writeVelocity", job.writeVelocity);
}

void to_json(jobs::Json& j, const RtmJob& job) {
    j = {{"grid", job.grid}, {"data", job.data}, {"wave", job.wave}, {"out", job.out},
         {"illumination", job.illumination}, {"laplacian", job.laplacian},
         {"illuminationEpsilon", job.illuminationEpsilon}, {"imagingEvery", job.imagingEvery},
         {"replay", job.replay}, {"memoryMB", job.memoryMB}};
}

void from_json(const jobs::Json& j, RtmJob& job) {
    get(j, "grid", job.grid);
    get(j, "data", job.data);
    get(j, "wave", job.wave);
    get(j, "out", job.out);
    get(j, "illumination", job.illumination);
    get(j, "laplacian", job.laplacian);
    get(j, "illuminationEpsilon", job.illuminationEpsilon);
    get(j, "imagingEvery", job.imagingEvery);
    get(j, "replay", job.replay);
    get(j, "memoryMB", job.memoryMB);
}

STRATA_REGISTER_JOB(SeismicModelJob);
STRATA_REGISTER_JOB(RtmJob);

}  // namespace strata::seismic
