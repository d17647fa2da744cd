#include "seismic/SeismicSectionView.h"

#include <algorithm>
#include <cmath>

#include <QPainter>

namespace strata::gui {

namespace {

QRgb mix(QRgb a, QRgb b, double t) {
    auto channel = [t](int x, int y) { return int(std::lround(x + (y - x) * t)); };
    return qRgb(channel(qRed(a), qRed(b)), channel(qGreen(a), qGreen(b)), channel(qBlue(a), qBlue(b)));
}

// t in [-1, 1]: negative troughs, positive peaks.
QRgb seismicColour(double t, SeismicPalette palette) {
    t = std::clamp(t, -1.0, 1.0);
    if (palette == SeismicPalette::Grey) {
        const int v = int(std::lround(127.5 * (1.0 - t)));  // peaks black, troughs white
        return qRgb(v, v, v);
    }
    return t >= 0 ? mix(qRgb(255, 255, 255), qRgb(190, 0, 0), t) : mix(qRgb(255, 255, 255), qRgb(0, 40, 190), -t);
}

// t in [0, 1]: a blue - green - yellow ramp for velocities and illumination.
QRgb sequentialColour(double t) {
    static const QRgb stops[] = {qRgb(48, 18, 120), qRgb(33, 102, 172), qRgb(40, 170, 120), qRgb(190, 210, 60), qRgb(250, 240, 80)};
    t = std::clamp(t, 0.0, 1.0) * 4.0;
    const int i = std::min(3, int(t));
    return mix(stops[i], stops[i + 1], t - i);
}

}  // namespace

double absolutePercentile(const std::vector<float>& values, double percent) {
    std::vector<float> magnitudes;
    magnitudes.reserve(values.size());
    for (float v : values)
        if (std::isfinite(v)) magnitudes.push_back(std::abs(v));
    if (magnitudes.empty()) return 0.0;
    const auto k = std::size_t(std::clamp(percent, 0.0, 100.0) / 100.0 * double(magnitudes.size() - 1));
    std::nth_element(magnitudes.begin(), magnitudes.begin() + std::ptrdiff_t(k), magnitudes.end());
    return magnitudes[k];
}

SeismicSectionView::SeismicSectionView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("seismicSectionView"));
    setMinimumSize(320, 220);
    setToolTip(tr("Migrated section: distance along the line to the right, depth down"));
}

void SeismicSectionView::setSection(std::shared_ptr<const Grid> section) {
    section_ = std::move(section);
    rebuild();
}
void SeismicSectionView::setLayer(const QString& layer) {
    layer_ = layer;
    rebuild();
}
void SeismicSectionView::setDisplay(const QString& layer, SeismicPalette palette, double clipPercent, double gain,
                                    bool overlay) {
    layer_ = layer;
    palette_ = palette;
    clipPercent_ = clipPercent;
    gain_ = gain > 0 ? gain : 1.0;
    overlay_ = overlay;
    rebuild();
}
void SeismicSectionView::setColourMap(SeismicPalette palette) {
    palette_ = palette;
    rebuild();
}
void SeismicSectionView::setClipPercentile(double percent) {
    clipPercent_ = percent;
    rebuild();
}
void SeismicSectionView::setGain(double gain) {
    gain_ = gain > 0 ? gain : 1.0;
    rebuild();
}
void SeismicSectionView::setVelocityOverlay(bool on) {
    overlay_ = on;
    rebuild();
}

QImage SeismicSectionView::sectionImage() const { return image_; }

void SeismicSectionView::rebuild() {
    image_ = QImage();
    if (!section_ || section_->layers.empty()) {
        update();
        return;
    }
    const GridSpec& g = section_->spec;
    const auto names = section_->names;
    const auto found = std::find(names.begin(), names.end(), layer_.toStdString());
    const std::vector<float>& values = section_->layers[found == names.end() ? 0 : std::size_t(found - names.begin())];
    const bool isVelocity = found != names.end() && *found == "velocity";
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    const bool signedData = !values.empty() && *lo < 0 && !isVelocity;
    clip_ = absolutePercentile(values, clipPercent_) / gain_;
    if (!(clip_ > 0)) clip_ = 1.0;

    const std::vector<float>* velocity = nullptr;
    double vmin = 0, vmax = 1;
    const auto v = std::find(names.begin(), names.end(), std::string("velocity"));
    if (overlay_ && signedData && v != names.end()) {
        velocity = &section_->layers[std::size_t(v - names.begin())];
        const auto [a, b] = std::minmax_element(velocity->begin(), velocity->end());
        vmin = *a;
        vmax = *b > *a ? *b : *a + 1;
    }
    const double low = isVelocity ? *lo : 0.0;
    const double high = isVelocity ? (*hi > *lo ? double(*hi) : *lo + 1.0) : clip_;
    image_ = QImage(int(g.nx), int(g.nz), QImage::Format_RGB32);
    for (std::size_t iz = 0; iz < g.nz; ++iz) {
        auto* line = reinterpret_cast<QRgb*>(image_.scanLine(int(iz)));
        for (std::size_t ix = 0; ix < g.nx; ++ix) {
            const std::size_t n = iz * g.nx + ix;
            const double value = values[n];
            if (!std::isfinite(value)) {
                line[ix] = qRgb(200, 200, 200);
            } else if (signedData) {
                const double t = value / clip_;
                line[ix] = seismicColour(t, palette_);
                // Over the velocity model: weak amplitudes let the model show through.
                if (velocity) line[ix] = mix(sequentialColour(((*velocity)[n] - vmin) / (vmax - vmin)), line[ix], std::min(1.0, std::abs(t)));
            } else {
                line[ix] = sequentialColour((value - low) / (high - low));
            }
        }
    }
    update();
}

QRect SeismicSectionView::plotRect() const { return rect().adjusted(64, 30, -12, -12); }

void SeismicSectionView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    if (image_.isNull()) {
        painter.drawText(rect(), Qt::AlignCenter, tr("No section yet: run the migration."));
        return;
    }
    const QRect plot = plotRect();
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawImage(plot, image_);
    painter.setPen(palette().color(QPalette::Text));
    painter.drawRect(plot.adjusted(0, 0, -1, -1));

    // Axes: distance along the top, depth down the left, about five ticks each.
    const GridSpec& g = section_->spec;
    const double xEnd = g.x0 + g.dx * double(g.nx - 1), zEnd = g.z0 + g.dz * double(g.nz - 1);
    auto niceStep = [](double span) {
        const double raw = span / 5.0, magnitude = std::pow(10.0, std::floor(std::log10(raw)));
        for (double m : {1.0, 2.0, 5.0, 10.0})
            if (raw <= m * magnitude) return m * magnitude;
        return 10.0 * magnitude;
    };
    const QFontMetrics metrics(font());
    const double xStep = niceStep(std::max(xEnd - g.x0, g.dx)), zStep = niceStep(std::max(zEnd - g.z0, g.dz));
    for (double x = std::ceil(g.x0 / xStep) * xStep; x <= xEnd + 1e-9; x += xStep) {
        const int px = plot.left() + int(std::lround((x - g.x0) / std::max(xEnd - g.x0, 1e-9) * (plot.width() - 1)));
        painter.drawLine(px, plot.top(), px, plot.top() - 4);
        const QString label = QString::number(x);
        painter.drawText(px - metrics.horizontalAdvance(label) / 2, plot.top() - 7, label);
    }
    for (double z = std::ceil(g.z0 / zStep) * zStep; z <= zEnd + 1e-9; z += zStep) {
        const int py = plot.top() + int(std::lround((z - g.z0) / std::max(zEnd - g.z0, 1e-9) * (plot.height() - 1)));
        painter.drawLine(plot.left() - 4, py, plot.left(), py);
        const QString label = QString::number(z);
        painter.drawText(plot.left() - 8 - metrics.horizontalAdvance(label), py + metrics.ascent() / 2, label);
    }
    painter.drawText(QRect(0, 0, plot.left() - 6, plot.top() - 8), Qt::AlignRight | Qt::AlignBottom, tr("m"));
    painter.save();
    painter.translate(12, plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRect(-80, -10, 160, 20), Qt::AlignCenter, tr("depth (m)"));
    painter.restore();
}

}  // namespace strata::gui
