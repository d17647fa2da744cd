#pragma once
// Preferences, persisted with QSettings: the interface language (takes effect at the next
// start), the compute backend used for new jobs, the length unit the data are written in (a
// label: Strata never converts units), the colour of the statistics plots, and the minutes
// between autosaves of a project with unsaved changes (0: off). The window layout (geometry,
// docks and toolbars) is saved on close and restored on start by the main window.
#include <QColor>
#include <QDialog>

#include "strata/core/Backend.h"

class QComboBox;
class QPushButton;
class QSpinBox;

namespace strata::gui {

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    // Saves the choices (QSettings); returns true when the language changed.
    bool apply();

    void setLengthUnit(const QString& unit);  // "m" or "ft"
    void setPlotColour(const QColor& colour);
    void setAutosaveMinutes(int minutes);
    void setBackend(Backend backend);

    static Backend configuredBackend();
    // "m" (default) or "ft".
    static QString configuredLengthUnit();
    static QColor configuredPlotColour();

private:
    void showColour();

    QComboBox* language_;
    QComboBox* backend_;
    QComboBox* unit_;
    QPushButton* plotColour_;
    QSpinBox* autosave_;
    QColor colour_;
};

}  // namespace strata::gui
