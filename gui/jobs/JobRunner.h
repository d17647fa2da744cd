#pragma once
// Runs engine jobs for the GUI: a strata::jobs JSON job ({"type": ..., "params": ...}) or any
// typed callable taking a JobContext. The work runs on a TaskManager worker thread; results come
// back on the GUI thread by signal. Log lines of the job go to the message log; a failure goes
// to the log and to a (non-modal) message box; a cancellation is logged, never shown as an error.
#include <functional>
#include <memory>
#include <type_traits>

#include <QObject>
#include <QPointer>
#include <QWidget>

#include "app/MessageLog.h"
#include "jobs/Task.h"
#include "jobs/TaskManager.h"

namespace strata::gui {

class JobRunner : public QObject {
    Q_OBJECT
public:
    JobRunner(TaskManager& tasks, MessageLog& log, QObject* parent = nullptr);

    // Error message boxes get this parent; without one, failures are only logged.
    void setDialogParent(QWidget* parent) { dialogParent_ = parent; }
    void setBackend(Backend backend) { backend_ = backend; }
    TaskManager& tasks() { return tasks_; }

    // Runs a JSON job; its result summary (jobs::Json) is delivered by Task::succeeded and
    // written to the log.
    Task* runJob(const QString& title, const jobs::Json& job);

    // Runs `work` on a worker thread and calls `onResult` with its value on the GUI thread,
    // unless `receiver` was destroyed meanwhile.
    template <class Work, class OnResult>
    Task* run(const QString& title, Work work, QObject* receiver, OnResult onResult) {
        using Result = std::invoke_result_t<Work&, const jobs::JobContext&>;
        auto* task = new Task(
            title,
            [work = std::move(work)](const jobs::JobContext& context) mutable -> std::any {
                return std::make_shared<Result>(work(context));
            },
            backend_);
        connect(task, &Task::succeeded, receiver, [task, onResult = std::move(onResult)]() mutable {
            onResult(*std::any_cast<std::shared_ptr<Result>>(task->result()));
        });
        return start(task);
    }

    Task* start(Task* task);

signals:
    // A failure was reported (after it was logged and shown).
    void taskFailed(strata::gui::Task* task, const QString& message);

private:
    void reportFailure(Task* task, const QString& message);

    TaskManager& tasks_;
    MessageLog& log_;
    QPointer<QWidget> dialogParent_;
    Backend backend_ = Backend::Auto;
};

}  // namespace strata::gui
