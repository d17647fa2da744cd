#include "strata/seismic/WaveOptions.h"

#include <algorithm>
#include <cmath>

#include "strata/core/Error.h"
#include "strata/seismic/RecursiveOperatorDesign.h"
#include "strata/seismic/Wavelet.h"

namespace strata::seismic {

void WaveOptions::validate(const std::string& stage) const {
    parseOperator(operatorName == "rational:auto" ? "rational" : operatorName, stage);
    if (boundaryWidth != 0 && (boundaryWidth < 4 || boundaryWidth > 400))
        throw ValidationError(stage, "boundary-width", "must be 4..400 cells (got " + std::to_string(boundaryWidth) + ")");
    if (!(peakFrequency > 0) || peakFrequency > 1e5)
        throw ValidationError(stage, "freq", "must be a positive frequency in Hz (got " + std::to_string(peakFrequency) + ")");
    if (dt < 0 || !std::isfinite(dt)) throw ValidationError(stage, "dt", "must be >= 0 (0 = automatic)");
}

SecondDerivativeOperator operatorFor(const WaveOptions& options, const VelocityModel& model, const std::string& stage) {
    const double band = requiredBand(std::max(model.dx, model.dz), 2.5 * options.peakFrequency, model.minVelocity());
    return parseOperator(options.operatorName, stage, band);
}

std::vector<float> sourceWavelet(const WaveOptions& options, double dt, int steps) {
    if (!options.wavelet.empty()) return resampleWavelet(options.wavelet, dt, std::size_t(steps));
    return rickerWavelet(options.peakFrequency, dt, std::size_t(steps));
}

}  // namespace strata::seismic
