#pragma once
// A window on one loaded table: the rows (sortable, filterable) and the statistics of its
// variables (summary, histogram, probability plot, declustering weights). Non-modal: several
// may stay open beside the 3D view.
#include <QDialog>

#include "data/DataTable.h"

class QTabWidget;

namespace strata::gui {

class DataTableView;
class JobRunner;
class StatisticsPanel;

class DataViewDialog : public QDialog {
    Q_OBJECT
public:
    DataViewDialog(DataTable table, JobRunner* runner, QWidget* parent = nullptr);

    DataTableView* tableView() const { return table_; }
    StatisticsPanel* statistics() const { return statistics_; }
    void showStatistics();

private:
    QTabWidget* tabs_;
    DataTableView* table_;
    StatisticsPanel* statistics_;
};

}  // namespace strata::gui
