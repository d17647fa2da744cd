#include "estimation/EstimationRunner.h"

#include <filesystem>

#include "estimation/JobOutputFiles.h"
#include "strata/core/Error.h"
#include "strata/io/PointWriter.h"

namespace strata::gui {

namespace {

void createFolderOf(const std::string& file) {
    const std::filesystem::path folder = std::filesystem::path(file).parent_path();
    std::error_code error;
    if (!folder.empty() && !std::filesystem::create_directories(folder, error) && error)
        throw IoError(folder.string(), "cannot create the folder: " + error.message());
}

}  // namespace

EstimationOutcome runEstimation(const EstimationRequest& request, const jobs::JobContext& context) {
    if (request.data) {
        createFolderOf(request.dataFile);
        io::writePoints(request.dataFile, *request.data);
    }
    createFolderOf(request.outputFile);
    EstimationOutcome outcome;
    // The job takes the data from memory and hands its result back: the files are written (the
    // project keeps them, "Run again" reads them) but never parsed again here.
    jobs::JobContext inMemory = context;
    inMemory.points = [&request](const std::string& path) {
        return path == request.dataFile ? request.data : std::shared_ptr<const PointSet>();
    };
    inMemory.result = [&outcome](std::shared_ptr<const Grid> grid, std::shared_ptr<const PointSet> points) {
        outcome.grid = std::move(grid);
        outcome.points = std::move(points);
    };
    outcome.summary = request.prepared ? request.prepared(inMemory) : jobs::runJob(request.job, inMemory);
    context.checkCancelled();
    if (outcome.grid || outcome.points) return outcome;
    context.report(1.0, "reading the result");  // a job that does not hand its result over
    if (request.grid)
        outcome.grid = std::make_shared<const Grid>(readGridCsv(request.outputFile, *request.grid));
    else
        outcome.points = std::make_shared<const PointSet>(readPointCsv(request.outputFile));
    return outcome;
}

EstimationRunner::EstimationRunner(JobRunner& runner, ResultCatalog& catalog, QObject* parent)
    : QObject(parent), runner_(runner), catalog_(catalog) {}

Task* EstimationRunner::start(const EstimationRequest& request) {
    auto* task = new Task(
        request.title,
        [request](const jobs::JobContext& context) -> std::any {
            return std::make_shared<EstimationOutcome>(runEstimation(request, context));
        },
        request.backend);
    connect(task, &Task::succeeded, this, [this, task, request] {
        const auto& outcome = *std::any_cast<std::shared_ptr<EstimationOutcome>>(task->result());
        ResultItem item;
        item.name = request.resultName;
        item.job = request.job;
        item.file = QString::fromStdString(request.outputFile);
        if (outcome.grid) {
            item.kind = gridKind(outcome.grid->spec);
            item.grid = outcome.grid;
        } else {
            item.kind = ResultKind::Points;
            item.points = outcome.points;
        }
        const int id = catalog_.add(std::move(item));
        emit resultAdded(id, outcome.summary);
    });
    emit taskStarted(task);
    return runner_.start(task);
}

}  // namespace strata::gui
