#pragma once
// Preferences: the interface language (takes effect at the next start) and the compute backend
// used for new jobs.
#include <QDialog>

#include "strata/core/Backend.h"

class QComboBox;

namespace strata::gui {

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    // Saves the choices (QSettings); returns true when the language changed.
    bool apply();

    static Backend configuredBackend();

private:
    QComboBox* language_;
    QComboBox* backend_;
};

}  // namespace strata::gui
