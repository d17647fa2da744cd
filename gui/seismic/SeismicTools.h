#pragma once
// The seismic tools of the main window: Tools > Reverse time migration… opens the RTM dialog
// (one, non-modal); each migrated section goes into the result catalog as a SeismicSection. The
// dialog builds velocity sections from the catalog's surface stacks and writes them into the
// project's results folder ("results" beside the project file; untitled: the RTM output folder).
#include <functional>

#include <QObject>
#include <QPointer>
#include <QString>

#include "strata/jobs/Job.h"

class QAction;
class QMainWindow;

namespace strata::gui {

class JobRunner;
class ResultCatalog;
class RtmDialog;

class SeismicTools : public QObject {
    Q_OBJECT
public:
    // `projectFile` gives the current project's file (empty while untitled).
    SeismicTools(QMainWindow& window, JobRunner& runner, ResultCatalog& catalog, std::function<QString()> projectFile = {});

    QAction* rtmAction() const { return rtmAction_; }
    RtmDialog* rtmDialog() const;

public slots:
    RtmDialog* openRtm();
    // Opens the dialog with the settings of an "rtm" job the project stored (RtmRequest::fromRtmJob);
    // null when the job is not an "rtm" job.
    RtmDialog* reopenRtm(const strata::jobs::Json& job);

private:
    QMainWindow& window_;
    JobRunner& runner_;
    ResultCatalog& catalog_;
    std::function<QString()> projectFile_;
    QAction* rtmAction_;
    QPointer<RtmDialog> dialog_;
};

}  // namespace strata::gui
