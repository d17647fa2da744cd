#include "seismic/SeismicTools.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>

#include "results/ResultCatalog.h"
#include "seismic/RtmDialog.h"
#include "strata/core/Error.h"

namespace strata::gui {

SeismicTools::SeismicTools(QMainWindow& window, JobRunner& runner, ResultCatalog& catalog, std::function<QString()> projectFile)
    : QObject(&window), window_(window), runner_(runner), catalog_(catalog), projectFile_(std::move(projectFile)) {
    rtmAction_ = new QAction(tr("Reverse time &migration…"), this);
    rtmAction_->setObjectName(QStringLiteral("rtmAction"));
    rtmAction_->setShortcut(QKeySequence(tr("Ctrl+Shift+M")));
    rtmAction_->setToolTip(tr("Image a seismic section: model or read shot gathers and migrate them (2D acoustic RTM)"));
    connect(rtmAction_, &QAction::triggered, this, &SeismicTools::openRtm);
}

RtmDialog* SeismicTools::rtmDialog() const { return dialog_; }

RtmDialog* SeismicTools::openRtm() {
    if (!dialog_) {
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
    const QString project = projectFile_ ? projectFile_() : QString();
    dialog_->setResultsFolder(project.isEmpty() ? QString() : QFileInfo(project).absoluteDir().filePath(QStringLiteral("results")));
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
