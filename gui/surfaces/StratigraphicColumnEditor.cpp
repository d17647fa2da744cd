#include "surfaces/StratigraphicColumnEditor.h"

#include <cmath>

#include <QColorDialog>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <algorithm>
#include <QScrollBar>
#include <QVBoxLayout>

namespace strata::gui {

namespace {

const surfaces::BaseRule kRules[] = {surfaces::BaseRule::Conformable, surfaces::BaseRule::Erosional,
                                     surfaces::BaseRule::Onlap};

QString ruleLabel(surfaces::BaseRule rule) {
    switch (rule) {
        case surfaces::BaseRule::Conformable: return StratigraphicColumnEditor::tr("Conformable");
        case surfaces::BaseRule::Erosional: return StratigraphicColumnEditor::tr("Erosional (unconformity)");
        case surfaces::BaseRule::Onlap: return StratigraphicColumnEditor::tr("Onlap");
    }
    return {};
}

}  // namespace

StratigraphicColumnEditor::StratigraphicColumnEditor(QWidget* parent) : QWidget(parent), table_(new QTableWidget(this)) {
    table_->setColumnCount(ColumnCount);
    table_->setHorizontalHeaderLabels({tr("Unit"), tr("Colour"), tr("Base"), tr("Density (t/m³)")});
    table_->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->setToolTip(tr("Units from the top (youngest) down"));
    table_->setToolTip(tr("The units from the top (youngest) down. The base rule says which surface wins where "
                          "interpolated surfaces cross: an erosional base cuts the older units, an onlapping "
                          "unit rests on them, conformable surfaces meet half-way."));

    auto* add = new QPushButton(tr("Add"), this);
    remove_ = new QPushButton(tr("Remove"), this);
    up_ = new QPushButton(tr("Up"), this);
    down_ = new QPushButton(tr("Down"), this);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {add, remove_, up_, down_}) buttons->addWidget(b);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table_);
    layout->addLayout(buttons);

    connect(add, &QPushButton::clicked, this, &StratigraphicColumnEditor::addUnit);
    connect(remove_, &QPushButton::clicked, this, &StratigraphicColumnEditor::removeSelectedUnit);
    connect(up_, &QPushButton::clicked, this, [this] { moveSelectedUnit(-1); });
    connect(down_, &QPushButton::clicked, this, [this] { moveSelectedUnit(+1); });
    connect(table_, &QTableWidget::itemSelectionChanged, this, &StratigraphicColumnEditor::updateButtons);
    connect(table_, &QTableWidget::itemChanged, this, [this] {
        if (filling_) return;
        fitNames();
        emit columnChanged();
    });
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        if (column == ColourColumn) chooseColour(row);
    });
    updateButtons();
}

surfaces::StratigraphicColumn StratigraphicColumnEditor::column() const {
    surfaces::StratigraphicColumn c;
    for (int row = 0; row < table_->rowCount(); ++row) {
        surfaces::StratigraphicUnit u = unitAt(row);
        if (!u.name.empty()) c.units.push_back(std::move(u));
    }
    return c;
}

void StratigraphicColumnEditor::setColumn(const surfaces::StratigraphicColumn& column) {
    filling_ = true;
    table_->setRowCount(0);
    for (std::size_t k = 0; k < column.size(); ++k) {
        surfaces::StratigraphicUnit u = column.units[k];
        u.colour = column.colourOf(k);
        insertRow(int(k), u);
    }
    filling_ = false;
    fitNames();
    updateButtons();
    emit columnChanged();
}

void StratigraphicColumnEditor::fitNames() {
    // The name column stretches into what the others leave: the table asks for enough width
    // that no unit name is cut short at the dialog's size.
    const QFontMetrics metrics = table_->fontMetrics();
    int names = metrics.horizontalAdvance(table_->horizontalHeaderItem(NameColumn)->text());
    for (int row = 0; row < table_->rowCount(); ++row)
        if (const QTableWidgetItem* item = table_->item(row, NameColumn)) names = std::max(names, metrics.horizontalAdvance(item->text()));
    int others = 0;
    for (int c = ColourColumn; c < ColumnCount; ++c) {
        table_->resizeColumnToContents(c);
        others += table_->columnWidth(c);
    }
    const int padding = 24;  // the cell's margins and the stretch's rounding
    table_->setMinimumWidth(names + padding + others + table_->verticalHeader()->sizeHint().width() + 2 * table_->frameWidth() +
                            table_->verticalScrollBar()->sizeHint().width());
}

int StratigraphicColumnEditor::unitCount() const { return table_->rowCount(); }

void StratigraphicColumnEditor::insertRow(int row, const surfaces::StratigraphicUnit& unit) {
    const bool wasFilling = filling_;
    filling_ = true;
    table_->insertRow(row);
    table_->setItem(row, NameColumn, new QTableWidgetItem(QString::fromStdString(unit.name)));
    setColourCell(row, QString::fromStdString(unit.colour));
    auto* base = new QComboBox(table_);
    for (surfaces::BaseRule r : kRules) base->addItem(ruleLabel(r), int(r));
    base->setCurrentIndex(base->findData(int(unit.base)));
    connect(base, &QComboBox::currentIndexChanged, this, [this] {
        if (!filling_) emit columnChanged();
    });
    table_->setCellWidget(row, BaseColumn, base);
    auto* density = new QDoubleSpinBox(table_);
    density->setRange(0, 25);
    density->setDecimals(2);
    density->setSingleStep(0.1);
    density->setSpecialValueText(tr("unknown"));
    density->setValue(std::isfinite(unit.density) ? unit.density : 0.0);
    connect(density, &QDoubleSpinBox::valueChanged, this, [this] {
        if (!filling_) emit columnChanged();
    });
    table_->setCellWidget(row, DensityColumn, density);
    filling_ = wasFilling;
}

surfaces::StratigraphicUnit StratigraphicColumnEditor::unitAt(int row) const {
    surfaces::StratigraphicUnit u;
    if (const QTableWidgetItem* name = table_->item(row, NameColumn)) u.name = name->text().trimmed().toStdString();
    if (const QTableWidgetItem* colour = table_->item(row, ColourColumn))
        u.colour = colour->data(Qt::UserRole).toString().toStdString();
    if (auto* base = qobject_cast<QComboBox*>(table_->cellWidget(row, BaseColumn)))
        u.base = surfaces::BaseRule(base->currentData().toInt());
    if (auto* density = qobject_cast<QDoubleSpinBox*>(table_->cellWidget(row, DensityColumn)))
        u.density = density->value() > 0 ? density->value() : std::nan("");
    return u;
}

void StratigraphicColumnEditor::setColourCell(int row, const QString& colour) {
    auto* item = new QTableWidgetItem(colour);
    item->setData(Qt::UserRole, colour);
    item->setBackground(QColor(colour));
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    item->setToolTip(tr("Double-click to choose the colour"));
    table_->setItem(row, ColourColumn, item);
}

void StratigraphicColumnEditor::chooseColour(int row) {
    const QTableWidgetItem* item = table_->item(row, ColourColumn);
    const QColor chosen = QColorDialog::getColor(item ? QColor(item->data(Qt::UserRole).toString()) : Qt::gray, this,
                                                 tr("Colour of the unit"));
    if (!chosen.isValid()) return;
    setColourCell(row, chosen.name());
}

void StratigraphicColumnEditor::addUnit() {
    const int row = table_->currentRow() >= 0 ? table_->currentRow() + 1 : table_->rowCount();
    surfaces::StratigraphicUnit u;
    u.name = tr("UNIT%1").arg(table_->rowCount() + 1).toStdString();
    surfaces::StratigraphicColumn palette;
    palette.units.resize(std::size_t(row) + 1);
    u.colour = palette.colourOf(std::size_t(row));
    insertRow(row, u);
    table_->selectRow(row);
    emit columnChanged();
}

void StratigraphicColumnEditor::removeSelectedUnit() {
    const int row = table_->currentRow();
    if (row < 0) return;
    table_->removeRow(row);
    updateButtons();
    emit columnChanged();
}

void StratigraphicColumnEditor::moveSelectedUnit(int by) {
    const int row = table_->currentRow();
    const int to = row + by;
    if (row < 0 || to < 0 || to >= table_->rowCount()) return;
    const surfaces::StratigraphicUnit u = unitAt(row);
    filling_ = true;
    table_->removeRow(row);
    insertRow(to, u);
    filling_ = false;
    table_->selectRow(to);
    emit columnChanged();
}

void StratigraphicColumnEditor::updateButtons() {
    const int row = table_->currentRow();
    remove_->setEnabled(row >= 0);
    up_->setEnabled(row > 0);
    down_->setEnabled(row >= 0 && row + 1 < table_->rowCount());
}

}  // namespace strata::gui
