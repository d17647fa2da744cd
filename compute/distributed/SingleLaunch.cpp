// The ranks of a build without MPI: always one process.
#include <cstdlib>

#include "Launch.h"

namespace strata::distributed {

void startRanks(int&, char**&) {}
const Ranks& worldRanks() { return singleProcess(); }
void finishRanks() {}
void abortRanks(int exitCode) { std::exit(exitCode); }
std::string describeMpi() { return "not built (configure with STRATA_WITH_MPI=ON and an MPI library); 1 process"; }

}  // namespace strata::distributed
