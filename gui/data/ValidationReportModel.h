#pragma once
// The problems met while reading drillhole tables (or a point file) as a table model: file,
// line, column, hole, severity, message. Sorting uses Qt::UserRole (numbers for line and
// column, the severity's rank), so a QSortFilterProxyModel sorts them the way a user expects.
#include <QAbstractTableModel>

#include "strata/drillholes/ValidationReport.h"

namespace strata::gui {

class ValidationReportModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { File, Line, FieldColumn, Hole, SeverityColumn, Message, ColumnCount };
    static constexpr int SortRole = Qt::UserRole;

    explicit ValidationReportModel(QObject* parent = nullptr);
    void setReport(drillholes::ValidationReport report);
    const drillholes::ValidationReport& report() const { return report_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    static QString severityName(drillholes::Severity severity);

private:
    drillholes::ValidationReport report_;
};

}  // namespace strata::gui
