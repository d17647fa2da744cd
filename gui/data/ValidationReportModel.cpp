#include "data/ValidationReportModel.h"

#include <QBrush>
#include <QColor>
#include <QFileInfo>

namespace strata::gui {

ValidationReportModel::ValidationReportModel(QObject* parent) : QAbstractTableModel(parent) {}

void ValidationReportModel::setReport(drillholes::ValidationReport report) {
    beginResetModel();
    report_ = std::move(report);
    endResetModel();
}

int ValidationReportModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(report_.problems.size());
}

int ValidationReportModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString ValidationReportModel::severityName(drillholes::Severity severity) {
    switch (severity) {
        case drillholes::Severity::Error: return tr("error");
        case drillholes::Severity::Warning: return tr("warning");
        case drillholes::Severity::Note: return tr("note");
    }
    return {};
}

QVariant ValidationReportModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const drillholes::ValidationProblem& p = report_.problems[static_cast<std::size_t>(index.row())];
    const auto file = QString::fromStdString(p.file);
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
            case File: return QFileInfo(file).fileName();
            case Line: return p.line == 0 ? QVariant(QString()) : QVariant(static_cast<qulonglong>(p.line));
            case FieldColumn: return p.column == 0 ? QVariant(QString()) : QVariant(static_cast<qulonglong>(p.column));
            case Hole: return QString::fromStdString(p.holeId);
            case SeverityColumn: return severityName(p.severity);
            case Message: return QString::fromStdString(p.message);
        }
    } else if (role == SortRole) {
        switch (index.column()) {
            case File: return file;
            case Line: return static_cast<qulonglong>(p.line);
            case FieldColumn: return static_cast<qulonglong>(p.column);
            case Hole: return QString::fromStdString(p.holeId);
            case SeverityColumn: return static_cast<int>(p.severity);  // Note < Warning < Error
            case Message: return QString::fromStdString(p.message);
        }
    } else if (role == Qt::ToolTipRole) {
        return QString::fromStdString(drillholes::format(p));
    } else if (role == Qt::ForegroundRole && index.column() == SeverityColumn) {
        if (p.severity == drillholes::Severity::Error) return QBrush(QColor(0xb0, 0x20, 0x20));
        if (p.severity == drillholes::Severity::Warning) return QBrush(QColor(0x9a, 0x60, 0x00));
    }
    return {};
}

QVariant ValidationReportModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case File: return tr("File");
        case Line: return tr("Line");
        case FieldColumn: return tr("Column");
        case Hole: return tr("Hole");
        case SeverityColumn: return tr("Severity");
        case Message: return tr("Message");
    }
    return {};
}

}  // namespace strata::gui
