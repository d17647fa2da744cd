#include "project/ProjectLoader.h"

#include <QCoreApplication>

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
    return std::nullopt;
}

void restoreResults(LoadedProject& loaded, const jobs::JobContext& context) {
    for (const ProjectJob& job : loaded.project.jobs) {
        if (job.status != JobStatus::Done) continue;
        for (const JobResultFile& file : job.results) {
            const std::optional<ResultKind> kind = restorableKind(file.kind);
            if (!kind) continue;
            context.checkCancelled();
            RestoredResult restored{job.id, {}};
            ResultItem& item = restored.item;
            item.name = QString::fromStdString(file.name);
            item.job = job.job;
            item.file = QString::fromStdString(file.path);
            try {
                if (*kind == ResultKind::Points) {
                    item.kind = ResultKind::Points;
                    item.points = std::make_shared<const PointSet>(readPointCsv(file.path));
                } else {
                    auto grid = std::make_shared<const Grid>(readGridFile(file.path));
                    item.kind = *kind == ResultKind::Grid2D ? gridKind(grid->spec) : *kind;
                    item.grid = std::move(grid);
                }
            } catch (const Error& e) {
                loaded.report.add(drillholes::Severity::Warning, file.path, 0, 0, "",
                                  "the result '" + file.name + "' of " + job.id + " could not be read back: " + e.what());
                continue;
            }
            loaded.results.push_back(std::move(restored));
        }
    }
}

ColourBy defaultColouring(const drillholes::DrillholeDatabase& database) {
    for (const auto& table : database.intervals)
        if (!table.text.empty()) return {table.name, table.text.front().name, {}};
    for (const auto& table : database.intervals)
        if (!table.numeric.empty()) return {table.name, table.numeric.front().name, {}};
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
    restoreResults(loaded, context);
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

}  // namespace strata::gui
