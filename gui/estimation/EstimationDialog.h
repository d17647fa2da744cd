#pragma once
// What every estimation dialog shares: the data source and variable (loaded on a worker), the
// grid (proposed from the data extent, editable), the backend, the result's name and folder,
// the cost estimate before running (a per-node cost measured on this machine), and Run. The
// method's own page comes from the subclass, which turns everything into an engine job.
// Non-modal: several jobs can be started and run in the queue while the dialog stays open.
#include <memory>
#include <optional>
#include <vector>

#include <QDialog>
#include <QPointer>

#include "estimation/CostEstimate.h"
#include "estimation/EstimationRunner.h"
#include "estimation/EstimationSource.h"
#include "strata/core/PointSet.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace strata::gui {

class BackendChooser;
class DownholeSamplesChooser;
class GridSpecEditor;

class EstimationDialog : public QDialog {
    Q_OBJECT
public:
    EstimationDialog(EstimationRunner& runner, std::vector<EstimationSource> sources, const QString& resultFolder,
                     QWidget* parent = nullptr);

    // The loaded data of the chosen variable (null until loaded).
    std::shared_ptr<const PointSet> data() const { return data_; }
    GridSpecEditor* gridEditor() const { return grid_; }
    DownholeSamplesChooser* downholeSamples() const { return downhole_; }
    BackendChooser* backendChooser() const { return backend_; }
    QString variable() const;
    QString sourceName() const;
    // The job Run would start now (the data file and output inside the result folder).
    jobs::Json currentJob() const;
    EstimationRequest currentRequest() const;
    // currentRequest(), or nothing with the reason shown in the dialog.
    std::optional<EstimationRequest> checkedRequest();
    const PerNodeCost& measuredCost() const { return measured_; }
    // The project's results folder (it changes when the project is saved under a new name).
    void setResultFolder(const QString& folder);
    QString resultFolder() const;
    CostEstimate costEstimate() const;

public slots:
    void selectSource(int index);
    void selectVariable(const QString& variable);
    // Starts the job; null (with the reason shown) when the input is not complete.
    Task* run();
    // Times the job on small grids (a task); the estimate label follows.
    Task* measureCost();

signals:
    void dataLoaded();
    void jobStarted(strata::gui::Task* task);
    void costMeasured();

protected:
    // The method's page, placed between the data and the grid.
    void setMethodPage(QWidget* page, const QString& title);
    // The engine job for `grid`, reading `dataFile` (columns x, y, z and the variable) and
    // writing `output`. Throws ValidationError for incomplete input.
    virtual jobs::Json makeJob(const GridSpec& grid, const std::string& dataFile, const std::string& output) const = 0;
    virtual QString methodName() const = 0;  // "Ordinary kriging", "IDW", ...
    // Data per node (kriging ndmax; 0 when not meaningful) and layers written.
    virtual int neighbourhoodSize() const = 0;
    virtual std::size_t layerCount() const = 0;
    virtual double ndmaxExponent() const { return 3; }
    // Called after new data arrived (defaults that depend on the data: model, radius).
    virtual void onDataLoaded() {}
    // Variables loaded beside the chosen one, as further value columns of data() (cokriging's
    // secondaries); NaN where one has no sample (loadVariables).
    virtual std::vector<std::string> extraVariables() const { return {}; }
    // The chosen source's variables.
    QStringList variables() const;
    // Loads the chosen variable again (of the chosen unit only, where one is chosen).
    void reload();
    // Column list for the job: "x,y,z,<variable>" for 3-D grids, "x,y,<variable>" otherwise.
    std::string dataColumns() const;
    // "data/<source>_<variable>.csv" in the result folder; with extra variables, their names too.
    std::string dataFilePath() const;
    std::string outputPath(const QString& suffix) const;
    void showProblem(const QString& message);
    // Restoring a job: its grid stays as it was (data loaded later propose none), and the
    // source whose data file it read ("data/<source>_<variable>.csv", with `extras` the names of
    // the other variables it held, as dataFilePath writes them) is chosen.
    void keepGrid(const GridSpec& grid);
    void chooseSourceOf(const std::string& dataFile, const QString& variable, const std::vector<std::string>& extras = {});
    EstimationRunner& runner() { return runner_; }
    QVBoxLayout* extraButtons() const { return extraButtons_; }
    QString resultName() const;
    void updateCostLabel();

private:
    void updateDownholeVisibility();

    EstimationRunner& runner_;
    std::vector<EstimationSource> sources_;
    QString resultFolder_;
    QComboBox* source_;
    QComboBox* variable_;
    QLabel* dataSummary_;
    GridSpecEditor* grid_;
    DownholeSamplesChooser* downhole_;
    BackendChooser* backend_;
    QLineEdit* resultName_;
    QLineEdit* folder_;
    QLabel* cost_;
    QLabel* problem_;
    QPushButton* run_;
    QVBoxLayout* methodHolder_;
    QVBoxLayout* extraButtons_;
    std::shared_ptr<const PointSet> data_;
    PerNodeCost measured_;
    QPointer<Task> loading_;
    bool keepGrid_ = false;
};

}  // namespace strata::gui
