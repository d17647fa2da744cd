#pragma once
// The application's message log: what the log dock shows. Jobs, the project loader and the
// windows write here; it keeps every entry so that a dock opened later still shows them.
#include <QDateTime>
#include <QObject>
#include <QString>
#include <QVector>

namespace strata::gui {

enum class LogLevel { Info, Warning, Error };

struct LogEntry {
    QDateTime time;
    LogLevel level = LogLevel::Info;
    QString text;
};

class MessageLog : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    void info(const QString& text) { append(LogLevel::Info, text); }
    void warning(const QString& text) { append(LogLevel::Warning, text); }
    void error(const QString& text) { append(LogLevel::Error, text); }
    void append(LogLevel level, const QString& text);

    const QVector<LogEntry>& entries() const { return entries_; }
    // True when some entry of `level` contains `fragment` (tests and scripts look for lines).
    bool contains(LogLevel level, const QString& fragment) const;

signals:
    void appended(const strata::gui::LogEntry& entry);

private:
    QVector<LogEntry> entries_;
};

}  // namespace strata::gui
