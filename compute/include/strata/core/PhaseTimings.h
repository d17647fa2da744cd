#pragma once
// Where a run's wall-clock time goes, in four phases: reading inputs, preparing (parsing,
// validation, building searches, loading the GPU plugin), computing, writing outputs. A job marks
// its phases with PhaseScope; `strata-cli --timings` prints them with the total.
#include <array>
#include <chrono>
#include <mutex>
#include <optional>
#include <string>

namespace strata {

enum class Phase { Read, Prepare, Compute, Write };
inline constexpr std::array<Phase, 4> kPhases{Phase::Read, Phase::Prepare, Phase::Compute, Phase::Write};
const char* toString(Phase phase);

// Seconds spent in each phase. Time goes to one phase at a time: a scope opened inside another
// pauses the outer one, so the phases never add up to more than the wall clock.
class PhaseTimings {
public:
    using Clock = std::chrono::steady_clock;

    double seconds(Phase phase) const;
    double sum() const;
    // Time measured elsewhere (before the recorder existed).
    void add(Phase phase, double seconds);

    // The recorder of this process's run, or null: work done on first use deep in the engine
    // (loading the GPU plugin) charges itself to "prepare" through it, wherever it is triggered.
    static PhaseTimings* ofProcess();
    static void setOfProcess(PhaseTimings* timings);

private:
    friend class PhaseScope;
    struct Active {
        bool any = false;
        Phase phase = Phase::Compute;
    };
    Active enter(Phase phase);  // returns the phase it interrupts
    void leave(Active resumed);
    void chargeUntilNow();

    mutable std::mutex mutex_;
    std::array<double, 4> seconds_{};
    Active active_;
    Clock::time_point since_{};
};

// Charges the time between its construction and its destruction to `phase` (nothing when
// `timings` is null).
class PhaseScope {
public:
    PhaseScope(PhaseTimings* timings, Phase phase) : timings_(timings) {
        if (timings_) interrupted_ = timings_->enter(phase);
    }
    ~PhaseScope() {
        if (timings_) timings_->leave(interrupted_);
    }
    PhaseScope(const PhaseScope&) = delete;
    PhaseScope& operator=(const PhaseScope&) = delete;

private:
    PhaseTimings* timings_;
    PhaseTimings::Active interrupted_;
};

// The consecutive phases of one long function: each enter() ends the phase before it; the last
// ends with the sequence.
class PhaseSequence {
public:
    explicit PhaseSequence(PhaseTimings* timings) : timings_(timings) {}
    void enter(Phase phase) {
        current_.reset();
        current_.emplace(timings_, phase);
    }

private:
    PhaseTimings* timings_;
    std::optional<PhaseScope> current_;
};

// "read 0.123 s, prepare 0.010 s, compute 0.456 s, write 0.078 s" and ", total 0.690 s".
std::string formatPhases(const PhaseTimings& timings, double totalSeconds);

}  // namespace strata
