#include "jobs/Task.h"

#include <exception>

#include "strata/core/Error.h"

namespace strata::gui {

Task::Task(QString title, Work work, Backend backend, QObject* parent)
    : QObject(parent), title_(std::move(title)), work_(std::move(work)), backend_(backend) {}

Task::~Task() = default;

bool Task::isFinished() const {
    return state_ == TaskState::Succeeded || state_ == TaskState::Failed || state_ == TaskState::Cancelled;
}

qint64 Task::elapsedMs() const {
    if (finishedAfterMs_ >= 0) return finishedAfterMs_;
    return clock_.isValid() ? clock_.elapsed() : 0;
}

void Task::cancel() {
    if (cancelToken_.isCancelled() || isFinished()) return;
    qint64 expected = -1;
    cancelRequestedAtMs_.compare_exchange_strong(expected, clock_.isValid() ? clock_.elapsed() : 0);
    cancelToken_.cancel();
}

void Task::markStarted() {
    clock_.start();
    state_ = TaskState::Running;
    emit started();
}

void Task::execute() {
    Progress progress([this](double fraction, const std::string& message) { postProgress(fraction, message); });
    jobs::JobContext context;
    context.backend = backend_;
    context.progress = &progress;
    context.cancel = &cancelToken_;
    context.log = [this](const std::string& message) {
        QMetaObject::invokeMethod(this, [this, text = QString::fromStdString(message)] { emit logMessage(text); },
                                  Qt::QueuedConnection);
    };

    Outcome outcome = Outcome::Succeeded;
    std::any result;
    QString error;
    try {
        context.checkCancelled();
        result = work_(context);
        // A job that finished its last chunk as the user cancelled still counts as cancelled:
        // the user asked not to have its result.
        if (cancelToken_.isCancelled()) outcome = Outcome::Cancelled;
    } catch (const CancelledError&) {
        outcome = Outcome::Cancelled;
    } catch (const std::exception& e) {
        outcome = cancelToken_.isCancelled() ? Outcome::Cancelled : Outcome::Failed;
        error = QString::fromStdString(e.what());
    } catch (...) {
        outcome = Outcome::Failed;
        error = QStringLiteral("unknown exception");
    }
    const qint64 stoppedAtMs = clock_.elapsed();
    QMetaObject::invokeMethod(
        this,
        [this, outcome, result = std::move(result), error, stoppedAtMs]() mutable {
            finish(outcome, std::move(result), error, stoppedAtMs);
        },
        Qt::QueuedConnection);
}

void Task::postProgress(double fraction, const std::string& message) {
    {
        std::lock_guard lock(progressMutex_);
        pendingFraction_ = fraction;
        if (!message.empty()) pendingMessage_ = message;
    }
    if (!progressQueued_.exchange(true))
        QMetaObject::invokeMethod(this, &Task::deliverProgress, Qt::QueuedConnection);
}

void Task::deliverProgress() {
    progressQueued_ = false;
    {
        std::lock_guard lock(progressMutex_);
        progressFraction_ = pendingFraction_;
        progressMessage_ = QString::fromStdString(pendingMessage_);
    }
    if (!isFinished()) emit progressChanged(progressFraction_, progressMessage_);
}

void Task::finish(Outcome outcome, std::any result, QString error, qint64 workerStopMs) {
    finishedAfterMs_ = clock_.elapsed();
    const qint64 cancelledAt = cancelRequestedAtMs_.load();
    if (cancelledAt >= 0) cancelLatencyMs_ = workerStopMs - cancelledAt;
    switch (outcome) {
    case Outcome::Succeeded:
        state_ = TaskState::Succeeded;
        result_ = std::move(result);
        emit succeeded();
        break;
    case Outcome::Failed:
        state_ = TaskState::Failed;
        errorMessage_ = error;
        emit failed(error);
        break;
    case Outcome::Cancelled:
        state_ = TaskState::Cancelled;
        emit cancelled();
        break;
    }
    emit finished();
}

}  // namespace strata::gui
