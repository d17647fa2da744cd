#pragma once
// Start-up shared by the GUI tests: the same graphics environment as the application where an
// X server is available, Qt's offscreen platform otherwise (for tests that show no 3D view),
// test-mode settings (no user configuration read or written), and English messages.
#include <QApplication>
#include <QString>
#include <QTemporaryDir>
#include <QtTest>

class QAbstractButton;

namespace strata::gui {
class MainWindow;
class ResultCatalog;
class Task;
}

namespace strata::gui::test {

// True when a 3D view can be shown: an X display, and no platform override that lacks GLX.
bool hasGlDisplay();
// Why a GL test skips, with the command that runs it.
QString noDisplayReason();

void prepareApplicationEnvironment();
void configureApplication();

// A copy of the bundled sample project (its files and saved results) in `folder`, which a test
// may write to; returns the copy's project file.
QString copySampleProject(const QTemporaryDir& folder);
// Opens the project at `path` and waits (up to `timeoutMs`) until the window shows it.
bool openProjectAndWait(MainWindow& window, const QString& path, int timeoutMs = 60000);
// Loads the variogram panel's samples of `table`.`column` and waits (up to 60 s) for that task.
bool variogramSamplesLoaded(MainWindow& window, const QString& table, const QString& column);

// Cancels `task`, an estimation job, once it has made progress: by a click on `cancel` (a job
// list's Cancel button) or, without one, by Task::cancel. Checks that the task says it was
// cancelled within 10 s and that it left nothing: `catalog` still holds `itemsBefore` items, and
// neither `output` nor a temporary of it (a file beside it whose name begins with its name)
// exists. Failures are the calling test's; it returns when QTest::currentTestFailed().
void cancelAndExpectNothingLeft(Task& task, const ResultCatalog& catalog, int itemsBefore, const QString& output,
                                QAbstractButton* cancel = nullptr);

}  // namespace strata::gui::test

#define STRATA_GUI_TEST_MAIN(TestClass)                              \
    int main(int argc, char** argv) {                                \
        strata::gui::test::prepareApplicationEnvironment();          \
        QApplication application(argc, argv);                        \
        strata::gui::test::configureApplication();                   \
        TestClass test;                                              \
        return QTest::qExec(&test, argc, argv);                      \
    }
