#pragma once
// The 3D layer model of a surface stack in the scene: one solid per unit (the cells of the
// structured layer grid, strata::surfaces::buildLayerGrid, that belong to the unit and have a
// thickness), coloured by the unit's colour or by elevation, each shown or hidden on its own,
// with the unit's contacts (the picks of its top in the holes: observed, pinch-outs, collars)
// as dots in the unit's colour,
// and a vertical section plane along a line: the solids are clipped on one side of it and the
// section's faces (vtkCutter) show the units on the plane. VTK objects: GUI thread only.
#include <array>
#include <cstddef>
#include <optional>
#include <vector>

#include <vtkActor.h>
#include <vtkLookupTable.h>
#include <vtkNew.h>
#include <vtkPlane.h>
#include <vtkSmartPointer.h>

#include "strata/surfaces/SurfaceStack.h"

namespace strata::gui {

class SurfaceStackLayer {
public:
    enum class Colouring { Unit, Elevation };

    // `bottom`: the base of the last unit; `sceneOrigin` is subtracted from every coordinate.
    SurfaceStackLayer(const surfaces::SurfaceModel& model, double bottom, const std::array<double, 3>& sceneOrigin);

    std::size_t unitCount() const { return units_.size(); }
    // Every actor (solids, section faces, then contacts), for adding to / removing from the scene.
    std::vector<vtkActor*> actors() const;
    vtkActor* unitActor(std::size_t unit) const { return units_.at(unit).body; }
    vtkActor* sectionActor(std::size_t unit) const { return units_.at(unit).section; }
    vtkActor* contactActor(std::size_t unit) const { return units_.at(unit).contacts; }
    // Cells of the unit's solid (0 where the unit is absent everywhere).
    std::size_t unitCellCount(std::size_t unit) const { return units_.at(unit).cells; }

    void setUnitVisible(std::size_t unit, bool visible);
    bool unitVisible(std::size_t unit) const { return units_.at(unit).visible; }

    // The unit's own colour (0..1 RGB), shown when colouring by unit.
    void setUnitColour(std::size_t unit, const std::array<double, 3>& rgb);
    const std::array<double, 3>& unitColour(std::size_t unit) const { return units_.at(unit).colour; }

    void setColouring(Colouring colouring);
    Colouring colouring() const { return colouring_; }
    vtkLookupTable* elevationColours() const { return elevation_; }

    // A vertical plane through the line (x1, y1) - (x2, y2), real-world coordinates; the solids
    // keep the side to the left of the line looking from the first point to the second.
    // Throws std::invalid_argument when the two points coincide.
    void setSection(double x1, double y1, double x2, double y2);
    void clearSection();
    bool hasSection() const { return section_.has_value(); }

private:
    struct Unit {
        vtkSmartPointer<vtkActor> body, section, contacts;
        std::array<double, 3> colour{};
        std::size_t cells = 0;
        bool visible = true;
    };
    void applyColouring(Unit& unit);
    vtkSmartPointer<vtkActor> contactActor(const surfaces::SurfaceModel& model, std::size_t unit) const;

    std::vector<Unit> units_;
    vtkNew<vtkPlane> plane_;
    vtkNew<vtkLookupTable> elevation_;
    Colouring colouring_ = Colouring::Unit;
    std::optional<std::array<double, 4>> section_;
    std::array<double, 3> origin_{};
};

}  // namespace strata::gui
