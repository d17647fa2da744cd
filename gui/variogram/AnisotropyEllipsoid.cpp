#include "variogram/AnisotropyEllipsoid.h"

#include <vtkActor.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkPropCollection.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>
#include <vtkSphereSource.h>

#include "variogram/VariogramPanel.h"
#include "view/SceneView.h"

namespace strata::gui {

const variogram::Structure* largestStructure(const variogram::VariogramModel& model) {
    const variogram::Structure* largest = nullptr;
    for (const auto& structure : model.structures)
        if (structure.type != variogram::StructureType::Power && (!largest || structure.range > largest->range))
            largest = &structure;
    return largest;
}

std::array<std::array<double, 3>, 3> ellipsoidSemiAxes(const variogram::Structure& structure) {
    const auto axes = AnisotropicMetric(structure.anisotropy).axes();  // unit major, minor, vertical
    const double ranges[] = {structure.range, structure.range * structure.anisotropy.ratio1,
                             structure.range * structure.anisotropy.ratio2};
    std::array<std::array<double, 3>, 3> semiAxes{};
    for (int a = 0; a < 3; ++a)
        for (int c = 0; c < 3; ++c) semiAxes[a][c] = axes[a][c] * ranges[a];
    return semiAxes;
}

AnisotropyEllipsoid::AnisotropyEllipsoid(SceneView* view, VariogramPanel* panel)
    : QObject(panel), view_(view), panel_(panel) {
    setObjectName(QStringLiteral("anisotropyEllipsoid"));
    vtkNew<vtkPolyDataMapper> mapper;
    mapper->SetInputData(geometry_);
    mapper->ScalarVisibilityOff();
    actor_->SetMapper(mapper);
    actor_->GetProperty()->SetRepresentationToWireframe();
    actor_->GetProperty()->SetColor(1.0, 0.55, 0.1);
    actor_->GetProperty()->SetLineWidth(1.5);
    actor_->GetProperty()->LightingOff();  // the sphere's normals do not follow the stretch
    actor_->PickableOff();
    actor_->UseBoundsOff();  // "Reset camera" frames the data; a long range would dwarf them
    actor_->VisibilityOff();
    connect(panel_, &VariogramPanel::modelChanged, this, &AnisotropyEllipsoid::update);
    connect(panel_, &VariogramPanel::samplesChanged, this, &AnisotropyEllipsoid::update);
    update();
}

AnisotropyEllipsoid::~AnisotropyEllipsoid() {
    if (view_) view_->renderer()->RemoveViewProp(actor_);
}

void AnisotropyEllipsoid::setShown(bool shown) {
    shown_ = shown;
    update();
}

void AnisotropyEllipsoid::update() {
    const variogram::Structure* structure = largestStructure(panel_->model());
    const std::optional<std::array<double, 3>> centre = panel_->dataCentre();
    if (!view_) return;
    if (!structure || !centre || !shown_) {
        actor_->VisibilityOff();
        view_->update();
        return;
    }
    // A unit sphere whose x, y, z go to the minor, major and vertical semi-axes: with angles
    // (0, 0, 0) the major axis points north, as GSLIB's.
    vtkNew<vtkSphereSource> sphere;
    sphere->SetRadius(1);
    sphere->SetThetaResolution(32);
    sphere->SetPhiResolution(17);  // 16 steps of latitude: the equator is a ring of points
    sphere->Update();
    vtkPolyData* unit = sphere->GetOutput();
    const auto semi = ellipsoidSemiAxes(*structure);
    const std::array<double, 3> origin = view_->hasSceneOrigin() ? view_->sceneOrigin() : std::array<double, 3>{0, 0, 0};
    vtkNew<vtkPoints> points;
    points->SetDataTypeToDouble();
    points->SetNumberOfPoints(unit->GetNumberOfPoints());
    for (vtkIdType i = 0; i < unit->GetNumberOfPoints(); ++i) {
        double p[3];
        unit->GetPoint(i, p);
        double world[3];
        for (int c = 0; c < 3; ++c) world[c] = (*centre)[c] - origin[c] + p[0] * semi[1][c] + p[1] * semi[0][c] + p[2] * semi[2][c];
        points->SetPoint(i, world);
    }
    geometry_->ShallowCopy(unit);
    geometry_->SetPoints(points);
    geometry_->Modified();
    // Loading a project clears the view's data actors; the ellipsoid comes back with the next edit.
    if (!view_->renderer()->GetViewProps()->IsItemPresent(actor_)) view_->addDataActor(actor_);
    actor_->VisibilityOn();
    view_->update();
}

}  // namespace strata::gui
