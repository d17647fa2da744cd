#include "view/SceneView.h"

#include <cmath>

#include <QTimer>

#include <vtkActor2D.h>
#include <vtkAxesActor.h>
#include <vtkCamera.h>
#include <vtkCaptionActor2D.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkGenericRenderWindowInteractor.h>
#include <vtkInteractorStyleTrackballCamera.h>
#include <vtkOrientationMarkerWidget.h>
#include <vtkProp3D.h>
#include <vtkProp3DCollection.h>
#include <vtkPropCollection.h>
#include <vtkRenderer.h>
#include <vtkScalarBarActor.h>
#include <vtkScalarsToColors.h>
#include <vtkTextProperty.h>

namespace strata::gui {

namespace {
constexpr double kLegendTextColour[3] = {0.92, 0.93, 0.95};

void styleAxisCaption(vtkCaptionActor2D* caption) {
    vtkTextProperty* property = caption->GetCaptionTextProperty();
    property->SetColor(kLegendTextColour[0], kLegendTextColour[1], kLegendTextColour[2]);
    property->SetFontSize(14);
    property->BoldOn();
    property->ItalicOff();
    property->ShadowOff();
}
}  // namespace

SceneView::SceneView(QWidget* parent) : VtkOpenGLWidget(parent) {
    renderer_->GradientBackgroundOn();
    renderer_->SetBackground(0.11, 0.12, 0.15);   // bottom
    renderer_->SetBackground2(0.33, 0.36, 0.43);  // top
    renderer_->SetBackgroundAlpha(1.0);           // opaque in grabbed images too
    renderWindow()->AddRenderer(renderer_);

    vtkNew<vtkInteractorStyleTrackballCamera> style;
    style->SetDefaultRenderer(renderer_);
    interactor()->SetInteractorStyle(style);

    // East, north and up: the axes of projected coordinates.
    axes_->SetShaftTypeToCylinder();
    axes_->SetTotalLength(1.0, 1.0, 1.0);
    axes_->SetXAxisLabelText("E");
    axes_->SetYAxisLabelText("N");
    axes_->SetZAxisLabelText("Z");
    for (vtkCaptionActor2D* caption : {axes_->GetXAxisCaptionActor2D(), axes_->GetYAxisCaptionActor2D(),
                                       axes_->GetZAxisCaptionActor2D()})
        styleAxisCaption(caption);
    orientationMarker_->SetOrientationMarker(axes_);
    orientationMarker_->SetInteractor(interactor());
    orientationMarker_->SetDefaultRenderer(renderer_);
    orientationMarker_->SetViewport(0.0, 0.0, 0.18, 0.24);
    orientationMarker_->SetEnabled(1);
    orientationMarker_->InteractiveOff();

    legend_->SetOrientationToVertical();
    legend_->SetPosition(0.88, 0.1);
    legend_->SetWidth(0.1);
    legend_->SetHeight(0.8);
    legend_->SetMaximumWidthInPixels(110);
    legend_->SetBarRatio(0.3);
    legend_->SetDrawAnnotations(true);
    legend_->SetUnconstrainedFontSize(true);
    for (vtkTextProperty* text : {legend_->GetTitleTextProperty(), legend_->GetLabelTextProperty(),
                                  legend_->GetAnnotationTextProperty()}) {
        text->SetColor(kLegendTextColour[0], kLegendTextColour[1], kLegendTextColour[2]);
        text->ShadowOff();
        text->ItalicOff();
        text->SetFontSize(13);
    }
    legend_->GetTitleTextProperty()->BoldOn();
    legend_->GetTitleTextProperty()->SetFontSize(15);
    legend_->VisibilityOff();
    renderer_->AddViewProp(legend_);

    connect(this, &VtkOpenGLWidget::frameRendered, this, &SceneView::onFrameRendered);
    resetCamera();
}

SceneView::~SceneView() {
    // The marker widget observes the interactor; detach it while both still exist.
    orientationMarker_->SetEnabled(0);
    orientationMarker_->SetInteractor(nullptr);
}

vtkRenderer* SceneView::renderer() const { return renderer_; }

void SceneView::setSceneOrigin(const std::array<double, 3>& origin) {
    sceneOrigin_ = origin;
    hasSceneOrigin_ = true;
}

void SceneView::addDataActor(vtkProp3D* actor) {
    actor->SetScale(1.0, 1.0, verticalExaggeration_);
    renderer_->AddViewProp(actor);
    waitingForFirstDataFrame_ = true;
    update();
}

void SceneView::removeDataActor(vtkProp3D* actor) {
    renderer_->RemoveViewProp(actor);
    update();
}

void SceneView::clearData() {
    vtkNew<vtkPropCollection> dataProps;
    vtkPropCollection* props = renderer_->GetViewProps();
    props->InitTraversal();
    while (vtkProp* prop = props->GetNextProp())
        if (vtkProp3D::SafeDownCast(prop)) dataProps->AddItem(prop);
    dataProps->InitTraversal();
    while (vtkProp* prop = dataProps->GetNextProp()) renderer_->RemoveViewProp(prop);
    waitingForFirstDataFrame_ = false;
    hasSceneOrigin_ = false;
    clearLegend();
    update();
}

bool SceneView::hasData() const {
    vtkPropCollection* props = renderer_->GetViewProps();
    props->InitTraversal();
    while (vtkProp* prop = props->GetNextProp())
        if (vtkProp3D::SafeDownCast(prop)) return true;
    return false;
}

void SceneView::setLegend(vtkScalarsToColors* colours, const QString& title) {
    legend_->SetLookupTable(colours);
    legend_->SetTitle(title.toUtf8().constData());
    // A categorical table shows one swatch per category and no numeric ticks.
    const bool categorical = colours && colours->GetIndexedLookup();
    legend_->SetDrawTickLabels(!categorical);
    hasLegend_ = colours != nullptr;
    legend_->SetVisibility(hasLegend_ && legendVisible_);
    update();
}

void SceneView::clearLegend() {
    legend_->SetLookupTable(nullptr);
    hasLegend_ = false;
    legend_->VisibilityOff();
    update();
}

bool SceneView::orientationAxesVisible() const { return orientationMarker_->GetEnabled() != 0; }

void SceneView::setVerticalExaggeration(double factor) {
    if (!(factor > 0.0) || factor == verticalExaggeration_) return;
    verticalExaggeration_ = factor;
    vtkPropCollection* props = renderer_->GetViewProps();
    props->InitTraversal();
    while (vtkProp* prop = props->GetNextProp())
        if (auto* actor = vtkProp3D::SafeDownCast(prop)) actor->SetScale(1.0, 1.0, factor);
    renderer_->ResetCameraClippingRange();
    emit verticalExaggerationChanged(factor);
    update();
}

void SceneView::resetCamera() {
    vtkCamera* camera = renderer_->GetActiveCamera();
    // Looking north-north-east and down 30 degrees: a geologist's usual first look at a deposit.
    constexpr double kPi = 3.14159265358979323846;
    const double azimuth = 20.0 * kPi / 180.0, elevation = 30.0 * kPi / 180.0;
    camera->SetFocalPoint(0.0, 0.0, 0.0);
    camera->SetPosition(-std::sin(azimuth) * std::cos(elevation), -std::cos(azimuth) * std::cos(elevation),
                        std::sin(elevation));
    camera->SetViewUp(0.0, 0.0, 1.0);
    camera->SetViewAngle(30.0);
    renderer_->ResetCamera();
    // ResetCamera fits the bounding sphere, which leaves a flat deposit small in the middle.
    camera->Zoom(1.3);
    renderer_->ResetCameraClippingRange();
    update();
}

void SceneView::setOrientationAxesVisible(bool visible) {
    orientationMarker_->SetEnabled(visible ? 1 : 0);
    if (visible) orientationMarker_->InteractiveOff();
    update();
}

void SceneView::setLegendVisible(bool visible) {
    legendVisible_ = visible;
    legend_->SetVisibility(hasLegend_ && visible);
    update();
}

void SceneView::onFrameRendered() {
    if (!waitingForFirstDataFrame_) return;
    waitingForFirstDataFrame_ = false;
    // Signalled after paintGL has returned and Qt has composed the frame: receivers may grab the
    // window or start rendering again without re-entering paintGL.
    QTimer::singleShot(0, this, &SceneView::firstDataFrameRendered);
}

}  // namespace strata::gui
