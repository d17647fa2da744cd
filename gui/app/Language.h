#pragma once
// The user-interface language: the system locale unless the user picked one in the settings
// dialog (QSettings key "ui/language"; takes effect at the next start).
#include <QList>
#include <QString>

class QCoreApplication;

namespace strata::gui {

struct LanguageChoice {
    QString code;        // "" = follow the system; otherwise "en", "ru", "es", "zh_CN"
    QString nativeName;  // in its own language, so that anyone finds theirs
};

// The languages Strata ships, the system choice first.
QList<LanguageChoice> availableLanguages();

QString configuredLanguage();  // "" = system
void setConfiguredLanguage(const QString& code);

// Installs Strata's and Qt's translations for the configured language (or the system locale).
// Returns the language code in effect ("en" when no translation applies).
QString installTranslators(QCoreApplication& application);

}  // namespace strata::gui
