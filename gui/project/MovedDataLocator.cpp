#include "project/MovedDataLocator.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

namespace strata::gui {

MovedFileQuestion fileDialogQuestion(QWidget* parent, const QString& projectFolder) {
    return [parent, projectFolder](const DataFileReference& missing) {
        const QString old = QString::fromStdString(*missing.path);
        const QString name = QFileInfo(old).fileName();
        const QString caption = QFileDialog::tr("Where is %1 (%2) now?").arg(name, QString::fromStdString(missing.role));
        const QString suffix = QFileInfo(old).suffix();
        const QString filter = suffix.isEmpty() ? QFileDialog::tr("All files (*)")
                                                : QFileDialog::tr("%1 (%2);;All files (*)").arg(name, QStringLiteral("*.") + suffix);
        return QDir::toNativeSeparators(QFileDialog::getOpenFileName(parent, caption, projectFolder, filter));
    };
}

MovedDataOutcome locateMovedData(ProjectFile& project, const MovedFileQuestion& ask) {
    MovedDataOutcome outcome;
    for (;;) {
        const std::vector<DataFileReference> missing = missingDataFiles(project);
        if (missing.empty()) break;
        const QString answer = ask(missing.front());
        if (answer.isEmpty() || !QFileInfo(answer).isFile()) {
            outcome.missing = missing.size();
            break;
        }
        const std::string old = *missing.front().path;
        outcome.fixed += relocateDataFile(project, old, QDir::cleanPath(QDir::fromNativeSeparators(answer)).toStdString());
    }
    return outcome;
}

}  // namespace strata::gui
