#pragma once
// Help > User guide: the Markdown pages of docs/ (the user guide of Strata) in a browser with
// a page list; links between pages and the images in docs/images work. The pages are looked for
// beside the installed program (share/doc/strata) and, for a build tree, in the source tree's
// docs/ above it.
#include <QDialog>
#include <QString>

class QListWidget;
class QTextBrowser;

namespace strata::gui {

// The folder holding index.md and the other pages; empty when none is found.
QString userGuideFolder();

class UserGuideDialog : public QDialog {
    Q_OBJECT
public:
    // `quickStart` (HTML) is shown first, as the page "Quick start".
    UserGuideDialog(const QString& quickStart, QWidget* parent = nullptr);

    // Shows a page by file name ("gui.md"); false when there is no such page.
    bool showPage(const QString& fileName);
    QStringList pages() const;
    QString currentText() const;

private:
    QString folder_;
    QString quickStart_;
    QListWidget* list_;
    QTextBrowser* browser_;
};

}  // namespace strata::gui
