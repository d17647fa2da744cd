#include "data/DataTableView.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

#include "data/DataTableModel.h"

namespace strata::gui {

namespace {

// Text or numeric-comparison filter on one column or all of them.
class TableFilter : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void set(int column, const QString& text) {
        column_ = column;
        text_ = text.trimmed();
        comparison_.clear();
        static const QRegularExpression pattern(QStringLiteral(R"(^(<=|>=|<|>|=|==|!=)\s*([-+]?[0-9.]+(?:[eE][-+]?[0-9]+)?)$)"));
        const QRegularExpressionMatch match = pattern.match(text_);
        if (match.hasMatch()) {
            comparison_ = match.captured(1);
            threshold_ = match.captured(2).toDouble();
        }
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override {
        if (text_.isEmpty()) return true;
        const int first = column_ < 0 ? 0 : column_, last = column_ < 0 ? sourceModel()->columnCount() - 1 : column_;
        for (int c = first; c <= last; ++c) {
            const QVariant value = sourceModel()->data(sourceModel()->index(row, c, parent), Qt::DisplayRole);
            if (!comparison_.isEmpty() && value.typeId() == QMetaType::Double) {
                if (compare(value.toDouble())) return true;
            } else if (comparison_.isEmpty() && value.toString().contains(text_, Qt::CaseInsensitive)) {
                return true;
            }
        }
        return false;
    }

private:
    bool compare(double v) const {
        if (comparison_ == QLatin1String("<")) return v < threshold_;
        if (comparison_ == QLatin1String("<=")) return v <= threshold_;
        if (comparison_ == QLatin1String(">")) return v > threshold_;
        if (comparison_ == QLatin1String(">=")) return v >= threshold_;
        if (comparison_ == QLatin1String("!=")) return v != threshold_;
        return v == threshold_;
    }

    int column_ = -1;
    QString text_, comparison_;
    double threshold_ = 0;
};

}  // namespace

DataTableView::DataTableView(QWidget* parent)
    : QWidget(parent), model_(new DataTableModel(this)), proxy_(new TableFilter(this)), view_(new QTableView(this)),
      column_(new QComboBox(this)), filter_(new QLineEdit(this)), count_(new QLabel(this)) {
    setObjectName(QStringLiteral("dataTableView"));
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(Qt::EditRole);  // numbers as numbers, missing values first
    view_->setModel(proxy_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(-1, Qt::AscendingOrder);  // file order until the user sorts
    view_->setAlternatingRowColors(true);
    view_->verticalHeader()->setDefaultSectionSize(20);
    filter_->setPlaceholderText(tr("Filter: text, or in a numeric column a comparison such as > 1.5"));
    filter_->setClearButtonEnabled(true);
    connect(filter_, &QLineEdit::textChanged, this, &DataTableView::applyFilter);
    connect(column_, &QComboBox::currentIndexChanged, this, &DataTableView::applyFilter);
    connect(proxy_, &QAbstractItemModel::rowsInserted, this, &DataTableView::updateCount);
    connect(proxy_, &QAbstractItemModel::rowsRemoved, this, &DataTableView::updateCount);
    connect(proxy_, &QAbstractItemModel::modelReset, this, &DataTableView::updateCount);
    connect(proxy_, &QAbstractItemModel::layoutChanged, this, &DataTableView::updateCount);

    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Filter"), this));
    top->addWidget(column_);
    top->addWidget(filter_, 1);
    top->addWidget(count_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(view_, 1);
}

void DataTableView::setTable(DataTable table) {
    {
        const QSignalBlocker blocker(column_);
        column_->clear();
        column_->addItem(tr("any column"), -1);
        for (std::size_t c = 0; c < table.columns.size(); ++c) column_->addItem(table.columns[c].name, static_cast<int>(c));
    }
    model_->setTable(std::move(table));
    applyFilter();
}

const DataTable& DataTableView::table() const { return model_->table(); }

void DataTableView::setFilter(int column, const QString& text) {
    const QSignalBlocker blocker(column_);
    column_->setCurrentIndex(std::max(0, column_->findData(column)));
    filter_->setText(text);
    applyFilter();
}

void DataTableView::applyFilter() {
    static_cast<TableFilter*>(proxy_)->set(column_->currentData().toInt(), filter_->text());
    updateCount();
}

void DataTableView::updateCount() {
    count_->setText(tr("%1 of %2 rows").arg(proxy_->rowCount()).arg(model_->rowCount()));
}

}  // namespace strata::gui
