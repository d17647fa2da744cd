#include "widgets/PlotExport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsView>
#include <QImage>
#include <QMessageBox>
#include <QOpenGLWidget>
#include <QPainter>
#include <QSvgGenerator>

#include "project/ProjectFolders.h"

namespace strata::gui::PlotExport {

namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(strata::gui::PlotExport)
};

void setError(QString* error, const QString& message) {
    if (error) *error = message;
}

// Draws the view into `painter` over `target`: graphics views (charts) again at that size,
// other widgets at their own size, scaled.
void drawView(QWidget* view, QPainter& painter, const QRect& target) {
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    if (auto* graphics = qobject_cast<QGraphicsView*>(view)) {
        graphics->render(&painter, QRectF(target), graphics->viewport()->rect(), Qt::IgnoreAspectRatio);
        return;
    }
    const QSize own = view->size();
    painter.save();
    painter.translate(target.topLeft());
    if (own.width() > 0 && own.height() > 0)
        painter.scale(double(target.width()) / own.width(), double(target.height()) / own.height());
    view->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    painter.restore();
}

}  // namespace

bool supportsSvg(const QWidget* view) { return view && !qobject_cast<const QOpenGLWidget*>(view); }

bool savePng(QWidget* view, const QString& path, QSize size, QString* error) {
    if (!view) {
        setError(error, Text::tr("There is no view to save."));
        return false;
    }
    if (!size.isValid() || size.isEmpty()) size = view->size();
    QImage image;
    if (auto* gl = qobject_cast<QOpenGLWidget*>(view)) {
        image = gl->grabFramebuffer();
        if (!image.isNull() && image.size() != size) image = image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    } else {
        image = QImage(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(view->palette().color(QPalette::Window));
        QPainter painter(&image);
        drawView(view, painter, QRect(QPoint(0, 0), size));
    }
    if (image.isNull() || !image.save(path)) {
        setError(error, Text::tr("Could not write the image %1.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return true;
}

bool saveSvg(QWidget* view, const QString& path, QSize size, const QString& title, QString* error) {
    if (!supportsSvg(view)) {
        setError(error, Text::tr("This view is drawn with OpenGL and can only be saved as a raster image (PNG)."));
        return false;
    }
    if (!size.isValid() || size.isEmpty()) size = view->size();
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(title.isEmpty() ? view->windowTitle() : title);
    svg.setDescription(Text::tr("Drawn by Strata"));
    QPainter painter;
    if (!painter.begin(&svg)) {
        setError(error, Text::tr("Could not write the drawing %1.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    drawView(view, painter, QRect(QPoint(0, 0), size));
    painter.end();
    if (!QFileInfo(path).isFile() || QFileInfo(path).size() == 0) {
        setError(error, Text::tr("Could not write the drawing %1.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return true;
}

bool save(QWidget* view, const QString& path, QSize size, QString* error) {
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0)
        return saveSvg(view, path, size, QString(), error);
    return savePng(view, path, size, error);
}

QString fileFilter(const QWidget* view) {
    const QString png = Text::tr("PNG image (*.png)");
    return supportsSvg(view) ? png + QStringLiteral(";;") + Text::tr("SVG drawing (*.svg)") : png;
}

QString saveDialog(QWidget* view, QWidget* dialogParent, const QString& suggestedName) {
    QString selectedFilter;
    QString path = chooseFileToSave(dialogParent, Text::tr("Save plot"), fileStem(suggestedName) + QStringLiteral(".png"),
                                    fileFilter(view), FolderPurpose::Pictures, &selectedFilter);
    if (path.isEmpty()) return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += selectedFilter.contains(QLatin1String("*.svg")) ? QStringLiteral(".svg") : QStringLiteral(".png");
    QString error;
    if (!save(view, path, {}, &error)) {
        QMessageBox::warning(dialogParent, Text::tr("Save plot"), error);
        return {};
    }
    return path;
}

}  // namespace strata::gui::PlotExport
