#include "estimation/EstimationJobList.h"

#include <QHeaderView>
#include <QProgressBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "estimation/CostEstimate.h"

namespace strata::gui {

namespace {
enum Column { TitleColumn, ProgressColumn, StateColumn, CancelColumn };
}

EstimationJobList::EstimationJobList(EstimationRunner& runner, QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("estimationJobList"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    rows_ = new QTreeWidget;
    rows_->setRootIsDecorated(false);
    rows_->setHeaderLabels({tr("Job"), tr("Progress"), tr("State"), QString()});
    rows_->header()->setSectionResizeMode(StateColumn, QHeaderView::Stretch);
    layout->addWidget(rows_);
    connect(&runner, &EstimationRunner::taskStarted, this, &EstimationJobList::follow);
    tick_.setInterval(500);
    connect(&tick_, &QTimer::timeout, this, &EstimationJobList::refresh);
}

void EstimationJobList::follow(Task* task) {
    auto* item = new QTreeWidgetItem(rows_);
    item->setText(TitleColumn, task->title());
    auto* bar = new QProgressBar;
    bar->setRange(0, 1000);
    rows_->setItemWidget(item, ProgressColumn, bar);
    auto* cancel = new QToolButton;
    cancel->setText(tr("Cancel"));
    cancel->setObjectName(QStringLiteral("cancelJob"));
    connect(cancel, &QToolButton::clicked, task, &Task::cancel);
    rows_->setItemWidget(item, CancelColumn, cancel);
    followed_.append({task, item});
    auto finished = [this, item, bar, cancel, task] {
        cancel->setEnabled(false);
        switch (task->state()) {
        case TaskState::Succeeded:
            bar->setValue(1000);
            item->setText(StateColumn, tr("done in %1").arg(QString::fromStdString(formatSeconds(task->elapsedMs() / 1000.0))));
            break;
        case TaskState::Failed: item->setText(StateColumn, tr("failed: %1").arg(task->errorMessage())); break;
        default: item->setText(StateColumn, tr("cancelled")); break;
        }
        item->setToolTip(StateColumn, item->text(StateColumn));
    };
    connect(task, &Task::finished, this, finished);
    item->setText(StateColumn, tr("queued"));
    tick_.start();
}

void EstimationJobList::refresh() {
    bool anyRunning = false;
    for (const auto& [task, item] : followed_) {
        if (!task || task->isFinished()) continue;
        anyRunning = true;
        const double f = task->progress();
        if (auto* bar = qobject_cast<QProgressBar*>(rows_->itemWidget(item, ProgressColumn))) bar->setValue(int(f * 1000));
        if (f <= 0) continue;  // still waiting for a worker, or starting
        QString state = tr("running %1 %").arg(f * 100, 0, 'f', 0);
        if (f > 0.02 && f < 1) {
            const double elapsed = task->elapsedMs() / 1000.0;
            state += tr(", about %1 left").arg(QString::fromStdString(formatSeconds(elapsed * (1 - f) / f)));
        }
        if (!task->progressMessage().isEmpty()) state += QStringLiteral(" (%1)").arg(task->progressMessage());
        item->setText(StateColumn, state);
    }
    if (!anyRunning) tick_.stop();
}

int EstimationJobList::rowCount() const { return rows_->topLevelItemCount(); }

QString EstimationJobList::stateText(int row) const {
    auto* item = rows_->topLevelItem(row);
    return item ? item->text(StateColumn) : QString();
}

}  // namespace strata::gui
