#include "seismic/RtmDialog.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <limits>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include "project/ProjectFolders.h"
#include "jobs/JobRunner.h"
#include "seismic/SeismicSectionPanel.h"
#include "seismic/StackSectionForm.h"
#include "strata/core/Error.h"
#include "strata/seismic/Acquisition.h"
#include "strata/seismic/SeismicFiles.h"
#include "widgets/SchemaOptionsBox.h"

namespace strata::gui {

namespace {

enum ModelKind { RawModel, SegyModel, StratumModel, StackModel };

// A preview larger than this is refused (it is sampled on the GUI thread).
constexpr std::size_t kMaxPreviewNodes = 20'000'000;

bool isJson(const QString& path) { return path.trimmed().endsWith(QLatin1String(".json"), Qt::CaseInsensitive); }
enum DataKind { ModelOnMigration, ModelOnOther, Recorded };

// The boxes of the acquisition line's parts, which the job reads as one text X0:DX:N.
QDoubleSpinBox* metres(QWidget* parent, const char* name, double max) {
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(0, max);
    box->setDecimals(2);
    box->setSuffix(QStringLiteral(" m"));
    return box;
}

QSpinBox* counter(QWidget* parent, const char* name, int max) {
    auto* box = new QSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(1, max);
    return box;
}

// A box for one option of a job: its range, default, unit and help from the job's schema.
QDoubleSpinBox* schemaNumberBox(QWidget* parent, const char* name, const jobs::SchemaInfo& schema, const std::string& path) {
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setDecimals(2);
    configureFromSchema(box, schema, path);
    return box;
}

QSpinBox* schemaSpinBox(QWidget* parent, const char* name, const jobs::SchemaInfo& schema, const std::string& path) {
    auto* box = new QSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    configureFromSchema(box, schema, path);
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

// Positions X0:DX:N that run off a section `length` metres long are spread over it from its
// start: the spacing stays where the line has room for ten of them, else a tenth of the line.
void fitLineTo(QDoubleSpinBox* first, QDoubleSpinBox* spacing, QSpinBox* count, double length) {
    if (!(length > 0)) return;
    const double end = first->value() + spacing->value() * double(count->value() - 1);
    if (first->value() >= 0 && end <= length * (1 + 1e-9)) return;
    const double step = spacing->value() > 0 && spacing->value() * 9 <= length ? spacing->value() : length / 9;
    first->setValue(0);
    spacing->setValue(step);
    count->setValue(std::min(count->maximum(), int(std::floor(length / spacing->value() * (1 + 1e-9))) + 1));
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
    auto* scroll = formScroll_ = new QScrollArea(splitter);
    scroll->setWidgetResizable(true);
    QWidget* form = buildForm();
    scroll->setWidget(form);
    ignoreWheelUnlessFocused(form);
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
    proposeFirstGrid();
    setRequest(RtmRequest{});
}

void RtmDialog::ignoreWheelUnlessFocused(QWidget* form) {
    for (QWidget* box : form->findChildren<QWidget*>()) {
        if (!qobject_cast<QComboBox*>(box) && !qobject_cast<QAbstractSpinBox*>(box)) continue;
        box->setFocusPolicy(Qt::StrongFocus);  // not focused by the wheel either
        box->installEventFilter(this);
    }
}

bool RtmDialog::eventFilter(QObject* watched, QEvent* event) {
    // The wheel over a box that is not being edited scrolls the form instead.
    if (event->type() == QEvent::Wheel) {
        auto* box = qobject_cast<QWidget*>(watched);
        if (box && !box->hasFocus()) {
            QCoreApplication::sendEvent(formScroll_->verticalScrollBar(), event);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

QWidget* RtmDialog::buildForm() {
    auto* form = new QWidget;
    auto* column = new QVBoxLayout(form);
    column->addWidget(createModelGroup(form));
    stackForm_ = new StackSectionForm(form);
    column->addWidget(stackForm_);
    column->addWidget(createShotDataGroup(form));
    column->addWidget(createAcquisitionGroup(form));
    column->addWidget(createWaveGroup(form));
    column->addWidget(createOutputGroup(form));
    column->addStretch(1);

    // Long choices must not widen the form beyond its scroll area.
    for (QComboBox* combo : form->findChildren<QComboBox*>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(14);
    }
    connectForm();
    return form;
}

QGroupBox* RtmDialog::createModelGroup(QWidget* parent) {
    const jobs::SchemaInfo& rtm = seismic::RtmJob::schema().info();
    auto* model = new QGroupBox(tr("Velocity model (migration)"), parent);
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
    nx_ = schemaSpinBox(model, "rtmNx", rtm, "grid.nx");
    nz_ = schemaSpinBox(model, "rtmNz", rtm, "grid.nz");
    auto* counts = new QWidget(model);
    auto* countsLayout = new QHBoxLayout(counts);
    countsLayout->setContentsMargins(0, 0, 0, 0);
    countsLayout->addWidget(nx_);
    countsLayout->addWidget(new QLabel(tr("×"), counts));
    countsLayout->addWidget(nz_);
    modelForm->addRow(tr("Nodes (x × z):"), counts);
    dx_ = schemaNumberBox(model, "rtmDx", rtm, "grid.dx");
    dz_ = schemaNumberBox(model, "rtmDz", rtm, "grid.dz");
    modelForm->addRow(tr("Spacing dx:"), dx_);
    modelForm->addRow(tr("Spacing dz:"), dz_);
    axisOrder_ = new QComboBox(model);
    axisOrder_->setObjectName(QStringLiteral("rtmAxisOrder"));
    axisOrder_->addItem(tr("x fastest (rows of constant depth)"));
    axisOrder_->addItem(tr("z fastest (one trace after another)"));
    configureFromSchema(axisOrder_, rtm, "grid.z_fastest");
    modelForm->addRow(tr("Axis order:"), axisOrder_);
    unit_ = new QComboBox(model);
    unit_->setObjectName(QStringLiteral("rtmVelocityUnit"));
    unit_->addItem(tr("automatic (below 20: km/s)"), QStringLiteral("auto"));
    unit_->addItem(tr("m/s"), QStringLiteral("m/s"));
    unit_->addItem(tr("km/s"), QStringLiteral("km/s"));
    configureFromSchema(unit_, rtm, "grid.velocity_unit");
    modelForm->addRow(tr("Velocity unit:"), unit_);
    return model;
}

QGroupBox* RtmDialog::createShotDataGroup(QWidget* parent) {
    auto* shotData = new QGroupBox(tr("Shot data"), parent);
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
    return shotData;
}

QGroupBox* RtmDialog::createAcquisitionGroup(QWidget* parent) {
    const jobs::SchemaInfo& modelling = seismic::SeismicModelJob::schema().info();
    auto* acquisition = new QGroupBox(tr("Acquisition (synthetic shots)"), parent);
    auto* acquisitionForm = new QFormLayout(acquisition);
    // A line X0:DX:N is one option of the job, edited here as three boxes.
    shotFirst_ = metres(acquisition, "rtmShotFirst", 1e6);
    shotSpacing_ = metres(acquisition, "rtmShotSpacing", 1e5);
    shotCount_ = counter(acquisition, "rtmShotCount", 100000);
    receiverFirst_ = metres(acquisition, "rtmReceiverFirst", 1e6);
    receiverSpacing_ = metres(acquisition, "rtmReceiverSpacing", 1e5);
    receiverCount_ = counter(acquisition, "rtmReceiverCount", 1000000);
    for (QWidget* shots : std::initializer_list<QWidget*>{shotFirst_, shotSpacing_, shotCount_})
        shots->setToolTip(schemaTooltip(modelling, "shots"));
    for (QWidget* receivers : std::initializer_list<QWidget*>{receiverFirst_, receiverSpacing_, receiverCount_})
        receivers->setToolTip(schemaTooltip(modelling, "receivers"));
    sourceDepth_ = schemaNumberBox(acquisition, "rtmSourceDepth", modelling, "source_depth");
    receiverDepth_ = schemaNumberBox(acquisition, "rtmReceiverDepth", modelling, "receiver_depth");
    tmax_ = schemaNumberBox(acquisition, "rtmTmax", modelling, "tmax");
    tmax_->setDecimals(3);
    acquisitionForm->addRow(tr("First shot x:"), shotFirst_);
    acquisitionForm->addRow(tr("Shot spacing:"), shotSpacing_);
    acquisitionForm->addRow(tr("Shots:"), shotCount_);
    acquisitionForm->addRow(tr("Source depth:"), sourceDepth_);
    acquisitionForm->addRow(tr("First receiver x:"), receiverFirst_);
    acquisitionForm->addRow(tr("Receiver spacing:"), receiverSpacing_);
    acquisitionForm->addRow(tr("Receivers:"), receiverCount_);
    acquisitionForm->addRow(tr("Receiver depth:"), receiverDepth_);
    acquisitionForm->addRow(tr("Record length:"), tmax_);
    // The modelling job's other options (the velocity section it used, written beside the gathers).
    modelAdvanced_ = new SchemaOptionsBox(modelling, RtmRequest::modelFieldKeys(), acquisition);
    modelAdvanced_->setTitle(tr("Advanced modelling"));
    modelAdvanced_->setObjectName(QStringLiteral("modellingAdvanced"));
    acquisitionForm->addRow(modelAdvanced_);
    return acquisition;
}

QGroupBox* RtmDialog::createWaveGroup(QWidget* parent) {
    const jobs::SchemaInfo& waveSchema = seismic::WaveJobOptions::schema().info();
    auto* wave = new QGroupBox(tr("Wavelet, operator and boundary"), parent);
    auto* waveForm = new QFormLayout(wave);
    frequency_ = schemaNumberBox(wave, "rtmFrequency", waveSchema, "freq");
    waveForm->addRow(tr("Ricker peak frequency:"), frequency_);
    waveletFile_ = new QLineEdit(wave);
    waveletFile_->setPlaceholderText(tr("empty: Ricker"));
    configureFromSchema(waveletFile_, waveSchema, "wavelet");
    waveForm->addRow(tr("Wavelet file:"), withBrowse(wave, waveletFile_, [this] { browseFile(waveletFile_, tr("Wavelets (*.txt *.csv);;All files (*)")); }));
    operator_ = new QComboBox(wave);
    operator_->setObjectName(QStringLiteral("rtmOperator"));
    for (int order = 2; order <= 16; order += 2) operator_->addItem(tr("Finite differences, order %1").arg(order), QStringLiteral("fd%1").arg(order));
    operator_->addItem(tr("Recursive (minimal dispersion)"), QStringLiteral("rational"));
    operator_->addItem(tr("Recursive, designed for this model's band"), QStringLiteral("rational:auto"));
    configureFromSchema(operator_, waveSchema, "operator");
    // What the schema's help leaves to the user: how the choices compare.
    operator_->setToolTip(operator_->toolTip() + QLatin1Char('\n') +
                          tr("Recursive operators keep 2.5 points per wavelength accurate; FD8 needs about 5"));
    waveForm->addRow(tr("Operator:"), operator_);
    boundary_ = new QComboBox(wave);
    boundary_->setObjectName(QStringLiteral("rtmBoundary"));
    boundary_->addItem(tr("CPML"), QStringLiteral("cpml"));
    boundary_->addItem(tr("Sponge"), QStringLiteral("sponge"));
    configureFromSchema(boundary_, waveSchema, "boundary");
    waveForm->addRow(tr("Absorbing boundary:"), boundary_);
    boundaryWidth_ = schemaSpinBox(wave, "rtmBoundaryWidth", waveSchema, "boundary_width");
    boundaryWidth_->setSpecialValueText(tr("default"));
    waveForm->addRow(tr("Boundary cells:"), boundaryWidth_);
    // The wave's other options (time step, time-dispersion correction), for modelling and migration.
    waveAdvanced_ = new SchemaOptionsBox(waveSchema, {"freq", "wavelet", "operator", "boundary", "boundary_width"}, wave);
    waveAdvanced_->setTitle(tr("Advanced wave"));
    waveAdvanced_->setObjectName(QStringLiteral("waveAdvanced"));
    waveForm->addRow(waveAdvanced_);
    waveForm->addRow(createImagingRow(wave));
    return wave;
}

QWidget* RtmDialog::createImagingRow(QWidget* parent) {
    const jobs::SchemaInfo& rtm = seismic::RtmJob::schema().info();
    auto* imaging = new QWidget(parent);
    auto* layout = new QVBoxLayout(imaging);
    layout->setContentsMargins(0, 0, 0, 0);
    laplacian_ = new QCheckBox(tr("Laplacian image filter"), imaging);
    laplacian_->setObjectName(QStringLiteral("rtmLaplacian"));
    configureFromSchema(laplacian_, rtm, "laplacian");
    layout->addWidget(laplacian_);
    // The migration's other options (illumination, imaging interval, replay, memory).
    rtmAdvanced_ = new SchemaOptionsBox(rtm, RtmRequest::rtmFieldKeys(), imaging);
    rtmAdvanced_->setTitle(tr("Advanced imaging"));
    rtmAdvanced_->setObjectName(QStringLiteral("rtmAdvanced"));
    layout->addWidget(rtmAdvanced_);
    return imaging;
}

QGroupBox* RtmDialog::createOutputGroup(QWidget* parent) {
    auto* output = new QGroupBox(tr("Output"), parent);
    auto* outputForm = new QFormLayout(output);
    outputFolder_ = new QLineEdit(output);
    outputFolder_->setObjectName(QStringLiteral("rtmOutputFolder"));
    outputFolder_->setToolTip(tr("The shot gathers, image.bin and image.illumination.bin are written here"));
    outputForm->addRow(tr("Folder:"), withBrowse(output, outputFolder_, [this] {
                           const QString folder = QFileDialog::getExistingDirectory(this, tr("Output folder"), outputFolder_->text());
                           if (!folder.isEmpty()) outputFolder_->setText(folder);
                       }));
    return output;
}

void RtmDialog::connectForm() {
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
}

void RtmDialog::proposeFirstGrid() {
    // The engine's 0 takes the shape from a SEG-Y file; a new form proposes a small raw grid.
    nx_->setValue(200);
    nz_->setValue(100);
    dx_->setValue(10);
    dz_->setValue(10);
}

void RtmDialog::updateEnabled() {
    const int kind = modelKind_->currentData().toInt();
    const bool raw = kind == RawModel;
    axisOrder_->setEnabled(raw);
    unit_->setEnabled(kind == RawModel || kind == SegyModel);
    stackForm_->setVisible(kind == StackModel);
    nx_->setEnabled(kind != StackModel);  // from the line's length and dx
    const jobs::SchemaInfo& rtm = seismic::RtmJob::schema().info();
    modelFile_->setPlaceholderText(kind == StackModel ? tr("where the velocity section is written (JSON)") : QString());
    modelFile_->setToolTip(kind == StackModel ? tr("The stratum section built from the surfaces is written here when the job starts")
                                              : schemaTooltip(rtm, kind == StratumModel ? "grid.strata" : "grid.velocity"));
    const int dataKind = dataKind_->currentData().toInt();
    dataFile_->setEnabled(dataKind != ModelOnMigration);
    dataFile_->setToolTip(dataKind == Recorded ? schemaTooltip(rtm, "data") : QString());
    dataFile_->setPlaceholderText(dataKind == Recorded ? tr("shot gathers file") : dataKind == ModelOnOther ? tr("true velocity model (same grid and kind)") : QString());
    for (QWidget* w : std::initializer_list<QWidget*>{shotFirst_, shotSpacing_, shotCount_, sourceDepth_, receiverFirst_,
                                                      receiverSpacing_, receiverCount_, receiverDepth_, tmax_})
        w->setEnabled(dataKind != Recorded);
}

void RtmDialog::browseFile(QLineEdit* edit, const QString& filter) {
    const QString current = edit->text().trimmed();
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a file"),
                                                      current.isEmpty() ? startFolder(FolderPurpose::Data) : current, filter);
    if (path.isEmpty()) return;
    rememberFolder(FolderPurpose::Data, path);
    edit->setText(QDir::toNativeSeparators(path));
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
    waveAdvanced_->showValues(jobs::Json(r.wave));
    modelAdvanced_->showValues(r.modelOptions);
    rtmAdvanced_->showValues(r.rtmOptions);
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
    jobs::Json wave = r.wave;
    waveAdvanced_->applyTo(wave);
    r.wave = seismic::WaveJobOptions::schema().read(wave, "wave");
    r.laplacian = laplacian_->isChecked();
    modelAdvanced_->applyTo(r.modelOptions);
    rtmAdvanced_->applyTo(r.rtmOptions);
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
    if (dataKind_->currentData().toInt() == ModelOnOther && dataFile_->text().trimmed().isEmpty()) {
        showError(tr("Choose the model the synthetic shots are modelled on."));
        return nullptr;
    }
    PreparedRtm prepared;
    try {
        prepared = prepareRtm(request());  // checked once, here; the worker runs the jobs as checked
    } catch (const Error& e) {
        showError(QString::fromStdString(e.what()));
        return nullptr;
    }
    error_->clear();
    runButton_->setEnabled(false);
    cancelButton_->setEnabled(true);
    progress_->setValue(0);
    progress_->show();
    const seismic::WaveJobOptions& wave = prepared.request.wave;
    const QString name = tr("RTM %1 Hz %2").arg(wave.freq).arg(QString::fromStdString(wave.op));
    task_ = runner_.run(tr("Reverse time migration"),
                        [prepared = std::move(prepared)](const jobs::JobContext& context) { return runRtm(prepared, context); },
                        this, [this, name](const RtmSection& result) {
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
    const double length = double(nx - 1) * dx_->value();
    fitLineTo(shotFirst_, shotSpacing_, shotCount_, length);
    fitLineTo(receiverFirst_, receiverSpacing_, receiverCount_, length);
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
