#pragma once
// The QA table of a surface stack: one row per contact (every hole, every surface it informs):
// hole, surface, kind of pick (collar, observed, pinch-out, below the hole end), x, y, the
// contact's elevation, the model there, the misfit (model - contact; for a hole that ended
// above the surface, how far the model lies above that limit) and the misfit of the grid
// (bilinear). Numbers sort as numbers (Qt::UserRole holds the value); with
// QSortFilterProxyModel the largest misfits come first in one click.
#include <memory>

#include <QAbstractTableModel>

#include "strata/surfaces/SurfaceStack.h"

namespace strata::gui {

class MisfitTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Hole, Surface, Kind, X, Y, Contact, Model, Misfit, GridMisfit, ColumnCount };
    static constexpr int SortRole = Qt::UserRole;

    explicit MisfitTableModel(QObject* parent = nullptr);

    void setModel(std::shared_ptr<const surfaces::SurfaceModel> model);
    const surfaces::SurfaceModel* surfaceModel() const { return model_.get(); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const surfaces::SurfaceModel> model_;
};

}  // namespace strata::gui
