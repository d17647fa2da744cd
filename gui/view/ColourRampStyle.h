#pragma once
// A project's colour ramp (plain data, gui/project) as the colour style the views draw with, and
// back: limits the ramp leaves open are the values' 2nd and 98th percentiles.
#include "project/ProjectFile.h"
#include "qa/ColourScale.h"

namespace strata::gui {

ColourStyle colourStyle(const ColourRamp& ramp, const ValueSummary& values);
ColourRamp colourRamp(const ColourStyle& style);

}  // namespace strata::gui
