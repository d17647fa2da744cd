#include "widgets/TaskProgressWidget.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace strata::gui {

TaskProgressWidget::TaskProgressWidget(TaskManager& tasks, QWidget* parent)
    : QWidget(parent), tasks_(tasks), message_(new QLabel(this)), bar_(new QProgressBar(this)),
      cancel_(new QToolButton(this)) {
    setObjectName(QStringLiteral("taskProgress"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(message_);
    layout->addWidget(bar_);
    layout->addWidget(cancel_);
    bar_->setRange(0, 1000);
    bar_->setTextVisible(false);
    bar_->setFixedWidth(180);
    cancel_->setText(tr("Cancel"));
    cancel_->setObjectName(QStringLiteral("cancelTaskButton"));
    cancel_->setToolTip(tr("Stop this job"));
    setVisible(false);

    delay_.setSingleShot(true);
    delay_.setInterval(kShowDelayMs);
    connect(&delay_, &QTimer::timeout, this, &TaskProgressWidget::refresh);
    connect(&tasks_, &TaskManager::taskStarted, this, &TaskProgressWidget::follow);
    connect(&tasks_, &TaskManager::runningChanged, this, [this] {
        if (!shown_ || shown_->isFinished()) {
            shown_.clear();
            if (!tasks_.isIdle()) follow(tasks_.running().constLast());
            else {
                delay_.stop();
                setVisible(false);
            }
        }
    });
    connect(cancel_, &QToolButton::clicked, this, [this] {
        if (shown_) {
            shown_->cancel();
            message_->setText(tr("Cancelling %1…").arg(shown_->title()));
        }
    });
}

void TaskProgressWidget::follow(Task* task) {
    if (shown_) disconnect(shown_, nullptr, this, nullptr);
    shown_ = task;
    connect(task, &Task::progressChanged, this, &TaskProgressWidget::showProgress);
    // Appear once the task has run kShowDelayMs (at once when following a task that already has).
    if (!isVisible()) delay_.start(std::max<int>(0, kShowDelayMs - static_cast<int>(task->elapsedMs())));
    else refresh();
}

void TaskProgressWidget::refresh() {
    if (!shown_ || shown_->isFinished()) return;
    showProgress(shown_->progress(), shown_->progressMessage());
    setVisible(true);
}

void TaskProgressWidget::showProgress(double fraction, const QString& message) {
    if (!shown_) return;
    bar_->setValue(static_cast<int>(fraction * 1000.0 + 0.5));
    const int others = static_cast<int>(tasks_.running().size()) - 1;
    QString text = message.isEmpty() ? shown_->title() : message;
    if (others > 0) text += tr(" (other jobs running: %1)").arg(others);
    message_->setText(text);
}

}  // namespace strata::gui
