#pragma once
// A DataTable as a Qt table model. Numeric cells are doubles (so a QSortFilterProxyModel sorts
// them as numbers); missing values show empty and sort first.
#include <QAbstractTableModel>

#include "data/DataTable.h"

namespace strata::gui {

class DataTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit DataTableModel(QObject* parent = nullptr);
    void setTable(DataTable table);
    const DataTable& table() const { return table_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    DataTable table_;
};

}  // namespace strata::gui
