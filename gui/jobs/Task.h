#pragma once
// One run of an engine job on a worker thread, seen from the GUI thread.
//
// The work is any callable taking the engine's JobContext (progress sink, cancel token, log) and
// returning a value (held in std::any). It runs on a worker thread of the TaskManager; progress,
// log lines and the outcome come back to the GUI thread through queued signals. cancel() may be
// called from any thread: it sets the job's CancelToken, which engine loops poll between chunks.
#include <any>
#include <atomic>
#include <functional>
#include <mutex>
#include <string>

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include "strata/core/Backend.h"
#include "strata/core/Progress.h"
#include "strata/jobs/Job.h"

namespace strata::gui {

enum class TaskState { Pending, Running, Succeeded, Failed, Cancelled };

class Task : public QObject {
    Q_OBJECT
public:
    using Work = std::function<std::any(const jobs::JobContext& context)>;

    Task(QString title, Work work, Backend backend = Backend::Auto, QObject* parent = nullptr);
    ~Task() override;

    const QString& title() const { return title_; }
    TaskState state() const { return state_; }
    bool isFinished() const;
    double progress() const { return progressFraction_; }
    const QString& progressMessage() const { return progressMessage_; }
    // Milliseconds since the task started (or its whole run time once finished).
    qint64 elapsedMs() const;
    // Milliseconds from cancel() to the moment the worker stopped; -1 when not cancelled.
    qint64 cancelLatencyMs() const { return cancelLatencyMs_; }

    // Valid after succeeded(): the value the work returned.
    const std::any& result() const { return result_; }
    // Valid after failed(): what went wrong, in the engine's words.
    const QString& errorMessage() const { return errorMessage_; }

public slots:
    // Thread-safe. Has no effect once the task has finished.
    void cancel();

signals:
    void started();
    void progressChanged(double fraction, const QString& message);
    void logMessage(const QString& message);
    void succeeded();
    void failed(const QString& message);
    void cancelled();
    // After succeeded(), failed() or cancelled().
    void finished();

private:
    friend class TaskManager;
    enum class Outcome { Succeeded, Failed, Cancelled };

    void markStarted();       // GUI thread, before the work is queued
    void execute();           // worker thread
    void postProgress(double fraction, const std::string& message);  // worker thread
    void deliverProgress();   // GUI thread
    void finish(Outcome outcome, std::any result, QString error, qint64 workerStopMs);  // GUI thread

    QString title_;
    Work work_;
    Backend backend_;
    TaskState state_ = TaskState::Pending;
    CancelToken cancelToken_;
    QElapsedTimer clock_;
    std::atomic<qint64> cancelRequestedAtMs_{-1};
    qint64 cancelLatencyMs_ = -1;
    qint64 finishedAfterMs_ = -1;

    // Latest progress from the worker; at most one delivery is queued at a time, so a job
    // that reports a million times does not flood the GUI thread's event queue.
    std::mutex progressMutex_;
    double pendingFraction_ = 0.0;
    std::string pendingMessage_;
    std::atomic<bool> progressQueued_{false};
    double progressFraction_ = 0.0;
    QString progressMessage_;

    std::any result_;
    QString errorMessage_;
};

}  // namespace strata::gui
