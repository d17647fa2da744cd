#include "data/ValidationReportView.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include "data/ValidationReportModel.h"

namespace strata::gui {

namespace {

// Text filter on every column plus a minimum severity.
class ReportFilter : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setMinimumSeverity(int severity) {
        minimumSeverity_ = severity;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override {
        const QModelIndex severity = sourceModel()->index(row, ValidationReportModel::SeverityColumn, parent);
        if (sourceModel()->data(severity, ValidationReportModel::SortRole).toInt() < minimumSeverity_) return false;
        return QSortFilterProxyModel::filterAcceptsRow(row, parent);
    }

private:
    int minimumSeverity_ = 0;
};

}  // namespace

ValidationReportView::ValidationReportView(QWidget* parent)
    : QWidget(parent), model_(new ValidationReportModel(this)), proxy_(new ReportFilter(this)), table_(new QTableView(this)),
      filter_(new QLineEdit(this)), severity_(new QComboBox(this)), counts_(new QLabel(this)) {
    setObjectName(QStringLiteral("validationReport"));
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(ValidationReportModel::SortRole);
    proxy_->setFilterKeyColumn(-1);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(ValidationReportModel::Line, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setWordWrap(false);

    filter_->setPlaceholderText(tr("Filter: text in any column (hole id, file, message)…"));
    filter_->setClearButtonEnabled(true);
    severity_->addItem(tr("All problems"), static_cast<int>(drillholes::Severity::Note));
    severity_->addItem(tr("Warnings and errors"), static_cast<int>(drillholes::Severity::Warning));
    severity_->addItem(tr("Errors only"), static_cast<int>(drillholes::Severity::Error));
    connect(filter_, &QLineEdit::textChanged, this, &ValidationReportView::applyFilters);
    connect(severity_, &QComboBox::currentIndexChanged, this, &ValidationReportView::applyFilters);

    auto* filters = new QHBoxLayout;
    filters->addWidget(filter_, 1);
    filters->addWidget(severity_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(counts_);
    layout->addLayout(filters);
    layout->addWidget(table_, 1);
}

void ValidationReportView::setReport(drillholes::ValidationReport report) {
    using drillholes::Severity;
    counts_->setText(tr("Errors: %1 (rows left out) · warnings: %2 · notes: %3")
                         .arg(report.count(Severity::Error))
                         .arg(report.count(Severity::Warning))
                         .arg(report.count(Severity::Note)));
    model_->setReport(std::move(report));
    table_->resizeColumnsToContents();
}

const drillholes::ValidationReport& ValidationReportView::report() const { return model_->report(); }

void ValidationReportView::applyFilters() {
    static_cast<ReportFilter*>(proxy_)->setMinimumSeverity(severity_->currentData().toInt());
    proxy_->setFilterFixedString(filter_->text());
}

}  // namespace strata::gui
