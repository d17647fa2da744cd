#pragma once
// The estimation jobs since the program started, one row each: queued or running with progress, the time
// left (from the progress so far) and Cancel; finished rows say how long the job took, or why it
// failed (the engine's message), or that it was cancelled.
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include "estimation/EstimationRunner.h"

class QTreeWidget;
class QTreeWidgetItem;

namespace strata::gui {

class EstimationJobList : public QWidget {
    Q_OBJECT
public:
    explicit EstimationJobList(EstimationRunner& runner, QWidget* parent = nullptr);

    void follow(Task* task);
    int rowCount() const;
    // The state column of a row ("running 40 %, about 12 s left", "failed: ...").
    QString stateText(int row) const;

private:
    void refresh();

    QTreeWidget* rows_;
    QList<QPair<QPointer<Task>, QTreeWidgetItem*>> followed_;
    QTimer tick_;
};

}  // namespace strata::gui
