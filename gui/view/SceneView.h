#pragma once
// The central 3D view: one renderer with trackball camera interaction, an orientation marker,
// a scalar bar (colour legend) and vertical exaggeration shared by every data layer.
//
// Coordinates: projects use real-world coordinates (UTM eastings of 350 000 m, northings of
// 9 700 000 m). Data layers subtract one scene origin (see setSceneOrigin) before building VTK
// geometry, so that single-precision GPU coordinates keep centimetre resolution, and vertical
// exaggeration scales z about that origin, so every layer stays registered with the others.
#include <array>

#include <QString>
#include <vtkNew.h>
#include <vtkSmartPointer.h>

#include "view/VtkOpenGLWidget.h"

class vtkAxesActor;
class vtkOrientationMarkerWidget;
class vtkProp3D;
class vtkRenderer;
class vtkScalarBarActor;
class vtkScalarsToColors;

namespace strata::gui {

class SceneView : public VtkOpenGLWidget {
    Q_OBJECT
public:
    explicit SceneView(QWidget* parent = nullptr);
    ~SceneView() override;

    vtkRenderer* renderer() const;

    // The real-world point that maps to the scene's (0, 0, 0); set once, before the first layer.
    void setSceneOrigin(const std::array<double, 3>& origin);
    const std::array<double, 3>& sceneOrigin() const { return sceneOrigin_; }
    bool hasSceneOrigin() const { return hasSceneOrigin_; }

    // Data actors take the current vertical exaggeration; clearData removes them all.
    void addDataActor(vtkProp3D* actor);
    void removeDataActor(vtkProp3D* actor);
    void clearData();
    bool hasData() const;

    // Shows a colour legend for `colours` (a categorical one when the lookup table is indexed).
    void setLegend(vtkScalarsToColors* colours, const QString& title);
    void clearLegend();

    double verticalExaggeration() const { return verticalExaggeration_; }
    bool orientationAxesVisible() const;
    bool legendVisible() const { return legendVisible_; }

public slots:
    void setVerticalExaggeration(double factor);
    // Oblique view from the south-south-west, 30 degrees above the horizon, fitting all data.
    void resetCamera();
    void setOrientationAxesVisible(bool visible);
    void setLegendVisible(bool visible);

signals:
    // Once after data first arrived, when the first frame showing it has been drawn.
    void firstDataFrameRendered();
    void verticalExaggerationChanged(double factor);

private:
    void onFrameRendered();

    vtkNew<vtkRenderer> renderer_;
    vtkNew<vtkAxesActor> axes_;
    vtkNew<vtkOrientationMarkerWidget> orientationMarker_;
    vtkNew<vtkScalarBarActor> legend_;
    std::array<double, 3> sceneOrigin_{0.0, 0.0, 0.0};
    bool hasSceneOrigin_ = false;
    double verticalExaggeration_ = 1.0;
    bool legendVisible_ = true;
    bool hasLegend_ = false;
    bool waitingForFirstDataFrame_ = false;
};

}  // namespace strata::gui
