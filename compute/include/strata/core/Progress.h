#pragma once
// Qt-free progress and cancellation, polled by every long operation between chunks
// (grid tiles, pair blocks, shots) so that cancel takes effect within ~200 ms.
#include <atomic>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>

namespace strata {

class CancelToken {
public:
    void cancel() noexcept { cancelled_.store(true, std::memory_order_relaxed); }
    bool isCancelled() const noexcept { return cancelled_.load(std::memory_order_relaxed); }
    // Throws CancelledError when cancelled; call it between chunks of work.
    void check() const;

private:
    std::atomic<bool> cancelled_{false};
};

// Receives progress as a fraction in [0, 1] plus a short message. Thread-safe: workers of a
// parallel loop may report concurrently. The callback runs on the reporting thread.
class Progress {
public:
    using Callback = std::function<void(double fraction, const std::string& message)>;
    Progress() = default;
    explicit Progress(Callback callback) : callback_(std::move(callback)) {}

    void report(double fraction, std::string_view message = {});
    double fraction() const noexcept { return fraction_.load(std::memory_order_relaxed); }

    // A sink that ignores everything; for callers that do not watch progress.
    static Progress& none();

    // The progress of a sub-step: its [0, 1] lands on [begin, end] of this one, its messages
    // after `prefix`. This Progress must outlive the slice.
    Progress slice(double begin, double end, std::string prefix = {});

private:
    Callback callback_;
    std::atomic<double> fraction_{0.0};
    std::mutex mutex_;
};

}  // namespace strata
