// strata: the desktop application. Everything but start-up lives in gui/ (strata_gui).
#include <cstdio>
#include <cstring>

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTimer>

#include "MainWindow.h"
#include "app/GraphicsEnvironment.h"
#include "app/Language.h"
#include "app/LaunchClock.h"
#include "strata/core/Version.h"
#include "strata/io/AtomicFile.h"

namespace {

struct Options {
    QString project;
    bool noProject = false;
    bool exitAfterFirstFrame = false;
    QString windowScreenshot;
    QSize windowSize;
};

void describe(QCommandLineParser& parser) {
    parser.setApplicationDescription(QStringLiteral("Strata: geostatistics workbench (desktop application)"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("project"),
                                 QStringLiteral("Project file (*.strata) to open; default: the bundled sample"),
                                 QStringLiteral("[project]"));
    parser.addOption({QStringLiteral("no-project"), QStringLiteral("Start without opening a project")});
    parser.addOption({QStringLiteral("exit-after-first-frame"),
                      QStringLiteral("Quit once the first frame with data is on screen (start-up timing)")});
    parser.addOption({QStringLiteral("screenshot"),
                      QStringLiteral("Save the whole window to <file> once the first frame with data is shown"),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("size"), QStringLiteral("Window size, e.g. 1400x900"), QStringLiteral("WxH")});
}

bool wantsHelpOrVersion(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        for (const char* flag : {"-h", "--help", "-?", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], flag) == 0) return true;
    return false;
}

Options parseOptions(const QCoreApplication& app) {
    QCommandLineParser parser;
    describe(parser);
    parser.process(app);
    Options options;
    options.noProject = parser.isSet(QStringLiteral("no-project"));
    options.exitAfterFirstFrame = parser.isSet(QStringLiteral("exit-after-first-frame"));
    options.windowScreenshot = parser.value(QStringLiteral("screenshot"));
    const QStringList size = parser.value(QStringLiteral("size")).split(QLatin1Char('x'));
    if (size.size() == 2) options.windowSize = QSize(size.at(0).toInt(), size.at(1).toInt());
    options.project = parser.positionalArguments().value(0);
    if (options.project.isEmpty() && !options.noProject) options.project = strata::gui::MainWindow::bundledSampleProject();
    return options;
}

}  // namespace

int main(int argc, char** argv) {
    strata::gui::LaunchClock::start();
    strata::io::removeTemporariesOnSignals();
    if (wantsHelpOrVersion(argc, argv)) {  // answers without a display
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationVersion(QStringLiteral(STRATA_VERSION));
        QCommandLineParser parser;
        describe(parser);
        parser.process(app);
        return 0;
    }
    const strata::gui::DisplayCheck display = strata::gui::checkDisplay();
    if (!display.usable) {
        std::fprintf(stderr, "strata: %s\n", display.problem.c_str());
        return 2;
    }
    strata::gui::prepareGraphicsEnvironment();

    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Strata"));
    QCoreApplication::setApplicationName(QStringLiteral("Strata"));
    QCoreApplication::setApplicationVersion(QStringLiteral(STRATA_VERSION));
    strata::gui::installTranslators(app);
    const Options options = parseOptions(app);

    strata::gui::MainWindow window;
    QObject::connect(&window, &strata::gui::MainWindow::firstDataFrameShown, &app, [&](qint64 ms) {
        std::printf("strata: first frame with data after %lld ms\n", static_cast<long long>(ms));
        std::fflush(stdout);
        if (!options.windowScreenshot.isEmpty() && !window.grab().save(options.windowScreenshot))
            std::fprintf(stderr, "strata: could not write %s\n", qPrintable(options.windowScreenshot));
        if (options.exitAfterFirstFrame) QCoreApplication::exit(0);
    });
    QObject::connect(&window, &strata::gui::MainWindow::projectLoadFailed, &app, [&] {
        if (options.exitAfterFirstFrame) QCoreApplication::exit(1);
    });
    // The project loads on a worker thread while the window appears.
    if (!options.project.isEmpty()) window.openProject(options.project);
    if (options.windowSize.isValid()) window.resize(options.windowSize);
    window.show();
    return app.exec();
}
