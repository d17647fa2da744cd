#include "project/ProjectSession.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"

namespace strata::gui {

namespace {
const char* const kAutosaveMinutesKey = "project/autosaveMinutes";
const char* const kPendingKey = "project/pendingAutosaves";
const char* const kAutosaveSuffix = ".autosave";
constexpr int kDefaultAutosaveMinutes = 5;

std::string native(const QString& path) { return QDir::toNativeSeparators(path).toStdString(); }

QString fallbackAutosaveFolder() {
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/autosave");
    QDir().mkpath(folder);
    return folder;
}

bool folderWritable(const QString& folder) {
    const QFileInfo info(folder);
    return info.isDir() && info.isWritable();
}
}  // namespace

ProjectSession::ProjectSession(QObject* parent)
    : QObject(parent), autosaveMinutes_(configuredAutosaveMinutes()), timer_(new QTimer(this)) {
    connect(timer_, &QTimer::timeout, this, [this] { autosave(); });
    setAutosaveInterval(autosaveMinutes_);
    newProject(tr("Untitled"));
}

ProjectSession::~ProjectSession() = default;

QString ProjectSession::displayName() const {
    const QString name = QString::fromStdString(project_.name);
    return name.isEmpty() ? (isUntitled() ? tr("Untitled") : QFileInfo(path_).completeBaseName()) : name;
}

void ProjectSession::newProject(const QString& name) {
    discardAutosave();
    project_ = ProjectFile{};
    project_.name = name.toStdString();
    path_.clear();
    changedSinceAutosave_ = false;
    modified_ = false;
    emit projectChanged();
}

void ProjectSession::setProject(ProjectFile project, const QString& path, bool modified) {
    if (path != path_) discardAutosave();
    project_ = std::move(project);
    path_ = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    if (!path_.isEmpty()) project_.path = native(path_);
    changedSinceAutosave_ = modified;
    modified_ = modified;
    emit projectChanged();
}

void ProjectSession::modify(const std::function<void(ProjectFile&)>& change) {
    change(project_);
    changedSinceAutosave_ = true;
    modified_ = true;
    emit projectChanged();
}

void ProjectSession::updateQuietly(const std::function<void(ProjectFile&)>& change) {
    change(project_);
    changedSinceAutosave_ = modified_;
}

bool ProjectSession::save() {
    if (isUntitled()) {
        lastError_ = tr("The project has no file yet: use Save As.");
        return false;
    }
    return writeTo(path_);
}

bool ProjectSession::saveAs(const QString& path) {
    QString target = QFileInfo(path).absoluteFilePath();
    if (QFileInfo(target).suffix().isEmpty()) target += QStringLiteral(".strata");
    if (target != path_) discardAutosave();
    return writeTo(target);
}

bool ProjectSession::writeTo(const QString& path) {
    try {
        ProjectFile copy = project_;
        copy.path = native(path);
        writeProjectFile(copy, copy.path);
        project_.path = copy.path;
    } catch (const std::exception& e) {
        lastError_ = QString::fromStdString(e.what());
        return false;
    }
    path_ = path;
    discardAutosave();
    changedSinceAutosave_ = false;
    modified_ = false;
    emit projectChanged();
    emit saved(path_);
    return true;
}

QString ProjectSession::autosavePath() const {
    if (!isUntitled() && folderWritable(QFileInfo(path_).absolutePath())) return path_ + QLatin1String(kAutosaveSuffix);
    // Untitled or read-only: a file in the data folder named after the project (and the path, so
    // that two read-only projects of the same name do not share one).
    const QByteArray key = QCryptographicHash::hash((path_ + QString::fromStdString(project_.name)).toUtf8(), QCryptographicHash::Sha1).toHex().left(12);
    return fallbackAutosaveFolder() + QStringLiteral("/project-%1.strata%2").arg(QString::fromLatin1(key), QLatin1String(kAutosaveSuffix));
}

bool ProjectSession::autosave() {
    if (!modified_ || !changedSinceAutosave_) return true;
    const QString target = autosavePath();
    try {
        nlohmann::json json = projectToJson(project_, QFileInfo(target).absolutePath().toStdString());
        json["autosave"] = {{"project", native(path_)},
                            {"saved_at", QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()}};
        io::writeFileAtomically(native(target), json.dump(2) + "\n");
    } catch (const std::exception& e) {
        lastError_ = QString::fromStdString(e.what());
        return false;
    }
    if (!writtenAutosave_.isEmpty() && writtenAutosave_ != target) discardRecovery(writtenAutosave_);
    writtenAutosave_ = target;
    rememberPending(target, true);
    changedSinceAutosave_ = false;
    emit autosaved(target);
    return true;
}

void ProjectSession::discardAutosave() {
    if (writtenAutosave_.isEmpty()) return;
    discardRecovery(writtenAutosave_);
    writtenAutosave_.clear();
}

void ProjectSession::setAutosaveInterval(int minutes) {
    autosaveMinutes_ = std::max(0, minutes);
    if (autosaveMinutes_ == 0) {
        timer_->stop();
        return;
    }
    timer_->start(autosaveMinutes_ * 60 * 1000);
}

int ProjectSession::configuredAutosaveMinutes() {
    return std::max(0, QSettings().value(kAutosaveMinutesKey, kDefaultAutosaveMinutes).toInt());
}

void ProjectSession::setConfiguredAutosaveMinutes(int minutes) { QSettings().setValue(kAutosaveMinutesKey, std::max(0, minutes)); }

void ProjectSession::rememberPending(const QString& autosavePath, bool pending) {
    QSettings settings;
    QStringList list = settings.value(kPendingKey).toStringList();
    list.removeAll(autosavePath);
    if (pending) list.prepend(autosavePath);
    settings.setValue(kPendingKey, list);
}

QList<PendingRecovery> ProjectSession::pendingRecoveries() {
    QList<PendingRecovery> recoveries;
    QStringList still;
    for (const QString& file : QSettings().value(kPendingKey).toStringList()) {
        QFile in(file);
        if (!in.open(QIODevice::ReadOnly)) continue;  // gone: nothing to recover
        still << file;
        PendingRecovery recovery;
        recovery.autosavePath = file;
        try {
            const nlohmann::json json = nlohmann::json::parse(in.readAll().toStdString());
            recovery.name = QString::fromStdString(json.value("name", std::string()));
            if (json.contains("autosave")) {
                const nlohmann::json& autosave = json.at("autosave");
                recovery.projectPath = QString::fromStdString(autosave.value("project", std::string()));
                recovery.savedAt = QDateTime::fromString(QString::fromStdString(autosave.value("saved_at", std::string())), Qt::ISODate);
            }
        } catch (const std::exception&) {
            // A damaged autosave is still offered: reading it will say what is wrong.
        }
        if (!recovery.savedAt.isValid()) recovery.savedAt = QFileInfo(file).lastModified();
        recoveries.push_back(recovery);
    }
    QSettings().setValue(kPendingKey, still);
    return recoveries;
}

ProjectFile ProjectSession::readRecovery(const PendingRecovery& recovery) {
    ProjectFile project = readProjectFile(native(recovery.autosavePath));
    project.path = recovery.projectPath.isEmpty() ? std::string() : native(recovery.projectPath);
    return project;
}

void ProjectSession::discardRecovery(const QString& autosavePath) {
    QFile::remove(autosavePath);
    QSettings settings;
    QStringList list = settings.value(kPendingKey).toStringList();
    list.removeAll(autosavePath);
    settings.setValue(kPendingKey, list);
}

}  // namespace strata::gui
