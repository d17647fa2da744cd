#include "widgets/LogDock.h"

#include <QPlainTextEdit>
#include <QScrollBar>

namespace strata::gui {

LogDock::LogDock(MessageLog& log, QWidget* parent) : QDockWidget(tr("Log"), parent), text_(new QPlainTextEdit(this)) {
    setObjectName(QStringLiteral("logDock"));
    text_->setReadOnly(true);
    text_->setMaximumBlockCount(5000);
    text_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setWidget(text_);
    for (const LogEntry& entry : log.entries()) show(entry);
    connect(&log, &MessageLog::appended, this, &LogDock::show);
}

QString LogDock::plainText() const { return text_->toPlainText(); }

void LogDock::show(const LogEntry& entry) {
    QString colour;
    QString prefix;
    switch (entry.level) {
    case LogLevel::Info: colour = palette().color(QPalette::Text).name(); break;
    case LogLevel::Warning:
        colour = QStringLiteral("#b36b00");
        prefix = tr("Warning: ");
        break;
    case LogLevel::Error:
        colour = QStringLiteral("#c0392b");
        prefix = tr("Error: ");
        break;
    }
    const QString line = QStringLiteral("<span style=\"color:#888\">%1</span> <span style=\"color:%2\">%3</span>")
                             .arg(entry.time.toString(QStringLiteral("HH:mm:ss")), colour,
                                  (prefix + entry.text).toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    text_->appendHtml(line);
    text_->verticalScrollBar()->setValue(text_->verticalScrollBar()->maximum());
}

}  // namespace strata::gui
