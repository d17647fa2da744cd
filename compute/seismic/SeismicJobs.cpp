#include "strata/seismic/SeismicFiles.h"
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
    if (!w.wavelet.empty()) o.wavelet = readWaveletFile(w.wavelet);
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
        model = readStratumSection(strata).toVelocity(nx, nz, dx, dz);
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
    // The Ricker wavelet is delayed by 1.5 / freq and stays below 1e-6 of its peak until 1.2 / freq
    // before it: a record that ends sooner records no source (freq 1e-300 Hz was accepted).
    const double onset = 0.3 / wave.freq;
    if (wave.wavelet.empty() && onset > tmax)
        throw ValidationError(stage, "freq",
                              "a Ricker wavelet of " + shortNumber(wave.freq) +
                                  " Hz stays below 1e-6 of its peak until " + shortNumber(onset) +
                                  " s, after the record ends (tmax " + shortNumber(tmax) +
                                  " s): raise the frequency or the record length");
    if (out.empty()) throw ValidationError(stage, "out", "is required (SHOTS.segy or a raw float32 file)");
    io::checkOutputPath(out, stage, "out");
    if (!writeVelocity.empty()) io::checkOutputPath(writeVelocity, stage, "write-velocity");
    io::checkOutputsApart(stage, {{"out", out}, {"write-velocity", writeVelocity}},
                          {{"velocity", grid.velocity}, {"strata", grid.strata}, {"wavelet", wave.wavelet}});
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
    io::checkOutputsApart(
        stage, {{"out", out}, {"illumination", illuminationPath()}},
        {{"velocity", grid.velocity}, {"strata", grid.strata}, {"wavelet", wave.wavelet}, {"data", data}});
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
    const VelocityModel model = context.timed(Phase::Read, [&] { return job.grid.load(stage, context); });
    if (!job.writeVelocity.empty() && context.writesOutputs())
        context.timed(Phase::Write, [&] { writeSection(job.writeVelocity, model.velocity, model, job.grid.axisOrder()); });
    const std::vector<ShotGeometry> shots = fixedSpread(LineSpec::parse(job.shots, stage, "shots"), job.sourceDepth,
                                                        LineSpec::parse(job.receivers, stage, "receivers"), job.receiverDepth);
    const ModellingResult result = context.timed(
        Phase::Compute, [&] { return modelShots(model, shots, waveOptions(job.wave, stage), job.tmax, context); });
    if (context.writesOutputs()) context.timed(Phase::Write, [&] { writeGathers(job.out, result.gathers); });
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
    const VelocityModel model = context.timed(Phase::Read, [&] { return job.grid.load(stage, context); });
    const std::vector<ShotGather> gathers = context.timed(Phase::Read, [&] { return readGathers(job.data); });
    RtmOptions options;
    options.wave = waveOptions(job.wave, stage);
    options.laplacianFilter = job.laplacian;
    options.illuminationEpsilon = job.illuminationEpsilon;
    options.imagingEvery = job.imagingEvery;
    options.replay = parseReplay(job.replay, stage);
    options.memoryBudget = std::size_t(job.memoryMB * 1024.0 * 1024.0);
    const RtmImage image = context.timed(Phase::Compute, [&] { return migrate(model, gathers, options, context); });
    if (context.writesOutputs()) {
        const auto writing = context.phase(Phase::Write);
        writeSection(job.out, image.image, model, job.grid.axisOrder());
        writeSection(job.illuminationPath(), image.illumination, model, job.grid.axisOrder());
    }
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

const jobs::Schema<VelocityInput>& VelocityInput::schema() {
    static const auto s =
        jobs::Schema<VelocityInput>("velocity grid", "the velocity section and the grid it is sampled on")
            .add("velocity", [](auto& v) -> auto& { return v.velocity; },
                 "velocity section: raw float32 (shape from nx, nz, dx, dz) or SEG-Y (.segy/.sgy, one trace per x)")
            .add("strata", [](auto& v) -> auto& { return v.strata; },
                 "stratum section JSON (units with interval velocities, their surfaces along the line), instead "
                 "of velocity")
            .add("nx", [](auto& v) -> auto& { return v.nx; }, "nodes along x (SEG-Y: 0 takes the file's traces)")
            .add("nz", [](auto& v) -> auto& { return v.nz; }, "nodes along z, depth (SEG-Y: 0 takes the file's samples)")
            .add("dx", [](auto& v) -> auto& { return v.dx; }, "node spacing along x")
            .min(0)
            .unit("m")
            .add("dz", [](auto& v) -> auto& { return v.dz; },
                 "node spacing along z (SEG-Y: 0 takes the file's sample interval)")
            .min(0)
            .unit("m")
            .add("z_fastest", [](auto& v) -> auto& { return v.zFastest; },
                 "the raw file stores z fastest (default: x fastest); images are written the same way")
            .formerly("zFastest")
            .advanced()
            .add("velocity_unit", [](auto& v) -> auto& { return v.velocityUnit; },
                 "unit of the velocity file: auto, m/s or km/s (auto: values below 20 are km/s)")
            .formerly("velocityUnit")
            .advanced();
    return s;
}

const jobs::Schema<WaveJobOptions>& WaveJobOptions::schema() {
    static const auto s =
        jobs::Schema<WaveJobOptions>("wave", "the source wavelet and the wave propagation")
            .add("freq", [](auto& w) -> auto& { return w.freq; }, "peak frequency of the Ricker wavelet")
            .above(0)
            .max(1e5)
            .unit("Hz")
            .add("wavelet", [](auto& w) -> auto& { return w.wavelet; },
                 "source wavelet file: two columns, time (s) and amplitude (empty: Ricker)")
            .add("operator", [](auto& w) -> auto& { return w.op; },
                 "spatial derivative: fd2, fd4, ..., fd16, rational, rational-n3, compact8, rational:N:BAND or "
                 "rational:auto")
            .advanced()
            .add("boundary", [](auto& w) -> auto& { return w.boundary; }, "absorbing boundary: cpml or sponge")
            .advanced()
            .add("boundary_width", [](auto& w) -> auto& { return w.boundaryWidth; },
                 "absorbing cells on every side, 4..400 (0: 20 for cpml, 50 for the sponge)")
            .min(0)
            .max(400)
            .formerly("boundaryWidth")
            .advanced()
            .add("dt", [](auto& w) -> auto& { return w.dt; },
                 "simulation time step, checked against the stability limit (0: the stable step the grid allows)")
            .min(0)
            .unit("s")
            .advanced()
            .add("time_dispersion_correction", [](auto& w) -> auto& { return w.timeDispersionCorrection; },
                 "remove the time stepping's dispersion (transforms of the source and of the traces)")
            .formerly("timeDispersionCorrection")
            .advanced();
    return s;
}

const jobs::Schema<SeismicModelJob>& SeismicModelJob::schema() {
    static const auto s =
        jobs::Schema<SeismicModelJob>(type, summary)
            .object("grid", [](auto& j) -> auto& { return j.grid; }, VelocityInput::schema(),
                    "the velocity section and its grid")
            .group("velocity")
            .add("shots", [](auto& j) -> auto& { return j.shots; }, "source positions X0:DX:N along the line (m)")
            .group("acquisition")
            .add("source_depth", [](auto& j) -> auto& { return j.sourceDepth; }, "depth of the sources")
            .min(0)
            .unit("m")
            .formerly("sourceDepth")
            .group("acquisition")
            .add("receivers", [](auto& j) -> auto& { return j.receivers; },
                 "receiver positions X0:DX:N (m), the same for every shot")
            .group("acquisition")
            .add("receiver_depth", [](auto& j) -> auto& { return j.receiverDepth; }, "depth of the receivers")
            .min(0)
            .unit("m")
            .formerly("receiverDepth")
            .group("acquisition")
            .add("tmax", [](auto& j) -> auto& { return j.tmax; }, "record length")
            .above(0)
            .max(1e4)
            .unit("s")
            .group("acquisition")
            .object("wave", [](auto& j) -> auto& { return j.wave; }, WaveJobOptions::schema(),
                    "the source wavelet and the propagation")
            .group("wave")
            .add("output", [](auto& j) -> auto& { return j.out; },
                 "shot gathers: SHOTS.segy (geometry in the trace headers) or raw float32 (geometry in OUT.json "
                 "beside it)")
            .formerly("out")
            .group("output")
            .add("write_velocity", [](auto& j) -> auto& { return j.writeVelocity; },
                 "also write the velocity section used (raw float32, the grid's axis order)")
            .formerly("writeVelocity")
            .group("output")
            .advanced();
    return s;
}

const jobs::Schema<RtmJob>& RtmJob::schema() {
    static const auto s =
        jobs::Schema<RtmJob>(type, summary)
            .object("grid", [](auto& j) -> auto& { return j.grid; }, VelocityInput::schema(),
                    "the migration velocity section and its grid")
            .group("velocity")
            .add("data", [](auto& j) -> auto& { return j.data; },
                 "shot gathers: SEG-Y (positions from the trace headers) or raw float32 with DATA.json beside it")
            .group("input")
            .object("wave", [](auto& j) -> auto& { return j.wave; }, WaveJobOptions::schema(),
                    "the source wavelet and the propagation")
            .group("wave")
            .add("output", [](auto& j) -> auto& { return j.out; },
                 "image: IMAGE.segy or raw float32 on the velocity grid (its axis order)")
            .formerly("out")
            .group("output")
            .add("illumination", [](auto& j) -> auto& { return j.illumination; },
                 "source illumination output (empty: the image's name with .illumination before the extension)")
            .group("output")
            .add("laplacian", [](auto& j) -> auto& { return j.laplacian; },
                 "Laplacian filter of the image (removes the low-wavenumber backscatter)")
            .group("imaging")
            .add("illumination_epsilon", [](auto& j) -> auto& { return j.illuminationEpsilon; },
                 "stabilisation of the division by the illumination, a fraction of its median")
            .above(0)
            .formerly("illuminationEpsilon")
            .group("imaging")
            .advanced()
            .add("imaging_every", [](auto& j) -> auto& { return j.imagingEvery; },
                 "time steps between cross-correlations (0: automatic)")
            .min(0)
            .formerly("imagingEvery")
            .group("imaging")
            .advanced()
            .add("replay", [](auto& j) -> auto& { return j.replay; },
                 "source wavefield replay: auto, boundary-saving or checkpointing")
            .group("memory")
            .advanced()
            .add("memory_mb", [](auto& j) -> auto& { return j.memoryMB; },
                 "memory for the source wavefield store per shot (0: the backend's default)")
            .min(0)
            .unit("MB")
            .formerly("memoryMB")
            .group("memory")
            .advanced();
    return s;
}

void to_json(jobs::Json& j, const VelocityInput& v) { j = VelocityInput::schema().write(v); }
void from_json(const jobs::Json& j, VelocityInput& v) { v = VelocityInput::schema().read(j, "velocity grid"); }
void to_json(jobs::Json& j, const WaveJobOptions& w) { j = WaveJobOptions::schema().write(w); }
void from_json(const jobs::Json& j, WaveJobOptions& w) { w = WaveJobOptions::schema().read(j, "wave"); }
void to_json(jobs::Json& j, const SeismicModelJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, SeismicModelJob& job) { jobs::readParams(j, job); }
void to_json(jobs::Json& j, const RtmJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, RtmJob& job) { jobs::readParams(j, job); }

STRATA_REGISTER_JOB(SeismicModelJob);
STRATA_REGISTER_JOB(RtmJob);

}  // namespace strata::seismic
