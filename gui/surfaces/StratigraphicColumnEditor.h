#pragma once
// Edits a stratigraphic column: the ordered units (top first), each with a name, a colour, the
// rule of its base (conformable, erosional, onlap) and a density for tonnage. Add, remove and
// move units up or down. The editor only edits; the caller stores the column (the project).
#include <QWidget>

#include "strata/surfaces/StratigraphicColumn.h"

class QPushButton;
class QTableWidget;

namespace strata::gui {

class StratigraphicColumnEditor : public QWidget {
    Q_OBJECT
public:
    enum Column { NameColumn, ColourColumn, BaseColumn, DensityColumn, ColumnCount };

    explicit StratigraphicColumnEditor(QWidget* parent = nullptr);
    // Widens the table so that every unit name shows whole.
    void fitNames();

    // The column as edited (units without a name are left out).
    surfaces::StratigraphicColumn column() const;
    void setColumn(const surfaces::StratigraphicColumn& column);
    int unitCount() const;
    QTableWidget* table() const { return table_; }

public slots:
    void addUnit();
    void removeSelectedUnit();
    void moveSelectedUnit(int by);  // -1: up (younger), +1: down (older)

signals:
    void columnChanged();

private:
    void insertRow(int row, const surfaces::StratigraphicUnit& unit);
    surfaces::StratigraphicUnit unitAt(int row) const;
    void setColourCell(int row, const QString& colour);
    void chooseColour(int row);
    void updateButtons();

    QTableWidget* table_;
    QPushButton* remove_;
    QPushButton* up_;
    QPushButton* down_;
    bool filling_ = false;
};

}  // namespace strata::gui
