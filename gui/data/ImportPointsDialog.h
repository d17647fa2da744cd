#pragma once
// File > Import points: a point file (CSV / TSV / whitespace XYZ, GSLIB GeoEAS, and GDAL/OGR
// vector sources when Strata is built with GDAL) with a live preview of its first rows as the
// reader splits them, the reading options (delimiter, header, decimal mark, lines to skip,
// missing-value codes) and the column mapping (X, Y, Z, the value columns). The result is a
// PointSource stored in the project; the project loader reads it.
#include <QDialog>

#include "project/ProjectFile.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QTableWidget;

namespace strata::gui {

class ImportPointsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ImportPointsDialog(QWidget* parent = nullptr);

    void setFile(const QString& path);
    // What the choices describe.
    PointSource source() const;
    QTableWidget* previewTable() const { return preview_; }
    QString previewText() const;

private:
    void refreshPreview();
    // Why OK is disabled (shown under the preview); empty when the import can go ahead.
    QString whyNotAcceptable() const;
    void refreshAcceptance();
    void fillColumnChoices(const QStringList& header);

    QLineEdit* name_;
    QLineEdit* file_;
    QComboBox* format_;
    QLineEdit* layer_;
    QComboBox* delimiter_;
    QComboBox* header_;
    QComboBox* decimal_;
    QSpinBox* skip_;
    QLineEdit* missing_;
    QComboBox* x_;
    QComboBox* y_;
    QComboBox* z_;
    QCheckBox* twoD_;
    QListWidget* values_;
    QLabel* info_;
    QTableWidget* preview_;
    QLabel* acceptanceProblem_;
    QDialogButtonBox* buttons_;
    QStringList headerNames_;
};

}  // namespace strata::gui
