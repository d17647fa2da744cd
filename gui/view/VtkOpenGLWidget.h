#pragma once
// A QOpenGLWidget that hosts a VTK render window inside Qt 6's OpenGL context.
//
// Debian's VTK 9.1 builds its Qt modules (QVTKOpenGLNativeWidget) against Qt 5 only, so Strata
// carries this small bridge: VTK renders into its own framebuffer in paintGL, the result is
// blitted into the widget's framebuffer, and Qt's input events are forwarded to a
// vtkGenericRenderWindowInteractor. Render requests from VTK (interactor styles, widgets) become
// QWidget::update() calls, so VTK draws only inside paintGL, with Qt's context current.
#include <QOpenGLWidget>

#include <vtkNew.h>

class QSurface;
class vtkGenericOpenGLRenderWindow;
class vtkGenericRenderWindowInteractor;
class vtkObject;

namespace strata::gui {

class VtkOpenGLWidget : public QOpenGLWidget {
    Q_OBJECT
public:
    explicit VtkOpenGLWidget(QWidget* parent = nullptr);
    ~VtkOpenGLWidget() override;

    vtkGenericOpenGLRenderWindow* renderWindow() const;
    vtkGenericRenderWindowInteractor* interactor() const;

signals:
    // After every frame VTK rendered and the widget received.
    void frameRendered();

protected:
    void initializeGL() override;
    void resizeGL(int width, int height) override;
    void paintGL() override;
    bool event(QEvent* event) override;

private slots:
    void onContextAboutToBeDestroyed();

private:
    void onRenderWindowEvent(vtkObject* caller, unsigned long eventId, void* callData);
    void onRenderRequested();
    void releaseGraphicsResources();
    bool forwardInputEvent(QEvent* event);

    vtkNew<vtkGenericOpenGLRenderWindow> renderWindow_;
    vtkNew<vtkGenericRenderWindowInteractor> interactor_;
    QSurface* surface_ = nullptr;
    bool inPaint_ = false;
};

}  // namespace strata::gui
