// The project session: save / save as write the project file and clear the modified state; an
// autosave of unsaved changes survives a crash (the session object dies without closing) and
// is offered at the next start, reads back with every change, and goes away once dealt with.
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>

#include <fstream>

#include "GuiTestSupport.h"
#include "project/MovedDataLocator.h"
#include "project/ProjectSession.h"

using namespace strata::gui;

namespace {

ProjectFile projectWithData(const QDir& folder) {
    ProjectFile project;
    project.name = "Autosaved";
    PointSource points;
    points.name = "samples";
    points.path = QDir::cleanPath(folder.filePath(QStringLiteral("samples.csv"))).toStdString();
    std::ofstream(points.path) << "x,y,v\n1,2,3\n";
    project.points.push_back(points);
    return project;
}

}  // namespace

class ProjectSessionTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QSettings().clear(); }

    void saveAsWritesTheFileAndClearsTheModifiedState() {
        QTemporaryDir folder;
        ProjectSession session;
        session.setAutosaveInterval(0);
        QVERIFY(session.isUntitled());
        session.setProject(projectWithData(QDir(folder.path())), QString());
        session.modify([](ProjectFile& p) { p.description = "edited"; });
        QVERIFY(session.isModified());
        QVERIFY(!session.save());  // untitled: needs a name
        const QString path = QDir(folder.path()).filePath(QStringLiteral("saved"));
        QVERIFY2(session.saveAs(path), qPrintable(session.lastError()));
        QCOMPARE(session.path(), path + QStringLiteral(".strata"));
        QVERIFY(!session.isModified());
        const ProjectFile reread = readProjectFile(session.path().toStdString());
        QCOMPARE(reread.description, std::string("edited"));
        QCOMPARE(reread.points.size(), std::size_t(1));
    }

    void autosaveIsRecoveredAfterACrash() {
        QTemporaryDir folder;
        const QDir dir(folder.path());
        const QString projectPath = dir.filePath(QStringLiteral("crash.strata"));
        QString autosavePath;
        {
            auto* session = new ProjectSession;
            session->setAutosaveInterval(0);
            session->setProject(projectWithData(dir), QString());
            QVERIFY(session->saveAs(projectPath));
            QVERIFY(session->autosave());  // nothing changed: nothing written
            QVERIFY(ProjectSession::pendingRecoveries().isEmpty());
            session->modify([](ProjectFile& p) {
                p.name = "After the crash";
                ProjectVariogram v;
                v.name = "Ni";
                v.model = strata::variogram::VariogramModel::parse("0.1 nug + 0.9 sph(50)");
                p.variograms.push_back(v);
            });
            QVERIFY2(session->autosave(), qPrintable(session->lastError()));
            autosavePath = session->autosavePath();
            QCOMPARE(autosavePath, projectPath + QStringLiteral(".autosave"));
            QVERIFY(QFile::exists(autosavePath));
            // A crash: the object goes without save or discard (its destructor removes nothing).
            delete session;
        }
        // The project file itself still holds the last save.
        QCOMPARE(readProjectFile(projectPath.toStdString()).name, std::string("Autosaved"));

        const QList<PendingRecovery> pending = ProjectSession::pendingRecoveries();
        QCOMPARE(pending.size(), 1);
        QCOMPARE(pending.front().autosavePath, autosavePath);
        QCOMPARE(QDir::cleanPath(pending.front().projectPath), QDir::cleanPath(projectPath));
        QCOMPARE(pending.front().name, QStringLiteral("After the crash"));
        QVERIFY(pending.front().savedAt.isValid());

        const ProjectFile recovered = ProjectSession::readRecovery(pending.front());
        QCOMPARE(recovered.name, std::string("After the crash"));
        QCOMPARE(recovered.variograms.size(), std::size_t(1));
        QCOMPARE(recovered.variograms.front().model.toString(), strata::variogram::VariogramModel::parse("0.1 nug + 0.9 sph(50)").toString());
        QCOMPARE(QString::fromStdString(recovered.points.front().path), QDir::cleanPath(dir.filePath(QStringLiteral("samples.csv"))));
        QCOMPARE(QDir::cleanPath(QString::fromStdString(recovered.path)), QDir::cleanPath(projectPath));

        // Saving the recovered project removes the side file and the offer.
        ProjectSession next;
        next.setAutosaveInterval(0);
        next.setProject(recovered, projectPath, true);
        QVERIFY(next.autosave());
        QVERIFY(next.save());
        QVERIFY(!QFile::exists(autosavePath));
        QVERIFY(ProjectSession::pendingRecoveries().isEmpty());
        QCOMPARE(readProjectFile(projectPath.toStdString()).name, std::string("After the crash"));
    }

    void autosaveRunsOnItsTimer() {
        ProjectSession session;
        session.setProject(ProjectFile{}, QString());
        session.modify([](ProjectFile& p) { p.name = "timed"; });
        QSignalSpy autosaved(&session, &ProjectSession::autosaved);
        session.setAutosaveInterval(1);  // minutes; the timer is driven here by hand
        auto* timer = session.findChild<QTimer*>();
        QVERIFY(timer && timer->isActive());
        QCOMPARE(timer->interval(), 60 * 1000);
        QMetaObject::invokeMethod(timer, "timeout", Qt::DirectConnection);
        QCOMPARE(autosaved.count(), 1);
        const QString file = autosaved.front().front().toString();
        QVERIFY(QFile::exists(file));  // untitled: in the application's data folder
        session.discardAutosave();
        QVERIFY(!QFile::exists(file));
    }

    void movedDataIsAskedForOnce() {
        QTemporaryDir folder;
        const QDir dir(folder.path());
        ProjectFile project = projectWithData(dir);
        PointSource second = project.points.front();
        second.name = "second";
        second.path = QDir::cleanPath(dir.filePath(QStringLiteral("old/second.csv"))).toStdString();
        project.points.front().path = QDir::cleanPath(dir.filePath(QStringLiteral("old/samples.csv"))).toStdString();
        project.points.push_back(second);
        QDir().mkpath(dir.filePath(QStringLiteral("new")));
        std::ofstream(dir.filePath(QStringLiteral("new/samples.csv")).toStdString()) << "x,y\n";
        std::ofstream(dir.filePath(QStringLiteral("new/second.csv")).toStdString()) << "x,y\n";
        int questions = 0;
        const MovedDataOutcome outcome = locateMovedData(project, [&](const DataFileReference& missing) {
            ++questions;
            return dir.filePath(QStringLiteral("new/")) + QFileInfo(QString::fromStdString(*missing.path)).fileName();
        });
        QCOMPARE(questions, 1);  // the second file was found in the same new folder
        QCOMPARE(outcome.fixed, std::size_t(2));
        QCOMPARE(outcome.missing, std::size_t(0));
        QVERIFY(missingDataFiles(project).empty());
        // Giving up leaves the file missing and says so.
        project.points.back().path = "/nowhere/else.csv";
        const MovedDataOutcome givenUp = locateMovedData(project, [](const DataFileReference&) { return QString(); });
        QCOMPARE(givenUp.missing, std::size_t(1));
    }
};

STRATA_GUI_TEST_MAIN(ProjectSessionTest)
#include "ProjectSessionTest.moc"
