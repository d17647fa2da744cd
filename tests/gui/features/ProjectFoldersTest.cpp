// Where the GUI writes and where it looks: results inside the project's own folder, named
// uniquely in any script, copied in when an untitled project is first saved; file dialogs that
// start in the project's or the last data folder; point files offered to estimation and the
// variogram panel and drawn in the 3D view; estimation dialogs that keep their values.
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "estimation/EstimationTools.h"
#include "estimation/GridSpecEditor.h"
#include "estimation/KrigingDialog.h"
#include "project/ProjectFile.h"
#include "project/ProjectFolders.h"
#include "project/ProjectLoader.h"
#include "project/ProjectWorkflow.h"
#include "results/ResultCatalog.h"
#include "strata/io/AtomicFile.h"
#include "variogram/VariogramPanel.h"
#include "view/SceneView.h"

using namespace strata::gui;
using strata::GridSpec;

namespace {

void writeText(const QString& path, const QString& text) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text.toUtf8());
}

// A project of one point file (GSLIB's cluster data, 140 values of "Primary").
QString pointProject(const QTemporaryDir& dir) {
    const QString data = dir.filePath(QStringLiteral("cluster.dat"));
    QFile::copy(QStringLiteral(STRATA_REFERENCE_DIR "/gslib/cluster.dat"), data);
    const QString project = dir.filePath(QStringLiteral("clusters.strata"));
    writeText(project, QStringLiteral(R"({"format": "strata-project", "version": 1, "name": "clusters",
                                         "points": [{"name": "cluster", "path": "cluster.dat"}]})"));
    return project;
}

}  // namespace

class ProjectFoldersTest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        QSettings settings;  // shared with the other test programs: only the folders' keys
        for (const char* key : {"folders", "export/directory", "plotExport/directory"}) settings.remove(QLatin1String(key));
    }

    void fileStemsKeepEveryScript() {
        QCOMPARE(fileStem(QStringLiteral("Surfaces (aidw)")), QStringLiteral("Surfaces_aidw"));
        QCOMPARE(fileStem(QStringLiteral("Ni: оценка")), QStringLiteral("Ni_оценка"));
        QCOMPARE(fileStem(QStringLiteral("  ()  ")), QStringLiteral("result"));
    }

    void uniquePathsNeverReuseAFile() {
        QTemporaryDir dir;
        const QString first = uniqueFilePath(dir.path(), QStringLiteral("Ni"), QStringLiteral(".csv"));
        QCOMPARE(QFileInfo(first).fileName(), QStringLiteral("Ni.csv"));
        writeText(first, QStringLiteral("x"));
        QCOMPARE(QFileInfo(uniqueFilePath(dir.path(), QStringLiteral("Ni"), QStringLiteral(".csv"))).fileName(),
                 QStringLiteral("Ni_2.csv"));
    }

    void resultsBelongToTheProjectsFolder() {
        QTemporaryDir dir;
        QCOMPARE(projectResultsFolder(dir.filePath(QStringLiteral("site.strata"))), dir.filePath(QStringLiteral("site.strata.d/results")));
        QVERIFY(projectResultsFolder({}).endsWith(QStringLiteral("results/untitled")));
        // A folder nobody can write into (here: none at all) sends results to the application's.
        QVERIFY(projectResultsFolder(QStringLiteral("/nonexistent/site.strata")).endsWith(QStringLiteral("results/site")));
    }

    void dialogsStartInTheProjectThenInTheLastFolderUsed() {
        QTemporaryDir project, data;
        QCOMPARE(startFolder(FolderPurpose::Data), QDir::homePath());
        setProjectForDialogs(QDir(project.path()).filePath(QStringLiteral("site.strata")));
        QCOMPARE(startFolder(FolderPurpose::Data), project.path());
        rememberFolder(FolderPurpose::Data, QDir(data.path()).filePath(QStringLiteral("assays.csv")));
        QCOMPARE(startFolder(FolderPurpose::Data), data.path());
        QCOMPARE(startFolder(FolderPurpose::Export), project.path());  // each purpose its own folder
    }

    void untitledResultsAreCopiedIntoTheSavedProject() {
        QTemporaryDir untitled, saved;
        writeText(untitled.filePath(QStringLiteral("image.bin")), QStringLiteral("image"));
        writeText(untitled.filePath(QStringLiteral("image.bin.json")), QStringLiteral("{}"));  // its sidecar
        writeText(saved.filePath(QStringLiteral("image.bin")), QStringLiteral("another"));    // a name taken
        ProjectFile project;
        ProjectJob job;
        job.results.push_back({"image", untitled.filePath(QStringLiteral("image.bin")).toStdString(), "image"});
        job.results.push_back({"elsewhere", "/nonexistent/kept.csv", "grid"});
        project.jobs.push_back(job);
        QCOMPARE(adoptResultFiles(project, untitled.path(), saved.path()), 1);
        const QString copied = QString::fromStdString(project.jobs[0].results[0].path);
        QCOMPARE(copied, QDir::toNativeSeparators(saved.filePath(QStringLiteral("image_2.bin"))));
        QVERIFY(QFileInfo::exists(saved.filePath(QStringLiteral("image_2.bin.json"))));
        QCOMPARE(project.jobs[0].results[1].path, std::string("/nonexistent/kept.csv"));
    }

    void pointFilesAreEstimatedDrawnAndKeptInTheProject() {
        if (!test::hasGlDisplay()) QSKIP(qPrintable(test::noDisplayReason()));
        QTemporaryDir dir;
        const QString project = pointProject(dir);
        MainWindow window;
        QVERIFY(test::openProjectAndWait(window, project));
        QVERIFY(window.sceneView()->hasData());  // the points are drawn

        // The variogram panel takes the point file's columns.
        QSignalSpy samples(window.variogramPanel(), &VariogramPanel::samplesChanged);
        QVERIFY(window.computeVariogramOfPoints(QStringLiteral("cluster"), QStringLiteral("Primary")));
        QVERIFY(samples.wait(30000));

        // Kriging reads it, and writes into the project's folder, a new file per run.
        KrigingDialog* dialog = window.estimationTools()->openKriging();
        auto* source = dialog->findChild<QComboBox*>(QStringLiteral("dataSource"));
        QCOMPARE(source->currentText(), QStringLiteral("cluster"));
        dialog->selectVariable(QStringLiteral("Primary"));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->data() && dialog->data()->size() == 140, 30000);
        const QString results = projectResultsFolder(project);
        QCOMPARE(dialog->resultFolder(), results);
        ResultCatalog& catalog = window.estimationTools()->runner().catalog();
        QSignalSpy added(&catalog, &ResultCatalog::itemAdded);
        for (int run = 0; run < 2; ++run) {
            if (run == 1) dialog->findChild<QSpinBox*>(QStringLiteral("ndmax"))->setValue(7);
            QVERIFY2(dialog->run(), qPrintable(dialog->findChild<QLabel*>(QStringLiteral("problem"))->text()));
            QVERIFY(added.wait(60000));
        }
        const QString first = catalog.item(added.at(0).at(0).toInt())->file;
        const QString second = catalog.item(added.at(1).at(0).toInt())->file;
        QVERIFY2(first != second, qPrintable(first));
        QCOMPARE(QFileInfo(first).absolutePath(), results);
        QCOMPARE(QFileInfo(second).absolutePath(), results);

        // Closed and opened again, the dialog is as it was left.
        const GridSpec grid = dialog->gridEditor()->spec();
        dialog->close();
        KrigingDialog* again = window.estimationTools()->openKriging();
        QCOMPARE(again->findChild<QSpinBox*>(QStringLiteral("ndmax"))->value(), 7);
        QCOMPARE(again->variable(), QStringLiteral("Primary"));
        again->close();

        // Drillholes imported into this project join its point file and its results; the
        // project keeps its path and counts as changed.
        const LoadedProject laterite = loadProject(MainWindow::bundledSampleProject().toStdString(), strata::jobs::JobContext{});
        QCOMPARE(window.projectWorkflow()->askImportTarget(QStringLiteral("drillholes")), ProjectWorkflow::ImportTarget::AddToProject);
        QSignalSpy restored(&window, &MainWindow::projectResultsRestored);
        window.addImportedDrillholes(laterite, ProjectWorkflow::ImportTarget::AddToProject);
        QVERIFY(restored.wait(60000));
        const ProjectFile& merged = window.projectWorkflow()->session().project();
        QVERIFY(merged.drillholes.has_value());
        QCOMPARE(merged.points.size(), std::size_t(1));
        QCOMPARE(window.projectWorkflow()->session().path(), QFileInfo(project).absoluteFilePath());
        QVERIFY(window.projectWorkflow()->session().isModified());
        QCOMPARE(catalog.count(), 2);  // the two kriging results, restored from their files

        // Saved and opened another day, the kriging dialog starts from the last kriging.
        QVERIFY(window.projectWorkflow()->session().save());
        MainWindow nextDay;
        QVERIFY(test::openProjectAndWait(nextDay, project));
        KrigingDialog* reopened = nextDay.estimationTools()->openKriging();
        QTRY_VERIFY_WITH_TIMEOUT(reopened->data() != nullptr, 30000);
        QCOMPARE(reopened->variable(), QStringLiteral("Primary"));
        QCOMPARE(reopened->findChild<QSpinBox*>(QStringLiteral("ndmax"))->value(), 7);
        QCOMPARE(reopened->gridEditor()->spec().toString(), grid.toString());
        reopened->close();
    }
};

STRATA_GUI_TEST_MAIN(ProjectFoldersTest)
#include "ProjectFoldersTest.moc"
