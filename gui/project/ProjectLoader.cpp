#include "project/ProjectLoader.h"

#include <QCoreApplication>

#include "data/PointSourceReading.h"
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
    if (!loaded.project.drillholes) return loaded;

    context.checkCancelled();
    context.report(0.05, translated(QT_TRANSLATE_NOOP("strata::gui::ProjectLoader", "Reading drillhole tables")));
    auto database = std::make_shared<drillholes::DrillholeDatabase>(
        drillholes::readDrillholes(*loaded.project.drillholes, loaded.report));
    if (database->collars.empty())
        throw IoError(loaded.project.drillholes->collar, "no drillhole could be read" + firstErrors(loaded.report, 5));
    context.checkCancelled();

    const ColourBy colourBy = loaded.project.colourBy.value_or(defaultColouring(*database));
    ProgressSlice desurveyProgress(context.progress ? *context.progress : Progress::none(), 0.5, 1.0);
    Progress sliced([&](double fraction, const std::string& message) { desurveyProgress.report(fraction, message); });
    jobs::JobContext desurveyContext = context;
    desurveyContext.progress = &sliced;
    loaded.geometry = buildDrillholeGeometry(*database, loaded.project.desurvey, colourBy, sceneOriginFor(*database),
                                             desurveyContext);
    loaded.database = std::move(database);
    return loaded;
}

}  // namespace strata::gui
