#include "view/DrillholeLayer.h"

#include <algorithm>
#include <array>
#include <cmath>

#include <vtkActor.h>
#include <vtkCellArray.h>
#include <vtkCellData.h>
#include <vtkDoubleArray.h>
#include <vtkIntArray.h>
#include <vtkLookupTable.h>
#include <vtkNew.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkTubeFilter.h>
#include <vtkVariant.h>

#include "view/ColourRampStyle.h"

namespace strata::gui {

namespace {

// A qualitative palette (ColorBrewer "Set2" and "Dark2", colour-blind friendlier than a rainbow)
// for categories the project gives no colour; they take colours in sorted order, so a category
// keeps its colour between sessions.
constexpr std::array<std::array<double, 3>, 16> kCategoryColours{{
    {0.400, 0.761, 0.647}, {0.988, 0.553, 0.384}, {0.553, 0.627, 0.796}, {0.906, 0.541, 0.765},
    {0.651, 0.847, 0.329}, {1.000, 0.851, 0.184}, {0.898, 0.769, 0.580}, {0.702, 0.702, 0.702},
    {0.106, 0.620, 0.467}, {0.851, 0.373, 0.008}, {0.459, 0.439, 0.702}, {0.906, 0.161, 0.541},
    {0.400, 0.651, 0.118}, {0.902, 0.671, 0.008}, {0.651, 0.463, 0.114}, {0.400, 0.400, 0.400},
}};
constexpr double kMissingColour[4] = {0.35, 0.35, 0.35, 1.0};

vtkSmartPointer<vtkPolyData> polylineData(const Polylines& lines) {
    vtkNew<vtkPoints> points;
    points->SetDataTypeToDouble();
    points->SetNumberOfPoints(static_cast<vtkIdType>(lines.pointCount()));
    for (std::size_t i = 0; i < lines.pointCount(); ++i)
        points->SetPoint(static_cast<vtkIdType>(i), lines.x[i], lines.y[i], lines.z[i]);
    vtkNew<vtkCellArray> cells;
    for (std::size_t line = 0; line < lines.lineCount(); ++line) {
        const auto begin = static_cast<vtkIdType>(lines.offsets[line]);
        const auto end = static_cast<vtkIdType>(lines.offsets[line + 1]);
        cells->InsertNextCell(end - begin);
        for (vtkIdType id = begin; id < end; ++id) cells->InsertCellPoint(id);
    }
    auto data = vtkSmartPointer<vtkPolyData>::New();
    data->SetPoints(points);
    data->SetLines(cells);
    return data;
}

vtkSmartPointer<vtkActor> actorFor(vtkAlgorithmOutput* input, vtkPolyData* data) {
    vtkNew<vtkPolyDataMapper> mapper;
    if (input)
        mapper->SetInputConnection(input);
    else
        mapper->SetInputData(data);
    mapper->ScalarVisibilityOff();
    auto actor = vtkSmartPointer<vtkActor>::New();
    actor->SetMapper(mapper);
    return actor;
}

vtkSmartPointer<vtkActor> collarActor(const DrillholeGeometry& geometry) {
    vtkNew<vtkPoints> points;
    points->SetDataTypeToDouble();
    vtkNew<vtkCellArray> vertices;
    for (std::size_t i = 0; i < geometry.collarX.size(); ++i) {
        const vtkIdType id = points->InsertNextPoint(geometry.collarX[i], geometry.collarY[i], geometry.collarZ[i]);
        vertices->InsertNextCell(1, &id);
    }
    vtkNew<vtkPolyData> data;
    data->SetPoints(points);
    data->SetVerts(vertices);
    auto actor = actorFor(nullptr, data);
    vtkProperty* property = actor->GetProperty();
    property->SetColor(0.97, 0.97, 0.92);
    property->SetPointSize(7.0f);
    property->RenderPointsAsSpheresOn();
    return actor;
}

double horizontalExtent(const DrillholeGeometry& geometry) {
    if (geometry.collarX.empty()) return 1.0;
    const auto [xmin, xmax] = std::minmax_element(geometry.collarX.begin(), geometry.collarX.end());
    const auto [ymin, ymax] = std::minmax_element(geometry.collarY.begin(), geometry.collarY.end());
    return std::max({*xmax - *xmin, *ymax - *ymin, 1.0});
}

vtkSmartPointer<vtkLookupTable> categoryColours(const DrillholeGeometry& geometry, const ColourBy& style) {
    auto table = vtkSmartPointer<vtkLookupTable>::New();
    const std::size_t count = std::max<std::size_t>(geometry.categories.size(), 1);
    table->SetNumberOfTableValues(static_cast<vtkIdType>(count));
    const auto rgb = categoryRgb(geometry, style);
    for (std::size_t i = 0; i < count; ++i) {
        const auto& c = i < rgb.size() ? rgb[i] : kCategoryColours[0];
        table->SetTableValue(static_cast<vtkIdType>(i), c[0], c[1], c[2], 1.0);
    }
    table->SetNanColor(kMissingColour[0], kMissingColour[1], kMissingColour[2], kMissingColour[3]);
    for (std::size_t i = 0; i < geometry.categories.size(); ++i)
        table->SetAnnotation(vtkVariant(static_cast<int>(i)), geometry.categories[i]);
    table->IndexedLookupOn();
    table->Build();
    return table;
}

// The intervals a style draws (all, less hidden categories or values outside the ramp's limits).
Polylines shownIntervals(const Polylines& all, const std::vector<bool>& shown) {
    Polylines lines;
    for (std::size_t line = 0; line < all.lineCount(); ++line) {
        if (!shown[line]) continue;
        for (std::size_t p = all.offsets[line]; p < all.offsets[line + 1]; ++p) {
            lines.x.push_back(all.x[p]);
            lines.y.push_back(all.y[p]);
            lines.z.push_back(all.z[p]);
        }
        lines.endLine();
    }
    return lines;
}

}  // namespace

std::vector<std::array<double, 3>> categoryRgb(const DrillholeGeometry& geometry, const ColourBy& style) {
    std::vector<std::array<double, 3>> rgb;
    std::size_t nextPaletteColour = 0;
    for (std::size_t i = 0; i < geometry.categories.size(); ++i) {
        const auto chosen = std::find_if(style.categories.begin(), style.categories.end(),
                                         [&](const CategoryColour& c) { return c.value == geometry.categories[i]; });
        if (chosen != style.categories.end())
            rgb.push_back(chosen->rgb);
        else if (i < geometry.categoryColours.size() && geometry.categoryColours[i])
            rgb.push_back(*geometry.categoryColours[i]);
        else
            rgb.push_back(kCategoryColours[nextPaletteColour++ % kCategoryColours.size()]);
    }
    return rgb;
}

ColourStyle intervalColourStyle(const DrillholeGeometry& geometry, const ColourRamp& ramp) {
    return colourStyle(ramp, summarise(std::span<const double>(geometry.intervalValue)));
}

DrillholeLayer makeDrillholeLayer(const DrillholeGeometry& geometry, const ColourBy& style, double tubeRadius) {
    DrillholeLayer layer;
    if (tubeRadius <= 0.0) tubeRadius = horizontalExtent(geometry) / 160.0;
    layer.collars = collarActor(geometry);

    layer.traces = actorFor(nullptr, polylineData(geometry.traces));
    layer.traces->GetProperty()->SetColor(0.62, 0.64, 0.68);
    layer.traces->GetProperty()->SetLineWidth(1.5f);

    if (geometry.colourTable.empty()) return layer;
    const std::size_t count = geometry.intervals.lineCount();
    std::vector<bool> shown(count, true);
    vtkSmartPointer<vtkDataArray> scalars;
    if (geometry.categorical) {
        std::vector<bool> hidden(geometry.categories.size(), false);
        for (std::size_t i = 0; i < geometry.categories.size(); ++i)
            hidden[i] = std::find(style.hiddenCategories.begin(), style.hiddenCategories.end(), geometry.categories[i]) !=
                        style.hiddenCategories.end();
        auto category = vtkSmartPointer<vtkIntArray>::New();
        for (std::size_t k = 0; k < count; ++k) {
            const int c = geometry.intervalCategory[k];
            shown[k] = c < 0 || !hidden[std::size_t(c)];
            if (shown[k]) category->InsertNextValue(c);
        }
        scalars = category;
        layer.colours = categoryColours(geometry, style);
    } else {
        const ColourStyle colours = intervalColourStyle(geometry, style.ramp);
        auto value = vtkSmartPointer<vtkDoubleArray>::New();
        for (std::size_t k = 0; k < count; ++k) {
            shown[k] = colours.visible(geometry.intervalValue[k]);  // missing values too, when filtering
            if (shown[k]) value->InsertNextValue(geometry.intervalValue[k]);
        }
        scalars = value;
        vtkSmartPointer<vtkLookupTable> table = colours.scale.lookupTable();
        table->SetNanColor(kMissingColour[0], kMissingColour[1], kMissingColour[2], kMissingColour[3]);
        layer.colours = table;
    }
    scalars->SetName(geometry.colourColumn.c_str());
    vtkSmartPointer<vtkPolyData> intervals = polylineData(shownIntervals(geometry.intervals, shown));
    intervals->GetCellData()->SetScalars(scalars);
    vtkNew<vtkTubeFilter> tubes;
    tubes->SetInputData(intervals);
    tubes->SetRadius(tubeRadius);
    tubes->SetNumberOfSides(10);
    tubes->CappingOn();
    layer.intervals = actorFor(tubes->GetOutputPort(), nullptr);
    auto* mapper = static_cast<vtkPolyDataMapper*>(layer.intervals->GetMapper());
    mapper->ScalarVisibilityOn();
    mapper->SetScalarModeToUseCellData();
    mapper->SetLookupTable(layer.colours);
    mapper->UseLookupTableScalarRangeOn();
    mapper->SetColorModeToMapScalars();
    layer.legendTitle = QString::fromStdString(geometry.colourColumn);
    return layer;
}

}  // namespace strata::gui
