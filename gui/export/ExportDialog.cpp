#include "export/ExportDialog.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "jobs/JobRunner.h"
#include "project/ProjectFolders.h"
#include "strata/core/Error.h"
#include "strata/drillholes/DrillholeJobs.h"
#include "widgets/SchemaOptionsBox.h"

namespace strata::gui {

namespace {
const char* const kFormatKey = "export/format/%1";  // per source kind

QWidget* row(QWidget* parent, std::initializer_list<QWidget*> widgets) {
    auto* container = new QWidget(parent);
    auto* layout = new QHBoxLayout(container);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget* w : widgets) layout->addWidget(w);
    return container;
}
}  // namespace

ExportDialog::ExportDialog(JobRunner& runner, std::vector<ExportSource> sources, int current, QWidget* parent)
    : QDialog(parent), runner_(runner), sources_(std::move(sources)) {
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export"));
    buildForm();
    for (const ExportSource& s : sources_) source_->addItem(s.name);
    source_->setCurrentIndex(-1);
    connect(source_, &QComboBox::currentIndexChanged, this, [this] { fillFormats(); });
    source_->setCurrentIndex(sources_.empty() ? -1 : std::clamp(current, 0, int(sources_.size()) - 1));
    resize(620, 640);
}

void ExportDialog::buildForm() {
    form_ = new QFormLayout;
    source_ = new QComboBox(this);
    source_->setObjectName(QStringLiteral("exportSource"));
    source_->setToolTip(tr("The result or data to write"));
    form_->addRow(tr("&Data:"), source_);
    sourceDescription_ = new QLabel(this);
    form_->addRow(QString(), sourceDescription_);

    format_ = new QComboBox(this);
    format_->setObjectName(QStringLiteral("exportFormat"));
    format_->setToolTip(tr("Only the formats that can hold this data are listed"));
    form_->addRow(tr("&Format:"), format_);
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("exportFormatNote"));
    note_->setWordWrap(true);
    form_->addRow(QString(), note_);

    layers_ = new QListWidget(this);
    layers_->setObjectName(QStringLiteral("exportLayers"));
    layers_->setToolTip(tr("Checked layers are written; formats that hold several layers write them all"));
    layers_->setMaximumHeight(110);
    form_->addRow(tr("&Layers:"), layers_);
    layer_ = new QComboBox(this);
    layer_->setObjectName(QStringLiteral("exportLayer"));
    layer_->setToolTip(tr("This format holds one layer"));
    form_->addRow(tr("La&yer:"), layer_);

    zSlice_ = new QSpinBox(this);
    zSlice_->setObjectName(QStringLiteral("exportZSlice"));
    zSlice_->setToolTip(tr("The horizontal slice of the 3D grid that this 2D format receives (0 = the lowest)"));
    form_->addRow(tr("&Z slice:"), zSlice_);

    crs_ = new QLineEdit(this);
    crs_->setObjectName(QStringLiteral("exportCrs"));
    crs_->setPlaceholderText(tr("e.g. EPSG:32750 (empty: no CRS)"));
    crs_->setToolTip(tr("Coordinate reference system: an EPSG code, WKT or a PROJ string"));
    form_->addRow(tr("&CRS:"), crs_);

    nodataSet_ = new QCheckBox(tr("Write empty nodes as"), this);
    nodataSet_->setObjectName(QStringLiteral("exportNodataSet"));
    nodata_ = new QDoubleSpinBox(this);
    nodata_->setObjectName(QStringLiteral("exportNodata"));
    nodata_->setRange(-1e12, 1e12);
    nodata_->setDecimals(3);
    nodata_->setValue(-9999);
    nodata_->setEnabled(false);
    nodataSet_->setToolTip(tr("Unchecked: the format's own default (rasters -9999, GSLIB -999, CSV an empty cell)"));
    connect(nodataSet_, &QCheckBox::toggled, nodata_, &QWidget::setEnabled);
    form_->addRow(tr("&Nodata:"), row(this, {nodataSet_, nodata_}));

    vtkEncoding_ = new QComboBox(this);
    vtkEncoding_->setObjectName(QStringLiteral("exportVtkEncoding"));
    vtkEncoding_->addItem(tr("Binary (base64, compact)"));
    vtkEncoding_->addItem(tr("ASCII text (readable)"));
    vtkEncoding_->setToolTip(tr("How VTK arrays are stored; both keep full precision"));
    form_->addRow(tr("VTK &arrays:"), vtkEncoding_);

    objectName_ = new QLineEdit(QStringLiteral("strata"), this);
    objectName_->setObjectName(QStringLiteral("exportObjectName"));
    objectName_->setToolTip(tr("Surpac location, DXF layer or OBJ object name"));
    form_->addRow(tr("&Name in file:"), objectName_);

    table_ = new QComboBox(this);
    table_->setObjectName(QStringLiteral("exportTable"));
    form_->addRow(tr("Interval &table:"), table_);
    compositeLength_ = new QDoubleSpinBox(this);
    compositeLength_->setObjectName(QStringLiteral("exportCompositeLength"));
    configureFromSchema(compositeLength_, drillholes::CompositeJob::schema().info(), "length");
    compositeLength_->setValue(ExportRequest{}.compositeLength);
    form_->addRow(tr("Composite &length:"), compositeLength_);
    desurveyAdvanced_ = new SchemaOptionsBox(drillholes::DesurveyJob::schema().info(), ExportRequest::desurveyFieldKeys(), this);
    desurveyAdvanced_->setObjectName(QStringLiteral("desurveyAdvanced"));
    form_->addRow(desurveyAdvanced_);
    compositeAdvanced_ = new SchemaOptionsBox(drillholes::CompositeJob::schema().info(), ExportRequest::compositeFieldKeys(), this);
    compositeAdvanced_->setObjectName(QStringLiteral("compositeAdvanced"));
    form_->addRow(compositeAdvanced_);
    stationStep_ = new QDoubleSpinBox(this);
    stationStep_->setObjectName(QStringLiteral("exportStationStep"));
    stationStep_->setRange(0.01, 1000);
    stationStep_->setValue(1.0);
    stationStep_->setToolTip(tr("Spacing of the trace vertices along each hole"));
    form_->addRow(tr("&Station step:"), stationStep_);

    path_ = new QLineEdit(this);
    path_->setObjectName(QStringLiteral("exportPath"));
    auto* browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    form_->addRow(tr("F&ile:"), row(this, {path_, browse}));
    planned_ = new QLabel(this);
    planned_->setObjectName(QStringLiteral("exportPlannedFiles"));
    planned_->setWordWrap(true);
    form_->addRow(tr("Writes:"), planned_);

    error_ = new QLabel(this);
    error_->setObjectName(QStringLiteral("exportError"));
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #b00020"));
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 1000);
    progress_->hide();
    summaryView_ = new QTextBrowser(this);
    summaryView_->setObjectName(QStringLiteral("exportSummary"));
    summaryView_->setPlaceholderText(tr("What was written appears here."));

    auto* buttons = new QDialogButtonBox(this);
    exportButton_ = buttons->addButton(tr("&Export"), QDialogButtonBox::AcceptRole);
    exportButton_->setObjectName(QStringLiteral("exportButton"));
    exportButton_->setToolTip(tr("Write the file (in the background; the previous file stays intact until it is complete)"));
    cancelButton_ = buttons->addButton(tr("Cancel export"), QDialogButtonBox::ActionRole);
    cancelButton_->setEnabled(false);
    buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(exportButton_, &QPushButton::clicked, this, [this] { startExport(); });
    connect(cancelButton_, &QPushButton::clicked, this, [this] {
        if (task_) task_->cancel();
    });

    connect(format_, &QComboBox::currentIndexChanged, this, [this] {
        showFormatOptions();
        updateExtension();
    });
    connect(path_, &QLineEdit::textChanged, this, &ExportDialog::updatePlannedFiles);
    connect(layers_, &QListWidget::itemChanged, this, &ExportDialog::updatePlannedFiles);
    connect(crs_, &QLineEdit::textChanged, this, &ExportDialog::updatePlannedFiles);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form_);
    layout->addWidget(error_);
    layout->addWidget(progress_);
    layout->addWidget(summaryView_, 1);
    layout->addWidget(buttons);
}

const ExportSource& ExportDialog::source() const { return sources_.at(std::size_t(std::max(0, source_->currentIndex()))); }

bool ExportDialog::selectSource(int index) {
    if (index < 0 || index >= int(sources_.size())) return false;
    source_->setCurrentIndex(index);
    return true;
}

void ExportDialog::fillFormats() {
    if (source_->currentIndex() < 0) return;
    const ExportSource& s = source();
    sourceDescription_->setText(s.description());
    formats_ = exportFormatsFor(s);
    const QStringList names = s.layerNames();
    layers_->clear();
    for (const QString& name : names) {
        auto* item = new QListWidgetItem(name, layers_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    layer_->clear();
    layer_->addItems(names);
    table_->clear();
    table_->addItems(names);
    zSlice_->setRange(0, s.grid ? int(s.grid->spec.nz) - 1 : 0);
    crs_->setText(s.crs);
    {
        const QSignalBlocker blocker(format_);
        format_->clear();
        for (const ExportFormat& f : formats_) format_->addItem(f.label, f.id);
    }
    const QString remembered = QSettings().value(QString::fromLatin1(kFormatKey).arg(int(s.kind))).toString();
    const int index = format_->findData(remembered);
    format_->setCurrentIndex(index >= 0 ? index : 0);
    showFormatOptions();
    path_->setText(defaultPath());
}

QStringList ExportDialog::formatIds() const {
    QStringList ids;
    for (const ExportFormat& f : formats_) ids << f.id;
    return ids;
}

bool ExportDialog::selectFormat(const QString& id) {
    const int index = format_->findData(id);
    if (index < 0) return false;
    format_->setCurrentIndex(index);
    return true;
}

const ExportFormat& ExportDialog::format() const { return formats_.at(std::size_t(std::max(0, format_->currentIndex()))); }

void ExportDialog::showFormatOptions() {
    if (formats_.empty() || format_->currentIndex() < 0) return;
    const ExportFormat& f = format();
    const ExportSource& s = source();
    note_->setText(f.note);
    form_->setRowVisible(layers_, f.takes(OptionLayers) && s.kind != ExportSource::Kind::Drillholes);
    form_->setRowVisible(layer_, f.takes(OptionOneLayer));
    form_->setRowVisible(zSlice_, f.takes(OptionZSlice) && s.is3dGrid());
    form_->setRowVisible(crs_, f.takes(OptionCrs));
    form_->setRowVisible(nodataSet_->parentWidget(), f.takes(OptionNodata));
    form_->setRowVisible(vtkEncoding_, f.takes(OptionVtkEncoding));
    form_->setRowVisible(objectName_, f.takes(OptionObjectName));
    form_->setRowVisible(table_, f.takes(OptionIntervalTable));
    form_->setRowVisible(compositeLength_, f.takes(OptionCompositeLength));
    form_->setRowVisible(desurveyAdvanced_, f.writer == ExportWriterKind::Intervals);
    form_->setRowVisible(compositeAdvanced_, f.writer == ExportWriterKind::Composites);
    form_->setRowVisible(stationStep_, f.takes(OptionStationStep));
    updatePlannedFiles();
}

QString ExportDialog::defaultPath() const {
    const QString stem = QDir(startFolder(FolderPurpose::Export)).filePath(fileStem(source().name));
    return formats_.empty() ? stem : stem + format().extension;
}

void ExportDialog::updateExtension() {
    if (formats_.empty()) return;
    const QString changed = withFormatExtension(path_->text(), format());
    if (changed != path_->text()) path_->setText(changed);
    updatePlannedFiles();
}

void ExportDialog::updatePlannedFiles() {
    if (formats_.empty() || source_->currentIndex() < 0) return;
    QStringList names;
    for (const QString& file : plannedFiles(source(), request())) names << QFileInfo(file).fileName();
    planned_->setText(names.join(QStringLiteral(", ")));
}

void ExportDialog::browse() {
    const ExportFormat& f = format();
    QString path = QFileDialog::getSaveFileName(this, tr("Export %1").arg(source().name), path_->text(), f.fileFilter());
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += f.extension;
    path_->setText(path);
}

void ExportDialog::setPath(const QString& path) { path_->setText(path); }
QString ExportDialog::path() const { return path_->text().trimmed(); }

void ExportDialog::setLayers(const QStringList& layers) {
    for (int i = 0; i < layers_->count(); ++i)
        layers_->item(i)->setCheckState(layers.contains(layers_->item(i)->text()) ? Qt::Checked : Qt::Unchecked);
    if (!layers.isEmpty()) layer_->setCurrentText(layers.first());
}

void ExportDialog::setZSlice(int slice) { zSlice_->setValue(slice); }
void ExportDialog::setCrs(const QString& crs) { crs_->setText(crs); }
void ExportDialog::setNodata(std::optional<double> nodata) {
    nodataSet_->setChecked(nodata.has_value());
    if (nodata) nodata_->setValue(*nodata);
}
void ExportDialog::setVtkAscii(bool ascii) { vtkEncoding_->setCurrentIndex(ascii ? 1 : 0); }
void ExportDialog::setIntervalTable(const QString& table) { table_->setCurrentText(table); }
void ExportDialog::setCompositeLength(double length) { compositeLength_->setValue(length); }

ExportRequest ExportDialog::request() const {
    ExportRequest r;
    const ExportFormat& f = format();
    r.formatId = f.id;
    r.path = path();
    if (f.takes(OptionOneLayer)) {
        r.layers = QStringList{layer_->currentText()};
    } else if (f.takes(OptionLayers) && source().kind != ExportSource::Kind::Drillholes) {
        for (int i = 0; i < layers_->count(); ++i)
            if (layers_->item(i)->checkState() == Qt::Checked) r.layers << layers_->item(i)->text();
        if (r.layers.size() == layers_->count()) r.layers.clear();  // all of them, in the source's order
        else if (r.layers.isEmpty()) r.layers << QString();            // none: refused by validate()
    }
    if (f.takes(OptionZSlice) && source().is3dGrid()) r.zSlice = zSlice_->value();
    if (f.takes(OptionCrs)) r.crs = crs_->text().trimmed();
    if (f.takes(OptionNodata) && nodataSet_->isChecked()) r.nodata = nodata_->value();
    r.vtkAscii = vtkEncoding_->currentIndex() == 1;
    r.objectName = objectName_->text().trimmed();
    r.intervalTable = table_->currentText();
    r.compositeLength = compositeLength_->value();
    r.stationStep = stationStep_->value();
    desurveyAdvanced_->applyTo(r.desurveyOptions);
    compositeAdvanced_->applyTo(r.compositeOptions);
    return r;
}

QString ExportDialog::lastError() const { return error_->text(); }

void ExportDialog::showError(const QString& message) {
    error_->setText(message);
    progress_->hide();
    exportButton_->setEnabled(true);
    cancelButton_->setEnabled(false);
}

Task* ExportDialog::startExport() {
    if (task_ || formats_.empty()) return nullptr;
    const ExportSource exportedSource = source();
    ExportRequest r = request();
    if (r.layers.size() == 1 && r.layers.first().isEmpty()) {
        showError(tr("Choose at least one layer."));
        return nullptr;
    }
    try {
        r.validate(exportedSource);
        r.preparedJob = prepareDrillholeJob(exportedSource, r);  // checked once, here; the worker runs it
    } catch (const Error& e) {
        showError(QString::fromStdString(e.what()));
        return nullptr;
    }
    error_->clear();
    summary_.reset();
    rememberFolder(FolderPurpose::Export, r.path);
    QSettings().setValue(QString::fromLatin1(kFormatKey).arg(int(exportedSource.kind)), r.formatId);
    exportButton_->setEnabled(false);
    cancelButton_->setEnabled(true);
    progress_->setValue(0);
    progress_->show();
    auto work = [exportedSource, r](const jobs::JobContext& context) { return writeExport(exportedSource, r, context); };
    task_ = runner_.run(tr("Export %1 as %2").arg(exportedSource.name, format().label), std::move(work), this,
                        [this, exportedSource](const ExportSummary& summary) {
                            summary_ = summary;
                            summaryView_->setHtml(summary.toHtml());
                            emit exported(summary, exportedSource);
                        });
    connect(task_, &Task::progressChanged, this, [this](double fraction) { progress_->setValue(int(fraction * 1000)); });
    connect(task_, &Task::failed, this, [this](const QString& message) { showError(message); });
    connect(task_, &Task::cancelled, this, [this] { showError(tr("The export was cancelled; existing files are unchanged.")); });
    connect(task_, &Task::finished, this, [this] {
        progress_->hide();
        exportButton_->setEnabled(true);
        cancelButton_->setEnabled(false);
    });
    return task_;
}

}  // namespace strata::gui
