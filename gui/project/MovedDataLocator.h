#pragma once
// "The data moved": before a project is loaded, every data file it names that no longer exists
// is asked for (a file dialog by default). Pointing at one file also fixes the others found in
// the same new folder by name (see relocateDataFile), so a moved data folder costs one question.
#include <functional>

#include <QString>

#include "project/ProjectFile.h"

class QWidget;

namespace strata::gui {

// Returns the new path of a missing file, or an empty string when the user gives up.
using MovedFileQuestion = std::function<QString(const DataFileReference& missing)>;

// The question as a file dialog over `parent`, starting in the project's folder.
MovedFileQuestion fileDialogQuestion(QWidget* parent, const QString& projectFolder);

struct MovedDataOutcome {
    std::size_t fixed = 0;    // references pointed at a new place
    std::size_t missing = 0;  // still missing (the user gave up on them)
};

// Asks for each missing file until all are found or the user gives up on one.
MovedDataOutcome locateMovedData(ProjectFile& project, const MovedFileQuestion& ask);

}  // namespace strata::gui
