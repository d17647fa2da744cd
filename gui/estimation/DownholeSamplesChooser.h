#pragma once
// How a 2-D estimation takes drillhole samples. Several samples down one hole share one (x, y):
// a 2-D grid needs one value there, and the engine would silently average every horizon of the
// hole into it. So the dialog asks, before anything runs: the mean of each hole, of each hole
// within a unit (a lithology, a horizon), of each hole between two elevations, or a 3-D grid.
#include <memory>
#include <optional>

#include <QWidget>

#include "strata/core/PointSet.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace strata::gui {

// Distinct (x, y) positions of `points`, to the centimetre.
std::size_t holePositions(const PointSet& points);

class DownholeSamplesChooser : public QWidget {
    Q_OBJECT
public:
    enum class Mode { Undecided, HoleMean, UnitMean, ElevationMean, ThreeD };

    explicit DownholeSamplesChooser(QWidget* parent = nullptr);

    // The samples loaded (all of the variable, or those of the chosen unit), how many distinct
    // (x, y) positions they lie on (holePositions, counted where they were loaded) and the
    // units the source offers (EstimationSource::units).
    void setData(const PointSet& points, std::size_t positions, const QStringList& units);
    // Whether samples share positions: the choice matters (for a 2-D grid).
    bool stacked() const { return positions_ < samples_; }
    Mode mode() const;
    void setMode(Mode mode);
    // The unit chosen ("" unless mode() is UnitMean).
    QString unit() const;
    void setUnit(const QString& unit);
    void setElevations(double low, double high);
    // What a 2-D run should read: `points`, between the elevations when that mode is chosen.
    std::shared_ptr<const PointSet> select(std::shared_ptr<const PointSet> points) const;
    // Why a 2-D run cannot start yet (undecided, or nothing between the elevations); empty when it can.
    QString problem(const PointSet& points) const;

signals:
    void unitChanged(const QString& unit);  // the data must be loaded again, of this unit only
    void threeDChosen();
    void changed();

private:
    void updateVisibility();
    bool inElevations(double z) const;
    // Emits unitChanged when the samples to load differ from those loaded.
    void announceUnit();

    QComboBox* mode_;
    QComboBox* unit_;
    QDoubleSpinBox* low_;
    QDoubleSpinBox* high_;
    QLabel* summary_;
    QString loadedUnit_;  // the unit of the samples the dialog loaded ("" for all)
    std::size_t samples_ = 0;
    std::size_t positions_ = 0;
};

}  // namespace strata::gui
