#include "view/VtkOpenGLWidget.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QOpenGLContext>
#include <QWheelEvent>

#include <vtkCallbackCommand.h>
#include <vtkCommand.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkGenericRenderWindowInteractor.h>
#include <vtkOpenGLState.h>

namespace strata::gui {

namespace {

// VTK's key symbols for the keys its interactor styles use; other keys pass their text.
const char* vtkKeySymbol(int qtKey) {
    switch (qtKey) {
    case Qt::Key_Left: return "Left";
    case Qt::Key_Right: return "Right";
    case Qt::Key_Up: return "Up";
    case Qt::Key_Down: return "Down";
    case Qt::Key_Plus: return "plus";
    case Qt::Key_Minus: return "minus";
    case Qt::Key_Escape: return "Escape";
    case Qt::Key_Return: return "Return";
    case Qt::Key_Space: return "space";
    case Qt::Key_Shift: return "Shift_L";
    case Qt::Key_Control: return "Control_L";
    case Qt::Key_Alt: return "Alt_L";
    default: return nullptr;
    }
}

unsigned long buttonEvent(Qt::MouseButton button, bool press) {
    switch (button) {
    case Qt::LeftButton: return press ? vtkCommand::LeftButtonPressEvent : vtkCommand::LeftButtonReleaseEvent;
    case Qt::MiddleButton: return press ? vtkCommand::MiddleButtonPressEvent : vtkCommand::MiddleButtonReleaseEvent;
    case Qt::RightButton: return press ? vtkCommand::RightButtonPressEvent : vtkCommand::RightButtonReleaseEvent;
    default: return vtkCommand::NoEvent;
    }
}

}  // namespace

VtkOpenGLWidget::VtkOpenGLWidget(QWidget* parent) : QOpenGLWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(64, 64);

    // VTK draws into its own single-sampled framebuffer; paintGL copies it into Qt's.
    renderWindow_->SetMultiSamples(0);
    renderWindow_->SetOwnContext(false);
    renderWindow_->SetFrameBlitModeToNoBlit();
    renderWindow_->SetReadyForRendering(false);  // until initializeGL has a context
    renderWindow_->SetForceMaximumHardwareLineWidth(1);
    renderWindow_->SetIsDirect(true);
    renderWindow_->SetSupportsOpenGL(true);
    for (unsigned long id : {vtkCommand::WindowMakeCurrentEvent, vtkCommand::WindowIsCurrentEvent,
                             vtkCommand::WindowFrameEvent})
        renderWindow_->AddObserver(id, this, &VtkOpenGLWidget::onRenderWindowEvent);

    interactor_->SetRenderWindow(renderWindow_);
    // Renders requested by interactor styles and widgets become Qt repaints (see onRenderRequested).
    interactor_->EnableRenderOff();
    interactor_->AddObserver(vtkCommand::RenderEvent, this, &VtkOpenGLWidget::onRenderRequested);
    interactor_->Initialize();
}

VtkOpenGLWidget::~VtkOpenGLWidget() {
    // QOpenGLWidget destroys the context after this destructor, when the render window is gone.
    if (context()) disconnect(context(), nullptr, this, nullptr);
    makeCurrent();
    releaseGraphicsResources();
    doneCurrent();
}

vtkGenericOpenGLRenderWindow* VtkOpenGLWidget::renderWindow() const { return renderWindow_; }

vtkGenericRenderWindowInteractor* VtkOpenGLWidget::interactor() const { return interactor_; }

void VtkOpenGLWidget::initializeGL() {
    surface_ = context()->surface();
    connect(context(), &QOpenGLContext::aboutToBeDestroyed, this, &VtkOpenGLWidget::onContextAboutToBeDestroyed,
            Qt::UniqueConnection);
    renderWindow_->SetReadyForRendering(true);
    renderWindow_->InitializeFromCurrentContext();
    renderWindow_->SetMapped(true);
}

void VtkOpenGLWidget::resizeGL(int width, int height) {
    const double ratio = devicePixelRatioF();
    const int deviceWidth = static_cast<int>(width * ratio + 0.5);
    const int deviceHeight = static_cast<int>(height * ratio + 0.5);
    renderWindow_->SetSize(deviceWidth, deviceHeight);
    interactor_->UpdateSize(deviceWidth, deviceHeight);
}

void VtkOpenGLWidget::paintGL() {
    if (!renderWindow_->GetReadyForRendering()) return;
    // Qt changed GL state behind VTK's cache since the last frame: reset the cache first.
    vtkOpenGLState* state = renderWindow_->GetState();
    state->Reset();
    state->Push();
    state->vtkglDepthFunc(GL_LEQUAL);
    inPaint_ = true;
    renderWindow_->Render();
    inPaint_ = false;
    state->Pop();

    // VTK leaves its image in its own framebuffer ("no blit"); copy it into the widget's.
    state->PushFramebufferBindings();
    state->vtkglBindFramebuffer(GL_DRAW_FRAMEBUFFER, defaultFramebufferObject());
    renderWindow_->BlitDisplayFramebuffer();
    state->PopFramebufferBindings();
    emit frameRendered();
}

void VtkOpenGLWidget::onRenderWindowEvent(vtkObject*, unsigned long eventId, void* callData) {
    switch (eventId) {
    case vtkCommand::WindowMakeCurrentEvent:
        // Through the context, not QOpenGLWidget::makeCurrent(): the latter rebinds Qt's
        // framebuffer behind VTK's state cache and the view turns black.
        if (QOpenGLContext::currentContext() != context() && context() && surface_)
            context()->makeCurrent(surface_);
        break;
    case vtkCommand::WindowIsCurrentEvent:
        *static_cast<bool*>(callData) = context() && QOpenGLContext::currentContext() == context();
        break;
    case vtkCommand::WindowFrameEvent:
        // A render outside paintGL (someone called Render() directly) still has to reach the screen.
        if (!inPaint_) update();
        break;
    default: break;
    }
}

void VtkOpenGLWidget::onRenderRequested() { update(); }

void VtkOpenGLWidget::onContextAboutToBeDestroyed() {
    makeCurrent();
    releaseGraphicsResources();
    doneCurrent();
}

void VtkOpenGLWidget::releaseGraphicsResources() {
    if (renderWindow_->GetReadyForRendering()) {
        renderWindow_->Finalize();
        renderWindow_->SetReadyForRendering(false);
    }
}

bool VtkOpenGLWidget::event(QEvent* event) {
    if (forwardInputEvent(event)) return true;
    return QOpenGLWidget::event(event);
}

bool VtkOpenGLWidget::forwardInputEvent(QEvent* event) {
    const double ratio = devicePixelRatioF();
    auto place = [&](const QPointF& position, Qt::KeyboardModifiers modifiers, int repeat = 0) {
        interactor_->SetEventInformationFlipY(static_cast<int>(position.x() * ratio + 0.5),
                                              static_cast<int>(position.y() * ratio + 0.5),
                                              (modifiers & Qt::ControlModifier) ? 1 : 0,
                                              (modifiers & Qt::ShiftModifier) ? 1 : 0, 0, repeat);
        interactor_->SetAltKey((modifiers & Qt::AltModifier) ? 1 : 0);
    };
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
    case QEvent::MouseButtonRelease: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        const bool press = event->type() != QEvent::MouseButtonRelease;
        const unsigned long id = buttonEvent(mouse->button(), press);
        if (id == vtkCommand::NoEvent) return false;
        place(mouse->position(), mouse->modifiers(), event->type() == QEvent::MouseButtonDblClick ? 1 : 0);
        interactor_->InvokeEvent(id, mouse);
        return true;
    }
    case QEvent::MouseMove: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        place(mouse->position(), mouse->modifiers());
        interactor_->InvokeEvent(vtkCommand::MouseMoveEvent, mouse);
        return true;
    }
    case QEvent::Wheel: {
        auto* wheel = static_cast<QWheelEvent*>(event);
        place(wheel->position(), wheel->modifiers());
        const int delta = wheel->angleDelta().y();
        if (delta == 0) return true;
        interactor_->InvokeEvent(delta > 0 ? vtkCommand::MouseWheelForwardEvent : vtkCommand::MouseWheelBackwardEvent,
                                 wheel);
        return true;
    }
    case QEvent::KeyPress:
    case QEvent::KeyRelease: {
        auto* key = static_cast<QKeyEvent*>(event);
        const QByteArray text = key->text().toLatin1();
        const char code = text.isEmpty() ? '\0' : text.at(0);
        const char* symbol = vtkKeySymbol(key->key());
        const QPoint cursorPosition = mapFromGlobal(QCursor::pos());
        interactor_->SetEventInformationFlipY(static_cast<int>(cursorPosition.x() * ratio + 0.5),
                                              static_cast<int>(cursorPosition.y() * ratio + 0.5),
                                              (key->modifiers() & Qt::ControlModifier) ? 1 : 0,
                                              (key->modifiers() & Qt::ShiftModifier) ? 1 : 0, code,
                                              key->isAutoRepeat() ? 1 : 0, symbol ? symbol : text.constData());
        if (event->type() == QEvent::KeyPress) {
            interactor_->InvokeEvent(vtkCommand::KeyPressEvent, key);
            if (code != '\0') interactor_->InvokeEvent(vtkCommand::CharEvent, key);
        } else {
            interactor_->InvokeEvent(vtkCommand::KeyReleaseEvent, key);
        }
        return true;
    }
    case QEvent::Enter:
        interactor_->InvokeEvent(vtkCommand::EnterEvent, event);
        return false;
    case QEvent::Leave:
        interactor_->InvokeEvent(vtkCommand::LeaveEvent, event);
        return false;
    default: return false;
    }
}

}  // namespace strata::gui
