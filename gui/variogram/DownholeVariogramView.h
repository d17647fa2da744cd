#pragma once
// The down-hole variogram (pairs within one drillhole, lag along the hole) plotted with Qt Charts,
// with the model's nugget and total sill as horizontal lines: the first lags show the nugget
// effect that the horizontal directions cannot resolve.
#include <QChartView>
#include <QList>
#include <QPointF>

#include "strata/variogram/DownholeVariogram.h"
#include "strata/variogram/VariogramModel.h"

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace strata::gui {

class DownholeVariogramView : public QChartView {
    Q_OBJECT
public:
    explicit DownholeVariogramView(QWidget* parent = nullptr);

    // Plots the rows with pairs at a lag > 0 (row 0, a sample with itself, is left out).
    void setVariogram(const variogram::DownholeVariogram& downhole);
    void clear();
    void setModel(const variogram::VariogramModel& model);

    // (mean lag, gamma) of the plotted points, in lag order.
    QList<QPointF> points() const;
    // The nugget line's height.
    double nuggetLevel() const;

private:
    void rescale();

    QScatterSeries* points_;
    QLineSeries* nugget_;
    QLineSeries* sill_;
    QValueAxis* lagAxis_;
    QValueAxis* gammaAxis_;
    double nuggetValue_ = 0, sillValue_ = 0;
};

}  // namespace strata::gui
