#include "project/ProjectFolders.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

#include "project/ProjectFile.h"
#include "strata/core/Error.h"

namespace strata::gui {

namespace {

const char* const kProjectFolderKey = "folders/project";

QString settingsKey(FolderPurpose purpose) {
    switch (purpose) {
    case FolderPurpose::Data: return QStringLiteral("folders/data");
    case FolderPurpose::Export: return QStringLiteral("export/directory");  // the key exports always used
    case FolderPurpose::Pictures: return QStringLiteral("plotExport/directory");
    case FolderPurpose::Jobs: return QStringLiteral("folders/jobs");
    case FolderPurpose::Projects: return QStringLiteral("folders/projects");
    }
    return QStringLiteral("folders/other");
}

bool isFolder(const QString& path) { return !path.isEmpty() && QFileInfo(path).isDir(); }

bool isInside(const QString& file, const QString& folder) {
    const QString relative = QDir(folder).relativeFilePath(file);
    return !relative.startsWith(QLatin1String("..")) && !QDir::isAbsolutePath(relative);
}

}  // namespace

QString projectResultsFolder(const QString& projectPath) {
    const QDir appData(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation));
    if (projectPath.isEmpty()) return appData.filePath(QStringLiteral("results/untitled"));
    const QFileInfo project(projectPath);
    // A project in a read-only place (the bundled samples, a shared drive) keeps its results
    // in the application's folder, under the project's name.
    if (!QFileInfo(project.absolutePath()).isWritable())
        return appData.filePath(QStringLiteral("results/") + fileStem(project.completeBaseName()));
    return project.absoluteDir().filePath(project.fileName() + QStringLiteral(".d/results"));
}

QString fileStem(const QString& text) {
    QString stem = text;
    stem.replace(QRegularExpression(QStringLiteral("[^\\p{L}\\p{N}_-]+")), QStringLiteral("_"));
    while (stem.startsWith(u'_')) stem.remove(0, 1);
    while (stem.endsWith(u'_')) stem.chop(1);
    return stem.isEmpty() ? QStringLiteral("result") : stem;
}

QString uniqueFilePath(const QString& folder, const QString& stem, const QString& suffix) {
    const QDir dir(folder);
    QString path = dir.filePath(stem + suffix);
    for (int n = 2; QFileInfo::exists(path); ++n) path = dir.filePath(QStringLiteral("%1_%2%3").arg(stem).arg(n).arg(suffix));
    return path;
}

QString startFolder(FolderPurpose purpose) {
    QSettings settings;
    const QString last = settings.value(settingsKey(purpose)).toString();
    if (isFolder(last)) return last;
    const QString project = settings.value(kProjectFolderKey).toString();
    if (isFolder(project)) return project;
    return QDir::homePath();
}

void rememberFolder(FolderPurpose purpose, const QString& path) {
    if (path.isEmpty()) return;
    const QFileInfo info(path);
    QSettings().setValue(settingsKey(purpose), info.isDir() ? info.absoluteFilePath() : info.absolutePath());
}

void setProjectForDialogs(const QString& projectPath) {
    QSettings settings;
    if (projectPath.isEmpty()) settings.remove(kProjectFolderKey);
    else settings.setValue(kProjectFolderKey, QFileInfo(projectPath).absolutePath());
}

QString chooseFileToOpen(QWidget* parent, const QString& caption, const QString& filter, FolderPurpose purpose) {
    const QString path = QFileDialog::getOpenFileName(parent, caption, startFolder(purpose), filter);
    rememberFolder(purpose, path);
    return path;
}

QStringList chooseFilesToOpen(QWidget* parent, const QString& caption, const QString& filter, FolderPurpose purpose) {
    const QStringList paths = QFileDialog::getOpenFileNames(parent, caption, startFolder(purpose), filter);
    if (!paths.isEmpty()) rememberFolder(purpose, paths.front());
    return paths;
}

QString chooseFileToSave(QWidget* parent, const QString& caption, const QString& suggestedName, const QString& filter,
                         FolderPurpose purpose, QString* selectedFilter) {
    const QString start = QDir(startFolder(purpose)).filePath(suggestedName);
    const QString path = QFileDialog::getSaveFileName(parent, caption, start, filter, selectedFilter);
    rememberFolder(purpose, path);
    return path;
}

int adoptResultFiles(ProjectFile& project, const QString& fromFolder, const QString& toFolder) {
    ProjectFile adopted = project;
    int copied = 0;
    for (ProjectJob& job : adopted.jobs) {
        for (JobResultFile& result : job.results) {
            const QFileInfo from(QString::fromStdString(result.path));
            if (!isInside(from.absoluteFilePath(), fromFolder) || !from.isFile()) continue;
            QDir().mkpath(toFolder);
            // The file and its companions ("image.bin.json", "grid.prj", "grid.aux.xml"): the
            // files of its folder named "<base>." something, copied under one new base name.
            const QString base = from.completeBaseName();
            const QString suffix = from.fileName().mid(base.size());
            const QString newBase = QFileInfo(uniqueFilePath(toFolder, base, suffix)).fileName().chopped(suffix.size());
            for (const QFileInfo& companion : from.absoluteDir().entryInfoList({base + QStringLiteral(".*")}, QDir::Files)) {
                const QString to = QDir(toFolder).filePath(newBase + companion.fileName().mid(base.size()));
                if (!QFile::copy(companion.absoluteFilePath(), to))
                    throw IoError(to.toStdString(), "cannot copy the result '" + result.name + "' here");
            }
            result.path = QDir::toNativeSeparators(QDir(toFolder).filePath(newBase + suffix)).toStdString();
            ++copied;
        }
    }
    project = std::move(adopted);
    return copied;
}

}  // namespace strata::gui
