#pragma once
// SEG-Y (rev 1, IEEE float, big-endian) for shot gathers and depth sections, through segyio. The build
// has it only when segyio was found (STRATA_WITH_SEGYIO); otherwise every function here throws an
// IoError saying so, and raw float32 remains available.
//
// Shot gathers: one file, all shots, trace after trace. Standard trace header fields carry the geometry:
// source X (73) and source depth (49), group X (81) and group elevation (41, = -receiver depth), with
// their scalars (71 for X, 69 for depth/elevation; negative = divisor); field record (9) numbers the
// shot, offset (37) is group X - source X. Time sampling comes from the binary header (3217, 3221).
// Reading groups consecutive traces with the same field record and source position into a shot; a
// source depth of 0 falls back to -source surface elevation (45).
//
// Depth sections (images, velocity models): one trace per x column, samples down in z; the sample
// interval field holds dz in millimetres, CDP X (181) the column's x.
#include <cstddef>
#include <string>
#include <vector>

#include "strata/seismic/Acquisition.h"

namespace strata::seismic {

bool segyAvailable() noexcept;
// True for names ending in .segy or .sgy (case-insensitive).
bool isSegyPath(const std::string& path);

void writeSegyGathers(const std::string& path, const std::vector<ShotGather>& gathers);
std::vector<ShotGather> readSegyGathers(const std::string& path);

struct SegySection {
    std::size_t nx = 0, nz = 0;
    double dz = 0;              // from the sample interval (mm -> m)
    std::vector<float> values;  // ix * nz + iz
};
void writeSegySection(const std::string& path, const std::vector<float>& values, std::size_t nx, std::size_t nz,
                      double dx, double dz);
SegySection readSegySection(const std::string& path);

}  // namespace strata::seismic
