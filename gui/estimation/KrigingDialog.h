#pragma once
// Kriging (simple, ordinary, universal; point or block) of a grid, and cross-validation of the
// same setup. The variogram model is typed or taken from the variogram panel; the search
// ellipsoid, ndmin / ndmax / octants and the block discretisation follow kt3d. A neighbourhood
// preview at any node shows which data the engine uses there and their weights.
#include <array>
#include <functional>
#include <map>
#include <optional>

#include "estimation/EstimationDialog.h"
#include "estimation/NeighbourhoodPreview.h"
#include "strata/kriging/KrigeJob.h"
#include "strata/kriging/KrigingOptions.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace strata::gui {

class SchemaOptionsBox;

class KrigingDialog : public EstimationDialog {
    Q_OBJECT
public:
    KrigingDialog(EstimationRunner& runner, std::vector<EstimationSource> sources, const QString& resultFolder,
                  QWidget* parent = nullptr);

    // Where "From variogram panel" takes the model (the panel's current model).
    void setModelProvider(std::function<std::optional<variogram::VariogramModel>()> provider);
    // The model the project saved for a source's variable, proposed when that variable is chosen.
    using SavedModelProvider = std::function<std::optional<variogram::VariogramModel>(const QString& source, const QString& variable)>;
    void setSavedModelProvider(SavedModelProvider provider);
    // The options as set now; throws ValidationError for a bad model text.
    kriging::KrigingOptions options() const;
    void setModelText(const QString& text);
    void setKrigingType(kriging::KrigingType type);
    void setSearch(double radius, int ndmin, int ndmax);
    // Every control as `options` has it (the inverse of options()).
    void setOptions(const kriging::KrigingOptions& options);
    // The dialog as it was when it made `job` (the project's last kriging, on reopening it):
    // its options, its grid and its variable (the last of the data's columns), whose model and
    // mean are kept for it.
    void restore(const kriging::KrigeJob& job);

public slots:
    // Leave-one-out cross-validation of the current setup (result: a point table).
    Task* crossValidate();
    // The neighbourhood at the grid node nearest to (x, y, z) (a task); previewReady follows.
    Task* previewAt(double x, double y, double z);
    void takeModelFromPanel();

signals:
    void previewReady(const strata::gui::NeighbourhoodPreview& preview);
    // A cross-validation finished and is in the catalog.
    void crossValidationReady(int itemId, const strata::jobs::Json& summary);

protected:
    jobs::Json makeJob(const GridSpec& grid, const std::string& dataFile, const std::string& output) const override;
    QString methodName() const override;
    int neighbourhoodSize() const override;
    std::size_t layerCount() const override { return 2; }
    void onDataLoaded() override;

private:
    QWidget* createPage();
    void updateEnabled();

    QComboBox* type_;
    QDoubleSpinBox* mean_;
    QCheckBox* drift_[kriging::DriftTermCount];
    QLineEdit* model_;
    QCheckBox* global_;
    QDoubleSpinBox* radius_[3];
    QDoubleSpinBox* angle_[3];
    QSpinBox* ndmin_;
    QSpinBox* ndmax_;
    QSpinBox* octant_;
    QSpinBox* block_[3];
    SchemaOptionsBox* advanced_;
    // The model and mean belong to a variable: each keeps its own while another is chosen.
    struct VariableSettings {
        QString model;
        double mean = 0;
    };
    void proposeFor(const PointSet& points);

    std::function<std::optional<variogram::VariogramModel>()> modelProvider_;
    SavedModelProvider savedModels_;
    std::map<QString, VariableSettings> perVariable_;  // by "source/variable"
    QString shownKey_;                                  // whose settings the controls hold
    std::vector<QPointer<Task>> crossValidations_;
};

}  // namespace strata::gui
