#include "project/ProjectLoader.h"

#include <algorithm>
#include <atomic>
#include <variant>

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include "blockmodel/BlockModelResult.h"
#include "data/PointSourceReading.h"
#include "estimation/JobOutputFiles.h"
#include "strata/core/Error.h"

namespace strata::gui {

namespace {
std::string translated(const char* text) {
    return QCoreApplication::translate("strata::gui::ProjectLoader", text).toStdString();
}

// The first reading errors, for the message that says why a project could not be shown.
std::string firstErrors(const drillholes::ValidationReport& report, std::size_t limit) {
    std::string text;
    std::size_t shown = 0;
    for (const auto& problem : report.problems) {
        if (problem.severity != drillholes::Severity::Error) continue;
        if (shown++ == limit) break;
        text += "\n" + drillholes::format(problem);
    }
    return text;
}
std::optional<ResultKind> restorableKind(const std::string& kind) {
    if (kind == "grid") return ResultKind::Grid2D;
    if (kind == "points") return ResultKind::Points;
    if (kind == "surfaces") return ResultKind::SurfaceStack;
    if (kind == "section") return ResultKind::SeismicSection;
    if (kind == "blocks") return ResultKind::BlockModel;
    return std::nullopt;
}

ColourBy defaultColouring(const drillholes::DrillholeDatabase& database) {
    const auto colourBy = [](const std::string& table, const std::string& column) {
        ColourBy c;
        c.table = table;
        c.column = column;
        return c;
    };
    for (const auto& table : database.intervals)
        if (!table.text.empty()) return colourBy(table.name, table.text.front().name);
    for (const auto& table : database.intervals)
        if (!table.numeric.empty()) return colourBy(table.name, table.numeric.front().name);
    return {};
}
}  // namespace

LoadedProject loadProject(const std::string& path, const jobs::JobContext& context) {
    context.report(0.0, translated(QT_TRANSLATE_NOOP("strata::gui::ProjectLoader", "Reading the project file")));
    return loadProject(readProjectFile(path), context);
}

LoadedProject loadProject(ProjectFile project, const jobs::JobContext& context) {
    LoadedProject loaded;
    loaded.project = std::move(project);
    for (const PointSource& source : loaded.project.points) {
        context.checkCancelled();
        context.report(0.0, translated(QT_TRANSLATE_NOOP("strata::gui::ProjectLoader", "Reading point files")));
        LoadedPoints points;
        points.name = source.name;
        points.points = std::make_shared<const PointSet>(readPointSource(source, points.report));
        loaded.points.push_back(std::move(points));
    }
    if (!loaded.project.drillholes) return loaded;

    context.checkCancelled();
    context.report(0.05, translated(QT_TRANSLATE_NOOP("strata::gui::ProjectLoader", "Reading drillhole tables")));
    auto database = std::make_shared<drillholes::DrillholeDatabase>(
        drillholes::readDrillholes(*loaded.project.drillholes, loaded.report));
    if (database->collars.empty())
        throw IoError(loaded.project.drillholes->collar, "no drillhole could be read" + firstErrors(loaded.report, 5));
    context.checkCancelled();

    const ColourBy colourBy = loaded.project.colourBy.value_or(defaultColouring(*database));
    Progress sliced = context.slice(0.5, 1.0);
    jobs::JobContext desurveyContext = context;
    desurveyContext.progress = &sliced;
    loaded.geometry = buildDrillholeGeometry(*database, loaded.project.desurvey, colourBy, sceneOriginFor(*database),
                                             desurveyContext);
    loaded.database = std::move(database);
    return loaded;
}

namespace {

struct SavedResult {
    const ProjectJob* job;
    const JobResultFile* file;
    ResultKind kind;
};

// One saved result read back; the reason it could not be, otherwise.
std::variant<RestoredResult, std::string> readBack(const SavedResult& saved) {
    RestoredResult restored{saved.job->id, {}};
    ResultItem& item = restored.item;
    item.name = QString::fromStdString(saved.file->name);
    item.job = saved.job->job;
    item.file = QString::fromStdString(saved.file->path);
    try {
        if (saved.kind == ResultKind::Points) {
            item.kind = ResultKind::Points;
            item.points = std::make_shared<const PointSet>(readPointCsv(saved.file->path));
        } else if (saved.kind == ResultKind::BlockModel) {
            item = blockModelItem(std::move(item), saved.file->path);
        } else {
            auto grid = std::make_shared<const Grid>(readGridFile(saved.file->path));
            item.kind = saved.kind == ResultKind::Grid2D ? gridKind(grid->spec) : saved.kind;
            item.grid = std::move(grid);
        }
    } catch (const Error& e) {
        return "the result '" + saved.file->name + "' of " + saved.job->id + " could not be read back: " + e.what();
    }
    return restored;
}

}  // namespace

RestoredResults restoreResults(const ProjectFile& project, const jobs::JobContext& context) {
    std::vector<SavedResult> saved;
    for (const ProjectJob& job : project.jobs) {
        if (job.status != JobStatus::Done) continue;
        for (const JobResultFile& file : job.results)
            if (const std::optional<ResultKind> kind = restorableKind(file.kind)) saved.push_back({&job, &file, *kind});
    }
    // The files are independent: read on every core but one (parsing text is what takes the
    // time). The one left keeps the window answering: on two cores, two parsers starved it for
    // over a second (ProjectResponseBench).
    std::atomic<std::size_t> done{0};
    const auto read = [&](const SavedResult& one) -> std::variant<RestoredResult, std::string> {
        if (context.cancel && context.cancel->isCancelled()) return std::string("cancelled");
        auto result = readBack(one);
        context.report(double(++done) / double(saved.size()), translated(QT_TRANSLATE_NOOP("strata::gui::ProjectLoader", "Reading results")));
        return result;
    };
    QThreadPool readers;
    readers.setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
    const auto outcomes =
        QtConcurrent::blockingMapped<std::vector<std::variant<RestoredResult, std::string>>>(&readers, saved, read);
    context.checkCancelled();
    RestoredResults restored;
    for (std::size_t r = 0; r < outcomes.size(); ++r) {
        if (const auto* result = std::get_if<RestoredResult>(&outcomes[r])) restored.results.push_back(*result);
        else restored.report.add(drillholes::Severity::Warning, saved[r].file->path, 0, 0, "", std::get<std::string>(outcomes[r]));
    }
    return restored;
}

}  // namespace strata::gui
