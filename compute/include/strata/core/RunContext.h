#pragma once
// What every long operation of the engine receives from its caller: the backend to use, a progress
// sink, a cancel token, a log for notes to the user and, when asked, a recorder of where the time
// goes. The jobs layer's JobContext extends it with the data a caller holds in memory; algorithms
// see only this.
#include <functional>
#include <string>
#include <string_view>
#include <utility>

#include "strata/core/Backend.h"
#include "strata/core/PhaseTimings.h"
#include "strata/core/Progress.h"
#include "strata/distributed/Ranks.h"

namespace strata {

struct RunContext {
    Backend backend = Backend::Auto;
    Progress* progress = nullptr;        // may be null: no progress wanted
    const CancelToken* cancel = nullptr;  // may be null: not cancellable
    std::function<void(const std::string&)> log;  // notes for the user (backend chosen, warnings)
    const distributed::Ranks* ranks = nullptr;    // null: one process (distributed/Ranks.h)
    PhaseTimings* timings = nullptr;              // may be null: no timings wanted

    // Charges the time until the returned scope ends to `which` (reading, preparing, computing,
    // writing).
    [[nodiscard]] PhaseScope phase(Phase which) const { return PhaseScope(timings, which); }
    // f(), its time charged to `which`.
    template <class F>
    decltype(auto) timed(Phase which, F&& f) const {
        const PhaseScope scope(timings, which);
        return std::forward<F>(f)();
    }

    void report(double fraction, std::string_view message = {}) const {
        if (progress) progress->report(fraction, message);
    }
    void checkCancelled() const {
        if (cancel) cancel->check();
    }
    const distributed::Ranks& processes() const { return ranks ? *ranks : distributed::singleProcess(); }
    // Whether this process writes the outputs: rank 0 alone, once every rank's share has arrived.
    bool writesOutputs() const { return processes().isRoot(); }
    void info(const std::string& message) const {
        if (log) log(message);
    }
    // The progress of a sub-step, landing on [begin, end] of this run's (nowhere without one).
    Progress slice(double begin, double end, std::string prefix = {}) const {
        return progress ? progress->slice(begin, end, std::move(prefix)) : Progress();
    }
    // This context with its progress and log silenced (an inner pass the user need not follow).
    RunContext silenced() const {
        RunContext quiet = *this;
        quiet.progress = nullptr;
        quiet.log = nullptr;
        return quiet;
    }
};

}  // namespace strata
