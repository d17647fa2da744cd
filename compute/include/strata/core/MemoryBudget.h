#pragma once
// Work whose memory grows with its inputs (grid nodes, time steps, stations) states what it will
// need before it starts, and is refused with the numbers when this machine cannot hold it:
// never a crash, a std::bad_alloc after minutes of work, or a machine driven into swap.
#include <cstdint>
#include <string>

namespace strata {

// Physical memory of this machine in bytes (0 when the system does not say).
std::uint64_t physicalMemoryBytes();

// Throws ValidationError(stage, option, ...) when `bytes` exceeds 80 % of physical memory. `what`
// says what the bytes hold, e.g. "1000000000 nodes x 2 layers x 8 bytes".
void requireMemory(double bytes, const std::string& stage, const std::string& option, const std::string& what);

// Throws ValidationError(stage, option, ...) when the file system of `path` has less free space
// than `bytes` (a lower bound of what will be written).
void requireDiskSpace(double bytes, const std::string& path, const std::string& stage, const std::string& option,
                      const std::string& what);

// Throws ValidationError when `count` (steps, stations, composites...) exceeds `limit`; `what`
// names the count and `advice` how to lower it.
void requireCountAtMost(double count, double limit, const std::string& stage, const std::string& option,
                        const std::string& what, const std::string& advice);

}  // namespace strata
