#include "variogram/ExperimentalDirection.h"

#include <QCoreApplication>

namespace strata::gui {

std::vector<ExperimentalDirection> experimentalDirections(const variogram::ExperimentalVariogram& variogram,
                                                          std::size_t index) {
    std::vector<ExperimentalDirection> directions;
    for (std::size_t d = 0; d < variogram.options.directions.size(); ++d) {
        const variogram::VariogramDirection& spec = variogram.options.directions[d];
        ExperimentalDirection direction;
        direction.direction = variogram::directionVector(spec.azimuth, spec.dip);
        direction.label = spec.omnidirectional()
                              ? QCoreApplication::translate("strata::gui::VariogramPanel", "omnidirectional")
                              : QCoreApplication::translate("strata::gui::VariogramPanel", "azimuth %1° ± %2°")
                                    .arg(spec.azimuth)
                                    .arg(spec.azimuthTolerance);
        for (const variogram::LagRow& row : variogram.curve(d, index).rows) {
            if (row.pairs == 0 || !(row.distance > 0)) continue;
            variogram::FitPoint point;
            point.distance = row.distance;
            point.value = row.value;
            point.pairs = static_cast<double>(row.pairs);
            point.direction = direction.direction;
            direction.points.push_back(point);
        }
        directions.push_back(std::move(direction));
    }
    return directions;
}

}  // namespace strata::gui
