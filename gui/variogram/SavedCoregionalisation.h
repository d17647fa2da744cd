#pragma once
// The variogram panel's LMC fit as the project keeps it (ProjectCoregionalisation), and back.
#include "project/ProjectFile.h"
#include "variogram/CoregionalisationView.h"

namespace strata::gui {

// The fit's model, report, settings and experimental points; the primary's variogram (name,
// source, table, variable, unit) is the caller's to fill.
ProjectCoregionalisation coregionalisationEntry(const CoregionalisationFit& fit);
// The fit as the panel shows it: each variogram's fit points are its directions' points, in order
// (as lmcFitPoints gives them).
CoregionalisationFit coregionalisationFitOf(const ProjectCoregionalisation& entry);

}  // namespace strata::gui
