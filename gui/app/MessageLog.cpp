#include "app/MessageLog.h"

#include <cstdio>

namespace strata::gui {

void MessageLog::append(LogLevel level, const QString& text) {
    LogEntry entry{QDateTime::currentDateTime(), level, text};
    entries_.push_back(entry);
    // The log also goes to stderr, so that runs under xvfb-run and scripts can read it.
    const char* tag = level == LogLevel::Error ? "error" : level == LogLevel::Warning ? "warning" : "info";
    std::fprintf(stderr, "strata: %s: %s\n", tag, text.toLocal8Bit().constData());
    emit appended(entry);
}

bool MessageLog::contains(LogLevel level, const QString& fragment) const {
    for (const LogEntry& entry : entries_)
        if (entry.level == level && entry.text.contains(fragment)) return true;
    return false;
}

}  // namespace strata::gui
