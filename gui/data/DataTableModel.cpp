#include "data/DataTableModel.h"

#include <cmath>
#include <limits>

namespace strata::gui {

DataTableModel::DataTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void DataTableModel::setTable(DataTable table) {
    beginResetModel();
    table_ = std::move(table);
    endResetModel();
}

int DataTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(table_.rows); }

int DataTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(table_.columns.size());
}

QVariant DataTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::EditRole && role != Qt::TextAlignmentRole)) return {};
    const DataTable::Column& column = table_.columns[static_cast<std::size_t>(index.column())];
    const auto row = static_cast<std::size_t>(index.row());
    if (role == Qt::TextAlignmentRole)
        return column.isNumeric() ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (!column.isNumeric()) return QString::fromStdString((*column.texts)[row]);
    const double value = (*column.numbers)[row];
    if (std::isnan(value)) return role == Qt::EditRole ? QVariant(-std::numeric_limits<double>::infinity()) : QVariant(QString());
    return value;
}

QVariant DataTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return section + 1;
    return table_.columns[static_cast<std::size_t>(section)].name;
}

}  // namespace strata::gui
