#include "widgets/SettingsDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

#include "app/Language.h"

namespace strata::gui {

namespace {
const char* const kBackendKey = "compute/backend";
}

SettingsDialog::SettingsDialog(QWidget* parent)
    : QDialog(parent), language_(new QComboBox(this)), backend_(new QComboBox(this)) {
    setWindowTitle(tr("Settings"));
    setObjectName(QStringLiteral("settingsDialog"));
    for (const LanguageChoice& choice : availableLanguages()) language_->addItem(choice.nativeName, choice.code);
    language_->setCurrentIndex(std::max(0, language_->findData(configuredLanguage())));

    backend_->addItem(tr("Automatic (GPU when usable)"), QStringLiteral("auto"));
    backend_->addItem(tr("CPU"), QStringLiteral("cpu"));
    backend_->addItem(tr("CUDA GPU"), QStringLiteral("cuda"));
    backend_->setCurrentIndex(std::max(0, backend_->findData(QString::fromStdString(toString(configuredBackend())))));

    auto* form = new QFormLayout;
    form->addRow(tr("Language:"), language_);
    auto* note = new QLabel(tr("A new language takes effect when Strata starts again."), this);
    note->setWordWrap(true);
    form->addRow(QString(), note);
    form->addRow(tr("Compute backend:"), backend_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

bool SettingsDialog::apply() {
    const QString language = language_->currentData().toString();
    const bool languageChanged = language != configuredLanguage();
    setConfiguredLanguage(language);
    QSettings().setValue(kBackendKey, backend_->currentData().toString());
    return languageChanged;
}

Backend SettingsDialog::configuredBackend() {
    const QString text = QSettings().value(kBackendKey, QStringLiteral("auto")).toString();
    try {
        return parseBackend(text.toStdString());
    } catch (const std::exception&) {
        return Backend::Auto;  // a hand-edited settings file: fall back to the default
    }
}

}  // namespace strata::gui
