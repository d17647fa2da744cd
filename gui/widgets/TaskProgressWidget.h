#pragma once
// The status bar's job indicator: a message, a progress bar and a Cancel button for the most
// recently started running job. It appears only when a job has run for 150 ms, so that short
// work does not flash a bar.
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include "jobs/TaskManager.h"

class QLabel;
class QProgressBar;
class QToolButton;

namespace strata::gui {

class TaskProgressWidget : public QWidget {
    Q_OBJECT
public:
    static constexpr int kShowDelayMs = 150;

    explicit TaskProgressWidget(TaskManager& tasks, QWidget* parent = nullptr);
    Task* shownTask() const { return shown_; }

private:
    void follow(Task* task);
    void refresh();
    void showProgress(double fraction, const QString& message);

    TaskManager& tasks_;
    QPointer<Task> shown_;
    QTimer delay_;
    QLabel* message_;
    QProgressBar* bar_;
    QToolButton* cancel_;
};

}  // namespace strata::gui
