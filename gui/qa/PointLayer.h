#pragma once
// Data points in the 3D view as round dots coloured by value with a result's colour scale, and
// the neighbourhood preview: the search ellipsoid at the node (wireframe) and the data the
// kriging used there, enlarged, with their weights as labels.
#include <array>
#include <vector>

#include <vtkActor.h>
#include <vtkProp3D.h>
#include <vtkSmartPointer.h>

#include "estimation/NeighbourhoodPreview.h"
#include "qa/ColourScale.h"
#include "strata/core/PointSet.h"
#include "strata/kriging/KrigingOptions.h"

namespace strata::gui {

// Points of value column `column` that the style shows; z of 2-D points is `planeZ`.
vtkSmartPointer<vtkActor> makePointActor(const PointSet& points, std::size_t column, const ColourStyle& style,
                                         const std::array<double, 3>& sceneOrigin, double planeZ = 0,
                                         double pointSize = 7);

// The ellipsoid (or, for a global neighbourhood, nothing) and the used data with weight labels
// (the 12 largest weights are labelled).
std::vector<vtkSmartPointer<vtkProp3D>> makeNeighbourhoodProps(const NeighbourhoodPreview& preview, const PointSet& data,
                                                               const kriging::SearchNeighbourhood& search,
                                                               const std::array<double, 3>& sceneOrigin, double planeZ = 0);

}  // namespace strata::gui
