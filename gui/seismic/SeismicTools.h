#pragma once
// The seismic tools of the main window: Tools > Reverse time migration… opens the RTM dialog
// (one, non-modal); each migrated section goes into the result catalog as a SeismicSection (and,
// through the catalog, its "rtm" job into the project). The dialog first opens with the settings
// of the project's last "rtm" job; it builds velocity sections from the catalog's surface stacks
// and writes them into the project's results folder ("results" beside the project file; for an
// untitled project, the RTM output folder).
#include <QObject>
#include <QPointer>

#include "strata/jobs/Job.h"

class QAction;
class QMainWindow;

namespace strata::gui {

class JobRunner;
class ProjectSession;
class ResultCatalog;
class RtmDialog;

class SeismicTools : public QObject {
    Q_OBJECT
public:
    // `session`, when given, is the project being edited.
    SeismicTools(QMainWindow& window, JobRunner& runner, ResultCatalog& catalog, const ProjectSession* session = nullptr);

    QAction* rtmAction() const { return rtmAction_; }
    RtmDialog* rtmDialog() const;

public slots:
    RtmDialog* openRtm();
    // Opens the dialog with the settings of an "rtm" job the project stored (RtmRequest::fromRtmJob);
    // null when the job is not an "rtm" job.
    RtmDialog* reopenRtm(const strata::jobs::Json& job);

private:
    void updateResultsFolder();
    void restoreLastRtm();

    QMainWindow& window_;
    JobRunner& runner_;
    ResultCatalog& catalog_;
    const ProjectSession* session_;
    QAction* rtmAction_;
    QPointer<RtmDialog> dialog_;
};

}  // namespace strata::gui
