#include "seismic/UnitVelocityTable.h"

#include <QDoubleSpinBox>
#include <QHeaderView>

namespace strata::gui {

namespace {

enum Column { NameColumn, VelocityColumn, GradientColumn };

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
        auto* velocity = new QDoubleSpinBox(this);
        velocity->setRange(1, 20000);
        velocity->setDecimals(1);
        velocity->setSingleStep(50);
        velocity->setSuffix(tr(" m/s"));
        velocity->setMinimumWidth(90);
        velocity->setValue(unit.velocity);
        setCellWidget(row, VelocityColumn, velocity);
        auto* gradient = new QDoubleSpinBox(this);
        gradient->setRange(-100, 100);
        gradient->setDecimals(3);
        gradient->setSingleStep(0.1);
        gradient->setSuffix(tr(" /s"));
        gradient->setMinimumWidth(80);
        gradient->setValue(unit.gradient);
        setCellWidget(row, GradientColumn, gradient);
        connect(velocity, &QDoubleSpinBox::valueChanged, this, &UnitVelocityTable::unitsChanged);
        connect(gradient, &QDoubleSpinBox::valueChanged, this, &UnitVelocityTable::unitsChanged);
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
