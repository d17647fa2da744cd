#pragma once
// Kriging (simple, ordinary, universal; point or block) of a grid, and cross-validation of the
// same setup. The variogram model is typed or taken from the variogram panel; the search
// ellipsoid, ndmin / ndmax / octants and the block discretisation follow kt3d. A neighbourhood
// preview at any node shows which data the engine uses there and their weights.
// Ticking Cokriging runs the cokrige job instead: 1 to 3 secondary variables of the same source
// (loaded with the primary, NaN where one has no sample), the cokriging type, the collocated
// correlation, ndmax of the secondaries and the coregionalisation (typed in cokrige's --model
// syntax or taken from the variogram panel's LMC); the search and blocks are the kriging
// controls'; every other cokrige option is in its own Advanced section.
#include <array>
#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "estimation/EstimationDialog.h"
#include "estimation/NeighbourhoodPreview.h"
#include "strata/cokriging/CokrigeJob.h"
#include "strata/kriging/KrigeJob.h"
#include "strata/kriging/KrigingOptions.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
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
    // The dialog as it was when it made the cokrige `job`: cokriging ticked, its primary (the last
    // of the data's columns) and secondaries, type, correlation, ndmax of the secondaries, the
    // coregionalisation as text and the Advanced values; the search, blocks and grid it shares
    // with kriging. The kriging model and mean are left as they are (a cokrige job has none).
    void restore(const cokriging::CokrigeJob& job);
    // The project's last finished job of one of some types ("krige", "cokrige").
    using LastJobProvider = std::function<std::optional<jobs::Json>(const std::vector<std::string>& types)>;
    // The dialog as the project's last runs left it: its last kriging, then a cokriging run after
    // it (the kriging model and type typed before stay under the cokriging settings, as in the
    // dialog that ran both). A job the dialog cannot show (points as targets, an older form)
    // leaves the controls as they were.
    void restoreLastRuns(const LastJobProvider& lastJob);

    // Where cokriging's "From variogram panel" takes the coregionalisation (the panel's LMC).
    void setCoregionalisationProvider(std::function<std::optional<variogram::Coregionalisation>()> provider);
    void setCokriging(bool on);
    bool cokriging() const;
    // Ticks these secondaries (the data load again with them).
    void setSecondaries(const QStringList& variables);
    QStringList secondaries() const;
    // Entries NAME=MODEL and A:B=MODEL, one a line (cokrige's --model).
    void setCoregionalisationText(const QString& text);
    // The cokrige job Run would start for `grid` (cokriging ticked); throws ValidationError.
    cokriging::CokrigeJob cokrigeJob(const GridSpec& grid, const std::string& dataFile,
                                     const std::string& output) const;

public slots:
    // Leave-one-out cross-validation of the current setup (result: a point table).
    Task* crossValidate();
    // The neighbourhood at the grid node nearest to (x, y, z) (a task); previewReady follows.
    Task* previewAt(double x, double y, double z);
    void takeModelFromPanel();
    void takeCoregionalisationFromPanel();

signals:
    void previewReady(const strata::gui::NeighbourhoodPreview& preview);
    // A cross-validation finished and is in the catalog.
    void crossValidationReady(int itemId, const strata::jobs::Json& summary);

protected:
    jobs::Json makeJob(const GridSpec& grid, const std::string& dataFile, const std::string& output) const override;
    QString methodName() const override;
    int neighbourhoodSize() const override;
    std::size_t layerCount() const override { return cokriging() ? 4 : 2; }
    void onDataLoaded() override;
    std::vector<std::string> extraVariables() const override;

private:
    QWidget* createPage();
    QGroupBox* createCokrigingBox();
    void updateEnabled();
    // The search neighbourhood of the hand-made controls (kriging's and cokriging's).
    kriging::SearchNeighbourhood searchFromControls() const;
    // The source's other variables as the secondaries' choices, the ticked ones kept.
    void refreshSecondaryChoices();
    // The source's variables but `primary` as the secondaries' choices, `ticked` ticked.
    void fillSecondaryChoices(const QString& primary, const QStringList& ticked);
    void setSearchControls(const kriging::SearchNeighbourhood& search);
    void setBlockControls(const kriging::BlockDiscretisation& block);

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
    QGroupBox* cokriging_;
    QListWidget* secondaries_;
    QComboBox* cokrigingType_;
    QDoubleSpinBox* correlation_;
    QSpinBox* ndmaxSecondary_;
    QPlainTextEdit* coregionalisation_;
    SchemaOptionsBox* cokrigingAdvanced_;
    std::function<std::optional<variogram::Coregionalisation>()> coregionalisationProvider_;
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
