#include "app/Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace strata::gui {

namespace {
const char* const kLanguageKey = "ui/language";
}

QList<LanguageChoice> availableLanguages() {
    return {
        {QString(), QCoreApplication::translate("strata::gui::Language", "System language")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("ru"), QStringLiteral("Русский")},
        {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
}

QString configuredLanguage() { return QSettings().value(kLanguageKey).toString(); }

void setConfiguredLanguage(const QString& code) {
    QSettings settings;
    if (code.isEmpty())
        settings.remove(kLanguageKey);
    else
        settings.setValue(kLanguageKey, code);
}

QString installTranslators(QCoreApplication& application) {
    const QString code = configuredLanguage();
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) return QStringLiteral("en");

    auto* strata = new QTranslator(&application);
    // Embedded by qt_add_translations under :/i18n (strata_ru.qm, strata_zh_CN.qm, ...).
    if (!strata->load(locale, QStringLiteral("strata"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        delete strata;
        return QStringLiteral("en");
    }
    application.installTranslator(strata);
    // Qt's own strings (standard buttons, file dialogs), where the system has them.
    auto* qt = new QTranslator(&application);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        application.installTranslator(qt);
    else
        delete qt;
    return locale.name();
}

}  // namespace strata::gui
