#pragma once
// The ranks strata-cli runs as: MPI's world when the build has MPI and mpirun or srun started the
// process, else one process. Only strata-cli links this (MpiLaunch.cpp or SingleLaunch.cpp), so
// the engine never depends on MPI.
#include <string>

#include "strata/distributed/Ranks.h"

namespace strata::distributed {

// Starts MPI when a launcher started this process; call once, first thing in main.
void startRanks(int& argc, char**& argv);
// The ranks started (one process before startRanks or without MPI).
const Ranks& worldRanks();
// Ends MPI after a run that succeeded, or failed alike on every rank before any exchange.
void finishRanks();
// Ends every rank at once with `exitCode` (one rank failed; the others may be waiting for it).
[[noreturn]] void abortRanks(int exitCode);
// One line for `strata-cli info`: built or not, the library, the ranks of this run.
std::string describeMpi();

}  // namespace strata::distributed
