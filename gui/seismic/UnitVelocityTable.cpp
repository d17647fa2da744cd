#include "seismic/UnitVelocityTable.h"

#include <QDoubleSpinBox>
#include <QHeaderView>

namespace strata::gui {

namespace {

enum Column { NameColumn, VelocityColumn, GradientColumn };

struct SpinRange {
    double min, max;
    int decimals;
    double step;
    int minimumWidth;
};

QDoubleSpinBox* valueBox(QWidget* parent, const SpinRange& r, const QString& suffix, double value) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(r.min, r.max);
    box->setDecimals(r.decimals);
    box->setSingleStep(r.step);
    box->setSuffix(suffix);
    box->setMinimumWidth(r.minimumWidth);
    box->setValue(value);
    return box;
}

}  // namespace

UnitVelocityTable::UnitVelocityTable(QWidget* parent) : QTableWidget(0, 3, parent) {
    setObjectName(QStringLiteral("unitVelocities"));
    setHorizontalHeaderLabels({tr("Unit"), tr("Velocity"), tr("Gradient")});
    horizontalHeaderItem(VelocityColumn)->setToolTip(tr("Interval velocity at the unit's top"));
    horizontalHeaderItem(GradientColumn)->setToolTip(tr("Increase of the velocity per metre below the unit's top"));
    horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(VelocityColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(GradientColumn, QHeaderView::ResizeToContents);
    verticalHeader()->hide();
    setSelectionMode(QAbstractItemView::NoSelection);
}

void UnitVelocityTable::setUnits(const std::vector<seismic::StratumUnitVelocity>& units) {
    setRowCount(0);
    setRowCount(int(units.size()));
    for (int row = 0; row < int(units.size()); ++row) {
        const seismic::StratumUnitVelocity& unit = units[std::size_t(row)];
        auto* name = new QTableWidgetItem(QString::fromStdString(unit.name));
        name->setFlags(Qt::ItemIsEnabled);
        setItem(row, NameColumn, name);
        QDoubleSpinBox* velocity = valueBox(this, {1, 20000, 1, 50, 90}, tr(" m/s"), unit.velocity);
        QDoubleSpinBox* gradient = valueBox(this, {-100, 100, 3, 0.1, 80}, tr(" /s"), unit.gradient);
        setCellWidget(row, VelocityColumn, velocity);
        setCellWidget(row, GradientColumn, gradient);
        for (QDoubleSpinBox* box : {velocity, gradient})
            connect(box, &QDoubleSpinBox::valueChanged, this, &UnitVelocityTable::unitsChanged);
    }
    setFixedHeight(horizontalHeader()->sizeHint().height() + 2 * frameWidth() +
                   (rowCount() > 0 ? rowCount() * rowHeight(0) : 0));
    emit unitsChanged();
}

std::vector<seismic::StratumUnitVelocity> UnitVelocityTable::units() const {
    std::vector<seismic::StratumUnitVelocity> out;
    for (int row = 0; row < rowCount(); ++row)
        out.push_back({item(row, NameColumn)->text().toStdString(), velocityBox(row)->value(), gradientBox(row)->value()});
    return out;
}

QDoubleSpinBox* UnitVelocityTable::velocityBox(int row) const { return qobject_cast<QDoubleSpinBox*>(cellWidget(row, VelocityColumn)); }
QDoubleSpinBox* UnitVelocityTable::gradientBox(int row) const { return qobject_cast<QDoubleSpinBox*>(cellWidget(row, GradientColumn)); }

}  // namespace strata::gui
