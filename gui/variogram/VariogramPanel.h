#pragma once
// The variogram fitting panel: the plot with drag handles (VariogramChartView), the controls of
// the experimental variogram (lag, direction, tolerance, bandwidth: they recompute live through
// a job on the worker thread), the model editor (nugget, structure list with type, sill, range,
// anisotropy angles and ratios, locks), "Auto fit" with a weight choice, and undo/redo of every
// model edit. Beside the directional plot, two tabs: the variogram map of the horizontal plane
// (lags and cells from the lag controls) with the model's ellipse, and the down-hole variogram
// with the model's nugget; each is computed on the worker when its tab is shown. A fourth tab
// fits a linear model of coregionalisation of the panel's variable and 1 to 3 others of its
// source (CoregionalisationView), with the lag and direction controls and the model's
// structures, and keeps the fitted model for cokriging. The controls
// take their ranges, defaults, units and help from the variogram, varmap and fit jobs' schemas,
// and every other option of those jobs is in an Advanced section. Variogram computation and
// fitting are the engine's (strata::variogram); this widget only collects parameters and shows
// results.
#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <QPointer>
#include <QStringList>
#include <QWidget>

#include "strata/jobs/Job.h"
#include "strata/jobs/Schema.h"
#include "strata/variogram/Coregionalisation.h"
#include "strata/variogram/DownholeVariogram.h"
#include "strata/variogram/ExperimentalVariogram.h"
#include "strata/variogram/LmcFit.h"
#include "strata/variogram/VariogramFit.h"
#include "strata/variogram/VariogramMap.h"
#include "strata/variogram/VariogramModel.h"
#include "variogram/ExperimentalDirection.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QTimer;
class QUndoStack;
class QVBoxLayout;

namespace strata::gui {

class CoregionalisationView;
struct CoregionalisationFit;
class JobRunner;
class Task;
class DownholeVariogramView;
class SchemaOptionsBox;
class VariogramChartView;
class VariogramMapView;

class VariogramPanel : public QWidget {
    Q_OBJECT
public:
    // Without a runner, computations run on the calling thread.
    explicit VariogramPanel(JobRunner* runner, QWidget* parent = nullptr);

    // Sample data: the experimental variogram is computed now and again whenever a control changes.
    // Lag and direction controls start from defaults suited to the data's extent.
    // `holes` and `depth` (hole and along-hole position of each sample; may be empty: then the
    // down-hole variogram measures 3-D distance) enable the down-hole tab.
    void setSamples(std::shared_ptr<const variogram::VariogramInput> samples, const QString& title,
                    std::vector<std::string> holes = {}, std::vector<double> depth = {});
    // Lag and direction settings (a project's saved ones): the controls take them and the
    // variograms are recomputed. The first direction sets azimuth, tolerance and bandwidth; a
    // second one checks "perpendicular".
    void setExperimentalSettings(const variogram::LagClasses& lags, const std::vector<variogram::VariogramDirection>& directions);
    // Mean position of the samples (none without samples).
    std::optional<std::array<double, 3>> dataCentre() const { return dataCentre_; }
    // Fixed experimental points (read from a file, say): no recomputation.
    void setDirections(std::vector<ExperimentalDirection> directions, const QString& title);

    // Sets the model without an undo step (a new data set starts afresh). Until a model is set
    // or edited, each data set starts from its own: no nugget, its variance as the sill, half
    // the largest lag as the range.
    void resetModel(const variogram::VariogramModel& model);
    // Sets the model as one undoable edit.
    void editModel(const variogram::VariogramModel& model, const QString& description);
    const variogram::VariogramModel& model() const { return model_; }
    std::shared_ptr<const variogram::VariogramInput> samples() const { return samples_; }
    const std::vector<ExperimentalDirection>& directions() const { return directions_; }

    QUndoStack* undoStack() const { return undoStack_; }
    VariogramChartView* chartView() const { return chart_; }
    // The settings of each computation, read and checked as its job reads them (the controls and
    // the Advanced sections, built from the jobs' schemas); throw ValidationError naming the option.
    variogram::FitOptions fitOptions() const;
    variogram::ExperimentalVariogramOptions experimentalOptions() const;
    // The horizontal map: lag count cells on each side of the centre, cells of the lag distance.
    variogram::VariogramMapOptions variogramMapOptions() const;
    variogram::DownholeOptions downholeOptions() const;
    // The samples as the down-hole variogram takes them (null without holes).
    std::shared_ptr<const variogram::DownholeInput> downholeInput() const { return downholeInput_; }

    // The LMC's other variables: their names, and how the worker loads the samples of the
    // variables it is given (the panel's first) as one input, NaN where a variable has no sample.
    using VariablesLoader = std::function<variogram::VariogramInput(const std::vector<std::string>& variables,
                                                                    const jobs::JobContext& context)>;
    void setCoregionalisationSource(const QStringList& variables, VariablesLoader load);
    // The settings of the LMC fit, read and checked as the fit job reads them (the view's method
    // and ranges choice, the weights and the Advanced fit options); throws ValidationError.
    variogram::LmcFitOptions lmcFitOptions() const;
    // The last LMC fitted (none before the first), offered to cokriging.
    const std::optional<variogram::Coregionalisation>& coregionalisation() const { return coregionalisation_; }
    std::shared_ptr<const CoregionalisationFit> coregionalisationFit() const { return coregionalisationFit_; }
    CoregionalisationView* coregionalisationView() const { return coregionalisationView_; }
    // A fit made before (the project's): shown, offered to cokriging, its variables ticked and its
    // settings chosen, as after the fit, but without coregionalisationFitted (nothing new to keep).
    void restoreCoregionalisation(std::shared_ptr<const CoregionalisationFit> fit);

    enum Tab { DirectionsTab, MapTab, DownholeTab, CoregionalisationTab };
    QTabWidget* tabs() const { return tabs_; }
    VariogramMapView* mapView() const { return mapView_; }
    DownholeVariogramView* downholeView() const { return downholeView_; }

    bool exportPlot(const QString& path);  // SVG for .svg, else PNG (or any raster format Qt writes)
    bool saveModel(const QString& path);   // JSON (the engine's model format)

public slots:
    void autoFit();
    void recompute();
    void computeVariogramMap();
    void computeDownhole();
    // Fits the LMC of the chosen variables (a task; null when the choices are refused, with the
    // reason in coregionalisationFitted).
    Task* fitCoregionalisation();
    void exportPlotDialog();
    void saveModelDialog();

signals:
    void modelChanged(const strata::variogram::VariogramModel& model);
    void experimentalUpdated();
    void samplesChanged();
    void variogramMapUpdated();
    void downholeUpdated();
    // After an automatic fit: whether it succeeded and the engine's warnings or error.
    void fitFinished(bool succeeded, const QString& message);
    // After an LMC fit: whether it succeeded and the engine's warnings or error.
    void coregionalisationFitted(bool succeeded, const QString& message);

private:
    QWidget* createExperimentalControls();
    void addExperimentalAdvanced(QFormLayout* form, QWidget* group);
    void addFitControls(QVBoxLayout* layout, QWidget* group);
    // The variogram job's options as the controls set them ({"lags", "directions", "trim", ...}).
    jobs::Json experimentalParams() const;
    void showProblem(const QString& message);
    QWidget* createModelControls();
    void applyModel(const variogram::VariogramModel& model);
    // The first model of a data set, from its variance and lags (no undo step).
    void startModelFromData();
    void refreshEditors();
    void rebuildStructureRows();
    void editStructure(int row, const std::function<void(variogram::Structure&)>& change, const QString& what);
    void showDirections(std::vector<ExperimentalDirection> directions);
    void applyFit(const variogram::FitResult& result);
    void applyCoregionalisationFit(std::shared_ptr<const CoregionalisationFit> fit);
    void showCoregionalisation(std::shared_ptr<const CoregionalisationFit> fit);
    QWidget* createMapPage();
    QWidget* createDownholePage();
    void refreshShownTab();

    JobRunner* runner_;
    QUndoStack* undoStack_;
    VariogramChartView* chart_;
    variogram::VariogramModel model_;
    // True until the model is set or edited: new data then replace it with their own start.
    bool modelIsGuess_ = true;
    std::vector<ExperimentalDirection> directions_;
    std::shared_ptr<const variogram::VariogramInput> samples_;
    std::vector<bool> sillLocked_, rangeLocked_;
    QPointer<Task> computing_, computingMap_, computingDownhole_;
    std::optional<std::array<double, 3>> dataCentre_;
    std::shared_ptr<const variogram::DownholeInput> downholeInput_;
    bool mapStale_ = true, downholeStale_ = true;
    VariablesLoader loadVariables_;
    QPointer<Task> fittingCoregionalisation_;
    std::optional<variogram::Coregionalisation> coregionalisation_;
    std::shared_ptr<const CoregionalisationFit> coregionalisationFit_;
    CoregionalisationView* coregionalisationView_ = nullptr;

    QTabWidget* tabs_ = nullptr;
    VariogramMapView* mapView_ = nullptr;
    DownholeVariogramView* downholeView_ = nullptr;
    QDoubleSpinBox* downholeLag_ = nullptr;
    QSpinBox* downholeLagCount_ = nullptr;

    QLabel* title_ = nullptr;
    QDoubleSpinBox* lagDistance_ = nullptr;
    QSpinBox* lagCount_ = nullptr;
    QDoubleSpinBox* azimuth_ = nullptr;
    QDoubleSpinBox* tolerance_ = nullptr;
    QDoubleSpinBox* bandwidth_ = nullptr;
    QCheckBox* perpendicular_ = nullptr;
    // The jobs' options without a control above, from their schemas.
    SchemaOptionsBox* variogramAdvanced_ = nullptr;
    SchemaOptionsBox* directionAdvanced_ = nullptr;
    SchemaOptionsBox* experimentalAdvanced_ = nullptr;
    SchemaOptionsBox* mapAdvanced_ = nullptr;
    SchemaOptionsBox* fitAdvanced_ = nullptr;
    QLabel* problem_ = nullptr;
    QTimer* recomputeTimer_ = nullptr;

    QDoubleSpinBox* nugget_ = nullptr;
    QCheckBox* nuggetLocked_ = nullptr;
    QTableWidget* structures_ = nullptr;
    QComboBox* weights_ = nullptr;
    QPushButton* autoFit_ = nullptr;
    QLabel* modelText_ = nullptr;
};

}  // namespace strata::gui
