#include "data/DataViewDialog.h"

#include <QTabWidget>
#include <QVBoxLayout>

#include "data/DataTableView.h"
#include "data/StatisticsPanel.h"

namespace strata::gui {

DataViewDialog::DataViewDialog(DataTable table, JobRunner* runner, QWidget* parent)
    : QDialog(parent), tabs_(new QTabWidget(this)), table_(new DataTableView(this)), statistics_(new StatisticsPanel(runner, this)) {
    setObjectName(QStringLiteral("dataViewDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Data: %1 (%2 rows)").arg(table.name).arg(table.rows));
    tabs_->addTab(table_, tr("Table"));
    tabs_->addTab(statistics_, tr("Statistics"));
    // The statistics are computed when their tab is first shown, not for every table opened.
    connect(tabs_, &QTabWidget::currentChanged, this, [this, table](int index) {
        if (tabs_->widget(index) == statistics_ && !statistics_->current()) statistics_->setTable(table);
    });
    table_->setTable(table);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs_);
    resize(1000, 680);
}

void DataViewDialog::showStatistics() { tabs_->setCurrentWidget(statistics_); }

}  // namespace strata::gui
