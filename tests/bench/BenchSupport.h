#pragma once
// Shared by the benchmark programs: the machine line and the median/spread of repeated timings.
#include <string>
#include <vector>

namespace strata::bench {

// The CPU's model name from /proc/cpuinfo ("unknown CPU" elsewhere).
std::string cpuName();

struct Stats {
    double median = 0, min = 0, max = 0;
};

// The value after `name` on the command line, or `fallback`; whether `name` is there.
std::string arg(int argc, char** argv, const std::string& name, const std::string& fallback);
bool flag(int argc, char** argv, const std::string& name);

// Median (upper median for an even count), minimum and maximum; `samples` must not be empty.
Stats stats(std::vector<double> samples);

}  // namespace strata::bench
