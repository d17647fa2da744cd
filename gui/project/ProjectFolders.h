#pragma once
// Where the application puts files and where its file dialogs start.
//
// Results belong to the project: a saved project "site.strata" keeps what its jobs write in
// "site.strata.d/results/" beside it, referenced relatively, so that the project folder can be
// zipped and sent. An untitled project writes into the application's data folder until it is
// saved; the first save copies those files into the project's own folder (adoptResultFiles).
//
// File dialogs start in the folder last used for the same purpose (data read, exports, plots),
// else in the project's folder, else in the home folder: never in the program's working folder.
#include <QString>
#include <QStringList>

class QWidget;

namespace strata::gui {

struct ProjectFile;

// "<folder>/<name>.strata.d/results" for the project saved at `projectPath`; the application's
// data folder ("results/untitled") when the path is empty, "results/<name>" there when the
// project's folder is read-only.
QString projectResultsFolder(const QString& projectPath);

// A file name from `text` that keeps its letters (any script), digits, '-' and '_', other runs
// of characters becoming one '_' ("Surfaces (aidw)" -> "Surfaces_aidw", "Ni: оценка" ->
// "Ni_оценка"); "result" when nothing is left.
QString fileStem(const QString& text);

// "<folder>/<stem><suffix>", or "<stem>_2<suffix>", "_3", ... : the first that no file uses.
QString uniqueFilePath(const QString& folder, const QString& stem, const QString& suffix);

// What a file dialog is for: each remembers its own last folder.
enum class FolderPurpose { Data, Export, Pictures, Jobs, Projects };

// The folder a file dialog for `purpose` starts in, and the one to remember once the user chose
// `path` (a file or a folder).
QString startFolder(FolderPurpose purpose);
void rememberFolder(FolderPurpose purpose, const QString& path);
// The project now open (empty: untitled): the fallback start folder of every dialog.
void setProjectForDialogs(const QString& projectPath);

// File dialogs that start in startFolder(purpose) and remember the folder chosen. Empty (an
// empty list) when the user cancelled. `suggestedName` is a file name without folder.
QString chooseFileToOpen(QWidget* parent, const QString& caption, const QString& filter, FolderPurpose purpose);
QStringList chooseFilesToOpen(QWidget* parent, const QString& caption, const QString& filter, FolderPurpose purpose);
QString chooseFileToSave(QWidget* parent, const QString& caption, const QString& suggestedName, const QString& filter,
                         FolderPurpose purpose, QString* selectedFilter = nullptr);

// Copies the result files of `project` that lie in `fromFolder` (an untitled project's results)
// into `toFolder` and points the project at the copies. Returns how many were copied; throws
// IoError when a copy fails (the project is then unchanged).
int adoptResultFiles(ProjectFile& project, const QString& fromFolder, const QString& toFolder);

}  // namespace strata::gui
