#pragma once
// The log dock: every message of the MessageLog, time-stamped, errors in red.
#include <QDockWidget>

#include "app/MessageLog.h"

class QPlainTextEdit;

namespace strata::gui {

class LogDock : public QDockWidget {
    Q_OBJECT
public:
    LogDock(MessageLog& log, QWidget* parent = nullptr);
    QString plainText() const;

private:
    void show(const LogEntry& entry);

    QPlainTextEdit* text_;
};

}  // namespace strata::gui
