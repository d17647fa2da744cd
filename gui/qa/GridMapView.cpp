#include "qa/GridMapView.h"

#include <cmath>

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <vtkCellArray.h>
#include <vtkContourFilter.h>
#include <vtkFloatArray.h>
#include <vtkImageData.h>
#include <vtkPointData.h>
#include <vtkPolyData.h>

#include "qa/PlotFrame.h"

namespace strata::gui {

namespace {
constexpr double kLeft = 64, kBottom = 46, kTop = 30, kRight = 12;
constexpr double kColourBarWidth = 96;
constexpr std::size_t kMaxPostedValues = 400;  // more data are posted as dots without values
constexpr double kLabelSpacing = 220;          // pixels between labels of one contour level
constexpr double kLabelClearance = 64;         // pixels between any two labels

// The text of a contour label reads left to right: the angle of the segment folded into
// -90..90 degrees.
double uprightAngle(const QLineF& line) {
    double angle = -line.angle();  // QLineF: counter-clockwise degrees; painter: clockwise
    while (angle > 90) angle -= 180;
    while (angle < -90) angle += 180;
    return angle;
}
}  // namespace

GridMapView::GridMapView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("gridMapView"));
    setMinimumSize(320, 260);
    setMouseTracking(false);
}

void GridMapView::setGrid(std::shared_ptr<const Grid> grid, std::size_t layer, std::size_t level,
                          std::optional<ColourStyle> style) {
    grid_ = std::move(grid);
    layer_ = layer;
    level_ = grid_ ? std::min(level, grid_->spec.nz - 1) : 0;
    chosenStyle_ = std::move(style);
    rebuild();
    if (section_ && grid_ && sectionLine_) {
        section_->deleteLater();  // the section of another layer: drawn again from the new one
        openSection(sectionLine_->x1(), sectionLine_->y1(), sectionLine_->x2(), sectionLine_->y2());
    }
}

void GridMapView::setColourStyle(const ColourStyle& style) {
    chosenStyle_ = style;
    rebuild();
    if (section_) section_->setColourStyle(style);
}

SectionView* GridMapView::openSection(double x1, double y1, double x2, double y2) {
    if (!grid_) return nullptr;
    auto* view = new SectionView(grid_, layer_, style_, this);
    try {
        view->setLine(x1, y1, x2, y2);
    } catch (...) {
        delete view;
        throw;
    }
    if (section_) section_->close();
    section_ = view;
    view->setWindowFlag(Qt::Window);
    view->setAttribute(Qt::WA_DeleteOnClose);
    // Data within one block either side, or two in a 2-D grid (its data are scattered in z).
    const GridSpec& s = grid_->spec;
    if (data_) view->setData(data_, dataColumn_, std::max(s.dx, s.dy) * (s.is3d() ? 1.0 : 2.0));
    sectionLine_ = QLineF(x1, y1, x2, y2);
    view->show();
    view->raise();
    update();
    return view;
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
    contourLevel_.clear();
    contourValues_.clear();
    image_ = QImage();
    if (!grid_) {
        update();
        return;
    }
    const GridSpec& s = grid_->spec;
    const auto& values = grid_->layers.at(layer_);
    const std::size_t offset = level_ * s.nx * s.ny;
    style_ = chosenStyle_ ? *chosenStyle_
                          : ColourStyle(ColourScale::robust(summarise(std::span<const float>(values.data() + offset, s.nx * s.ny))));
    const ColourScale& scale = style_.scale;

    // One pixel per block, north up; blocks the value filter hides are left transparent.
    image_ = QImage(int(s.nx), int(s.ny), QImage::Format_ARGB32);
    for (std::size_t j = 0; j < s.ny; ++j)
        for (std::size_t i = 0; i < s.nx; ++i) {
            const float v = values[offset + i + s.nx * j];
            image_.setPixelColor(int(i), int(s.ny - 1 - j), style_.visible(v) ? scale.colour(v) : QColor(0, 0, 0, 0));
        }

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
        // Round values, so that the labels read well (0.5, 1.0, 1.5 rather than 0.4871, ...).
        const double step = niceStep(scale.high() - scale.low(), contourCount_ + 1);
        for (double v : multiplesWithin(scale.low(), scale.high(), step))
            if (v > scale.low() && v < scale.high()) contourValues_.push_back(v);
        for (std::size_t k = 0; k < contourValues_.size(); ++k) contour->SetValue(int(k), contourValues_[k]);
        contour->Update();
        vtkPolyData* lines = contour->GetOutput();
        vtkDataArray* lineValues = lines->GetPointData()->GetScalars();
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
                const double v = lineValues ? lineValues->GetTuple1(ids->GetId(k)) : contourValues_.front();
                const auto nearest = std::min_element(contourValues_.begin(), contourValues_.end(),
                                                      [v](double p, double q) { return std::abs(p - v) < std::abs(q - v); });
                contourLevel_.push_back(int(nearest - contourValues_.begin()));
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
    const QRectF available(kLeft, kTop, width() - kLeft - kRight - kColourBarWidth, height() - kTop - kBottom);
    if (!grid_) return available;
    const auto w = worldRect();
    return fitAspect(available, (w[1] - w[0]) / (w[3] - w[2]));
}

QPointF GridMapView::toWidget(double x, double y) const { return toPlot(plotRect(), worldRect(), x, y); }

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
    const auto w = worldRect();
    painter.drawImage(r, image_);
    painter.save();
    painter.setClipRect(r);
    drawContours(painter);

    if (data_) {
        const bool label = data_->size() <= kMaxPostedValues;
        const auto& values = data_->values.at(dataColumn_);
        QFont font = painter.font();
        font.setPointSizeF(7.5);
        painter.setFont(font);
        for (std::size_t i = 0; i < data_->size(); ++i) {
            const QPointF p = toWidget(data_->x[i], data_->y[i]);
            if (!r.contains(p) || !style_.visible(values[i])) continue;
            painter.setPen(QPen(Qt::white, 1));
            painter.setBrush(style_.scale.colour(values[i]));
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
    if (dragStart_) drawSectionLine(painter, QLineF(*dragStart_, dragEnd_));
    else if (sectionLine_) drawSectionLine(painter, QLineF(toWidget(sectionLine_->x1(), sectionLine_->y1()),
                                                           toWidget(sectionLine_->x2(), sectionLine_->y2())));
    drawScaleBar(painter, r, (w[1] - w[0]) / r.width());
    drawNorthArrow(painter, r);
    painter.restore();

    painter.setPen(QPen(palette().windowText().color(), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(r);
    painter.setFont(font());
    drawAxes(painter, r, w, tr("Easting (x)"), tr("Northing (y)"));
    const GridSpec& s = grid_->spec;
    const QString title = s.is3d() ? tr("%1 at elevation %2").arg(QString::fromStdString(grid_->names[layer_])).arg(s.z0 + s.dz * double(level_), 0, 'f', 1)
                                   : QString::fromStdString(grid_->names[layer_]);
    painter.drawText(QPointF(r.left(), r.top() - 8), title);
    drawColourBar(painter, QRectF(width() - kColourBarWidth + 8, kTop + 16, 16, height() - kTop - kBottom - 16), style_.scale,
                  QString::fromStdString(grid_->names[layer_]));
}

void GridMapView::drawContours(QPainter& painter) {
    painter.setPen(QPen(QColor(20, 20, 20, 190), 1.0));
    for (const QLineF& line : contours_) painter.drawLine(toWidget(line.x1(), line.y1()), toWidget(line.x2(), line.y2()));
    // Labels along the lines: each level labelled every kLabelSpacing pixels, no two labels
    // closer than kLabelClearance, none over the plot's edge.
    labels_.clear();
    if (contourValues_.empty()) return;
    const double step = contourValues_.size() > 1 ? contourValues_[1] - contourValues_[0] : std::abs(contourValues_[0]);
    QFont font = painter.font();
    font.setPointSizeF(7.5);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const QRectF inner = plotRect().adjusted(30, 14, -30, -14);
    for (std::size_t k = 0; k < contours_.size(); ++k) {
        const QLineF line(toWidget(contours_[k].x1(), contours_[k].y1()), toWidget(contours_[k].x2(), contours_[k].y2()));
        const QPointF at = line.center();
        if (!inner.contains(at) || line.length() < 1) continue;
        const double value = contourValues_[std::size_t(contourLevel_[k])];
        bool crowded = false;
        for (const auto& [placed, v] : labels_) {
            const double d = QLineF(placed, at).length();
            if (d < kLabelClearance || (v == value && d < kLabelSpacing)) {
                crowded = true;
                break;
            }
        }
        if (crowded) continue;
        labels_.emplace_back(at, value);
        const QString text = tickText(value, step);
        painter.save();
        painter.translate(at);
        painter.rotate(uprightAngle(line));
        const QRectF box(-metrics.horizontalAdvance(text) / 2 - 2, -metrics.ascent() / 2 - 2, metrics.horizontalAdvance(text) + 4,
                         metrics.ascent() + 3);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(255, 255, 255, 200));
        painter.drawRect(box);
        painter.setPen(Qt::black);
        painter.drawText(QPointF(box.left() + 2, box.bottom() - 2), text);
        painter.restore();
    }
}

void GridMapView::drawSectionLine(QPainter& painter, const QLineF& line) {
    painter.save();
    painter.setPen(QPen(QColor(255, 255, 255), 4));
    painter.drawLine(line);
    painter.setPen(QPen(QColor(200, 20, 20), 2, Qt::DashLine));
    painter.drawLine(line);
    QFont bold = painter.font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(QColor(200, 20, 20));
    painter.drawText(line.p1() + QPointF(-14, -6), QStringLiteral("A"));
    painter.drawText(line.p2() + QPointF(6, -6), QStringLiteral("A′"));
    painter.restore();
}

void GridMapView::mousePressEvent(QMouseEvent* event) {
    if (!grid_ || event->button() != Qt::LeftButton || !plotRect().contains(event->position())) return;
    if (event->modifiers() & Qt::ShiftModifier) {
        dragStart_ = event->position();
        dragEnd_ = event->position();
        return;
    }
    const auto world = toWorld(event->position());
    const GridSpec& s = grid_->spec;
    emit nodeClicked(world[0], world[1], s.is3d() ? s.z0 + s.dz * double(level_) : 0.0);
}

void GridMapView::mouseMoveEvent(QMouseEvent* event) {
    if (!dragStart_) return;
    dragEnd_ = event->position();
    update();
}

void GridMapView::mouseReleaseEvent(QMouseEvent* event) {
    if (!dragStart_ || event->button() != Qt::LeftButton) return;
    const QPointF start = *dragStart_;
    dragStart_.reset();
    update();
    if (QLineF(start, event->position()).length() < 4) return;  // a click, not a line
    const auto a = toWorld(start), b = toWorld(event->position());
    openSection(a[0], a[1], b[0], b[1]);
}

}  // namespace strata::gui
