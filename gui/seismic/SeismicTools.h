#pragma once
// The seismic tools of the main window: Tools > Reverse time migration… opens the RTM dialog
// (one, non-modal); each migrated section goes into the result catalog as a SeismicSection.
#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;

namespace strata::gui {

class JobRunner;
class ResultCatalog;
class RtmDialog;

class SeismicTools : public QObject {
    Q_OBJECT
public:
    SeismicTools(QMainWindow& window, JobRunner& runner, ResultCatalog& catalog);

    QAction* rtmAction() const { return rtmAction_; }
    RtmDialog* rtmDialog() const;

public slots:
    RtmDialog* openRtm();

private:
    QMainWindow& window_;
    JobRunner& runner_;
    ResultCatalog& catalog_;
    QAction* rtmAction_;
    QPointer<RtmDialog> dialog_;
};

}  // namespace strata::gui
