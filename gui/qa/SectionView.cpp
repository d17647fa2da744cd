#include "qa/SectionView.h"

#include <cmath>

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

#include "qa/PlotFrame.h"

namespace strata::gui {

namespace {
constexpr double kLeft = 70, kBottom = 46, kTop = 34, kColourBar = 96;
}  // namespace

SectionView::SectionView(std::shared_ptr<const Grid> grid, std::size_t layer, const ColourStyle& style, QWidget* parent)
    : QWidget(parent), grid_(std::move(grid)), layer_(layer), style_(style) {
    setObjectName(QStringLiteral("sectionView"));
    setMinimumSize(420, 260);
    auto* layout = new QVBoxLayout(this);
    auto* controls = new QHBoxLayout;
    controls->addStretch(1);
    exaggeration_ = new QDoubleSpinBox;
    exaggeration_->setObjectName(QStringLiteral("sectionExaggeration"));
    exaggeration_->setRange(0.1, 100);
    exaggeration_->setDecimals(1);
    exaggeration_->setValue(1);
    exaggeration_->setSuffix(QStringLiteral(" x"));
    exaggeration_->setEnabled(grid_->spec.is3d());
    connect(exaggeration_, &QDoubleSpinBox::valueChanged, this, qOverload<>(&QWidget::update));
    controls->addWidget(new QLabel(tr("Vertical exaggeration")));
    controls->addWidget(exaggeration_);
    layout->addLayout(controls);
    layout->addStretch(1);
}

void SectionView::setLine(double x1, double y1, double x2, double y2) {
    section_ = sectionAlong(*grid_, layer_, x1, y1, x2, y2);
    if (grid_->spec.is3d()) {
        // Start with the section at least a third as tall as it is long, in round factors.
        const double height = grid_->spec.dz * double(grid_->spec.nz);
        double factor = 1;
        while (height * factor * 3 < section_.length && factor < 50) factor *= factor == 1 || factor == 10 ? 2 : 2.5;
        exaggeration_->setValue(factor);
    }
    setWindowTitle(tr("Section A–A′: %1, %2 to %3, %4").arg(x1, 0, 'f', 0).arg(y1, 0, 'f', 0).arg(x2, 0, 'f', 0).arg(y2, 0, 'f', 0));
    selectData();
    update();
}

void SectionView::setColourStyle(const ColourStyle& style) {
    style_ = style;
    update();
}

void SectionView::setData(std::shared_ptr<const PointSet> points, std::size_t column, double corridor) {
    data_ = std::move(points);
    dataColumn_ = column;
    corridor_ = corridor;
    selectData();
    update();
}

void SectionView::setVerticalExaggeration(double factor) { exaggeration_->setValue(factor); }

double SectionView::verticalExaggeration() const { return exaggeration_->value(); }

void SectionView::selectData() {
    posted_.clear();
    postedAlong_.clear();
    if (!data_ || section_.length <= 0 || data_->values.empty()) return;
    const double ux = (section_.x2 - section_.x1) / section_.length, uy = (section_.y2 - section_.y1) / section_.length;
    for (std::size_t i = 0; i < data_->size(); ++i) {
        const double dx = data_->x[i] - section_.x1, dy = data_->y[i] - section_.y1;
        const double along = dx * ux + dy * uy, across = -dx * uy + dy * ux;
        if (along < 0 || along > section_.length || std::abs(across) > corridor_) continue;
        posted_.push_back(i);
        postedAlong_.push_back(along);
    }
}

std::array<double, 4> SectionView::worldRect() const {
    if (section_.rows > 1)
        return {0, section_.length, section_.z0 - section_.dz / 2, section_.z0 + section_.dz * (double(section_.rows) - 0.5)};
    // A profile: the value axis spans the colour limits and every value drawn.
    double low = style_.scale.low(), high = style_.scale.high();
    for (float v : section_.values)
        if (std::isfinite(v)) {
            low = std::min(low, double(v));
            high = std::max(high, double(v));
        }
    const double pad = (high - low) * 0.05;
    return {0, std::max(section_.length, 1e-9), low - pad, high + pad};
}

QRectF SectionView::plotRect() const {
    const double top = kTop + exaggeration_->height();
    const QRectF r(kLeft, top, width() - kLeft - kColourBar - 10, height() - top - kBottom);
    if (section_.rows <= 1) return r;  // a profile fills the room
    const auto w = worldRect();
    return fitAspect(r, (w[1] - w[0]) / ((w[3] - w[2]) * verticalExaggeration()));
}

QPointF SectionView::toWidget(double along, double z) const { return toPlot(plotRect(), worldRect(), along, z); }

void SectionView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    if (section_.columns == 0) return;
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF r = plotRect();
    const auto w = worldRect();
    const QString name = QString::fromStdString(grid_->names[layer_]);
    static const std::vector<double> kNoValues;
    const std::vector<double>& values = data_ && !data_->values.empty() ? data_->values.at(dataColumn_) : kNoValues;
    if (section_.rows > 1) {
        QImage image(int(section_.columns), int(section_.rows), QImage::Format_ARGB32);
        for (std::size_t row = 0; row < section_.rows; ++row)
            for (std::size_t c = 0; c < section_.columns; ++c) {
                const double v = section_.value(c, row);
                image.setPixelColor(int(c), int(section_.rows - 1 - row), style_.visible(v) ? style_.scale.colour(v) : QColor(0, 0, 0, 0));
            }
        painter.drawImage(r, image);
        for (std::size_t k = 0; k < posted_.size(); ++k) {
            const std::size_t i = posted_[k];
            if (data_->dimension != 3 || !style_.visible(values[i])) continue;
            painter.setPen(QPen(Qt::black, 1));
            painter.setBrush(style_.scale.colour(values[i]));
            painter.drawEllipse(toWidget(postedAlong_[k], data_->z[i]), 3.5, 3.5);
        }
    } else {
        // The profile, broken where the line leaves the grid or crosses unestimated blocks.
        painter.setPen(QPen(QColor(30, 30, 30), 1.6));
        QPolygonF run;
        const auto flush = [&] {
            if (run.size() > 1) painter.drawPolyline(run);
            run.clear();
        };
        for (std::size_t c = 0; c < section_.columns; ++c) {
            const double v = section_.value(c, 0);
            if (std::isfinite(v)) run << toWidget(section_.along(c), v);
            else flush();
        }
        flush();
        for (std::size_t k = 0; k < posted_.size(); ++k) {
            painter.setPen(QPen(Qt::black, 1));
            painter.setBrush(style_.scale.colour(values[posted_[k]]));
            painter.drawEllipse(toWidget(postedAlong_[k], values[posted_[k]]), 3.5, 3.5);
        }
    }
    painter.setPen(palette().windowText().color());
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(r);
    drawAxes(painter, r, w, tr("Distance along A–A′"), section_.rows > 1 ? tr("Elevation") : name);
    painter.drawText(QPointF(r.left() - 4, r.top() - 6), QStringLiteral("A"));
    painter.drawText(QPointF(r.right() - 8, r.top() - 6), QStringLiteral("A′"));
    if (section_.rows > 1)
        drawColourBar(painter, QRectF(width() - kColourBar + 8, r.top() + 16, 16, std::max(40.0, r.height() - 16)), style_.scale, name);
}

}  // namespace strata::gui
