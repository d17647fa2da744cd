#include "variogram/SavedCoregionalisation.h"

namespace strata::gui {

ProjectCoregionalisation coregionalisationEntry(const CoregionalisationFit& fit) {
    ProjectCoregionalisation entry;
    entry.method = fit.method;
    entry.fitRanges = fit.fitRanges;
    entry.fit = fit.result;
    for (const std::vector<ExperimentalDirection>& variogram : fit.directions) {
        std::vector<SavedDirection> directions;
        for (const ExperimentalDirection& direction : variogram)
            directions.push_back({direction.label.toStdString(), direction.direction, direction.points});
        entry.experimental.push_back(std::move(directions));
    }
    return entry;
}

CoregionalisationFit coregionalisationFitOf(const ProjectCoregionalisation& entry) {
    CoregionalisationFit fit;
    fit.variables = entry.fit.model.variables;
    fit.result = entry.fit;
    fit.method = entry.method;
    fit.fitRanges = entry.fitRanges;
    for (const std::vector<SavedDirection>& variogram : entry.experimental) {
        std::vector<ExperimentalDirection> directions;
        std::vector<variogram::FitPoint> points;
        for (const SavedDirection& direction : variogram) {
            directions.push_back({QString::fromStdString(direction.label), direction.direction, direction.points});
            points.insert(points.end(), direction.points.begin(), direction.points.end());
        }
        fit.directions.push_back(std::move(directions));
        fit.points.push_back(std::move(points));
    }
    return fit;
}

}  // namespace strata::gui
