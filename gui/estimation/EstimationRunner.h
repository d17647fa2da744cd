#pragma once
// Runs estimation jobs (krige, idw, aidw, crossvalidate) for the dialogs: on a worker thread it
// writes the data file the job names (the project's provenance), runs the registered engine job
// from its JSON (exactly what `strata-cli run` would run) handing it the data in memory, and
// takes the result the job hands back (JobContext::points / result: no file is parsed again;
// a job without that hand-over has its output file read back); on the GUI thread the
// result goes into the ResultCatalog with the job and the file. A cancelled or failed job adds
// nothing (the engine writes its output atomically, so no partial file is left either).
// Jobs queue on the TaskManager's workers; progress and Cancel are the Task's.
#include <memory>
#include <optional>
#include <string>

#include <QObject>
#include <QString>

#include "jobs/JobRunner.h"
#include "results/ResultCatalog.h"
#include "strata/core/Backend.h"
#include "strata/core/Grid.h"
#include "strata/core/PointSet.h"
#include "strata/jobs/Job.h"

namespace strata::gui {

struct EstimationRequest {
    QString title;        // for the task list and the log, e.g. "Ordinary kriging of ni"
    QString resultName;   // the catalog item's name
    jobs::Json job;       // {"type": ..., "params": ...}, reading dataFile, writing outputFile
    jobs::PreparedJob prepared;  // the job as the dialog's check parsed and validated it; null: from `job`
    std::optional<GridSpec> grid;           // grid jobs; none for point outputs (cross-validation)
    std::shared_ptr<const PointSet> data;   // written to dataFile first; null: the file exists
    std::string dataFile;
    std::string outputFile;
    Backend backend = Backend::Auto;
};

struct EstimationOutcome {
    jobs::Json summary;  // what the job returned
    std::shared_ptr<const Grid> grid;
    std::shared_ptr<const PointSet> points;
};

// Worker side, also for tests and the estimation benchmark: writes the data, runs the job with
// the data in memory, returns its result.
EstimationOutcome runEstimation(const EstimationRequest& request, const jobs::JobContext& context);

class EstimationRunner : public QObject {
    Q_OBJECT
public:
    EstimationRunner(JobRunner& runner, ResultCatalog& catalog, QObject* parent = nullptr);

    Task* start(const EstimationRequest& request);
    ResultCatalog& catalog() { return catalog_; }
    JobRunner& jobRunner() { return runner_; }

signals:
    // Before the task is queued (the job list follows it from here).
    void taskStarted(strata::gui::Task* task);
    // On the GUI thread, after the item was added to the catalog.
    void resultAdded(int itemId, const strata::jobs::Json& summary);

private:
    JobRunner& runner_;
    ResultCatalog& catalog_;
};

}  // namespace strata::gui
