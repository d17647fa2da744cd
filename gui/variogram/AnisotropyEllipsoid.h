#pragma once
// The variogram model's anisotropy ellipsoid in the 3D view: the structure with the largest
// range, its three ranges (major, major * ratio1, major * ratio2) along the axes of the engine's
// GSLIB rotation (strata::AnisotropicMetric), centred on the variogram data. It follows every
// model edit of the variogram panel and every new data set; VTK objects are touched on the GUI
// thread only.
#include <array>
#include <optional>

#include <QObject>
#include <QPointer>
#include <vtkNew.h>

#include "strata/variogram/VariogramModel.h"

class vtkActor;
class vtkPolyData;

namespace strata::gui {

class SceneView;
class VariogramPanel;

// The structure the ellipsoid and the map's ellipse show: the one with the largest range (null
// when the model has no structure).
const variogram::Structure* largestStructure(const variogram::VariogramModel& model);

// The ellipsoid's semi-axes as world vectors: major, minor and vertical axis scaled by their ranges.
std::array<std::array<double, 3>, 3> ellipsoidSemiAxes(const variogram::Structure& structure);

class AnisotropyEllipsoid : public QObject {
    Q_OBJECT
public:
    // Owned by the panel; draws into `view`.
    AnisotropyEllipsoid(SceneView* view, VariogramPanel* panel);
    ~AnisotropyEllipsoid() override;

    vtkActor* actor() const { return actor_; }

public slots:
    void update();
    // False while the variogram panel is closed: the ellipsoid leaves the view with it.
    void setShown(bool shown);

private:
    QPointer<SceneView> view_;  // the view may go before the panel when the window closes
    VariogramPanel* panel_;
    bool shown_ = true;
    vtkNew<vtkActor> actor_;
    vtkNew<vtkPolyData> geometry_;
};

}  // namespace strata::gui
