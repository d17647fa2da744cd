#pragma once
// What must be settled before QApplication exists for the VTK view to work.
//
// Debian's VTK renders through GLX, so Qt must use the X11 platform with its GLX integration
// (with Qt's EGL integration VTK cannot initialise GLEW). The defaults are set only where the
// user did not choose: QT_QPA_PLATFORM=xcb, QT_XCB_GL_INTEGRATION=xcb_glx. The default OpenGL
// surface is a 3.2 core profile without multisampling (VTK resolves its own samples).
#include <string>

namespace strata::gui {

struct DisplayCheck {
    bool usable = true;
    std::string problem;  // what to do instead, when not usable
};

// Whether a window can be shown at all: an X display, or a platform the user picked that can
// show OpenGL widgets (not Qt's offscreen or minimal platforms).
DisplayCheck checkDisplay();

// Sets the environment defaults above and Qt's default surface format. Call before QApplication.
void prepareGraphicsEnvironment();

}  // namespace strata::gui
