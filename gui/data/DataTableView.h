#pragma once
// A loaded table (points, an interval table, the collars) with sorting (click a header) and a
// filter: text anywhere, or in one column; in a numeric column also a comparison such as
// "> 1.5", "<= 0" or "= 3". A line counts the rows shown.
#include <QWidget>

#include "data/DataTable.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace strata::gui {

class DataTableModel;

class DataTableView : public QWidget {
    Q_OBJECT
public:
    explicit DataTableView(QWidget* parent = nullptr);

    void setTable(DataTable table);
    const DataTable& table() const;
    // Filters column `column` (-1: every column) by `text` (see above).
    void setFilter(int column, const QString& text);

    QTableView* view() const { return view_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }

private:
    void applyFilter();
    void updateCount();

    DataTableModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* view_;
    QComboBox* column_;
    QLineEdit* filter_;
    QLabel* count_;
};

}  // namespace strata::gui
