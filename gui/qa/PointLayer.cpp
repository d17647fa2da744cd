#include "qa/PointLayer.h"

#include <cmath>

#include <QString>
#include <vtkBillboardTextActor3D.h>
#include <vtkCellArray.h>
#include <vtkLookupTable.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkSphereSource.h>
#include <vtkDoubleArray.h>
#include <vtkTextProperty.h>

#include "strata/core/Anisotropy.h"

namespace strata::gui {

namespace {

vtkSmartPointer<vtkPolyData> vertices(const std::vector<std::array<double, 3>>& at) {
    vtkNew<vtkPoints> points;
    vtkNew<vtkCellArray> cells;
    for (const auto& p : at) {
        const vtkIdType id = points->InsertNextPoint(p.data());
        cells->InsertNextCell(1, &id);
    }
    auto poly = vtkSmartPointer<vtkPolyData>::New();
    poly->SetPoints(points);
    poly->SetVerts(cells);
    return poly;
}

std::array<double, 3> scenePoint(const PointSet& data, std::size_t i, const std::array<double, 3>& origin, double planeZ) {
    const double z = data.dimension == 3 ? data.z[i] : planeZ;
    return {data.x[i] - origin[0], data.y[i] - origin[1], z - origin[2]};
}

}  // namespace

vtkSmartPointer<vtkActor> makePointActor(const PointSet& points, std::size_t column, const ColourStyle& style,
                                         const std::array<double, 3>& sceneOrigin, double planeZ, double pointSize) {
    const auto& source = points.values.at(column);
    std::vector<std::array<double, 3>> at;
    at.reserve(points.size());
    vtkNew<vtkDoubleArray> values;
    values->SetName("value");
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (!style.visible(source[i])) continue;
        at.push_back(scenePoint(points, i, sceneOrigin, planeZ));
        values->InsertNextValue(source[i]);
    }
    auto poly = vertices(at);
    poly->GetPointData()->SetScalars(values);
    const ColourScale& scale = style.scale;
    vtkNew<vtkPolyDataMapper> mapper;
    mapper->SetInputData(poly);
    mapper->SetLookupTable(scale.lookupTable());
    mapper->SetScalarRange(scale.low(), scale.high());
    auto actor = vtkSmartPointer<vtkActor>::New();
    actor->SetMapper(mapper);
    actor->GetProperty()->SetPointSize(float(pointSize));
    actor->GetProperty()->SetRenderPointsAsSpheres(true);
    return actor;
}

std::vector<vtkSmartPointer<vtkProp3D>> makeNeighbourhoodProps(const NeighbourhoodPreview& preview, const PointSet& data,
                                                               const kriging::SearchNeighbourhood& search,
                                                               const std::array<double, 3>& sceneOrigin, double planeZ) {
    std::vector<vtkSmartPointer<vtkProp3D>> props;
    const std::array<double, 3> centre{preview.node[0] - sceneOrigin[0], preview.node[1] - sceneOrigin[1],
                                       (data.dimension == 3 ? preview.node[2] : planeZ) - sceneOrigin[2]};
    if (!search.global && search.radius > 0) {
        // A unit sphere mapped onto the ellipsoid: columns are the axes (GSLIB rotation) times radii.
        Anisotropy a;
        a.ang1 = search.ang1;
        a.ang2 = search.ang2;
        a.ang3 = search.ang3;
        const auto axes = AnisotropicMetric(a).axes();
        const double radii[3] = {search.radius, search.minorRadius(), search.verticalRadius()};
        // Points transformed here, not by a user matrix: the view's vertical exaggeration (the
        // actor's scale) must apply after the ellipsoid is placed, as for every other actor.
        vtkNew<vtkSphereSource> sphere;
        sphere->SetRadius(1.0);
        sphere->SetThetaResolution(36);
        sphere->SetPhiResolution(18);
        sphere->Update();
        vtkNew<vtkPolyData> shape;
        shape->DeepCopy(sphere->GetOutput());
        vtkPoints* corners = shape->GetPoints();
        for (vtkIdType i = 0; i < corners->GetNumberOfPoints(); ++i) {
            double u[3];
            corners->GetPoint(i, u);
            double p[3];
            for (int row = 0; row < 3; ++row) {
                p[row] = centre[std::size_t(row)];
                for (int col = 0; col < 3; ++col) p[row] += axes[std::size_t(col)][std::size_t(row)] * radii[col] * u[col];
            }
            corners->SetPoint(i, p);
        }
        vtkNew<vtkPolyDataMapper> mapper;
        mapper->SetInputData(shape);
        auto ellipsoid = vtkSmartPointer<vtkActor>::New();
        ellipsoid->SetMapper(mapper);
        ellipsoid->GetProperty()->SetRepresentationToWireframe();
        ellipsoid->GetProperty()->SetColor(1.0, 0.55, 0.1);
        ellipsoid->GetProperty()->LightingOff();
        props.push_back(ellipsoid);
    }
    std::vector<std::array<double, 3>> used{centre};
    for (const auto& n : preview.used) used.push_back(scenePoint(data, n.datum, sceneOrigin, planeZ));
    vtkNew<vtkPolyDataMapper> mapper;
    mapper->SetInputData(vertices(used));
    mapper->ScalarVisibilityOff();
    auto highlighted = vtkSmartPointer<vtkActor>::New();
    highlighted->SetMapper(mapper);
    highlighted->GetProperty()->SetColor(1.0, 0.3, 0.3);
    highlighted->GetProperty()->SetPointSize(13);
    highlighted->GetProperty()->SetRenderPointsAsSpheres(true);
    props.push_back(highlighted);
    for (std::size_t k = 0; k < preview.used.size() && k < 12; ++k) {
        auto label = vtkSmartPointer<vtkBillboardTextActor3D>::New();
        label->SetInput(QString::number(preview.used[k].weight, 'f', 3).toUtf8().constData());
        const auto p = used[k + 1];
        label->SetPosition(p[0], p[1], p[2]);
        label->GetTextProperty()->SetFontSize(14);
        label->GetTextProperty()->SetColor(1.0, 0.9, 0.8);
        label->SetDisplayOffset(8, 8);
        props.push_back(label);
    }
    return props;
}

}  // namespace strata::gui
