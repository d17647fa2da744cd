#include "surfaces/SurfaceStackLayer.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <QColor>
#include <QString>
#include <vtkCellArray.h>
#include <vtkCellData.h>
#include <vtkCutter.h>
#include <vtkDataSetSurfaceFilter.h>
#include <vtkDoubleArray.h>
#include <vtkIntArray.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkStructuredGrid.h>
#include <vtkThreshold.h>
#include <vtkUnstructuredGrid.h>

#include "strata/surfaces/LayerModel.h"

namespace strata::gui {

SurfaceStackLayer::SurfaceStackLayer(const surfaces::SurfaceModel& model, double bottom,
                                     const std::array<double, 3>& sceneOrigin)
    : origin_(sceneOrigin) {
    surfaces::LayerModelOptions options;
    options.bottom = bottom;
    const surfaces::LayerGrid layers = surfaces::buildLayerGrid(model, options);

    vtkNew<vtkPoints> points;
    points->SetDataTypeToDouble();
    points->SetNumberOfPoints(vtkIdType(layers.pointCount()));
    vtkNew<vtkDoubleArray> elevation;
    elevation->SetName("elevation");
    elevation->SetNumberOfValues(vtkIdType(layers.pointCount()));
    double zmin = HUGE_VAL, zmax = -HUGE_VAL;
    for (std::size_t p = 0; p < layers.pointCount(); ++p) {
        const double* xyz = &layers.points[3 * p];
        points->SetPoint(vtkIdType(p), xyz[0] - origin_[0], xyz[1] - origin_[1], xyz[2] - origin_[2]);
        elevation->SetValue(vtkIdType(p), xyz[2]);
        zmin = std::min(zmin, xyz[2]), zmax = std::max(zmax, xyz[2]);
    }
    vtkNew<vtkStructuredGrid> grid;
    grid->SetDimensions(int(layers.nx), int(layers.ny), int(layers.nk + 1));
    grid->SetPoints(points);
    grid->GetPointData()->AddArray(elevation);
    // Cells of units that are absent there (zero thickness) belong to no unit: -1.
    vtkNew<vtkIntArray> unit;
    unit->SetName("unit");
    unit->SetNumberOfValues(vtkIdType(layers.cellCount()));
    for (std::size_t c = 0; c < layers.cellCount(); ++c)
        unit->SetValue(vtkIdType(c), layers.cellThickness[c] > 0 ? layers.cellUnit[c] : -1);
    grid->GetCellData()->AddArray(unit);

    elevation_->SetHueRange(0.667, 0.0);
    elevation_->SetTableRange(zmin < zmax ? zmin : zmin - 1, zmin < zmax ? zmax : zmin + 1);
    elevation_->Build();
    plane_->SetOrigin(0, 0, 0);
    plane_->SetNormal(1, 0, 0);

    for (std::size_t k = 0; k < model.column.size(); ++k) {
        Unit u;
        const QColor colour(QString::fromStdString(model.column.colourOf(k)));
        u.colour = {colour.redF(), colour.greenF(), colour.blueF()};
        vtkNew<vtkThreshold> threshold;
        threshold->SetInputData(grid);
        threshold->SetInputArrayToProcess(0, 0, 0, vtkDataObject::FIELD_ASSOCIATION_CELLS, "unit");
        threshold->SetThresholdFunction(vtkThreshold::THRESHOLD_BETWEEN);
        threshold->SetLowerThreshold(double(k) - 0.5);
        threshold->SetUpperThreshold(double(k) + 0.5);
        threshold->Update();
        u.cells = std::size_t(threshold->GetOutput()->GetNumberOfCells());

        vtkNew<vtkDataSetSurfaceFilter> surface;
        surface->SetInputConnection(threshold->GetOutputPort());
        vtkNew<vtkPolyDataMapper> bodyMapper;
        bodyMapper->SetInputConnection(surface->GetOutputPort());
        u.body = vtkSmartPointer<vtkActor>::New();
        u.body->SetMapper(bodyMapper);

        vtkNew<vtkCutter> cutter;
        cutter->SetInputConnection(threshold->GetOutputPort());
        cutter->SetCutFunction(plane_);
        vtkNew<vtkPolyDataMapper> sectionMapper;
        sectionMapper->SetInputConnection(cutter->GetOutputPort());
        u.section = vtkSmartPointer<vtkActor>::New();
        u.section->SetMapper(sectionMapper);
        u.section->GetProperty()->SetLighting(false);
        u.section->SetVisibility(false);
        u.contacts = contactActor(model, k);
        applyColouring(u);
        units_.push_back(std::move(u));
    }
}

vtkSmartPointer<vtkActor> SurfaceStackLayer::contactActor(const surfaces::SurfaceModel& model, std::size_t unit) const {
    vtkNew<vtkPoints> points;
    points->SetDataTypeToDouble();
    vtkNew<vtkCellArray> vertices;
    for (const surfaces::ContactMisfit& c : model.misfit) {
        // A hole that ended above the surface gives a bound, not a contact.
        if (c.surface != unit || c.kind == surfaces::PickKind::BelowHoleEnd) continue;
        const vtkIdType id = points->InsertNextPoint(c.x - origin_[0], c.y - origin_[1], c.contactZ - origin_[2]);
        vertices->InsertNextCell(1, &id);
    }
    vtkNew<vtkPolyData> dots;
    dots->SetPoints(points);
    dots->SetVerts(vertices);
    vtkNew<vtkPolyDataMapper> mapper;
    mapper->SetInputData(dots);
    mapper->ScalarVisibilityOff();
    auto actor = vtkSmartPointer<vtkActor>::New();
    actor->SetMapper(mapper);
    actor->GetProperty()->SetPointSize(9.0f);
    actor->GetProperty()->RenderPointsAsSpheresOn();
    return actor;
}

std::vector<vtkActor*> SurfaceStackLayer::actors() const {
    std::vector<vtkActor*> all;
    for (const Unit& u : units_) all.push_back(u.body);
    for (const Unit& u : units_) all.push_back(u.section);
    for (const Unit& u : units_) all.push_back(u.contacts);
    return all;
}

void SurfaceStackLayer::setUnitVisible(std::size_t unit, bool visible) {
    Unit& u = units_.at(unit);
    u.visible = visible;
    u.body->SetVisibility(visible);
    u.contacts->SetVisibility(visible);
    u.section->SetVisibility(visible && section_.has_value());
}

void SurfaceStackLayer::applyColouring(Unit& u) {
    for (vtkActor* actor : {u.body.GetPointer(), u.section.GetPointer()}) {
        auto* mapper = vtkPolyDataMapper::SafeDownCast(actor->GetMapper());
        if (colouring_ == Colouring::Elevation) {
            mapper->SetScalarModeToUsePointFieldData();
            mapper->SelectColorArray("elevation");
            mapper->SetLookupTable(elevation_);
            mapper->UseLookupTableScalarRangeOn();
            mapper->ScalarVisibilityOn();
        } else {
            mapper->ScalarVisibilityOff();
        }
        actor->GetProperty()->SetColor(u.colour.data());
    }
    u.contacts->GetProperty()->SetColor(u.colour.data());  // contacts keep the unit's colour
}

void SurfaceStackLayer::setUnitColour(std::size_t unit, const std::array<double, 3>& rgb) {
    Unit& u = units_.at(unit);
    u.colour = rgb;
    applyColouring(u);
}

void SurfaceStackLayer::setColouring(Colouring colouring) {
    colouring_ = colouring;
    for (Unit& u : units_) applyColouring(u);
}

void SurfaceStackLayer::setSection(double x1, double y1, double x2, double y2) {
    const double dx = x2 - x1, dy = y2 - y1, length = std::hypot(dx, dy);
    if (!(length > 0)) throw std::invalid_argument("the section line needs two different points");
    // Normal to the left of the line: the clipping keeps where normal . (p - origin) >= 0.
    plane_->SetOrigin(x1 - origin_[0], y1 - origin_[1], 0.0);
    plane_->SetNormal(-dy / length, dx / length, 0.0);
    section_ = std::array<double, 4>{x1, y1, x2, y2};
    for (Unit& u : units_) {
        auto* mapper = u.body->GetMapper();
        mapper->RemoveAllClippingPlanes();
        mapper->AddClippingPlane(plane_);
        u.section->SetVisibility(u.visible);
    }
}

void SurfaceStackLayer::clearSection() {
    section_.reset();
    for (Unit& u : units_) {
        u.body->GetMapper()->RemoveAllClippingPlanes();
        u.section->SetVisibility(false);
    }
}

}  // namespace strata::gui
