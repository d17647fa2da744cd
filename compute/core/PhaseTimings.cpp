#include "strata/core/PhaseTimings.h"

#include <atomic>
#include <cstdio>
#include <numeric>

namespace strata {

namespace {
std::atomic<PhaseTimings*> processTimings{nullptr};
}

const char* toString(Phase phase) {
    switch (phase) {
        case Phase::Read: return "read";
        case Phase::Prepare: return "prepare";
        case Phase::Compute: return "compute";
        case Phase::Write: return "write";
    }
    return "compute";
}

double PhaseTimings::seconds(Phase phase) const {
    std::lock_guard lock(mutex_);
    return seconds_[std::size_t(phase)];
}

double PhaseTimings::sum() const {
    std::lock_guard lock(mutex_);
    return std::accumulate(seconds_.begin(), seconds_.end(), 0.0);
}

void PhaseTimings::add(Phase phase, double seconds) {
    std::lock_guard lock(mutex_);
    seconds_[std::size_t(phase)] += seconds;
}

PhaseTimings* PhaseTimings::ofProcess() { return processTimings.load(); }
void PhaseTimings::setOfProcess(PhaseTimings* timings) { processTimings.store(timings); }

void PhaseTimings::chargeUntilNow() {
    const Clock::time_point now = Clock::now();
    if (active_.any) seconds_[std::size_t(active_.phase)] += std::chrono::duration<double>(now - since_).count();
    since_ = now;
}

PhaseTimings::Active PhaseTimings::enter(Phase phase) {
    std::lock_guard lock(mutex_);
    chargeUntilNow();
    const Active interrupted = active_;
    active_ = {true, phase};
    return interrupted;
}

void PhaseTimings::leave(Active resumed) {
    std::lock_guard lock(mutex_);
    chargeUntilNow();
    active_ = resumed;
}

std::string formatPhases(const PhaseTimings& timings, double totalSeconds) {
    std::string text;
    for (Phase phase : kPhases) {
        char part[64];
        std::snprintf(part, sizeof part, "%s %.3f s, ", toString(phase), timings.seconds(phase));
        text += part;
    }
    char total[48];
    std::snprintf(total, sizeof total, "total %.3f s", totalSeconds);
    return text + total;
}

}  // namespace strata
