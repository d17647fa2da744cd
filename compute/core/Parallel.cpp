#include "strata/core/Parallel.h"

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>

#include "strata/core/Progress.h"

namespace strata {

void parallelChunks(std::size_t count, const ParallelOptions& options,
                    const std::function<void(std::size_t, std::size_t)>& body) {
    if (count == 0) return;
    const std::size_t chunk = options.chunk ? options.chunk : 1;
    const long long chunks = static_cast<long long>((count + chunk - 1) / chunk);
    std::atomic<bool> stop{false};
    long long done = 0;
    std::mutex progressMutex;  // increments and reports in one order, so the last report is 1
    std::exception_ptr failure;
    std::mutex failureMutex;

    // No more threads than chunks: a short loop of a few chunks does not wake (and wait at the
    // barrier for) a whole team, which a busy host makes costly.
    const int threads = int(std::min<long long>(chunks, omp_get_max_threads()));
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
    for (long long c = 0; c < chunks; ++c) {
        if (stop.load(std::memory_order_relaxed)) continue;
        try {
            if (options.cancel) options.cancel->check();
            const std::size_t begin = std::size_t(c) * chunk;
            const std::size_t end = begin + chunk < count ? begin + chunk : count;
            body(begin, end);
            if (options.progress) {
                std::lock_guard lock(progressMutex);
                options.progress->report(double(++done) / double(chunks), options.message);
            }
        } catch (...) {
            std::lock_guard lock(failureMutex);
            if (!failure) failure = std::current_exception();
            stop = true;
        }
    }
    if (failure) std::rethrow_exception(failure);
}

int hardwareThreads() { return omp_get_max_threads(); }

}  // namespace strata
