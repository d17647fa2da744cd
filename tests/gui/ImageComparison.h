#pragma once
// Image-regression checks for the 3D view, in the manner of F3D's tests: one per-pixel tolerance
// and one default threshold for every baseline; a failing comparison leaves the actual image and
// a difference image next to the build for a human to look at.
#include <QImage>
#include <QString>

namespace strata::gui::test {

struct ImageDifference {
    bool comparable = false;    // same size
    double differingFraction = 1.0;  // pixels whose largest channel difference exceeds the tolerance
    double meanAbsolute = 255.0;     // mean channel difference, 0..255
    QImage diff;                     // differing pixels in red over a dimmed copy of the actual image
};

// Channel difference that counts a pixel as different: absorbs rasterisation and driver noise
// (llvmpipe versions, line anti-aliasing), not a moved or recoloured object.
constexpr int kChannelTolerance = 40;
// Share of differing pixels a match may have (default for every baseline).
constexpr double kMaxDifferingFraction = 0.01;

ImageDifference compareImages(const QImage& actual, const QImage& expected);

// Share of pixels with a saturated colour (HSV saturation > 0.45 and value > 0.25): the view's
// background is a grey-blue gradient, so coloured data shows up here and an empty or black view
// scores near zero.
double colouredFraction(const QImage& image);

// Compares `actual` with tests/baselines/<name>.png. With STRATA_UPDATE_BASELINES=1 in the
// environment, writes the baseline instead. On a mismatch writes <name>_actual.png and
// <name>_diff.png into the test's build folder. Returns an empty string on success, else why not.
QString checkAgainstBaseline(const QImage& actual, const QString& name);

}  // namespace strata::gui::test

// One line per screenshot baseline in a Qt Test function: `image` against
// tests/baselines/<name>.png, the test failing with the reason.
#define STRATA_VERIFY_BASELINE(image, name)                                                                \
    do {                                                                                                  \
        const QString strataMismatch = ::strata::gui::test::checkAgainstBaseline((image), QStringLiteral(name)); \
        QVERIFY2(strataMismatch.isEmpty(), qPrintable(strataMismatch));                                   \
    } while (false)
