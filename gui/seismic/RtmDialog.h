#pragma once
// Tools > Reverse time migration: the velocity model (raw float32 with its grid and axis order,
// SEG-Y, or a stratum section with an interval velocity per unit), the shot data (synthetic
// gathers modelled over an acquisition line, or recorded gathers), the wavelet, the derivative
// operator and the absorbing boundary. Run starts the engine's seismic-model and rtm jobs on a
// worker thread (progress per shot, Cancel); the image, illumination and velocity then show in
// the section panel on the right, and sectionReady() hands them to the result catalog.
#include <memory>

#include <QDialog>
#include <QPointer>

#include "seismic/RtmRequest.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace strata::gui {

class JobRunner;
class SeismicSectionPanel;
class Task;

class RtmDialog : public QDialog {
    Q_OBJECT
public:
    explicit RtmDialog(JobRunner& runner, QWidget* parent = nullptr);

    // Fills the form from a request, and reads it back.
    void setRequest(const RtmRequest& request);
    RtmRequest request() const;

    // Validates and starts the jobs; null (with the reason shown) when the form is not valid.
    Task* run();
    std::shared_ptr<const Grid> section() const { return section_; }
    SeismicSectionPanel* sectionPanel() const { return panel_; }
    QString lastError() const;

signals:
    void sectionReady(std::shared_ptr<const strata::Grid> section, const strata::jobs::Json& job, const QString& name);

private:
    QWidget* buildForm();
    void updateEnabled();
    void browseFile(QLineEdit* edit, const QString& filter);
    void showError(const QString& message);

    JobRunner& runner_;
    std::shared_ptr<const Grid> section_;
    QPointer<Task> task_;

    QComboBox* modelKind_ = nullptr;
    QLineEdit* modelFile_ = nullptr;
    QSpinBox* nx_ = nullptr;
    QSpinBox* nz_ = nullptr;
    QDoubleSpinBox* dx_ = nullptr;
    QDoubleSpinBox* dz_ = nullptr;
    QComboBox* axisOrder_ = nullptr;
    QComboBox* unit_ = nullptr;
    QComboBox* dataKind_ = nullptr;
    QLineEdit* dataFile_ = nullptr;
    QDoubleSpinBox* shotFirst_ = nullptr;
    QDoubleSpinBox* shotSpacing_ = nullptr;
    QSpinBox* shotCount_ = nullptr;
    QDoubleSpinBox* sourceDepth_ = nullptr;
    QDoubleSpinBox* receiverFirst_ = nullptr;
    QDoubleSpinBox* receiverSpacing_ = nullptr;
    QSpinBox* receiverCount_ = nullptr;
    QDoubleSpinBox* receiverDepth_ = nullptr;
    QDoubleSpinBox* tmax_ = nullptr;
    QDoubleSpinBox* frequency_ = nullptr;
    QLineEdit* waveletFile_ = nullptr;
    QComboBox* operator_ = nullptr;
    QComboBox* boundary_ = nullptr;
    QSpinBox* boundaryWidth_ = nullptr;
    QCheckBox* laplacian_ = nullptr;
    QLineEdit* outputFolder_ = nullptr;
    QLabel* error_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton* runButton_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    SeismicSectionPanel* panel_ = nullptr;
};

}  // namespace strata::gui
