#include "strata/core/ThreadLimit.h"

#include <omp.h>

#include <algorithm>

namespace strata {

ThreadLimit::ThreadLimit(int threads) : previous_(omp_get_max_threads()) { omp_set_num_threads(std::max(threads, 1)); }

ThreadLimit::~ThreadLimit() { omp_set_num_threads(previous_); }

}  // namespace strata
