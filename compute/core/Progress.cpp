#include "strata/core/Progress.h"

#include <algorithm>

#include "strata/core/Error.h"

namespace strata {

void CancelToken::check() const {
    if (isCancelled()) throw CancelledError();
}

void Progress::report(double fraction, std::string_view message) {
    fraction = std::clamp(fraction, 0.0, 1.0);
    fraction_.store(fraction, std::memory_order_relaxed);
    if (!callback_) return;
    std::lock_guard lock(mutex_);
    callback_(fraction, std::string(message));
}

Progress Progress::slice(double begin, double end, std::string prefix) {
    return Progress([this, begin, end, prefix = std::move(prefix)](double fraction, const std::string& message) {
        report(begin + (end - begin) * fraction, prefix + message);
    });
}

Progress& Progress::none() {
    thread_local Progress sink;
    return sink;
}

}  // namespace strata
