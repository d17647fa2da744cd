#include "ImageComparison.h"

#include <QColor>
#include <QDir>
#include <QFileInfo>
#include <QtGlobal>

#include <algorithm>
#include <cstdlib>

namespace strata::gui::test {

ImageDifference compareImages(const QImage& actualImage, const QImage& expectedImage) {
    ImageDifference result;
    if (actualImage.size() != expectedImage.size() || actualImage.isNull()) return result;
    const QImage actual = actualImage.convertToFormat(QImage::Format_RGB32);
    const QImage expected = expectedImage.convertToFormat(QImage::Format_RGB32);
    result.comparable = true;
    result.diff = QImage(actual.size(), QImage::Format_RGB32);
    long long differing = 0;
    double total = 0.0;
    for (int y = 0; y < actual.height(); ++y) {
        const auto* a = reinterpret_cast<const QRgb*>(actual.constScanLine(y));
        const auto* e = reinterpret_cast<const QRgb*>(expected.constScanLine(y));
        auto* d = reinterpret_cast<QRgb*>(result.diff.scanLine(y));
        for (int x = 0; x < actual.width(); ++x) {
            const int dr = std::abs(qRed(a[x]) - qRed(e[x]));
            const int dg = std::abs(qGreen(a[x]) - qGreen(e[x]));
            const int db = std::abs(qBlue(a[x]) - qBlue(e[x]));
            total += dr + dg + db;
            const bool differs = std::max({dr, dg, db}) > kChannelTolerance;
            differing += differs ? 1 : 0;
            d[x] = differs ? qRgb(255, 0, 0) : qRgb(qGray(a[x]) / 3, qGray(a[x]) / 3, qGray(a[x]) / 3);
        }
    }
    const double pixels = double(actual.width()) * actual.height();
    result.differingFraction = differing / pixels;
    result.meanAbsolute = total / (3.0 * pixels);
    return result;
}

double colouredFraction(const QImage& image) {
    if (image.isNull()) return 0.0;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    long long coloured = 0;
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x) {
            const QColor c(line[x]);
            if (c.hsvSaturationF() > 0.45f && c.valueF() > 0.25f) ++coloured;
        }
    }
    return double(coloured) / (double(rgb.width()) * rgb.height());
}

QString checkAgainstBaseline(const QImage& actual, const QString& name) {
    const QString baseline = QDir(QStringLiteral(STRATA_BASELINE_DIR)).filePath(name + QStringLiteral(".png"));
    if (qEnvironmentVariableIntValue("STRATA_UPDATE_BASELINES") == 1) {
        QDir().mkpath(QFileInfo(baseline).absolutePath());
        if (!actual.save(baseline)) return QStringLiteral("could not write the baseline %1").arg(baseline);
        qInfo("baseline written: %s", qPrintable(baseline));
        return {};
    }
    const QImage expected(baseline);
    const QDir output(QStringLiteral(STRATA_TEST_OUTPUT_DIR));
    const QString actualPath = output.filePath(name + QStringLiteral("_actual.png"));
    if (expected.isNull()) {
        actual.save(actualPath);
        return QStringLiteral("no baseline %1 (actual image: %2; STRATA_UPDATE_BASELINES=1 writes it)")
            .arg(baseline, actualPath);
    }
    const ImageDifference difference = compareImages(actual, expected);
    if (difference.comparable && difference.differingFraction <= kMaxDifferingFraction) return {};
    actual.save(actualPath);
    const QString diffPath = output.filePath(name + QStringLiteral("_diff.png"));
    if (difference.comparable) difference.diff.save(diffPath);
    return difference.comparable
               ? QStringLiteral("%1% of pixels differ from %2 by more than %3 (allowed %4%); mean difference %5. "
                                "Actual: %6, differences: %7")
                     .arg(difference.differingFraction * 100, 0, 'f', 3)
                     .arg(baseline)
                     .arg(kChannelTolerance)
                     .arg(kMaxDifferingFraction * 100)
                     .arg(difference.meanAbsolute, 0, 'f', 2)
                     .arg(actualPath, diffPath)
               : QStringLiteral("size %1x%2 differs from the baseline's %3x%4. Actual: %5")
                     .arg(actual.width())
                     .arg(actual.height())
                     .arg(expected.width())
                     .arg(expected.height())
                     .arg(actualPath);
}

}  // namespace strata::gui::test
