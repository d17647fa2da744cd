#pragma once
// The variogram plot (Qt Charts): experimental points per direction (marker size by number of
// pairs, a tool tip with lag, gamma and pairs), the model curve along each direction, and drag
// handles: the nugget at h = 0 (vertical), and one handle per structure at (range, nugget + sills
// up to it): dragging it sideways changes the structure's range, up and down its sill.
// The axes stay put while a handle is dragged, so the handle follows the mouse. The value axis
// reaches below 0 where points or the model do (cross variograms).
#include <optional>
#include <vector>

#include <QChartView>
#include <QPointF>

#include "strata/variogram/VariogramModel.h"
#include "variogram/ExperimentalDirection.h"

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace strata::gui {

struct ModelHandle {
    enum class Kind { Nugget, Structure };
    Kind kind = Kind::Nugget;
    int structure = -1;  // Structure only: index into the model's structures
};

class VariogramChartView : public QChartView {
    Q_OBJECT
public:
    explicit VariogramChartView(QWidget* parent = nullptr);

    void setDirections(const std::vector<ExperimentalDirection>& directions);
    // Fits the axes to the points and the model, unless a handle is being dragged.
    void setModel(const variogram::VariogramModel& model);
    const variogram::VariogramModel& model() const { return model_; }

    // Where a handle is drawn, in viewport pixels (tests drive drags with it).
    QPoint handlePosition(const ModelHandle& handle) const;
    // Lag and gamma under a viewport pixel.
    QPointF valueAt(const QPoint& viewportPosition) const;
    // The tool tip of experimental point `index` of direction `direction`.
    QString pointToolTip(int direction, int index) const;
    // Fits the axes to the points and the model's sill.
    void rescale();
    // A plot only shows (no handles, no drags): a fitted model's.
    void setEditable(bool editable);

signals:
    // While a handle moves: the model as it is now.
    void modelDragged(const strata::variogram::VariogramModel& model);
    // When the mouse is released after moving a handle.
    void dragFinished(const strata::variogram::VariogramModel& before, const strata::variogram::VariogramModel& after);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    QPointF toViewport(const QPointF& value) const;
    std::optional<ModelHandle> handleAt(const QPoint& position) const;
    void updateCurves();
    void updateHandles();

    std::vector<ExperimentalDirection> directions_;
    variogram::VariogramModel model_;
    struct PointSeries {
        QScatterSeries* series = nullptr;
        int direction = 0;
        std::vector<int> indices;  // into the direction's points
    };
    std::vector<PointSeries> pointSeries_;
    std::vector<QLineSeries*> curveSeries_;
    QScatterSeries* handleSeries_ = nullptr;
    QValueAxis* axisX_ = nullptr;
    QValueAxis* axisY_ = nullptr;
    std::optional<ModelHandle> dragged_;
    variogram::VariogramModel dragStart_;
    bool dragMoved_ = false;
    bool editable_ = true;
};

}  // namespace strata::gui
