#include "surfaces/MisfitTableModel.h"

#include <cmath>

#include <QBrush>
#include <QColor>

namespace strata::gui {

namespace {

QString kindLabel(surfaces::PickKind kind) {
    switch (kind) {
        case surfaces::PickKind::Collar: return MisfitTableModel::tr("collar");
        case surfaces::PickKind::Observed: return MisfitTableModel::tr("observed");
        case surfaces::PickKind::PinchOut: return MisfitTableModel::tr("pinch-out");
        case surfaces::PickKind::BelowHoleEnd: return MisfitTableModel::tr("below hole end");
    }
    return {};
}

}  // namespace

MisfitTableModel::MisfitTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void MisfitTableModel::setModel(std::shared_ptr<const surfaces::SurfaceModel> model) {
    beginResetModel();
    model_ = std::move(model);
    endResetModel();
}

int MisfitTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !model_ ? 0 : int(model_->misfit.size());
}

int MisfitTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant MisfitTableModel::data(const QModelIndex& index, int role) const {
    if (!model_ || !index.isValid() || index.row() >= rowCount()) return {};
    const surfaces::ContactMisfit& m = model_->misfit[std::size_t(index.row())];
    // Misfits sort by their size: the worst contacts come first whatever their sign.
    const auto number = [role](double v, int decimals, bool bySize = false) -> QVariant {
        if (role == SortRole) return std::isfinite(v) ? (bySize ? std::abs(v) : v) : -HUGE_VAL;
        if (!std::isfinite(v)) return QStringLiteral("–");
        return QString::number(v, 'f', decimals);
    };
    if (role == Qt::TextAlignmentRole)
        return index.column() >= X ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    if (role == Qt::ForegroundRole && index.column() == Misfit) {
        // A broken limit (the model above the end of a hole) is an error; colour it.
        if (m.kind == surfaces::PickKind::BelowHoleEnd && m.misfit() > 1e-6) return QBrush(QColor(176, 0, 32));
        return {};
    }
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::ToolTipRole) return {};
    switch (Column(index.column())) {
        case Hole: return QString::fromStdString(m.holeId);
        case Surface:
            return m.surface < model_->grid.names.size() ? QString::fromStdString(model_->grid.names[m.surface])
                                                         : QString::number(m.surface);
        case Kind: return kindLabel(m.kind);
        case X: return number(m.x, 2);
        case Y: return number(m.y, 2);
        case Contact: return number(m.contactZ, 3);
        case Model: return number(m.modelZ, 3);
        case Misfit: return number(m.misfit(), 3, true);
        case GridMisfit: return number(m.gridMisfit(), 3, true);
        case ColumnCount: break;
    }
    return {};
}

QVariant MisfitTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
        case Hole: return tr("Hole");
        case Surface: return tr("Surface");
        case Kind: return tr("Pick");
        case X: return tr("X");
        case Y: return tr("Y");
        case Contact: return tr("Contact z");
        case Model: return tr("Model z");
        case Misfit: return tr("Misfit");
        case GridMisfit: return tr("Grid misfit");
        case ColumnCount: break;
    }
    return {};
}

}  // namespace strata::gui
