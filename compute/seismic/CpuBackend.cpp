// The CPU backend: shots one after another, each time step parallel over grid columns.
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "CpuWaveStepper.h"
#include "strata/core/Error.h"
#include "strata/seismic/WaveBackend.h"

namespace strata::seismic {

namespace {

std::size_t defaultCpuBudget() {
    const long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGE_SIZE);
    const std::size_t physical = pages > 0 && pageSize > 0 ? std::size_t(pages) * std::size_t(pageSize) : (std::size_t(8) << 30);
    return std::min(physical / 4, std::size_t(16) << 30);
}

class ShotProgress {
public:
    ShotProgress(const BackendCallbacks& callbacks, int shots) : callbacks_(callbacks), shots_(shots) {}
    void report(int shot, double withinShot) {
        if (!callbacks_.progress) return;
        const double f = (shot + withinShot) / shots_;
        if (f - last_ < 0.002 && shot == lastShot_) return;
        last_ = f;
        lastShot_ = shot;
        callbacks_.progress(f, "shot " + std::to_string(shot + 1) + " of " + std::to_string(shots_));
    }
    void checkCancel() const {
        if (callbacks_.checkCancel) callbacks_.checkCancel();
    }

private:
    const BackendCallbacks& callbacks_;
    int shots_;
    double last_ = -1;
    int lastShot_ = -1;
};

void injectReceivers(const CpuWaveStepper& stepper, CpuWavefield& field, const MigrationTask& task, std::size_t shot,
                     int level) {
    const ShotPlan& plan = task.shots[shot];
    const float* traces = task.traces[shot];
    for (std::size_t r = 0; r < plan.receivers.size(); ++r) {
        const float d = interpolatedSample(traces + r * std::size_t(task.time.samples), task.time, level);
        stepper.add(field, plan.receivers[r], task.injectionScale * d);
    }
}

void accumulateImage(const std::vector<float>& source, const std::vector<float>& receiver, std::vector<float>& image,
                     std::vector<float>& illumination) {
    const std::size_t n = image.size();
#pragma omp parallel for schedule(static)
    for (std::size_t i = 0; i < n; ++i) {
        image[i] += source[i] * receiver[i];
        illumination[i] += source[i] * source[i];
    }
}

}  // namespace

ReplayPlan planReplay(const MigrationTask& task, std::size_t budget) {
    const PropagationSetup& s = *task.setup;
    const std::size_t steps = std::size_t(task.time.steps());
    const std::size_t stripBytes = steps * s.stripNodes.size() * sizeof(float);
    ReplayPlan plan;
    plan.replay = task.replay;
    if (plan.replay == SourceReplay::Auto)
        plan.replay = stripBytes <= budget ? SourceReplay::BoundarySaving : SourceReplay::Checkpointing;
    if (plan.replay == SourceReplay::Checkpointing) {
        // Memory ~ (steps / K) states + (K / imagingEvery) interior snapshots; minimal at K = sqrt(...).
        const double state = double(s.cells()) * (s.boundary == BoundaryKind::Cpml ? 6 : 2);
        const double snapshot = double(s.nx) * s.nz;
        const double k = std::sqrt(double(steps) * state * task.imagingEvery / snapshot);
        plan.segment = std::clamp(int(std::lround(k / task.imagingEvery)) * task.imagingEvery, task.imagingEvery,
                                  std::max(task.imagingEvery, int(steps)));
    }
    return plan;
}

void modelOnCpu(const ModellingTask& task, std::vector<std::vector<float>>& traces, const BackendCallbacks& callbacks) {
    const PropagationSetup& s = *task.setup;
    CpuWaveStepper stepper(s);
    ShotProgress progress(callbacks, int(task.shots.size()));
    const int steps = task.time.steps();
    traces.assign(task.shots.size(), {});
    for (std::size_t shot = 0; shot < task.shots.size(); ++shot) {
        const ShotPlan& plan = task.shots[shot];
        std::vector<float>& out = traces[shot];
        out.assign(plan.receivers.size() * std::size_t(task.time.samples), 0.0f);
        CpuWavefield field = stepper.makeWavefield();
        for (int n = 0;; ++n) {
            if (n % task.time.substeps == 0) {
                const std::size_t k = std::size_t(n / task.time.substeps);
                for (std::size_t r = 0; r < plan.receivers.size(); ++r)
                    out[r * std::size_t(task.time.samples) + k] = stepper.value(field, plan.receivers[r]);
            }
            if (n == steps - 1) break;
            progress.checkCancel();
            stepper.step(field, StepRegion::Everything);
            stepper.add(field, plan.source, task.sourceSeries[std::size_t(n)]);
            progress.report(int(shot), double(n) / steps);
        }
    }
}

MigrationStats migrateOnCpu(const MigrationTask& task, const ShotImageSink& sink, const BackendCallbacks& callbacks) {
    const PropagationSetup& s = *task.setup;
    CpuWaveStepper stepper(s);
    ShotProgress progress(callbacks, int(task.shots.size()));
    const int steps = task.time.steps();
    const std::size_t interior = std::size_t(s.nx) * std::size_t(s.nz);
    const ReplayPlan plan = planReplay(task, task.memoryBudget ? task.memoryBudget : defaultCpuBudget());
    MigrationStats stats;

    for (std::size_t shot = 0; shot < task.shots.size(); ++shot) {
        const int source = task.shots[shot].source;
        std::vector<float> image(interior, 0.0f), illumination(interior, 0.0f);
        std::vector<float> snapS(interior), snapR(interior);
        CpuWavefield src = stepper.makeWavefield(), rec = stepper.makeWavefield();
        const double work = 3.0 * steps;

        // Receiver wavefield one level back in time: R^n from R^{n+1}, R^{n+2}, with the data of level n + 1.
        const auto receiverStep = [&](int n) {
            stepper.step(rec, StepRegion::Everything);
            if (n + 1 < steps) injectReceivers(stepper, rec, task, shot, n + 1);
        };
        const auto image_ = [&](int n) {
            if (n % task.imagingEvery != 0) return;
            stepper.copyInterior(src, snapS.data());
            stepper.copyInterior(rec, snapR.data());
            accumulateImage(snapS, snapR, image, illumination);
        };

        if (plan.replay == SourceReplay::BoundarySaving) {
            ++stats.boundarySavingShots;
            const std::size_t strip = stepper.stripSize();
            std::vector<float> store(std::size_t(std::max(steps - 2, 0)) * strip);
            for (int n = 0; n + 1 < steps; ++n) {
                progress.checkCancel();
                stepper.step(src, StepRegion::Everything);
                stepper.add(src, source, task.sourceSeries[std::size_t(n)]);
                if (n + 1 < steps - 2) stepper.saveStrip(src, store.data() + std::size_t(n + 1) * strip);
                progress.report(int(shot), n / work);
            }
            // Level 0 is zero everywhere; its strip too (store starts zeroed).
            stepper.zeroZone(src);
            std::swap(src.cur, src.old);  // cur = S^{steps-2}, old = S^{steps-1}
            for (int n = steps - 2; n >= 0; --n) {
                progress.checkCancel();
                receiverStep(n);
                if (n < steps - 2) {
                    stepper.step(src, StepRegion::InteriorOnly);
                    stepper.add(src, source, task.sourceSeries[std::size_t(n + 1)]);
                    stepper.restoreStrip(src, store.data() + std::size_t(n) * strip);
                }
                image_(n);
                progress.report(int(shot), (steps + 2.0 * (steps - n)) / work);
            }
        } else {
            ++stats.checkpointingShots;
            const int segment = plan.segment;
            const int segments = (steps - 1 + segment - 1) / segment;  // levels 0..steps-2 are imaged
            const std::size_t stateSize = stepper.stateSize();
            std::vector<float> checkpoints(std::size_t(segments) * stateSize);
            for (int n = 0; n + 1 < steps; ++n) {
                progress.checkCancel();
                if (n % segment == 0) stepper.saveState(src, checkpoints.data() + std::size_t(n / segment) * stateSize);
                stepper.step(src, StepRegion::Everything);
                stepper.add(src, source, task.sourceSeries[std::size_t(n)]);
                progress.report(int(shot), n / work);
            }
            std::vector<float> buffer(std::size_t(segment / task.imagingEvery + 1) * interior);
            for (int c = segments - 1; c >= 0; --c) {
                const int first = c * segment, last = std::min(first + segment - 1, steps - 2);
                stepper.loadState(src, checkpoints.data() + std::size_t(c) * stateSize);
                for (int n = first; n <= last; ++n) {
                    progress.checkCancel();
                    if (n % task.imagingEvery == 0)
                        stepper.copyInterior(src, buffer.data() + std::size_t((n - first) / task.imagingEvery) * interior);
                    if (n == last) break;
                    stepper.step(src, StepRegion::Everything);
                    stepper.add(src, source, task.sourceSeries[std::size_t(n)]);
                }
                for (int n = last; n >= first; --n) {
                    progress.checkCancel();
                    receiverStep(n);
                    if (n % task.imagingEvery == 0) {
                        stepper.copyInterior(rec, snapR.data());
                        const float* snap = buffer.data() + std::size_t((n - first) / task.imagingEvery) * interior;
                        std::copy(snap, snap + interior, snapS.begin());
                        accumulateImage(snapS, snapR, image, illumination);
                    }
                    progress.report(int(shot), (steps + 2.0 * (steps - n)) / work);
                }
            }
        }
        sink(int(shot), image.data(), illumination.data());
    }
    return stats;
}

}  // namespace strata::seismic
