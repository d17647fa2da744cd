#pragma once
// Knows every running task: starts them on its worker threads, lists them, cancels one or all,
// and waits for them before the application quits (no worker may outlive the objects it reports
// to). Finished tasks are deleted on the next turn of the event loop after finished().
#include <QList>
#include <QObject>
#include <QThreadPool>

#include "jobs/Task.h"

namespace strata::gui {

class TaskManager : public QObject {
    Q_OBJECT
public:
    explicit TaskManager(QObject* parent = nullptr);
    ~TaskManager() override;

    // Takes ownership of `task` and queues it on a worker thread.
    Task* start(Task* task);
    const QList<Task*>& running() const { return running_; }
    bool isIdle() const { return running_.isEmpty(); }

    // Cancels everything, then blocks until the workers stopped or `timeoutMs` passed.
    bool cancelAllAndWait(int timeoutMs);

public slots:
    void cancelAll();

signals:
    void taskStarted(strata::gui::Task* task);
    void taskFinished(strata::gui::Task* task);
    void runningChanged();

private:
    QThreadPool pool_;
    QList<Task*> running_;
};

}  // namespace strata::gui
