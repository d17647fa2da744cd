#include "blockmodel/BlockModelLayer.h"

#include <vtkCubeSource.h>
#include <vtkDoubleArray.h>
#include <vtkGlyph3D.h>
#include <vtkLookupTable.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>

#include "blockmodel/BlockModelResult.h"

namespace strata::gui {

BlockModelLayer::BlockModelLayer(std::shared_ptr<const io::Table> blocks, const std::array<double, 3>& sceneOrigin)
    : blocks_(std::move(blocks)), origin_(sceneOrigin), actor_(vtkSmartPointer<vtkActor>::New()) {}

vtkLookupTable* BlockModelLayer::lookupTable() const { return table_; }

std::size_t BlockModelLayer::apply(const BlockFilter& filter) {
    const BlockColumns c(*blocks_);
    const io::TableColumn& value = blocks_->column(filter.column);
    vtkNew<vtkPoints> centres;
    centres->SetDataTypeToDouble();
    vtkNew<vtkDoubleArray> sizes;
    sizes->SetName("size");
    sizes->SetNumberOfComponents(3);
    vtkNew<vtkDoubleArray> values;
    values->SetName("value");
    for (std::size_t b = 0; b < blocks_->rowCount(); ++b) {
        if (filter.hiddenUnits.count(c.unit->texts[b]) || (c.cls && filter.hiddenClasses.count(c.cls->texts[b]))) continue;
        const double v = value.numbers[b];
        if (!filter.style.visible(v)) continue;
        centres->InsertNextPoint(c.x->numbers[b] - origin_[0], c.y->numbers[b] - origin_[1], c.z->numbers[b] - origin_[2]);
        // A hair smaller than the block, so that neighbours' faces do not fight for the pixels.
        const double size[3] = {c.dx->numbers[b] * 0.999, c.dy->numbers[b] * 0.999, c.dz->numbers[b] * 0.999};
        sizes->InsertNextTuple(size);
        values->InsertNextValue(v);
    }
    shown_ = std::size_t(centres->GetNumberOfPoints());
    vtkNew<vtkPolyData> points;
    points->SetPoints(centres);
    points->GetPointData()->AddArray(sizes);
    points->GetPointData()->SetScalars(values);
    vtkNew<vtkCubeSource> cube;  // unit cube, scaled per block by its size
    vtkNew<vtkGlyph3D> boxes;
    boxes->SetInputData(points);
    boxes->SetSourceConnection(cube->GetOutputPort());
    boxes->SetInputArrayToProcess(1, 0, 0, vtkDataObject::FIELD_ASSOCIATION_POINTS, "size");
    boxes->SetScaleModeToScaleByVectorComponents();
    boxes->OrientOff();
    boxes->SetColorModeToColorByScalar();
    table_ = filter.style.scale.lookupTable();
    vtkNew<vtkPolyDataMapper> mapper;
    mapper->SetInputConnection(boxes->GetOutputPort());
    mapper->SetLookupTable(table_);
    mapper->SetScalarRange(filter.style.scale.low(), filter.style.scale.high());
    mapper->ScalarVisibilityOn();
    actor_->SetMapper(mapper);
    return shown_;
}

}  // namespace strata::gui
