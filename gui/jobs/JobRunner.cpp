#include "jobs/JobRunner.h"

#include <QMessageBox>

namespace strata::gui {

JobRunner::JobRunner(TaskManager& tasks, MessageLog& log, QObject* parent)
    : QObject(parent), tasks_(tasks), log_(log) {}

Task* JobRunner::runJob(const QString& title, const jobs::Json& job) {
    auto* task = new Task(
        title,
        // runJob parses and checks the options before any work.
        [job](const jobs::JobContext& context) -> std::any { return jobs::runJob(job, context); },
        backend_);
    connect(task, &Task::succeeded, this, [this, task] {
        const auto& summary = std::any_cast<const jobs::Json&>(task->result());
        log_.info(tr("%1: result %2").arg(task->title(), QString::fromStdString(summary.dump())));
    });
    return start(task);
}

Task* JobRunner::start(Task* task) {
    connect(task, &Task::started, this, [this, task] { log_.info(tr("%1: started").arg(task->title())); });
    connect(task, &Task::logMessage, this, [this, task](const QString& message) {
        log_.info(QStringLiteral("%1: %2").arg(task->title(), message));
    });
    connect(task, &Task::succeeded, this, [this, task] {
        log_.info(tr("%1: finished in %2 s").arg(task->title()).arg(task->elapsedMs() / 1000.0, 0, 'f', 2));
    });
    connect(task, &Task::cancelled, this, [this, task] {
        log_.info(tr("%1: cancelled (stopped %2 ms after the request)").arg(task->title()).arg(task->cancelLatencyMs()));
    });
    connect(task, &Task::failed, this, [this, task](const QString& message) { reportFailure(task, message); });
    return tasks_.start(task);
}

void JobRunner::reportFailure(Task* task, const QString& message) {
    log_.error(tr("%1: failed: %2").arg(task->title(), message));
    if (dialogParent_) {
        // Non-modal: a failing background job must not block the window (or a test) in exec().
        auto* box = new QMessageBox(QMessageBox::Critical, tr("Job failed"),
                                    tr("%1 failed.").arg(task->title()), QMessageBox::Ok, dialogParent_);
        box->setInformativeText(message);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setObjectName(QStringLiteral("jobErrorBox"));
        box->open();
    }
    emit taskFailed(task, message);
}

}  // namespace strata::gui
