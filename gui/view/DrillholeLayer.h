#pragma once
// Drillholes in the 3D view: collars as points, the whole hole paths as thin lines, and the
// intervals of the colouring table as tubes coloured by category (lithology) or by value, with
// the matching lookup table for the legend. Built on the GUI thread from DrillholeGeometry.
#include <QString>
#include <vtkActor.h>
#include <vtkScalarsToColors.h>
#include <vtkSmartPointer.h>

#include "project/DrillholeGeometry.h"

namespace strata::gui {

struct DrillholeLayer {
    vtkSmartPointer<vtkActor> collars;
    vtkSmartPointer<vtkActor> traces;
    vtkSmartPointer<vtkActor> intervals;        // null without a colouring table
    vtkSmartPointer<vtkScalarsToColors> colours;  // null without a colouring table
    QString legendTitle;
};

// `tubeRadius` in scene units; <= 0 picks 1/160 of the collars' horizontal extent.
DrillholeLayer makeDrillholeLayer(const DrillholeGeometry& geometry, double tubeRadius = 0.0);

}  // namespace strata::gui
