// Project files and the project-loading job, without a window: the bundled sample reads with
// relative paths, its intervals come out in the project's category order, bad project files
// fail naming the key, and an unreadable table gives a clear error instead of a crash.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cmath>
#include <fstream>

#include <QComboBox>
#include <QLineEdit>

#include "GuiTestSupport.h"
#include "widgets/ImportDrillholesDialog.h"
#include "MainWindow.h"
#include "project/ProjectLoader.h"
#include "strata/core/Error.h"

using namespace strata::gui;

namespace {

std::string samplePath() { return MainWindow::bundledSampleProject().toStdString(); }

void writeFile(const QString& path, const std::string& text) {
    std::ofstream out(path.toStdString());
    out << text;
}

template <class ErrorT>
QString messageOf(const std::function<void()>& action) {
    try {
        action();
    } catch (const ErrorT& e) {
        return QString::fromStdString(e.what());
    }
    return QStringLiteral("(no error)");
}

}  // namespace

class ProjectLoadingTest : public QObject {
    Q_OBJECT

private slots:
    void sampleProjectFileResolvesRelativePaths() {
        const ProjectFile project = readProjectFile(samplePath());
        QCOMPARE(QString::fromStdString(project.name), QStringLiteral("Nickel laterite (sample)"));
        QVERIFY(project.drillholes.has_value());
        const QDir folder = QFileInfo(QString::fromStdString(samplePath())).dir();
        QCOMPARE(QString::fromStdString(project.drillholes->collar), folder.filePath(QStringLiteral("collar.csv")));
        QCOMPARE(project.drillholes->intervals.size(), std::size_t(2));
        QVERIFY(project.drillholes->dipConvention == strata::drillholes::DipConvention::DownNegative);
        QCOMPARE(project.verticalExaggeration, 3.0);
        QVERIFY(project.colourBy.has_value());
        QCOMPARE(project.colourBy->categories.size(), std::size_t(7));
        QCOMPARE(project.colourBy->categories.front().value, std::string("SOIL"));
        QVERIFY(std::abs(project.colourBy->categories.front().rgb[0] - 0x7a / 255.0) < 1e-12);
    }

    void sampleProjectLoads() {
        const LoadedProject loaded = loadProject(samplePath(), strata::jobs::JobContext{});
        QVERIFY(loaded.database && loaded.geometry);
        const DrillholeGeometry& geometry = *loaded.geometry;
        QCOMPARE(geometry.collarX.size(), std::size_t(249));
        QCOMPARE(geometry.traces.lineCount(), std::size_t(249));
        QCOMPARE(geometry.colourColumn, std::string("Lithology"));
        QVERIFY(geometry.categorical);
        // The project's order first (the weathering profile from the top down).
        const std::vector<std::string> expected{"SOIL", "LIMO", "SAP", "RSAP", "SROC", "BRK", "BLD"};
        QVERIFY(geometry.categories == expected);
        QVERIFY(std::all_of(geometry.categoryColours.begin(), geometry.categoryColours.end(),
                            [](const auto& colour) { return colour.has_value(); }));
        // Every lithology row the reader kept is drawn, except rows of holes without a collar.
        const auto* lithology = loaded.database->findTable("lithology");
        QVERIFY(lithology);
        QCOMPARE(geometry.intervals.lineCount() + geometry.skippedIntervals, lithology->size());
        QCOMPARE(geometry.intervalCategory.size(), geometry.intervals.lineCount());
        // Vertical holes: every interval runs straight down below its collar.
        const auto& lines = geometry.intervals;
        for (std::size_t line = 0; line < lines.lineCount(); ++line) {
            const std::size_t first = lines.offsets[line], last = lines.offsets[line + 1] - 1;
            QVERIFY(lines.z[last] < lines.z[first]);
            QVERIFY(std::abs(lines.x[last] - lines.x[first]) < 1e-9);
        }
        // The scene origin sits among the collars, so scene coordinates stay small.
        for (double x : geometry.collarX) QVERIFY(std::abs(x) < 1000.0);
    }

    void badProjectFilesNameTheProblem() {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("bad.strata"));
        writeFile(path, "{ not json");
        QVERIFY(messageOf<strata::ParseError>([&] { readProjectFile(path.toStdString()); }).contains(QStringLiteral("not valid JSON")));
        writeFile(path, R"({"format": "strata-project", "version": 1, "drillholes": {"survey": "s.csv"}})");
        QVERIFY(messageOf<strata::ValidationError>([&] { readProjectFile(path.toStdString()); })
                    .contains(QStringLiteral("option 'drillholes.collar' is required")));
        writeFile(path, R"({"format": "strata-project", "version": 1, "drillholes": {"collar": "c.csv"},
                            "view": {"colour_by": {"table": "t", "column": "c", "categories": [{"value": "A", "colour": "red"}]}}})");
        QVERIFY(messageOf<strata::ValidationError>([&] { readProjectFile(path.toStdString()); })
                    .contains(QStringLiteral("must be a colour written #rrggbb (got 'red')")));
        writeFile(path, R"({"format": "strata-project", "version": 1, "drillholes": {"collar": "c.csv"},
                            "view": {"colour_by": {"table": "t", "column": "c", "ramp": {"map": "rainbow"}}}})");
        QVERIFY(messageOf<strata::ValidationError>([&] { readProjectFile(path.toStdString()); })
                    .contains(QStringLiteral("view.colour_by.ramp.map")));
        writeFile(path, R"({"format": "strata-project", "version": 1, "drillholes": {"collar": "c.csv"},
                            "view": {"colour_by": {"table": "t", "column": "c", "ramp": {"low": 3, "high": 2}}}})");
        QVERIFY(messageOf<strata::ValidationError>([&] { readProjectFile(path.toStdString()); })
                    .contains(QStringLiteral("must be above low")));
        writeFile(path, R"({"format": "strata-project", "version": 2})");
        QVERIFY(messageOf<strata::ValidationError>([&] { readProjectFile(path.toStdString()); }).contains(QStringLiteral("'version'")));
        QVERIFY(messageOf<strata::IoError>([&] { readProjectFile(folder.filePath(QStringLiteral("none.strata")).toStdString()); })
                    .contains(QStringLiteral("cannot open the project file")));
    }

    void unreadableCollarTableIsAClearError() {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("missing.strata"));
        writeFile(path, R"({"format": "strata-project", "version": 1, "drillholes": {"collar": "nowhere/collar.csv"}})");
        const QString message =
            messageOf<strata::IoError>([&] { loadProject(path.toStdString(), strata::jobs::JobContext{}); });
        QVERIFY2(message.contains(QStringLiteral("nowhere/collar.csv")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("no drillhole could be read")), qPrintable(message));
    }

    void importDialogDescribesTheSameProject() {
        const QDir folder = QFileInfo(QString::fromStdString(samplePath())).dir();
        ImportDrillholesDialog dialog;
        const auto fields = dialog.findChildren<QLineEdit*>();
        QLineEdit* collar = nullptr;
        for (QLineEdit* field : fields)
            if (field->accessibleName() == QStringLiteral("Collar table")) collar = field;
        QVERIFY(collar);
        collar->setText(folder.filePath(QStringLiteral("collar.csv")));
        auto* dips = dialog.findChild<QComboBox*>(QStringLiteral("dipConvention"));
        QVERIFY(dips);
        dips->setCurrentIndex(dips->findData(QStringLiteral("down-negative")));
        const ProjectFile project = dialog.project();
        QVERIFY(project.drillholes.has_value());
        QCOMPARE(QString::fromStdString(project.drillholes->collar), folder.filePath(QStringLiteral("collar.csv")));
        QVERIFY(project.drillholes->survey.empty());
        QVERIFY(project.drillholes->dipConvention == strata::drillholes::DipConvention::DownNegative);
        QVERIFY(project.drillholes->columns.empty());  // empty fields: the reader recognises the columns
        // Loaded like a project file: collars only, every hole vertical.
        const LoadedProject loaded = loadProject(project, strata::jobs::JobContext{});
        QCOMPARE(loaded.geometry->collarX.size(), std::size_t(249));
        QVERIFY(loaded.geometry->colourTable.empty());
    }

    void loadingStopsWhenCancelled() {
        strata::CancelToken cancel;
        cancel.cancel();
        strata::jobs::JobContext context;
        context.cancel = &cancel;
        QVERIFY(!messageOf<strata::CancelledError>([&] { loadProject(samplePath(), context); }).contains(QStringLiteral("(no error)")));
    }
};

STRATA_GUI_TEST_MAIN(ProjectLoadingTest)
#include "ProjectLoadingTest.moc"
