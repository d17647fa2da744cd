// SEG-Y through segyio (built only when segyio is found).
#include <segyio/segy.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <string>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/seismic/SegyIo.h"

namespace strata::seismic {

namespace {

constexpr int kTextHeaderSize = 3200;
constexpr int kBinaryHeaderSize = 400;
constexpr int kTraceHeaderSize = 240;
constexpr int kCoordinateScalar = -100;  // positions stored in centimetres

struct SegyCloser {
    void operator()(segy_file* f) const noexcept { segy_close(f); }
};
using SegyHandle = std::unique_ptr<segy_file, SegyCloser>;

// `shown`: the path errors name (the target of a save, not its temporary file).
SegyHandle open(const std::string& path, const char* mode, const std::string& shown = {}) {
    SegyHandle f(segy_open(path.c_str(), mode));
    if (!f)
        throw IoError(shown.empty() ? path : shown,
                      mode[0] == 'r' ? "cannot open the SEG-Y file" : "cannot create the SEG-Y file");
    return f;
}

// segyio's status codes in words (segyio/segy.h).
std::string segyProblem(int status) {
    switch (status) {
        case SEGY_FOPEN_ERROR: return "the file cannot be opened";
        case SEGY_FSEEK_ERROR:
        case SEGY_FREAD_ERROR: return "the file ends early (truncated?)";
        case SEGY_FWRITE_ERROR: return "writing failed (disk full?)";
        case SEGY_INVALID_FIELD: return "a header field is not a SEG-Y field";
        case SEGY_TRACE_SIZE_MISMATCH: return "its size is not a whole number of traces (truncated, or the header's sample count is wrong)";
        case SEGY_INVALID_ARGS: return "its headers are not consistent";
        default: return "segyio error " + std::to_string(status);
    }
}

void check(int status, const std::string& path, const char* what) {
    if (status != SEGY_OK) throw IoError(path, std::string("SEG-Y ") + what + " failed: " + segyProblem(status));
}

std::int32_t scaled(double value) { return std::int32_t(std::lround(value * 100.0)); }

double unscale(std::int32_t value, std::int32_t scalar) {
    if (scalar > 0) return double(value) * scalar;
    if (scalar < 0) return double(value) / -double(scalar);
    return double(value);
}

std::int32_t field(const char* header, int which) {
    std::int32_t v = 0;
    segy_get_field(header, which, &v);
    return v;
}

void setField(char* header, int which, std::int32_t value, const std::string& path) {
    check(segy_set_field(header, which, value), path, "header field");
}

std::int32_t intervalMicroseconds(double seconds, const std::string& path) {
    const double us = seconds * 1e6;
    if (!(us >= 1) || us > 65535 || std::abs(us - std::round(us)) > 1e-3)
        throw IoError(path, "sample interval " + std::to_string(us) + " us cannot be stored in SEG-Y (whole microseconds, 1..65535)");
    return std::int32_t(std::lround(us));
}

// Text header, binary header and the sizes of the file's traces.
struct Layout {
    long trace0 = kTextHeaderSize + kBinaryHeaderSize;
    int samples = 0;
    int traceBytes = 0;
    int format = SEGY_IEEE_FLOAT_4_BYTE;
};

Layout writeHeaders(segy_file* f, const std::string& path, int samples, std::int32_t interval, int traces,
                    const std::string& description) {
    std::string text(kTextHeaderSize, ' ');
    const std::string lines[] = {"C 1 STRATA SEG-Y REV1, IEEE FLOAT", "C 2 " + description,
                                 "C 3 POSITIONS: SOURCE/GROUP X, SOURCE DEPTH, -GROUP ELEVATION, SCALAR -100",
                                 "C40 END TEXTUAL HEADER"};
    int row = 0;
    for (const std::string& l : lines) {
        const int at = (row == 3 ? 39 : row) * 80;
        std::memcpy(&text[std::size_t(at)], l.data(), std::min<std::size_t>(l.size(), 80));
        ++row;
    }
    check(segy_write_textheader(f, 0, text.c_str()), path, "text header write");
    char bin[kBinaryHeaderSize] = {};
    check(segy_set_bfield(bin, SEGY_BIN_INTERVAL, interval), path, "binary header");
    check(segy_set_bfield(bin, SEGY_BIN_SAMPLES, samples), path, "binary header");
    check(segy_set_bfield(bin, SEGY_BIN_FORMAT, SEGY_IEEE_FLOAT_4_BYTE), path, "binary header");
    check(segy_set_bfield(bin, SEGY_BIN_TRACES, std::min(traces, 32767)), path, "binary header");
    check(segy_set_bfield(bin, SEGY_BIN_SEGY_REVISION, 0x0100), path, "binary header");
    check(segy_set_bfield(bin, SEGY_BIN_TRACE_FLAG, 1), path, "binary header");
    check(segy_write_binheader(f, bin), path, "binary header write");
    check(segy_set_format(f, SEGY_IEEE_FLOAT_4_BYTE), path, "format");
    Layout layout;
    layout.samples = samples;
    layout.traceBytes = segy_trsize(SEGY_IEEE_FLOAT_4_BYTE, samples);
    return layout;
}

void writeTrace(segy_file* f, const std::string& path, const Layout& layout, int traceNo, const char* header,
                const float* values) {
    check(segy_write_traceheader(f, traceNo, header, layout.trace0, layout.traceBytes), path, "trace header write");
    std::vector<float> buf(values, values + layout.samples);
    check(segy_from_native(layout.format, layout.samples, buf.data()), path, "sample conversion");
    check(segy_writetrace(f, traceNo, buf.data(), layout.trace0, layout.traceBytes), path, "trace write");
}

Layout readLayout(segy_file* f, const std::string& path, int& traces, float& intervalUs) {
    char bin[kBinaryHeaderSize];
    check(segy_binheader(f, bin), path, "binary header read");
    Layout layout;
    layout.samples = segy_samples(bin);
    layout.trace0 = segy_trace0(bin);
    if (layout.samples <= 0) throw IoError(path, "the binary header gives no samples per trace");
    if (layout.trace0 < kTextHeaderSize + kBinaryHeaderSize)
        throw IoError(path, "the binary header gives a negative number of extended text headers");
    // The format code as stored (big-endian): segyio versions differ in what segy_format() makes of
    // other values (some flag byte-swapped codes as little-endian, some pass garbage through), and
    // a code segyio cannot size makes it abort, so only the two codes read here are accepted.
    std::int32_t code = 0;
    check(segy_get_bfield(bin, SEGY_BIN_FORMAT, &code), path, "binary header read");
    if (code == 0x0100 || code == 0x0500)
        throw IoError(path, "the file is little-endian (format code bytes swapped); only big-endian SEG-Y is read: "
                            "convert it, e.g. with segyio or Seismic Unix's segywrite");
    if (code != SEGY_IEEE_FLOAT_4_BYTE && code != SEGY_IBM_FLOAT_4_BYTE)
        throw IoError(path, "sample format code " + std::to_string(code) + " is not supported (1: IBM float, 5: IEEE float)");
    layout.format = code;
    check(segy_set_format(f, layout.format), path, "format");
    layout.traceBytes = segy_trsize(layout.format, layout.samples);
    check(segy_traces(f, &traces, layout.trace0, layout.traceBytes), path, "trace count");
    intervalUs = 0;
    check(segy_sample_interval(f, 0.0f, &intervalUs), path, "sample interval");
    return layout;
}

void readTrace(segy_file* f, const std::string& path, const Layout& layout, int traceNo, char* header, float* values) {
    check(segy_traceheader(f, traceNo, header, layout.trace0, layout.traceBytes), path, "trace header read");
    check(segy_readtrace(f, traceNo, values, layout.trace0, layout.traceBytes), path, "trace read");
    check(segy_to_native(layout.format, layout.samples, values), path, "sample conversion");
}

}  // namespace

bool segyAvailable() noexcept { return true; }

void writeSegyGathers(const std::string& path, const std::vector<ShotGather>& gathers) {
    if (gathers.empty()) throw IoError(path, "no shots to write");
    const int samples = int(gathers[0].samples);
    int traces = 0;
    for (const ShotGather& g : gathers) {
        if (int(g.samples) != samples || g.dt != gathers[0].dt)
            throw IoError(path, "all shots of one SEG-Y file need the same time sampling");
        traces += int(g.receiverCount());
    }
    io::AtomicFile file(path, io::AtomicFile::Writer::ByName);  // segyio writes the temporary by its name
    SegyHandle f = open(file.temporaryPath(), "w+b", path);
    const Layout layout = writeHeaders(f.get(), path, samples, intervalMicroseconds(gathers[0].dt, path), traces,
                                       "SHOT GATHERS, " + std::to_string(gathers.size()) + " SHOTS");
    int traceNo = 0;
    for (std::size_t s = 0; s < gathers.size(); ++s) {
        const ShotGather& g = gathers[s];
        for (std::size_t r = 0; r < g.receiverCount(); ++r, ++traceNo) {
            char h[kTraceHeaderSize] = {};
            setField(h, SEGY_TR_SEQ_LINE, traceNo + 1, path);
            setField(h, SEGY_TR_SEQ_FILE, traceNo + 1, path);
            setField(h, SEGY_TR_FIELD_RECORD, std::int32_t(s + 1), path);
            setField(h, SEGY_TR_NUMBER_ORIG_FIELD, std::int32_t(r + 1), path);
            setField(h, SEGY_TR_TRACE_ID, 1, path);
            setField(h, SEGY_TR_OFFSET, std::int32_t(std::lround(g.geometry.receiverX[r] - g.geometry.sourceX)), path);
            setField(h, SEGY_TR_RECV_GROUP_ELEV, scaled(-g.geometry.receiverZ[r]), path);
            setField(h, SEGY_TR_SOURCE_DEPTH, scaled(g.geometry.sourceZ), path);
            setField(h, SEGY_TR_ELEV_SCALAR, kCoordinateScalar, path);
            setField(h, SEGY_TR_SOURCE_GROUP_SCALAR, kCoordinateScalar, path);
            setField(h, SEGY_TR_SOURCE_X, scaled(g.geometry.sourceX), path);
            setField(h, SEGY_TR_GROUP_X, scaled(g.geometry.receiverX[r]), path);
            setField(h, SEGY_TR_SAMPLE_COUNT, samples, path);
            setField(h, SEGY_TR_SAMPLE_INTER, intervalMicroseconds(g.dt, path), path);
            writeTrace(f.get(), path, layout, traceNo, h, g.traces.data() + r * g.samples);
        }
    }
    check(segy_flush(f.get(), false), path, "flush");
    f.reset();  // closed before the save is committed
    file.commit();
}

std::vector<ShotGather> readSegyGathers(const std::string& path) {
    SegyHandle f = open(path, "rb");
    int traces = 0;
    float intervalUs = 0;
    const Layout layout = readLayout(f.get(), path, traces, intervalUs);
    if (!(intervalUs > 0)) throw IoError(path, "the binary header gives no sample interval");
    std::vector<ShotGather> gathers;
    std::vector<float> values(std::size_t(layout.samples));
    std::int32_t lastRecord = 0;
    double lastSx = 0, lastSz = 0;
    for (int t = 0; t < traces; ++t) {
        char h[kTraceHeaderSize];
        readTrace(f.get(), path, layout, t, h, values.data());
        const std::int32_t coordScalar = field(h, SEGY_TR_SOURCE_GROUP_SCALAR);
        const std::int32_t elevScalar = field(h, SEGY_TR_ELEV_SCALAR);
        const double sx = unscale(field(h, SEGY_TR_SOURCE_X), coordScalar);
        const double gx = unscale(field(h, SEGY_TR_GROUP_X), coordScalar);
        const std::int32_t sdepth = field(h, SEGY_TR_SOURCE_DEPTH);
        const double sz = sdepth != 0 ? unscale(sdepth, elevScalar) : -unscale(field(h, SEGY_TR_SOURCE_SURF_ELEV), elevScalar);
        const double gz = -unscale(field(h, SEGY_TR_RECV_GROUP_ELEV), elevScalar);
        const std::int32_t record = field(h, SEGY_TR_FIELD_RECORD);
        if (gathers.empty() || record != lastRecord || sx != lastSx || sz != lastSz) {
            ShotGather g;
            g.geometry.sourceX = sx;
            g.geometry.sourceZ = sz;
            g.dt = double(intervalUs) * 1e-6;
            g.samples = std::size_t(layout.samples);
            gathers.push_back(std::move(g));
            lastRecord = record;
            lastSx = sx;
            lastSz = sz;
        }
        ShotGather& g = gathers.back();
        g.geometry.receiverX.push_back(gx);
        g.geometry.receiverZ.push_back(gz);
        g.traces.insert(g.traces.end(), values.begin(), values.end());
    }
    if (gathers.empty()) throw IoError(path, "holds no traces");
    return gathers;
}

void writeSegySection(const std::string& path, const std::vector<float>& values, std::size_t nx, std::size_t nz,
                      double dx, double dz) {
    if (values.size() != nx * nz) throw IoError(path, "section size does not match nx * nz");
    io::AtomicFile file(path, io::AtomicFile::Writer::ByName);
    SegyHandle f = open(file.temporaryPath(), "w+b", path);
    const std::int32_t interval = std::int32_t(std::lround(dz * 1000.0));
    if (interval < 1 || interval > 65535) throw IoError(path, "dz cannot be stored as whole millimetres (1..65535)");
    const Layout layout = writeHeaders(f.get(), path, int(nz), interval, int(nx), "DEPTH SECTION, DZ IN MM AS SAMPLE INTERVAL");
    for (std::size_t ix = 0; ix < nx; ++ix) {
        char h[kTraceHeaderSize] = {};
        setField(h, SEGY_TR_SEQ_LINE, std::int32_t(ix + 1), path);
        setField(h, SEGY_TR_SEQ_FILE, std::int32_t(ix + 1), path);
        setField(h, SEGY_TR_ENSEMBLE, std::int32_t(ix + 1), path);
        setField(h, SEGY_TR_TRACE_ID, 1, path);
        setField(h, SEGY_TR_SOURCE_GROUP_SCALAR, kCoordinateScalar, path);
        setField(h, SEGY_TR_CDP_X, scaled(double(ix) * dx), path);
        setField(h, SEGY_TR_SAMPLE_COUNT, std::int32_t(nz), path);
        setField(h, SEGY_TR_SAMPLE_INTER, interval, path);
        writeTrace(f.get(), path, layout, int(ix), h, values.data() + ix * nz);
    }
    check(segy_flush(f.get(), false), path, "flush");
    f.reset();  // closed before the save is committed
    file.commit();
}

SegySection readSegySection(const std::string& path) {
    SegyHandle f = open(path, "rb");
    int traces = 0;
    float interval = 0;
    const Layout layout = readLayout(f.get(), path, traces, interval);
    SegySection s;
    s.nx = std::size_t(traces);
    s.nz = std::size_t(layout.samples);
    s.dz = double(interval) * 1e-3;
    s.values.resize(s.nx * s.nz);
    for (int t = 0; t < traces; ++t) {
        char h[kTraceHeaderSize];
        readTrace(f.get(), path, layout, t, h, s.values.data() + std::size_t(t) * s.nz);
    }
    return s;
}

}  // namespace strata::seismic
