#include "app/GraphicsEnvironment.h"

#include <QByteArray>
#include <QSurfaceFormat>
#include <QtGlobal>

namespace strata::gui {

DisplayCheck checkDisplay() {
    DisplayCheck check;
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if (platform.startsWith("offscreen") || platform.startsWith("minimal")) {
        // Qt 6.4 crashes inside QOpenGLWidget on these platforms.
        check.usable = false;
        check.problem = "QT_QPA_PLATFORM=" + platform.toStdString() +
                        " cannot show the 3D view. Run under a virtual X server instead:\n"
                        "    xvfb-run -a strata [project.strata]";
        return check;
    }
    if (!platform.isEmpty() || !qEnvironmentVariableIsEmpty("DISPLAY")) return check;
    check.usable = false;
    check.problem = qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
                        ? "no display: DISPLAY is not set. Strata's 3D view needs an X server.\n"
                          "On a machine without a screen run it under a virtual one:\n"
                          "    xvfb-run -a strata [project.strata]\n"
                          "For the engine without a window, use strata-cli."
                        : "Wayland without XWayland: DISPLAY is not set. Strata's 3D view draws through "
                          "X11/GLX;\nstart XWayland (DISPLAY=:0 strata ...), or run under a virtual X server:\n"
                          "    xvfb-run -a strata [project.strata]";
    return check;
}

void prepareGraphicsEnvironment() {
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("xcb"));
    if (!qEnvironmentVariableIsSet("QT_XCB_GL_INTEGRATION")) qputenv("QT_XCB_GL_INTEGRATION", QByteArrayLiteral("xcb_glx"));

    QSurfaceFormat format;
    format.setRenderableType(QSurfaceFormat::OpenGL);
    format.setVersion(3, 2);
    format.setProfile(QSurfaceFormat::CoreProfile);
    format.setSwapBehavior(QSurfaceFormat::DoubleBuffer);
    format.setRedBufferSize(8);
    format.setGreenBufferSize(8);
    format.setBlueBufferSize(8);
    format.setAlphaBufferSize(8);
    format.setDepthBufferSize(24);
    format.setStencilBufferSize(0);
    format.setSamples(0);
    QSurfaceFormat::setDefaultFormat(format);
}

}  // namespace strata::gui
