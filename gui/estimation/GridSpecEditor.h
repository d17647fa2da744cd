#pragma once
// Edits a GridSpec: node counts, origin (centre of the first node) and cell sizes per axis, with
// "From data extent" proposing a grid snapped to round numbers (GridFromExtent).
#include <optional>

#include <QWidget>

#include "estimation/GridFromExtent.h"

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace strata::gui {

class GridSpecEditor : public QWidget {
    Q_OBJECT
public:
    explicit GridSpecEditor(QWidget* parent = nullptr);

    GridSpec spec() const;
    void setSpec(const GridSpec& spec);
    // The data extent the proposal uses; none disables the button.
    void setExtent(const std::optional<BoundingBox>& extent);
    // The data's spacing (3-D proposals follow it).
    void setDataSpacing(const DataSpacing& spacing) { spacing_ = spacing; }
    bool threeD() const;
    void setThreeD(bool on);

public slots:
    // Proposes the grid from the extent (nodes along the longest side from the spin box).
    void proposeFromExtent();

signals:
    void specChanged();

private:
    void updateSummary();

    QSpinBox* count_[3];
    QDoubleSpinBox* origin_[3];
    QDoubleSpinBox* cell_[3];
    QCheckBox* threeD_;
    QSpinBox* nodesAlongLongest_;
    QLabel* summary_;
    std::optional<BoundingBox> extent_;
    DataSpacing spacing_;
    bool setting_ = false;
};

}  // namespace strata::gui
