#pragma once
// Saves any plot or view as an image: PNG (raster, at a chosen pixel size) or SVG (vector, through
// Qt Svg's QSvgGenerator, for reports). Charts (QChartView and other QGraphicsViews) are drawn
// again at the requested size, so a PNG larger than the widget stays sharp; other widgets are
// drawn with QWidget::render; OpenGL views (the 3D view) are read from their framebuffer and can
// only be saved as raster images.
//
//   PlotExport::save(chartView, "variogram.svg");              // format from the extension
//   PlotExport::savePng(mapView, "map.png", QSize(1600, 1200));
//   PlotExport::saveDialog(chartView, this, "swath-x");       // asks for a file, PNG or SVG
#include <QSize>
#include <QString>

class QWidget;

namespace strata::gui::PlotExport {

// `size` invalid: the widget's own size. False (and `error` filled) when nothing could be written.
bool savePng(QWidget* view, const QString& path, QSize size = {}, QString* error = nullptr);
// `title` becomes the SVG's <title>. Refused for OpenGL views.
bool saveSvg(QWidget* view, const QString& path, QSize size = {}, const QString& title = {}, QString* error = nullptr);
// By extension: .svg -> SVG; .png, .jpg, .bmp ... -> raster.
bool save(QWidget* view, const QString& path, QSize size = {}, QString* error = nullptr);
// True when the view can be saved as SVG (not an OpenGL view).
bool supportsSvg(const QWidget* view);
// "PNG image (*.png);;SVG drawing (*.svg)" (PNG only for OpenGL views).
QString fileFilter(const QWidget* view);
// Asks for a file (PNG or SVG; the last folder is remembered), saves, and reports a failure in a
// message box. Returns the path written, empty when the user cancelled or saving failed.
QString saveDialog(QWidget* view, QWidget* dialogParent, const QString& suggestedName);

}  // namespace strata::gui::PlotExport
