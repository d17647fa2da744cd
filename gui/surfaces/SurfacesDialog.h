#pragma once
// "Build surfaces": the stratigraphic column (editor), the unit column of an interval table,
// the method (ordinary kriging, AIDW or IDW), the variogram, isochores, the minimum thickness,
// the surface grid (proposed from the collars' extent, snapped to round numbers) and the
// backend. Build runs the engine's surfaces computation (strata::surfaces::computeSurfaces, the
// "surfaces" job without its writers) on the worker thread with progress and Cancel; built()
// hands the consistent surfaces to the caller.
//
// Defaults: AIDW on unit thicknesses (isochores). Kriging needs contacts that are spatially
// correlated; where they are not (the bundled laterite sample: its collar positions were
// jittered by its author, and every contact's variogram is a pure nugget) kriging returns flat
// mean surfaces, while AIDW honours every hole and isochores keep the layers parallel to the
// ground (docs/surfaces.md).
#include <memory>
#include <optional>

#include <QDialog>
#include <QPointer>

#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/surfaces/SurfacesJob.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace strata::gui {

class SchemaOptionsBox;

class BackendChooser;
class GridSpecEditor;
class JobRunner;
class StratigraphicColumnEditor;
class Task;

// The drillholes the surfaces come from (the project's).
struct SurfacesSource {
    drillholes::DrillholeFiles files;
    drillholes::DesurveyMethod desurvey = drillholes::DesurveyMethod::MinimumCurvature;
    std::shared_ptr<const drillholes::DrillholeDatabase> database;  // as loaded: tables, columns, extent
    // Unit colours known from the project's view ("colour_by" categories): value -> "#rrggbb",
    // in the listed (top-down) order.
    std::vector<std::pair<std::string, std::string>> knownColours;
};

class SurfacesDialog : public QDialog {
    Q_OBJECT
public:
    SurfacesDialog(JobRunner& runner, SurfacesSource source, QWidget* parent = nullptr);

    // The column to start from (the project's); none: proposed from the unit column's values,
    // a unit above another when it lies above it in more holes than below (ties: the mean depth
    // of their tops).
    void setColumn(const std::optional<surfaces::StratigraphicColumn>& column);
    StratigraphicColumnEditor* columnEditor() const { return columnEditor_; }
    GridSpecEditor* gridEditor() const { return grid_; }

    // The job as the form describes it (no output files: the result stays in memory).
    surfaces::SurfacesJob job() const;
    void setMethod(surfaces::SurfaceMethod method);
    void setVariogram(const QString& text);
    void setIsochores(bool on);
    void setMinThickness(double thickness);

    // Validates the form and starts the job; null (the reason in lastError()) when invalid.
    Task* build();
    QString lastError() const { return lastError_; }
    Task* task() const { return task_; }

signals:
    void built(std::shared_ptr<const strata::surfaces::SurfacesOutcome> outcome, const strata::surfaces::SurfacesJob& job);
    // The user edited the column (the caller stores it in the project).
    void columnEdited(const strata::surfaces::StratigraphicColumn& column);

private:
    void fillTables();
    void proposeColumn();
    void updateEnabled();
    void showError(const QString& message);
    const drillholes::IntervalTable* currentTable() const;

    JobRunner& runner_;
    SurfacesSource source_;
    QPointer<Task> task_;
    QString lastError_;
    bool showingProjectColumn_ = false;

    StratigraphicColumnEditor* columnEditor_;
    QComboBox* table_;
    QComboBox* unitColumn_;
    QPushButton* propose_;
    QComboBox* method_;
    QLineEdit* variogram_;
    QCheckBox* isochores_;
    QDoubleSpinBox* minThickness_;
    SchemaOptionsBox* advanced_;
    GridSpecEditor* grid_;
    BackendChooser* backend_;
    QProgressBar* progress_;
    QLabel* message_;
    QPushButton* buildButton_;
    QPushButton* cancelButton_;
};

}  // namespace strata::gui
