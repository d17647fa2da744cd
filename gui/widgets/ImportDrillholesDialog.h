#pragma once
// File > Import drillholes: pick the collar, survey and interval tables, say how dips are signed
// and which desurvey method to use, and optionally name columns the reader would not recognise.
// The result is a project described in memory, loaded by the same job as a project file.
#include <QDialog>
#include <QMap>

#include "project/ProjectFile.h"

class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QListWidget;

namespace strata::gui {

class ImportDrillholesDialog : public QDialog {
    Q_OBJECT
public:
    explicit ImportDrillholesDialog(QWidget* parent = nullptr);

    // The project the choices describe (valid after accept).
    ProjectFile project() const;

private:
    QLineEdit* fileField(const QString& caption);
    void updateOk();

    QLineEdit* collar_;
    QLineEdit* survey_;
    QListWidget* intervals_;
    QComboBox* dipConvention_;
    QComboBox* desurvey_;
    QMap<QString, QLineEdit*> columns_;  // role -> column name ("" = recognise it)
    QDialogButtonBox* buttons_;
};

}  // namespace strata::gui
