#include "strata/seismic/Acquisition.h"

#include <cmath>
#include <fstream>
#include <sstream>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"

namespace strata::seismic {

LineSpec LineSpec::parse(std::string_view text, const std::string& stage, const std::string& option) {
    const std::vector<std::string> parts = split(text, ':');
    LineSpec line;
    double count = 0;
    if (parts.size() != 3 || !parseDouble(parts[0], line.first) || !parseDouble(parts[1], line.spacing) ||
        !parseDouble(parts[2], count))
        throw ValidationError(stage, option, "must be X0:DX:N, e.g. 0:100:12 (got '" + std::string(text) + "')");
    if (count < 1 || count != std::floor(count))
        throw ValidationError(stage, option, "count N must be a whole number >= 1 (got '" + parts[2] + "')");
    if (count > 1e6)
        throw ValidationError(stage, option, "count N is " + parts[2] + ": at most 1000000 positions on a line");
    line.count = int(count);
    if (line.count > 1 && !(line.spacing != 0))
        throw ValidationError(stage, option, "spacing DX must not be 0 for more than one position");
    return line;
}

std::vector<double> LineSpec::positions() const {
    std::vector<double> p(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) p[std::size_t(i)] = first + spacing * i;
    return p;
}

std::string LineSpec::toString() const {
    std::ostringstream s;
    s.precision(10);
    s << first << ':' << spacing << ':' << count;
    return s.str();
}

std::vector<ShotGeometry> fixedSpread(const LineSpec& shots, double sourceDepth, const LineSpec& receivers,
                                      double receiverDepth) {
    std::vector<ShotGeometry> out;
    const std::vector<double> rx = receivers.positions();
    for (double sx : shots.positions()) {
        ShotGeometry g;
        g.sourceX = sx;
        g.sourceZ = sourceDepth;
        g.receiverX = rx;
        g.receiverZ.assign(rx.size(), receiverDepth);
        out.push_back(std::move(g));
    }
    return out;
}

void writeRawGathers(io::AtomicFile& file, const std::vector<ShotGather>& gathers) {
    for (const ShotGather& g : gathers) file.write(g.traces.data(), g.traces.size() * sizeof(float));
}

std::vector<ShotGather> readRawGathers(const std::string& path, const std::vector<ShotGeometry>& geometry, double dt,
                                       std::size_t samples) {
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in) throw IoError(path, "cannot open the file");
    std::size_t expected = 0;
    for (const ShotGeometry& g : geometry) expected += g.receiverX.size() * samples * sizeof(float);
    const std::streamoff bytes = in.tellg();
    if (bytes < 0 || std::size_t(bytes) != expected)
        throw IoError(path, "holds " + std::to_string(bytes) + " bytes; the geometry (" + std::to_string(geometry.size()) +
                                " shots, " + std::to_string(samples) + " samples) needs " + std::to_string(expected));
    in.seekg(0);
    std::vector<ShotGather> out;
    for (const ShotGeometry& g : geometry) {
        ShotGather gather;
        gather.geometry = g;
        gather.dt = dt;
        gather.samples = samples;
        gather.traces.resize(g.receiverX.size() * samples);
        in.read(reinterpret_cast<char*>(gather.traces.data()), std::streamsize(gather.traces.size() * sizeof(float)));
        out.push_back(std::move(gather));
    }
    if (!in) throw IoError(path, "read failed");
    return out;
}

}  // namespace strata::seismic
