#include "qa/GridMapView.h"

#include <cmath>

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <vtkCellArray.h>
#include <vtkContourFilter.h>
#include <vtkFloatArray.h>
#include <vtkImageData.h>
#include <vtkPointData.h>
#include <vtkPolyData.h>

namespace strata::gui {

namespace {
constexpr int kMargin = 14;
constexpr int kColourBarWidth = 80;
constexpr std::size_t kMaxPostedValues = 400;  // more data are posted as dots without values
}  // namespace

GridMapView::GridMapView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("gridMapView"));
    setMinimumSize(320, 260);
    setMouseTracking(false);
}

void GridMapView::setGrid(std::shared_ptr<const Grid> grid, std::size_t layer, std::size_t level) {
    grid_ = std::move(grid);
    layer_ = layer;
    level_ = grid_ ? std::min(level, grid_->spec.nz - 1) : 0;
    rebuild();
}

void GridMapView::setData(std::shared_ptr<const PointSet> points, std::size_t column) {
    data_ = std::move(points);
    dataColumn_ = column;
    update();
}

void GridMapView::setContourCount(int levels) {
    contourCount_ = std::max(0, levels);
    rebuild();
}

void GridMapView::setPreview(const NeighbourhoodPreview& preview, const kriging::SearchNeighbourhood& search) {
    preview_ = preview;
    search_ = search;
    update();
}

void GridMapView::clearPreview() {
    preview_.reset();
    update();
}

void GridMapView::rebuild() {
    contours_.clear();
    contourValues_.clear();
    image_ = QImage();
    if (!grid_) {
        update();
        return;
    }
    const GridSpec& s = grid_->spec;
    const auto& values = grid_->layers.at(layer_);
    const std::size_t offset = level_ * s.nx * s.ny;
    scale_ = ColourScale::fitting(std::span<const float>(values.data() + offset, s.nx * s.ny));

    // One pixel per block, north up.
    image_ = QImage(int(s.nx), int(s.ny), QImage::Format_ARGB32);
    for (std::size_t j = 0; j < s.ny; ++j)
        for (std::size_t i = 0; i < s.nx; ++i)
            image_.setPixelColor(int(i), int(s.ny - 1 - j), scale_.colour(values[offset + i + s.nx * j]));

    if (contourCount_ > 0 && s.nx > 1 && s.ny > 1) {
        vtkNew<vtkImageData> image;
        image->SetDimensions(int(s.nx), int(s.ny), 1);
        image->SetOrigin(0, 0, 0);  // node index space: keeps float precision on UTM coordinates
        image->SetSpacing(1, 1, 1);
        vtkNew<vtkFloatArray> scalars;
        scalars->SetNumberOfValues(vtkIdType(s.nx * s.ny));
        for (std::size_t n = 0; n < s.nx * s.ny; ++n) scalars->SetValue(vtkIdType(n), values[offset + n]);
        image->GetPointData()->SetScalars(scalars);
        vtkNew<vtkContourFilter> contour;
        contour->SetInputData(image);
        const double step = (scale_.high() - scale_.low()) / (contourCount_ + 1);
        for (int k = 0; k < contourCount_; ++k) {
            contourValues_.push_back(scale_.low() + step * (k + 1));
            contour->SetValue(k, contourValues_.back());
        }
        contour->Update();
        vtkPolyData* lines = contour->GetOutput();
        vtkCellArray* cells = lines->GetLines();
        vtkNew<vtkIdList> ids;
        cells->InitTraversal();
        while (cells->GetNextCell(ids)) {
            for (vtkIdType k = 0; k + 1 < ids->GetNumberOfIds(); ++k) {
                double a[3], b[3];
                lines->GetPoint(ids->GetId(k), a);
                lines->GetPoint(ids->GetId(k + 1), b);
                // Segments next to unestimated (NaN) nodes have no position.
                if (!std::isfinite(a[0] + a[1] + b[0] + b[1])) continue;
                contours_.emplace_back(s.x0 + a[0] * s.dx, s.y0 + a[1] * s.dy, s.x0 + b[0] * s.dx, s.y0 + b[1] * s.dy);
            }
        }
    }
    update();
}

std::array<double, 4> GridMapView::worldRect() const {
    const GridSpec& s = grid_->spec;
    return {s.x0 - s.dx / 2, s.x0 + s.dx * (double(s.nx) - 0.5), s.y0 - s.dy / 2, s.y0 + s.dy * (double(s.ny) - 0.5)};
}

QRectF GridMapView::plotRect() const {
    const QRectF available(kMargin, kMargin, width() - 2 * kMargin - kColourBarWidth, height() - 2 * kMargin);
    if (!grid_ || available.width() <= 0 || available.height() <= 0) return available;
    const auto w = worldRect();
    const double aspect = (w[1] - w[0]) / (w[3] - w[2]);
    QRectF r = available;
    if (available.width() / available.height() > aspect) r.setWidth(available.height() * aspect);
    else r.setHeight(available.width() / aspect);
    return r;
}

QPointF GridMapView::toWidget(double x, double y) const {
    const QRectF r = plotRect();
    const auto w = worldRect();
    return {r.left() + (x - w[0]) / (w[1] - w[0]) * r.width(), r.bottom() - (y - w[2]) / (w[3] - w[2]) * r.height()};
}

std::array<double, 2> GridMapView::toWorld(const QPointF& position) const {
    const QRectF r = plotRect();
    const auto w = worldRect();
    return {w[0] + (position.x() - r.left()) / r.width() * (w[1] - w[0]),
            w[2] + (r.bottom() - position.y()) / r.height() * (w[3] - w[2])};
}

void GridMapView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
    if (!grid_) {
        painter.drawText(rect(), Qt::AlignCenter, tr("No grid"));
        return;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF r = plotRect();
    painter.drawImage(r, image_);
    painter.setPen(QPen(palette().windowText().color(), 1));
    painter.drawRect(r);

    painter.setPen(QPen(QColor(20, 20, 20, 190), 1.0));
    for (const QLineF& line : contours_) painter.drawLine(toWidget(line.x1(), line.y1()), toWidget(line.x2(), line.y2()));

    if (data_) {
        const bool label = data_->size() <= kMaxPostedValues;
        const auto& values = data_->values.at(dataColumn_);
        QFont font = painter.font();
        font.setPointSizeF(7.5);
        painter.setFont(font);
        for (std::size_t i = 0; i < data_->size(); ++i) {
            const QPointF p = toWidget(data_->x[i], data_->y[i]);
            if (!r.contains(p)) continue;
            painter.setPen(QPen(Qt::white, 1));
            painter.setBrush(scale_.colour(values[i]));
            painter.drawEllipse(p, 3.5, 3.5);
            if (label) {
                painter.setPen(Qt::black);
                painter.drawText(p + QPointF(5, -4), QString::number(values[i], 'g', 3));
            }
        }
    }

    if (preview_) {
        const QPointF centre = toWidget(preview_->node[0], preview_->node[1]);
        if (!search_.global && search_.radius > 0) {
            // The horizontal section of the ellipsoid: major axis at azimuth ang1 (clockwise from
            // north), minor axis across it.
            const auto w = worldRect();
            const double pixelsPerUnit = r.width() / (w[1] - w[0]);
            painter.save();
            painter.translate(centre);
            painter.rotate(search_.ang1);  // screen y points south, so clockwise is positive
            painter.setPen(QPen(QColor(255, 140, 25), 2));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(QPointF(0, 0), search_.minorRadius() * pixelsPerUnit, search_.radius * pixelsPerUnit);
            painter.restore();
        }
        painter.setPen(QPen(QColor(230, 40, 40), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawLine(centre + QPointF(-6, 0), centre + QPointF(6, 0));
        painter.drawLine(centre + QPointF(0, -6), centre + QPointF(0, 6));
        if (data_) {
            QFont bold = painter.font();
            bold.setBold(true);
            painter.setFont(bold);
            for (const auto& used : preview_->used) {
                const QPointF p = toWidget(data_->x[used.datum], data_->y[used.datum]);
                painter.setPen(QPen(QColor(230, 40, 40), 2));
                painter.drawEllipse(p, 6, 6);
                painter.setPen(QColor(140, 0, 0));
                painter.drawText(p + QPointF(7, 12), QString::number(used.weight, 'f', 3));
            }
        }
    }

    // Colour bar.
    const QRectF bar(width() - kColourBarWidth + 8, kMargin + 10, 16, height() - 2 * kMargin - 20);
    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    for (int k = 0; k <= 8; ++k) gradient.setColorAt(k / 8.0, scale_.colour(scale_.low() + (scale_.high() - scale_.low()) * k / 8.0));
    painter.setPen(palette().windowText().color());
    painter.setBrush(gradient);
    painter.drawRect(bar);
    painter.setFont(font());
    painter.drawText(QPointF(bar.right() + 4, bar.top() + 4), QString::number(scale_.high(), 'g', 4));
    painter.drawText(QPointF(bar.right() + 4, bar.bottom() + 4), QString::number(scale_.low(), 'g', 4));
    painter.drawText(QPointF(bar.left(), kMargin + 2), QString::fromStdString(grid_->names[layer_]));
}

void GridMapView::mousePressEvent(QMouseEvent* event) {
    if (!grid_ || event->button() != Qt::LeftButton || !plotRect().contains(event->position())) return;
    const auto world = toWorld(event->position());
    const GridSpec& s = grid_->spec;
    emit nodeClicked(world[0], world[1], s.is3d() ? s.z0 + s.dz * double(level_) : 0.0);
}

}  // namespace strata::gui
