#pragma once
// A block model in the 3D view: every block and sub-block as a box of its own size (one cube
// glyph scaled by dx, dy, dz), coloured by any numeric column in a colour style, and filtered by
// unit, by class and by the style's value filter (a cutoff: the lower limit). VTK objects: GUI
// thread only.
#include <array>
#include <memory>
#include <set>
#include <string>

#include <vtkActor.h>
#include <vtkSmartPointer.h>

#include "qa/ColourScale.h"
#include "strata/io/DelimitedReader.h"

class vtkLookupTable;

namespace strata::gui {

struct BlockFilter {
    std::string column;                   // the numeric column coloured by
    ColourStyle style;                    // its colours; hideOutside drops blocks out of the limits
    std::set<std::string> hiddenUnits;
    std::set<std::string> hiddenClasses;
};

class BlockModelLayer {
public:
    // `sceneOrigin` is subtracted from every coordinate.
    BlockModelLayer(std::shared_ptr<const io::Table> blocks, const std::array<double, 3>& sceneOrigin);

    vtkActor* actor() const { return actor_; }
    vtkLookupTable* lookupTable() const;
    // Rebuilds the boxes shown; returns how many.
    std::size_t apply(const BlockFilter& filter);
    std::size_t shownBlocks() const { return shown_; }

private:
    std::shared_ptr<const io::Table> blocks_;
    std::array<double, 3> origin_;
    vtkSmartPointer<vtkActor> actor_;
    vtkSmartPointer<vtkLookupTable> table_;
    std::size_t shown_ = 0;
};

}  // namespace strata::gui
