#pragma once
// Visual QA of a result grid in 3D: the grid as a coloured plane (2-D) or three orthogonal
// slices (3-D, each moveable), the data the job used as coloured dots, a colour bar, vertical
// exaggeration, a clipping plane along x, y or z, a colour style (map, limits, logarithmic scale,
// hiding values outside the limits), and picking: a click shows the value and the
// variance of the node under the cursor and asks for a neighbourhood preview there. Opens the
// 2-D map and the swath plot of the same layer.
#include <array>
#include <memory>
#include <optional>

#include <QPointer>
#include <QWidget>
#include <vtkNew.h>
#include <vtkPlane.h>
#include <vtkSmartPointer.h>

#include "jobs/JobRunner.h"
#include "qa/GridLayer.h"
#include "results/ResultCatalog.h"
#include "estimation/NeighbourhoodPreview.h"
#include "strata/kriging/KrigingOptions.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class vtkProp3D;

namespace strata::gui {

class ColourScaleEditor;
class GridMapView;
class SceneView;
class SwathPlotView;

// The data file and columns a job read ({"type": "krige"|"crossvalidate", "params": {"data":
// {"file", "columns"}}} or {"type": "idw"|"aidw", "params": {"data", "columns"}}); empty when the
// job names none.
std::pair<std::string, std::string> jobDataSource(const jobs::Json& job);

class ResultViewer : public QWidget {
    Q_OBJECT
public:
    ResultViewer(ResultCatalog& catalog, JobRunner& runner, QWidget* parent = nullptr);

    SceneView* sceneView() const { return view_; }
    int shownItem() const { return itemId_; }
    const GridLayer* gridLayer() const { return layer_.get(); }
    ColourScaleEditor* colourEditor() const { return colours_; }
    std::shared_ptr<const PointSet> data() const { return data_; }
    // The node under a widget position of the 3D view, if the grid is there.
    std::optional<NodeValue> pickAt(const QPoint& position);
    // What the last pick showed.
    QString pickText() const;

public slots:
    // Shows catalog item `id` (a grid), its first layer.
    void showItem(int id);
    void showLayer(int layer);
    // The colours and value filter of the shown layer (3D, data points and the 2-D map).
    void setColourStyle(const strata::gui::ColourStyle& style);
    void setSlice(int axis, int index);
    // `fraction` 0..1 along the axis; `enabled` false removes the clipping.
    void setClipping(bool enabled, int axis, double fraction);
    void showPreview(const strata::gui::NeighbourhoodPreview& preview, const strata::kriging::SearchNeighbourhood& search);
    GridMapView* openMapView();
    SwathPlotView* openSwathPlot();

signals:
    // A click on the grid: the node's real-world centre (for the neighbourhood preview).
    void nodePicked(double x, double y, double z);
    void dataLoaded();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fillItems();
    void rebuildScene();
    void buildLayer(std::size_t layer, double planeZ, const ColourStyle& style);
    void loadData(const ResultItem& item);
    void applyClipping();

    ResultCatalog& catalog_;
    JobRunner& runner_;
    int itemId_ = 0;
    std::shared_ptr<const ResultItem> item_;
    std::unique_ptr<GridLayer> layer_;
    std::shared_ptr<const PointSet> data_;
    std::vector<vtkSmartPointer<vtkProp3D>> previewProps_;
    std::optional<NeighbourhoodPreview> preview_;
    kriging::SearchNeighbourhood previewSearch_;
    vtkNew<vtkPlane> clipPlane_;
    bool clipping_ = false;
    int clipAxis_ = 0;
    double clipFraction_ = 0.5;
    QPoint pressedAt_;

    SceneView* view_;
    QComboBox* items_;
    QComboBox* layers_;
    QSlider* slices_[3];
    QCheckBox* clip_;
    QComboBox* clipAxisChoice_;
    QSlider* clipPosition_;
    QDoubleSpinBox* exaggeration_;
    QLabel* pick_;
    ColourScaleEditor* colours_;
    QPointer<GridMapView> map_;
};

}  // namespace strata::gui
