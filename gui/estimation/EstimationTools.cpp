#include "estimation/EstimationTools.h"

#include <QDir>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

#include "estimation/CrossValidationView.h"
#include "estimation/EstimationJobList.h"
#include "estimation/IdwDialog.h"
#include "estimation/KrigingDialog.h"
#include "project/ProjectFolders.h"
#include "qa/ResultViewer.h"
#include "strata/kriging/KrigeJob.h"

namespace strata::gui {

EstimationTools::EstimationTools(QMainWindow& window, JobRunner& runner, ResultCatalog& catalog, SourceProvider sources,
                                 ModelProvider model)
    : QObject(&window), window_(window), runner_(runner, catalog), sources_(std::move(sources)), model_(std::move(model)),
      resultFolder_(projectResultsFolder({})) {
    viewer_ = new ResultViewer(catalog, runner);
    viewerDock_ = new QDockWidget(tr("Result viewer"), &window);
    viewerDock_->setObjectName(QStringLiteral("resultViewerDock"));
    viewerDock_->setWidget(viewer_);
    window.addDockWidget(Qt::RightDockWidgetArea, viewerDock_);
    viewerDock_->hide();

    jobList_ = new EstimationJobList(runner_);
    jobsDock_ = new QDockWidget(tr("Estimation jobs"), &window);
    jobsDock_->setObjectName(QStringLiteral("estimationJobsDock"));
    jobsDock_->setWidget(jobList_);
    window.addDockWidget(Qt::BottomDockWidgetArea, jobsDock_);
    jobsDock_->hide();
    connect(&runner_, &EstimationRunner::taskStarted, jobsDock_, &QDockWidget::show);
    connect(&runner_, &EstimationRunner::resultAdded, this, &EstimationTools::onResultAdded);
    connect(viewer_, &ResultViewer::nodePicked, this, [this](double x, double y, double z) {
        if (kriging_ && kriging_->isVisible() && kriging_->data()) kriging_->previewAt(x, y, z);
    });
}

void EstimationTools::setResultFolder(const QString& folder) {
    resultFolder_ = folder;
    if (kriging_) kriging_->setResultFolder(folder);
    if (idw_) idw_->setResultFolder(folder);
}

void EstimationTools::sourcesChanged() {
    delete kriging_;
    delete idw_;
}

QMenu* EstimationTools::addMenu(QMenuBar* bar) {
    QMenu* menu = bar->addMenu(tr("&Estimation"));
    QAction* kriging = menu->addAction(tr("&Kriging..."), this, &EstimationTools::openKriging);
    kriging->setToolTip(tr("Simple, ordinary or universal kriging of a grid, cross-validation, neighbourhood preview"));
    kriging->setShortcut(QKeySequence(tr("Ctrl+K")));
    menu->addAction(tr("&IDW / AIDW..."), this, &EstimationTools::openIdw);
    menu->addSeparator();
    menu->addAction(tr("&Result viewer"), this, &EstimationTools::showResultViewer);
    menu->addAction(jobsDock_->toggleViewAction());
    return menu;
}

KrigingDialog* EstimationTools::openKriging() {
    if (kriging_) {
        kriging_->show();
        kriging_->raise();
        return kriging_;
    }
    // Closing hides the dialog: it opens again as it was left.
    kriging_ = new KrigingDialog(runner_, sources_(), resultFolder_, &window_);
    kriging_->setModelProvider(model_);
    kriging_->setSavedModelProvider(savedModels_);
    kriging_->setCoregionalisationProvider(coregionalisation_);
    if (lastJob_) kriging_->restoreLastRuns(lastJob_);
    connect(kriging_, &KrigingDialog::previewReady, this, [this](const NeighbourhoodPreview& preview) {
        if (!kriging_) return;
        showResultViewer();
        viewer_->showPreview(preview, kriging_->options().search);
    });
    connect(kriging_, &KrigingDialog::crossValidationReady, this, [this](int id, const jobs::Json& summary) {
        auto item = runner_.catalog().item(id);
        if (!item) return;
        // A window of its own, owned by the main window so that it closes with it.
        auto* view = new CrossValidationView(*item, summary, &window_);
        view->setWindowFlag(Qt::Window);
        view->setAttribute(Qt::WA_DeleteOnClose);
        view->show();
    });
    kriging_->show();
    return kriging_;
}

IdwDialog* EstimationTools::openIdw() {
    if (!idw_) idw_ = new IdwDialog(runner_, sources_(), resultFolder_, &window_);
    idw_->show();
    idw_->raise();
    return idw_;
}

void EstimationTools::showResultViewer() {
    viewerDock_->show();
    viewerDock_->raise();
}

void EstimationTools::onResultAdded(int id, const jobs::Json&) {
    auto item = runner_.catalog().item(id);
    if (!item || !item->grid) return;  // points and block models have views of their own
    showResultViewer();
    viewer_->showItem(id);
}

}  // namespace strata::gui
