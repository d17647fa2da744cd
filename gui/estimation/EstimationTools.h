#pragma once
// The estimation and QA tools of the main window: the Estimation menu (kriging, IDW / AIDW,
// result viewer), the job list dock, the result viewer dock, and the wiring between them:
// a finished grid is shown in the viewer, a finished cross-validation opens its plot, and a
// node clicked in the viewer or the map previews the kriging neighbourhood of the open dialog.
#include <functional>
#include <optional>
#include <vector>

#include <QObject>
#include <QPointer>
#include <QString>

#include "estimation/EstimationRunner.h"
#include "estimation/EstimationSource.h"
#include "estimation/KrigingDialog.h"
#include "strata/variogram/Coregionalisation.h"
#include "strata/variogram/VariogramModel.h"

class QDockWidget;
class QMainWindow;
class QMenu;
class QMenuBar;

namespace strata::gui {

class EstimationJobList;
class IdwDialog;
class ResultViewer;

class EstimationTools : public QObject {
    Q_OBJECT
public:
    using SourceProvider = std::function<std::vector<EstimationSource>()>;
    using ModelProvider = std::function<std::optional<variogram::VariogramModel>()>;

    EstimationTools(QMainWindow& window, JobRunner& runner, ResultCatalog& catalog, SourceProvider sources,
                    ModelProvider model);

    // Adds the Estimation menu after the menus already there.
    QMenu* addMenu(QMenuBar* bar);
    EstimationRunner& runner() { return runner_; }
    ResultViewer* resultViewer() const { return viewer_; }
    EstimationJobList* jobList() const { return jobList_; }
    QDockWidget* viewerDock() const { return viewerDock_; }
    // Where results are written unless the user picks another folder in the dialog: the
    // project's results folder (ProjectFolders.h), told again whenever the project's path changes.
    void setResultFolder(const QString& folder);
    QString resultFolder() const { return resultFolder_; }
    // The project's data changed (opened, points imported): the dialogs, which keep their
    // settings while closed, are made afresh with the new sources at their next opening.
    void sourcesChanged();
    // The project's last finished job of one of some types ("krige", "cokrige"), which a newly
    // made dialog starts from.
    using LastJobProvider = KrigingDialog::LastJobProvider;
    void setLastJobProvider(LastJobProvider provider) { lastJob_ = std::move(provider); }
    // The project's saved model of a source's variable (the kriging dialog proposes it).
    void setSavedModelProvider(std::function<std::optional<variogram::VariogramModel>(const QString&, const QString&)> provider) {
        savedModels_ = std::move(provider);
    }

    // The variogram panel's linear model of coregionalisation (the kriging dialog's cokriging).
    void setCoregionalisationProvider(std::function<std::optional<variogram::Coregionalisation>()> provider) {
        coregionalisation_ = std::move(provider);
    }

public slots:
    KrigingDialog* openKriging();
    IdwDialog* openIdw();
    void showResultViewer();

private:
    void onResultAdded(int id, const jobs::Json& summary);

    QMainWindow& window_;
    EstimationRunner runner_;
    SourceProvider sources_;
    ModelProvider model_;
    QDockWidget* viewerDock_;
    QDockWidget* jobsDock_;
    ResultViewer* viewer_;
    EstimationJobList* jobList_;
    QString resultFolder_;
    LastJobProvider lastJob_;
    std::function<std::optional<variogram::VariogramModel>(const QString&, const QString&)> savedModels_;
    std::function<std::optional<variogram::Coregionalisation>()> coregionalisation_;
    QPointer<KrigingDialog> kriging_;
    QPointer<IdwDialog> idw_;
};

}  // namespace strata::gui
