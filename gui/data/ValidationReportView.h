#pragma once
// The validation report as a table the user can sort (click a header) and filter (text in any
// column, and a severity threshold), with a line that counts errors, warnings and notes.
#include <QWidget>

#include "strata/drillholes/ValidationReport.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace strata::gui {

class ValidationReportModel;

class ValidationReportView : public QWidget {
    Q_OBJECT
public:
    explicit ValidationReportView(QWidget* parent = nullptr);

    void setReport(drillholes::ValidationReport report);
    const drillholes::ValidationReport& report() const;

    QTableView* table() const { return table_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    QLineEdit* filter() const { return filter_; }
    QComboBox* severityFilter() const { return severity_; }

private:
    void applyFilters();

    ValidationReportModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* table_;
    QLineEdit* filter_;
    QComboBox* severity_;
    QLabel* counts_;
};

}  // namespace strata::gui
