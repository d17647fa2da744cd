#include "seismic/RtmDialog.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <limits>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include "jobs/JobRunner.h"
#include "seismic/SeismicSectionPanel.h"
#include "seismic/StackSectionForm.h"
#include "strata/core/Error.h"
#include "strata/seismic/Acquisition.h"
#include "strata/seismic/SeismicFiles.h"

namespace strata::gui {

namespace {

enum ModelKind { RawModel, SegyModel, StratumModel, StackModel };

// A preview larger than this is refused (it is sampled on the GUI thread).
constexpr std::size_t kMaxPreviewNodes = 20'000'000;

bool isJson(const QString& path) { return path.trimmed().endsWith(QLatin1String(".json"), Qt::CaseInsensitive); }
enum DataKind { ModelOnMigration, ModelOnOther, Recorded };

QDoubleSpinBox* metres(QWidget* parent, const char* name, double max, double value) {
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(0, max);
    box->setDecimals(2);
    box->setValue(value);
    box->setSuffix(QStringLiteral(" m"));
    return box;
}

QSpinBox* counter(QWidget* parent, const char* name, int min, int max, int value) {
    auto* box = new QSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(min, max);
    box->setValue(value);
    return box;
}

QWidget* withBrowse(QWidget* parent, QLineEdit* edit, const std::function<void()>& browse) {
    auto* container = new QWidget(parent);
    auto* layout = new QHBoxLayout(container);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    auto* button = new QPushButton(QStringLiteral("…"), container);
    button->setMaximumWidth(32);
    QObject::connect(button, &QPushButton::clicked, container, browse);
    layout->addWidget(button);
    return container;
}

seismic::LineSpec lineOf(const QDoubleSpinBox* first, const QDoubleSpinBox* spacing, const QSpinBox* count) {
    return seismic::LineSpec{first->value(), spacing->value(), count->value()};
}

}  // namespace

RtmDialog::RtmDialog(JobRunner& runner, QWidget* parent) : QDialog(parent), runner_(runner) {
    setObjectName(QStringLiteral("rtmDialog"));
    // The preview follows the form a moment after the last edit, not on every keystroke.
    previewTimer_ = new QTimer(this);
    previewTimer_->setSingleShot(true);
    previewTimer_->setInterval(150);
    connect(previewTimer_, &QTimer::timeout, this, [this] { updatePreview(); });
    setWindowTitle(tr("Reverse time migration"));
    auto* splitter = new QSplitter(this);
    auto* scroll = new QScrollArea(splitter);
    scroll->setWidgetResizable(true);
    scroll->setWidget(buildForm());
    scroll->setMinimumWidth(420);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panel_ = new SeismicSectionPanel(splitter);
    splitter->addWidget(scroll);
    splitter->addWidget(panel_);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({440, 760});

    error_ = new QLabel(this);
    error_->setObjectName(QStringLiteral("rtmError"));
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #b00020"));
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 1000);
    progress_->setFormat(QStringLiteral("%p%"));
    progress_->hide();
    auto* buttons = new QDialogButtonBox(this);
    runButton_ = buttons->addButton(tr("&Run"), QDialogButtonBox::ActionRole);
    runButton_->setObjectName(QStringLiteral("rtmRun"));
    runButton_->setToolTip(tr("Model the shots (if asked) and migrate them in the background"));
    cancelButton_ = buttons->addButton(tr("Cancel job"), QDialogButtonBox::ActionRole);
    cancelButton_->setEnabled(false);
    buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(runButton_, &QPushButton::clicked, this, [this] { run(); });
    connect(cancelButton_, &QPushButton::clicked, this, [this] {
        if (task_) task_->cancel();
    });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(error_);
    layout->addWidget(progress_);
    layout->addWidget(buttons);
    resize(1200, 760);
    setRequest(RtmRequest{});
}

QWidget* RtmDialog::buildForm() {
    auto* form = new QWidget;
    auto* column = new QVBoxLayout(form);

    auto* model = new QGroupBox(tr("Velocity model (migration)"), form);
    auto* modelForm = new QFormLayout(model);
    modelKind_ = new QComboBox(model);
    modelKind_->setObjectName(QStringLiteral("rtmModelKind"));
    modelKind_->addItem(tr("Raw float32"), RawModel);
    modelKind_->addItem(tr("SEG-Y section"), SegyModel);
    modelKind_->addItem(tr("Stratum section (interval velocity per unit, JSON)"), StratumModel);
    modelKind_->addItem(tr("From a surface stack of this project"), StackModel);
    modelKind_->setToolTip(tr("A stratum section places the units of the stratigraphic column along the line, each with its "
                              "interval velocity (see docs/seismic.md); from a surface stack, the units' tops are sampled "
                              "along a map line and the section is written as such a file"));
    modelForm->addRow(tr("Source:"), modelKind_);
    modelFile_ = new QLineEdit(model);
    modelFile_->setObjectName(QStringLiteral("rtmModelFile"));
    modelForm->addRow(tr("File:"), withBrowse(model, modelFile_, [this] {
                          browseFile(modelFile_, tr("Velocity models (*.bin *.raw *.segy *.sgy *.json);;All files (*)"));
                      }));
    nx_ = counter(model, "rtmNx", 2, 100000, 200);
    nz_ = counter(model, "rtmNz", 2, 100000, 100);
    nx_->setToolTip(tr("Nodes along the line"));
    nz_->setToolTip(tr("Nodes in depth"));
    auto* counts = new QWidget(model);
    auto* countsLayout = new QHBoxLayout(counts);
    countsLayout->setContentsMargins(0, 0, 0, 0);
    countsLayout->addWidget(nx_);
    countsLayout->addWidget(new QLabel(tr("×"), counts));
    countsLayout->addWidget(nz_);
    modelForm->addRow(tr("Nodes (x × z):"), counts);
    dx_ = metres(model, "rtmDx", 1000, 10);
    dz_ = metres(model, "rtmDz", 1000, 10);
    modelForm->addRow(tr("Spacing dx:"), dx_);
    modelForm->addRow(tr("Spacing dz:"), dz_);
    axisOrder_ = new QComboBox(model);
    axisOrder_->setObjectName(QStringLiteral("rtmAxisOrder"));
    axisOrder_->addItem(tr("x fastest (rows of constant depth)"));
    axisOrder_->addItem(tr("z fastest (one trace after another)"));
    axisOrder_->setToolTip(tr("How the raw file's values are ordered; the image is written in the same order"));
    modelForm->addRow(tr("Axis order:"), axisOrder_);
    unit_ = new QComboBox(model);
    unit_->addItem(tr("automatic (below 20: km/s)"), QStringLiteral("auto"));
    unit_->addItem(tr("m/s"), QStringLiteral("m/s"));
    unit_->addItem(tr("km/s"), QStringLiteral("km/s"));
    modelForm->addRow(tr("Velocity unit:"), unit_);
    column->addWidget(model);
    stackForm_ = new StackSectionForm(form);
    column->addWidget(stackForm_);

    auto* shotData = new QGroupBox(tr("Shot data"), form);
    auto* dataForm = new QFormLayout(shotData);
    dataKind_ = new QComboBox(shotData);
    dataKind_->setObjectName(QStringLiteral("rtmDataKind"));
    dataKind_->addItem(tr("Model synthetic shots on the migration model"), ModelOnMigration);
    dataKind_->addItem(tr("Model synthetic shots on another model (same grid)"), ModelOnOther);
    dataKind_->addItem(tr("Recorded gathers (SEG-Y, or raw float32 with .json)"), Recorded);
    dataKind_->setToolTip(tr("Synthetic shots on a model with the reflectors, migrated with a smooth model, show where the "
                             "reflectors image"));
    dataForm->addRow(tr("Data:"), dataKind_);
    dataFile_ = new QLineEdit(shotData);
    dataFile_->setObjectName(QStringLiteral("rtmDataFile"));
    dataForm->addRow(tr("File:"), withBrowse(shotData, dataFile_, [this] {
                         browseFile(dataFile_, tr("Models and gathers (*.bin *.raw *.segy *.sgy *.json);;All files (*)"));
                     }));
    column->addWidget(shotData);

    auto* acquisition = new QGroupBox(tr("Acquisition (synthetic shots)"), form);
    auto* acquisitionForm = new QFormLayout(acquisition);
    shotFirst_ = metres(acquisition, "rtmShotFirst", 1e6, 0);
    shotSpacing_ = metres(acquisition, "rtmShotSpacing", 1e5, 100);
    shotCount_ = counter(acquisition, "rtmShotCount", 1, 100000, 5);
    sourceDepth_ = metres(acquisition, "rtmSourceDepth", 1e5, 10);
    receiverFirst_ = metres(acquisition, "rtmReceiverFirst", 1e6, 0);
    receiverSpacing_ = metres(acquisition, "rtmReceiverSpacing", 1e5, 10);
    receiverCount_ = counter(acquisition, "rtmReceiverCount", 1, 1000000, 100);
    receiverDepth_ = metres(acquisition, "rtmReceiverDepth", 1e5, 10);
    acquisitionForm->addRow(tr("First shot x:"), shotFirst_);
    acquisitionForm->addRow(tr("Shot spacing:"), shotSpacing_);
    acquisitionForm->addRow(tr("Shots:"), shotCount_);
    acquisitionForm->addRow(tr("Source depth:"), sourceDepth_);
    acquisitionForm->addRow(tr("First receiver x:"), receiverFirst_);
    acquisitionForm->addRow(tr("Receiver spacing:"), receiverSpacing_);
    acquisitionForm->addRow(tr("Receivers:"), receiverCount_);
    acquisitionForm->addRow(tr("Receiver depth:"), receiverDepth_);
    tmax_ = new QDoubleSpinBox(acquisition);
    tmax_->setObjectName(QStringLiteral("rtmTmax"));
    tmax_->setRange(0.01, 60);
    tmax_->setDecimals(3);
    tmax_->setValue(1.0);
    tmax_->setSuffix(tr(" s"));
    acquisitionForm->addRow(tr("Record length:"), tmax_);
    column->addWidget(acquisition);

    auto* wave = new QGroupBox(tr("Wavelet, operator and boundary"), form);
    auto* waveForm = new QFormLayout(wave);
    frequency_ = new QDoubleSpinBox(wave);
    frequency_->setObjectName(QStringLiteral("rtmFrequency"));
    frequency_->setRange(0.5, 500);
    frequency_->setValue(10);
    frequency_->setSuffix(tr(" Hz"));
    frequency_->setToolTip(tr("Peak frequency of the Ricker wavelet"));
    waveForm->addRow(tr("Ricker peak frequency:"), frequency_);
    waveletFile_ = new QLineEdit(wave);
    waveletFile_->setPlaceholderText(tr("empty: Ricker"));
    waveletFile_->setToolTip(tr("A user wavelet: a text file of time (s) and amplitude"));
    waveForm->addRow(tr("Wavelet file:"), withBrowse(wave, waveletFile_, [this] { browseFile(waveletFile_, tr("Wavelets (*.txt *.csv);;All files (*)")); }));
    operator_ = new QComboBox(wave);
    operator_->setObjectName(QStringLiteral("rtmOperator"));
    for (int order = 2; order <= 16; order += 2) operator_->addItem(tr("Finite differences, order %1").arg(order), QStringLiteral("fd%1").arg(order));
    operator_->addItem(tr("Recursive (minimal dispersion)"), QStringLiteral("rational"));
    operator_->addItem(tr("Recursive, designed for this model's band"), QStringLiteral("rational:auto"));
    operator_->setToolTip(tr("Recursive operators keep 2.5 points per wavelength accurate; FD8 needs about 5"));
    waveForm->addRow(tr("Operator:"), operator_);
    boundary_ = new QComboBox(wave);
    boundary_->setObjectName(QStringLiteral("rtmBoundary"));
    boundary_->addItem(tr("CPML"), QStringLiteral("cpml"));
    boundary_->addItem(tr("Sponge"), QStringLiteral("sponge"));
    waveForm->addRow(tr("Absorbing boundary:"), boundary_);
    boundaryWidth_ = counter(wave, "rtmBoundaryWidth", 0, 500, 0);
    boundaryWidth_->setSpecialValueText(tr("default"));
    boundaryWidth_->setToolTip(tr("Absorbing cells on every side (default: 20 for CPML, 50 for the sponge)"));
    waveForm->addRow(tr("Boundary cells:"), boundaryWidth_);
    laplacian_ = new QCheckBox(tr("Laplacian image filter"), wave);
    laplacian_->setToolTip(tr("Removes the low-wavenumber backscatter of sharp velocity contrasts"));
    laplacian_->setChecked(true);
    waveForm->addRow(QString(), laplacian_);
    column->addWidget(wave);

    auto* output = new QGroupBox(tr("Output"), form);
    auto* outputForm = new QFormLayout(output);
    outputFolder_ = new QLineEdit(output);
    outputFolder_->setObjectName(QStringLiteral("rtmOutputFolder"));
    outputFolder_->setToolTip(tr("The shot gathers, image.bin and image.illumination.bin are written here"));
    outputForm->addRow(tr("Folder:"), withBrowse(output, outputFolder_, [this] {
                           const QString folder = QFileDialog::getExistingDirectory(this, tr("Output folder"), outputFolder_->text());
                           if (!folder.isEmpty()) outputFolder_->setText(folder);
                       }));
    column->addWidget(output);
    column->addStretch(1);

    // Long choices must not widen the form beyond its scroll area.
    for (QComboBox* combo : form->findChildren<QComboBox*>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(14);
    }
    connect(modelKind_, &QComboBox::currentIndexChanged, this, [this] {
        updateEnabled();
        if (modelKind_->currentData().toInt() != StackModel) return;
        if (!isJson(modelFile_->text())) stackChosen();
        previewTimer_->start();
    });
    connect(dataKind_, &QComboBox::currentIndexChanged, this, &RtmDialog::updateEnabled);
    connect(stackForm_, &StackSectionForm::changed, previewTimer_, qOverload<>(&QTimer::start));
    connect(stackForm_, &StackSectionForm::stackChosen, this, &RtmDialog::stackChosen);
    for (QDoubleSpinBox* spacing : {dx_, dz_}) connect(spacing, &QDoubleSpinBox::valueChanged, this, &RtmDialog::schedulePreview);
    connect(nz_, &QSpinBox::valueChanged, this, &RtmDialog::schedulePreview);
    return form;
}

void RtmDialog::updateEnabled() {
    const int kind = modelKind_->currentData().toInt();
    const bool raw = kind == RawModel;
    axisOrder_->setEnabled(raw);
    unit_->setEnabled(kind == RawModel || kind == SegyModel);
    stackForm_->setVisible(kind == StackModel);
    nx_->setEnabled(kind != StackModel);  // from the line's length and dx
    modelFile_->setPlaceholderText(kind == StackModel ? tr("where the velocity section is written (JSON)") : QString());
    modelFile_->setToolTip(kind == StackModel ? tr("The stratum section built from the surfaces is written here when the job starts")
                                              : QString());
    const int dataKind = dataKind_->currentData().toInt();
    dataFile_->setEnabled(dataKind != ModelOnMigration);
    dataFile_->setPlaceholderText(dataKind == Recorded ? tr("shot gathers file") : dataKind == ModelOnOther ? tr("true velocity model (same grid and kind)") : QString());
    for (QWidget* w : std::initializer_list<QWidget*>{shotFirst_, shotSpacing_, shotCount_, sourceDepth_, receiverFirst_,
                                                      receiverSpacing_, receiverCount_, receiverDepth_, tmax_})
        w->setEnabled(dataKind != Recorded);
}

void RtmDialog::browseFile(QLineEdit* edit, const QString& filter) {
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a file"), edit->text(), filter);
    if (!path.isEmpty()) edit->setText(QDir::toNativeSeparators(path));
}

void RtmDialog::setRequest(const RtmRequest& r) {
    const seismic::VelocityInput& m = r.migration;
    const bool stratum = !m.strata.empty();
    const bool fromStack = stratum && stackForm_->restoreFrom(m.strata);
    const bool segy = !stratum && (QString::fromStdString(m.velocity).endsWith(QLatin1String(".segy"), Qt::CaseInsensitive) ||
                                   QString::fromStdString(m.velocity).endsWith(QLatin1String(".sgy"), Qt::CaseInsensitive));
    modelKind_->setCurrentIndex(modelKind_->findData(fromStack ? StackModel : stratum ? StratumModel : segy ? SegyModel : RawModel));
    modelFile_->setText(QString::fromStdString(stratum ? m.strata : m.velocity));
    if (m.nx) nx_->setValue(int(m.nx));
    if (m.nz) nz_->setValue(int(m.nz));
    if (m.dx > 0) dx_->setValue(m.dx);
    if (m.dz > 0) dz_->setValue(m.dz);
    axisOrder_->setCurrentIndex(m.zFastest ? 1 : 0);
    unit_->setCurrentIndex(std::max(0, unit_->findData(QString::fromStdString(m.velocityUnit))));
    const bool otherModel = r.modelData && (!r.truth.velocity.empty() || !r.truth.strata.empty());
    dataKind_->setCurrentIndex(dataKind_->findData(!r.modelData ? Recorded : otherModel ? ModelOnOther : ModelOnMigration));
    dataFile_->setText(QString::fromStdString(!r.modelData ? r.recordedData
                                              : otherModel ? (r.truth.strata.empty() ? r.truth.velocity : r.truth.strata)
                                                           : std::string()));
    const auto shots = seismic::LineSpec::parse(r.shots, "rtm", "shots");
    const auto receivers = seismic::LineSpec::parse(r.receivers, "rtm", "receivers");
    shotFirst_->setValue(shots.first);
    shotSpacing_->setValue(shots.spacing);
    shotCount_->setValue(shots.count);
    sourceDepth_->setValue(r.sourceDepth);
    receiverFirst_->setValue(receivers.first);
    receiverSpacing_->setValue(receivers.spacing);
    receiverCount_->setValue(receivers.count);
    receiverDepth_->setValue(r.receiverDepth);
    tmax_->setValue(r.tmax);
    frequency_->setValue(r.wave.freq);
    waveletFile_->setText(QString::fromStdString(r.wave.wavelet));
    operator_->setCurrentIndex(std::max(0, operator_->findData(QString::fromStdString(r.wave.op))));
    boundary_->setCurrentIndex(std::max(0, boundary_->findData(QString::fromStdString(r.wave.boundary))));
    boundaryWidth_->setValue(r.wave.boundaryWidth);
    laplacian_->setChecked(r.laplacian);
    outputFolder_->setText(r.outputFolder.empty() ? QDir(QDir::tempPath()).filePath(QStringLiteral("strata-rtm"))
                                                  : QString::fromStdString(r.outputFolder));
    updateEnabled();
    if (fromStack) updatePreview();
}

RtmRequest RtmDialog::request() const {
    RtmRequest r;
    seismic::VelocityInput grid;
    const std::string file = QDir::fromNativeSeparators(modelFile_->text().trimmed()).toStdString();
    const int kind = modelKind_->currentData().toInt();
    const bool stratum = kind == StratumModel || kind == StackModel;
    (stratum ? grid.strata : grid.velocity) = file;
    grid.nx = std::size_t(nx_->value());
    grid.nz = std::size_t(nz_->value());
    grid.dx = dx_->value();
    grid.dz = dz_->value();
    grid.zFastest = kind == RawModel && axisOrder_->currentIndex() == 1;
    grid.velocityUnit = unit_->currentData().toString().toStdString();
    r.migration = grid;
    const int dataKind = dataKind_->currentData().toInt();
    const std::string dataFile = QDir::fromNativeSeparators(dataFile_->text().trimmed()).toStdString();
    r.modelData = dataKind != Recorded;
    if (dataKind == Recorded) r.recordedData = dataFile;
    if (dataKind == ModelOnOther) {
        r.truth = grid;
        r.truth.velocity.clear();
        r.truth.strata.clear();
        // With a section from a surface stack, the other model is a stratum section when it is JSON.
        ((kind == StackModel ? isJson(QString::fromStdString(dataFile)) : stratum) ? r.truth.strata : r.truth.velocity) = dataFile;
    }
    r.shots = lineOf(shotFirst_, shotSpacing_, shotCount_).toString();
    r.sourceDepth = sourceDepth_->value();
    r.receivers = lineOf(receiverFirst_, receiverSpacing_, receiverCount_).toString();
    r.receiverDepth = receiverDepth_->value();
    r.tmax = tmax_->value();
    r.wave.freq = frequency_->value();
    r.wave.wavelet = QDir::fromNativeSeparators(waveletFile_->text().trimmed()).toStdString();
    r.wave.op = operator_->currentData().toString().toStdString();
    r.wave.boundary = boundary_->currentData().toString().toStdString();
    r.wave.boundaryWidth = boundaryWidth_->value();
    r.laplacian = laplacian_->isChecked();
    r.outputFolder = QDir::fromNativeSeparators(outputFolder_->text().trimmed()).toStdString();
    return r;
}

QString RtmDialog::lastError() const { return error_->text(); }

void RtmDialog::showError(const QString& message) {
    error_->setText(message);
    progress_->hide();
    runButton_->setEnabled(true);
    cancelButton_->setEnabled(false);
}

Task* RtmDialog::run() {
    if (task_) return nullptr;
    if (modelKind_->currentData().toInt() == StackModel && writeStackSection().isEmpty()) return nullptr;
    const RtmRequest r = request();
    if (r.modelData && dataKind_->currentData().toInt() == ModelOnOther && dataFile_->text().trimmed().isEmpty()) {
        showError(tr("Choose the model the synthetic shots are modelled on."));
        return nullptr;
    }
    try {
        r.validate();
    } catch (const Error& e) {
        showError(QString::fromStdString(e.what()));
        return nullptr;
    }
    error_->clear();
    runButton_->setEnabled(false);
    cancelButton_->setEnabled(true);
    progress_->setValue(0);
    progress_->show();
    const QString name = tr("RTM %1 Hz %2").arg(r.wave.freq).arg(QString::fromStdString(r.wave.op));
    task_ = runner_.run(tr("Reverse time migration"), [r](const jobs::JobContext& context) { return runRtm(r, context); }, this,
                        [this, name](const RtmSection& result) {
                            section_ = std::make_shared<const Grid>(result.grid);
                            panel_->setSection(section_, name);
                            emit sectionReady(section_, result.rtmJob, name);
                        });
    connect(task_, &Task::progressChanged, this, [this](double fraction, const QString& message) {
        progress_->setValue(int(fraction * 1000));
        progress_->setFormat(QStringLiteral("%p% ") + message);
    });
    connect(task_, &Task::failed, this, [this](const QString& message) { showError(message); });
    connect(task_, &Task::cancelled, this, [this] { showError(tr("The migration was cancelled.")); });
    connect(task_, &Task::finished, this, [this] {
        progress_->hide();
        runButton_->setEnabled(true);
        cancelButton_->setEnabled(false);
    });
    return task_;
}

void RtmDialog::setCatalog(ResultCatalog* catalog) { stackForm_->setCatalog(catalog); }

void RtmDialog::setResultsFolder(const QString& folder) { resultsFolder_ = folder; }

QString RtmDialog::defaultStackSectionFile() const {
    const QString folder = resultsFolder_.isEmpty() ? outputFolder_->text().trimmed() : resultsFolder_;
    return QDir::toNativeSeparators(QDir(folder).filePath(stackForm_->suggestedFileName()));
}

void RtmDialog::schedulePreview() {
    if (modelKind_->currentData().toInt() == StackModel) previewTimer_->start();
}

void RtmDialog::stackChosen() {
    if (modelKind_->currentData().toInt() != StackModel) return;
    // A model file the user did not type follows the stack.
    const QString current = modelFile_->text().trimmed();
    if (current == lastDefaultFile_ || !isJson(current)) {
        lastDefaultFile_ = defaultStackSectionFile();
        modelFile_->setText(lastDefaultFile_);
    }
    // Depth: the deepest top along the line and a quarter more, so the lowest unit shows.
    try {
        const seismic::StratumSection section = stackForm_->section(std::max(dx_->value(), 1e-3));
        double deepest = std::numeric_limits<double>::infinity();
        for (double top : section.tops.back()) deepest = std::min(deepest, top);
        const double depth = 1.25 * (section.datum - deepest);
        if (std::isfinite(depth) && dz_->value() > 0)
            nz_->setValue(std::clamp(int(std::ceil(depth / dz_->value())) + 1, 20, nz_->maximum()));
    } catch (const Error&) {
        // The preview says what is wrong with the form.
    }
    previewTimer_->start();
}

std::shared_ptr<const Grid> RtmDialog::updatePreview() {
    previewTimer_->stop();
    previewSection_.reset();
    if (modelKind_->currentData().toInt() != StackModel) return nullptr;
    const auto refuse = [this](const QString& message) {
        error_->setText(message);
        panel_->setSection(nullptr, QString());
        return nullptr;
    };
    if (!stackForm_->currentStack()) return refuse(tr("The project has no surface stack yet: build one with Tools > Build surfaces."));
    seismic::StratumSection section;
    try {
        section = stackForm_->section(dx_->value());
    } catch (const Error& e) {
        return refuse(QString::fromStdString(e.what()));
    }
    const std::size_t nx = section.x.size(), nz = std::size_t(nz_->value());
    if (nx > std::size_t(nx_->maximum()) || nx * nz > kMaxPreviewNodes)
        return refuse(tr("The section would have %1 × %2 nodes: use larger spacings.").arg(nx).arg(nz));
    {
        const QSignalBlocker blocker(nx_);
        nx_->setValue(int(nx));
    }
    auto preview = std::make_shared<const Grid>(velocitySection(section.toVelocity(nx, nz, dx_->value(), dz_->value())));
    panel_->setSection(preview, tr("Velocity preview"));
    if (!task_) error_->clear();
    previewSection_ = std::move(section);
    return preview;
}

QString RtmDialog::writeStackSection() {
    if (!updatePreview()) {
        showError(error_->text());
        return {};
    }
    if (modelFile_->text().trimmed().isEmpty()) modelFile_->setText(defaultStackSectionFile());
    const QString path = QDir::fromNativeSeparators(modelFile_->text().trimmed());
    try {
        std::error_code ignored;  // a folder that cannot be made fails the write below, naming the file
        std::filesystem::create_directories(std::filesystem::path(path.toStdString()).parent_path(), ignored);
        seismic::writeStratumSection(path.toStdString(), *previewSection_);
    } catch (const Error& e) {
        showError(QString::fromStdString(e.what()));
        return {};
    }
    return path;
}

}  // namespace strata::gui
