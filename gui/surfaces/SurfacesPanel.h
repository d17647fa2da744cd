#pragma once
// The surfaces dock: the units of the shown stack with a check box each (show / hide), the
// colouring (by unit or by elevation), the section line (typed, real-world x, y of its two
// ends), the volume and tonnage of each unit, and the QA table of misfits at every contact
// (sortable; the worst first on a click).
#include <memory>

#include <QWidget>

#include "strata/surfaces/SurfacesJob.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QSortFilterProxyModel;
class QTableView;
class QTableWidget;

namespace strata::gui {

class MisfitTableModel;
class SurfaceStackLayer;

class SurfacesPanel : public QWidget {
    Q_OBJECT
public:
    explicit SurfacesPanel(QWidget* parent = nullptr);

    // Shows `outcome`, drawn by `layer` (owned by the caller; null clears the panel).
    void setStack(std::shared_ptr<const surfaces::SurfacesOutcome> outcome, SurfaceStackLayer* layer);

    QListWidget* unitList() const { return units_; }
    QComboBox* colouring() const { return colouring_; }
    QTableView* misfitView() const { return misfitView_; }
    // Each unit's area, mean thickness, volume and tonnage (density from the column).
    QTableWidget* volumeTable() const { return volumes_; }
    MisfitTableModel* misfitModel() const { return misfit_; }
    // Sets the section line's ends and applies it.
    void setSectionLine(double x1, double y1, double x2, double y2);
    void clearSection();

signals:
    // The layer's look changed: the view should redraw.
    void layerChanged();

private:
    void applySection();

    std::shared_ptr<const surfaces::SurfacesOutcome> outcome_;
    SurfaceStackLayer* layer_ = nullptr;
    QListWidget* units_;
    QComboBox* colouring_;
    QDoubleSpinBox* line_[4];
    QLabel* summary_;
    MisfitTableModel* misfit_;
    QSortFilterProxyModel* sorted_;
    QTableView* misfitView_;
    QTableWidget* volumes_;
    void fillVolumes();
    bool filling_ = false;
};

}  // namespace strata::gui
