#pragma once
// The project being edited: its description (ProjectFile), the file it lives in, whether it has
// unsaved changes, saving (atomic, through writeProjectFile) and the autosave that lets the user
// recover after a crash.
//
// Autosave: while the project has unsaved changes, it is written every N minutes (the
// "project/autosaveMinutes" setting; 0 turns it off) to a side file, "<project>.strata.autosave"
// beside the project (or in the application data folder for an untitled project or a read-only
// folder). The side file is listed in the settings ("project/pendingAutosaves") and removed when
// the project is saved or closed cleanly, so a side file still listed at the next start means
// Strata did not close normally: the main window then offers to recover it.
#include <functional>

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QStringList>

#include "project/ProjectFile.h"

class QTimer;

namespace strata::gui {

// An autosave left behind by a session that did not end normally.
struct PendingRecovery {
    QString autosavePath;
    QString projectPath;  // the project it belongs to; empty for an untitled project
    QString name;         // the project's name
    QDateTime savedAt;
};

class ProjectSession : public QObject {
    Q_OBJECT
public:
    explicit ProjectSession(QObject* parent = nullptr);
    ~ProjectSession() override;

    const ProjectFile& project() const { return project_; }
    QString path() const { return path_; }
    bool isUntitled() const { return path_.isEmpty(); }
    bool isModified() const { return modified_; }
    QString displayName() const;

    // Starts afresh with an empty, untitled project.
    void newProject(const QString& name);
    // Makes `project` the current one, saved at `path` (empty: untitled). `modified` says
    // whether it differs from that file (a recovered autosave, a relocated data path).
    void setProject(ProjectFile project, const QString& path, bool modified = false);
    // Applies a change and marks the project modified.
    void modify(const std::function<void(ProjectFile&)>& change);
    // Applies a change saved with the project that is not worth a question on close (view
    // settings such as the vertical exaggeration).
    void updateQuietly(const std::function<void(ProjectFile&)>& change);

    // Saves to path() (false for an untitled project) or to `path`; the reason of a failure is
    // in lastError(). A successful save removes the autosave.
    bool save();
    bool saveAs(const QString& path);
    QString lastError() const { return lastError_; }

    // Autosave now (when modified); false on failure (lastError()).
    bool autosave();
    QString autosavePath() const;
    // Minutes between autosaves; 0: off. Read from the settings at construction.
    void setAutosaveInterval(int minutes);
    int autosaveInterval() const { return autosaveMinutes_; }
    // Removes the side file (the user closed the project or discarded the changes).
    void discardAutosave();

    static int configuredAutosaveMinutes();
    static void setConfiguredAutosaveMinutes(int minutes);
    // Autosaves left by sessions that ended abnormally (their side files still exist).
    static QList<PendingRecovery> pendingRecoveries();
    // Reads an autosave back; the project gets its original path (untitled when it had none)
    // and counts as modified. Throws strata::Error when the file cannot be read.
    static ProjectFile readRecovery(const PendingRecovery& recovery);
    // Deletes an autosave and forgets it.
    static void discardRecovery(const QString& autosavePath);

signals:
    void projectChanged();  // content, path or modified state changed
    void saved(const QString& path);
    void autosaved(const QString& autosavePath);

private:
    bool writeTo(const QString& path);
    void rememberPending(const QString& autosavePath, bool pending);

    ProjectFile project_;
    QString path_;
    bool modified_ = false;
    bool changedSinceAutosave_ = false;
    QString lastError_;
    QString writtenAutosave_;  // the side file this program wrote (removed on save/close)
    int autosaveMinutes_ = 5;
    QTimer* timer_;
};

}  // namespace strata::gui
