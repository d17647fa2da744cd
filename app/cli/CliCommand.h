#pragma once
// Verbs of strata-cli. Each verb lives in its own file and registers a setup function:
//   static const strata::cli::Registration reg("idw", setupIdw);
// A verb builds the same job JSON the GUI builds; `--dump-job` prints it instead of running.
#include <CLI/CLI.hpp>

#include <chrono>
#include <functional>
#include <string>

#include "strata/jobs/Job.h"

namespace strata::cli {

using Setup = std::function<void(CLI::App& app)>;

struct Registration {
    Registration(std::string name, Setup setup);
};

// Options every job verb shares: --backend, --dump-job and --timings.
struct JobOptions {
    std::string backend = "auto";
    bool dumpJob = false;
    bool timings = false;
};
void addJobOptions(CLI::App& verb, JobOptions& options);

// Prints the job (--dump-job) or runs it with progress on stderr; prints the result summary and,
// with --timings, where the time went.
void runOrDump(const jobs::Json& job, const JobOptions& options);

// When main started: --timings counts the total from there.
std::chrono::steady_clock::time_point processStart();

}  // namespace strata::cli
