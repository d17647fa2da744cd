#include "results/ResultItem.h"

#include <QCoreApplication>
#include <QStringList>

namespace strata::gui {

QString displayName(ResultKind kind) {
    switch (kind) {
    case ResultKind::Grid2D: return QCoreApplication::translate("strata::gui::ResultItem", "2D grid");
    case ResultKind::Grid3D: return QCoreApplication::translate("strata::gui::ResultItem", "3D grid");
    case ResultKind::Points: return QCoreApplication::translate("strata::gui::ResultItem", "Points");
    case ResultKind::SurfaceStack:
        return QCoreApplication::translate("strata::gui::ResultItem", "Surface stack");
    case ResultKind::SeismicSection:
        return QCoreApplication::translate("strata::gui::ResultItem", "Seismic section");
    case ResultKind::BlockModel: return QCoreApplication::translate("strata::gui::ResultItem", "Block model");
    }
    return {};
}

QString ResultItem::jobType() const {
    if (!job.is_object()) return {};
    const auto type = job.find("type");
    if (type == job.end() || !type->is_string()) return {};
    return QString::fromStdString(type->get<std::string>());
}

QStringList ResultItem::layerNames() const {
    QStringList names;
    if (grid)
        for (const auto& layer : grid->names) names << QString::fromStdString(layer);
    else if (points)
        for (const auto& column : points->names) names << QString::fromStdString(column);
    return names;
}

ResultKind gridKind(const GridSpec& spec) { return spec.is3d() ? ResultKind::Grid3D : ResultKind::Grid2D; }

}  // namespace strata::gui
