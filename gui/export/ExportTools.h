#pragma once
// The export actions of the main window: File > Export… (the export dialog for the catalog's
// results and the project's drillholes) and File > Save picture of the active panel… (PNG/SVG of
// the chart or 2D view that has the focus). The project tree's context menu calls
// exportResult(id) for one result.
#include <functional>
#include <optional>

#include <QObject>
#include <QPointer>

#include "export/ExportSource.h"

class QAction;
class QMainWindow;

namespace strata::gui {

class ExportDialog;
class JobRunner;
class ResultCatalog;

class ExportTools : public QObject {
    Q_OBJECT
public:
    // `drillholes` gives the project's drillholes as a source (nullopt without a project).
    using DrillholeProvider = std::function<std::optional<ExportSource>()>;

    ExportTools(QMainWindow& window, JobRunner& runner, ResultCatalog& catalog, DrillholeProvider drillholes);

    QAction* exportAction() const { return exportAction_; }
    QAction* panelPictureAction() const { return panelPictureAction_; }
    // The dialog last opened (tests drive it).
    ExportDialog* dialog() const;

public slots:
    // Opens the export dialog on result `resultId` (0: the most recent result, else the
    // drillholes). Every result and the drillholes can be picked in the dialog.
    ExportDialog* exportResult(int resultId = 0);
    // Saves the panel with the keyboard focus (a chart, a map, a table) as PNG or SVG; the 3D
    // view as PNG.
    void savePanelPicture();

private:
    QMainWindow& window_;
    JobRunner& runner_;
    ResultCatalog& catalog_;
    DrillholeProvider drillholes_;
    QAction* exportAction_;
    QAction* panelPictureAction_;
    QPointer<ExportDialog> dialog_;
};

}  // namespace strata::gui
