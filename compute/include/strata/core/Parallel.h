#pragma once
// Chunked parallel loops on all cores, with progress and cancellation between chunks.
#include <cstddef>
#include <functional>
#include <string>

namespace strata {

class CancelToken;
class Progress;

struct ParallelOptions {
    std::size_t chunk = 1024;            // items per chunk; keep a chunk well under ~50 ms
    const CancelToken* cancel = nullptr;  // checked before every chunk; throws CancelledError
    Progress* progress = nullptr;         // fraction of chunks done
    std::string message;                  // progress message
};

// Calls body(begin, end) for consecutive chunks of [0, count), in parallel.
// Exceptions thrown by body (or cancellation) stop the loop and are rethrown on the caller.
void parallelChunks(std::size_t count, const ParallelOptions& options,
                    const std::function<void(std::size_t begin, std::size_t end)>& body);

int hardwareThreads();

}  // namespace strata
