#pragma once
// Time since the program started, for the start-up timing line ("first frame with data after
// ... ms"). main() starts it before anything else; the loading of shared libraries before main()
// is not counted (measure the whole process from outside for that, see docs/gui.md).
#include <QElapsedTimer>

namespace strata::gui {

class LaunchClock {
public:
    static void start() { timer().start(); }
    static qint64 elapsedMs() { return timer().isValid() ? timer().elapsed() : -1; }

private:
    static QElapsedTimer& timer() {
        static QElapsedTimer clock;
        return clock;
    }
};

}  // namespace strata::gui
