#pragma once
// The interval velocity of each unit of the column, top first: one row per unit with its velocity
// at the unit's top (m/s) and its gradient below the top (m/s per m), edited in spin boxes.
#include <vector>

#include <QTableWidget>

#include "strata/seismic/StratumVelocity.h"

class QDoubleSpinBox;

namespace strata::gui {

class UnitVelocityTable : public QTableWidget {
    Q_OBJECT
public:
    explicit UnitVelocityTable(QWidget* parent = nullptr);

    void setUnits(const std::vector<seismic::StratumUnitVelocity>& units);
    std::vector<seismic::StratumUnitVelocity> units() const;
    QDoubleSpinBox* velocityBox(int row) const;
    QDoubleSpinBox* gradientBox(int row) const;

signals:
    void unitsChanged();
};

}  // namespace strata::gui
