#include "view/ColourRampStyle.h"

namespace strata::gui {

ColourStyle colourStyle(const ColourRamp& ramp, const ValueSummary& values) {
    const ColourMap map = colourMapFromKey(ramp.map).value_or(ColourMap::Viridis);
    const ColourScale robust = ColourScale::robust(values, map, ramp.logarithmic);
    return {ColourScale(ramp.low.value_or(robust.low()), ramp.high.value_or(robust.high()), map, ramp.logarithmic),
            ramp.hideOutside};
}

ColourRamp colourRamp(const ColourStyle& style) {
    return {colourMapKey(style.scale.map()), style.scale.logarithmic(), style.scale.low(), style.scale.high(), style.hideOutside};
}

}  // namespace strata::gui
