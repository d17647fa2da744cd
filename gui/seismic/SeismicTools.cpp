#include "seismic/SeismicTools.h"

#include "project/ProjectFolders.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>

#include "results/ResultCatalog.h"
#include "project/ProjectSession.h"
#include "seismic/RtmDialog.h"
#include "strata/core/Error.h"

namespace strata::gui {

SeismicTools::SeismicTools(QMainWindow& window, JobRunner& runner, ResultCatalog& catalog, const ProjectSession* session)
    : QObject(&window), window_(window), runner_(runner), catalog_(catalog), session_(session) {
    rtmAction_ = new QAction(tr("Reverse time &migration…"), this);
    rtmAction_->setObjectName(QStringLiteral("rtmAction"));
    rtmAction_->setShortcut(QKeySequence(tr("Ctrl+Shift+M")));
    rtmAction_->setToolTip(tr("Image a seismic section: model or read shot gathers and migrate them (2D acoustic RTM)"));
    connect(rtmAction_, &QAction::triggered, this, &SeismicTools::openRtm);
}

RtmDialog* SeismicTools::rtmDialog() const { return dialog_; }

void SeismicTools::updateResultsFolder() {
    const QString project = session_ ? session_->path() : QString();
    dialog_->setResultsFolder(project.isEmpty() ? QString() : projectResultsFolder(project));
}

void SeismicTools::restoreLastRtm() {
    if (!session_) return;
    const auto& jobs = session_->project().jobs;
    for (auto job = jobs.rbegin(); job != jobs.rend(); ++job) {
        if (job->job.value("type", std::string()) != seismic::RtmJob::type) continue;
        try {
            dialog_->setRequest(RtmRequest::fromRtmJob(job->job));
        } catch (const Error&) {
            // A job the dialog cannot show keeps the dialog's defaults.
        }
        return;
    }
}

RtmDialog* SeismicTools::openRtm() {
    const bool fresh = !dialog_;
    if (fresh) {
        dialog_ = new RtmDialog(runner_, &window_);
        connect(dialog_, &RtmDialog::sectionReady, this,
                [this](std::shared_ptr<const Grid> section, const jobs::Json& job, const QString& name) {
                    ResultItem item;
                    item.kind = ResultKind::SeismicSection;
                    item.name = name;
                    item.job = job;
                    item.grid = std::move(section);
                    catalog_.add(std::move(item));
                });
        dialog_->setCatalog(&catalog_);
    }
    updateResultsFolder();
    if (fresh) restoreLastRtm();
    dialog_->show();
    dialog_->raise();
    dialog_->activateWindow();
    return dialog_;
}

RtmDialog* SeismicTools::reopenRtm(const jobs::Json& job) {
    RtmRequest request;
    try {
        request = RtmRequest::fromRtmJob(job);
    } catch (const Error&) {
        return nullptr;
    }
    RtmDialog* dialog = openRtm();
    dialog->setRequest(request);
    return dialog;
}

}  // namespace strata::gui
