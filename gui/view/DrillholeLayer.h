#pragma once
// Drillholes in the 3D view: collars as points, the whole hole paths as thin lines, and the
// intervals of the colouring table as tubes coloured by category (lithology) or by value, with
// the matching lookup table for the legend. Built on the GUI thread from DrillholeGeometry, in
// the style the project chose (category colours, hidden categories, the colour ramp and its
// value filter), so that a change of style needs no new desurvey.
#include <QString>
#include <vtkActor.h>
#include <vtkScalarsToColors.h>
#include <vtkSmartPointer.h>

#include "project/DrillholeGeometry.h"
#include "qa/ColourScale.h"

namespace strata::gui {

struct DrillholeLayer {
    vtkSmartPointer<vtkActor> collars;
    vtkSmartPointer<vtkActor> traces;
    vtkSmartPointer<vtkActor> intervals;        // null without a colouring table
    vtkSmartPointer<vtkScalarsToColors> colours;  // null without a colouring table
    QString legendTitle;
};

// `style`: the colours of `geometry`'s colouring column (its table and column are not read);
// `tubeRadius` in scene units; <= 0 picks 1/160 of the collars' horizontal extent.
// The colour of each of `geometry`'s categories: the style's, else the project's, else the
// palette's next.
std::vector<std::array<double, 3>> categoryRgb(const DrillholeGeometry& geometry, const ColourBy& style);
// The colours of a numeric colouring: the ramp's, with open limits at the 2nd and 98th percentiles.
ColourStyle intervalColourStyle(const DrillholeGeometry& geometry, const ColourRamp& ramp);

DrillholeLayer makeDrillholeLayer(const DrillholeGeometry& geometry, const ColourBy& style = {}, double tubeRadius = 0.0);

}  // namespace strata::gui
