#include "GuiTestSupport.h"

#include <QAbstractButton>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>

#include "MainWindow.h"
#include "app/GraphicsEnvironment.h"
#include "jobs/Task.h"
#include "results/ResultCatalog.h"

namespace strata::gui::test {

bool hasGlDisplay() {
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if (!platform.isEmpty() && !platform.startsWith("xcb")) return false;
    return !qEnvironmentVariableIsEmpty("DISPLAY");
}

QString noDisplayReason() {
    return QStringLiteral("the 3D view needs an X server with GLX (DISPLAY is not set): "
                          "run `xvfb-run -a ctest -L gui`");
}

void prepareApplicationEnvironment() {
    if (hasGlDisplay())
        prepareGraphicsEnvironment();
    else if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
}

void configureApplication() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("StrataTests"));
    QCoreApplication::setApplicationName(QStringLiteral("StrataTests"));
    QLocale::setDefault(QLocale::c());
}

QString copySampleProject(const QTemporaryDir& folder) {
    const QDir sample = QFileInfo(MainWindow::bundledSampleProject()).dir();
    for (const QString& name : sample.entryList(QDir::Files)) QFile::copy(sample.filePath(name), folder.filePath(name));
    QDir(folder.path()).mkdir(QStringLiteral("results"));
    const QDir results(sample.filePath(QStringLiteral("results")));
    for (const QString& name : results.entryList(QDir::Files))
        QFile::copy(results.filePath(name), folder.filePath(QStringLiteral("results/") + name));
    return folder.filePath(QStringLiteral("laterite.strata"));
}

bool openProjectAndWait(MainWindow& window, const QString& path, int timeoutMs) {
    // Shown, and its saved results read back (the window reads them once it shows the project).
    QSignalSpy restored(&window, &MainWindow::projectResultsRestored);
    window.openProject(path);
    return restored.wait(timeoutMs);
}

bool variogramSamplesLoaded(MainWindow& window, const QString& table, const QString& column) {
    Task* task = window.computeVariogramOf(table, column);
    if (!task) return false;
    QSignalSpy done(task, &Task::finished);
    return done.wait(60000);
}

void cancelAndExpectNothingLeft(Task& task, const ResultCatalog& catalog, int itemsBefore, const QString& output,
                                QAbstractButton* cancel) {
    QSignalSpy cancelled(&task, &Task::cancelled);
    QTRY_VERIFY_WITH_TIMEOUT(task.progress() > 0, 30000);
    if (cancel)
        QTest::mouseClick(cancel, Qt::LeftButton);
    else
        task.cancel();
    QVERIFY(cancelled.wait(10000));
    QTest::qWait(50);  // a result delivered despite the cancel would arrive by now
    QCOMPARE(catalog.count(), itemsBefore);
    const QFileInfo file(output);
    const QStringList left = file.dir().entryList({file.fileName() + QLatin1Char('*')}, QDir::Files | QDir::Hidden);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
}

}  // namespace strata::gui::test
