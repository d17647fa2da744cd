#include "jobs/TaskManager.h"

#include <algorithm>

#include <QThread>

namespace strata::gui {

TaskManager::TaskManager(QObject* parent) : QObject(parent) {
    // Engine jobs parallelise internally (OpenMP); a few concurrent jobs are plenty.
    pool_.setMaxThreadCount(std::max(2, QThread::idealThreadCount() / 2));
}

TaskManager::~TaskManager() { cancelAllAndWait(-1); }

Task* TaskManager::start(Task* task) {
    task->setParent(this);
    running_.push_back(task);
    connect(task, &Task::finished, this, [this, task] {
        running_.removeOne(task);
        emit taskFinished(task);
        emit runningChanged();
        task->deleteLater();
    });
    task->markStarted();
    emit taskStarted(task);
    emit runningChanged();
    pool_.start([task] { task->execute(); });
    return task;
}

void TaskManager::cancelAll() {
    for (Task* task : running_) task->cancel();
}

bool TaskManager::cancelAllAndWait(int timeoutMs) {
    cancelAll();
    return pool_.waitForDone(timeoutMs);
}

}  // namespace strata::gui
