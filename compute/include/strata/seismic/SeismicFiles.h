#pragma once
// The seismic files that are neither SEG-Y (SegyIo.h) nor a job's: raw float32 sections and
// gathers, user wavelets and stratum sections. Errors name the file (and the line where there is one).
#include <cstddef>
#include <string>
#include <vector>

#include "strata/io/AtomicFile.h"
#include "strata/seismic/Acquisition.h"
#include "strata/seismic/StratumVelocity.h"
#include "strata/seismic/VelocityModel.h"
#include "strata/seismic/Wavelet.h"

namespace strata::seismic {

// Raw little-endian float32, nx * nz values in the given axis order. Auto units: a maximum below 20
// means km/s (the values are scaled to m/s and `note` says so). IoError names the file; the size must
// match exactly.
VelocityModel readRawVelocity(const std::string& path, std::size_t nx, std::size_t nz, double dx, double dz,
                              AxisOrder order, VelocityUnit unit, std::string* note = nullptr);

// Raw float32 section I/O in either axis order; `values` are x-major with z fastest.
std::vector<float> readRawSection(const std::string& path, std::size_t nx, std::size_t nz, AxisOrder order);
void writeRawSection(const std::string& path, const std::vector<float>& values, std::size_t nx, std::size_t nz,
                     AxisOrder order);

// Raw float32 gathers: all shots in one file, shot after shot, receiver after receiver, sample fastest.
// The geometry is not stored: the reader takes it from the caller (the CLI's line flags).
void writeRawGathers(io::AtomicFile& file, const std::vector<ShotGather>& gathers);
std::vector<ShotGather> readRawGathers(const std::string& path, const std::vector<ShotGeometry>& geometry, double dt,
                                       std::size_t samples);

// A user wavelet: a text file with two columns per line, time (s) and amplitude ('#' starts a
// comment), times increasing. ParseError names file:line.
SampledWavelet readWaveletFile(const std::string& path);

// The stratum section JSON of StratumVelocity.h. Reading checks it (ParseError / ValidationError
// name the file and the field); writing is atomic, numbers in their shortest exact text, so that
// reading gives back the same values (IoError names the path).
StratumSection readStratumSection(const std::string& path);
void writeStratumSection(const std::string& path, const StratumSection& section);

}  // namespace strata::seismic
