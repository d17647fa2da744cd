#include "estimation/EstimationDialog.h"

#include <filesystem>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "estimation/BackendChooser.h"
#include "estimation/DownholeSamplesChooser.h"
#include "estimation/GridSpecEditor.h"
#include "project/ProjectFolders.h"
#include "strata/core/Error.h"
#include "strata/io/PointWriter.h"

namespace strata::gui {

namespace {
// What the loading job hands back: the variable's data, their spacing and positions (measured there,
// off the window's thread).
struct LoadedData {
    std::shared_ptr<const PointSet> points;
    DataSpacing spacing;
    std::size_t positions = 0;  // distinct (x, y): fewer than the points when samples stack in holes
};
}  // namespace

EstimationDialog::EstimationDialog(EstimationRunner& runner, std::vector<EstimationSource> sources,
                                   const QString& resultFolder, QWidget* parent)
    : QDialog(parent), runner_(runner), sources_(std::move(sources)), resultFolder_(resultFolder) {
    auto* layout = new QVBoxLayout(this);

    auto* dataBox = new QGroupBox(tr("Data"));
    auto* dataForm = new QFormLayout(dataBox);
    source_ = new QComboBox;
    source_->setObjectName(QStringLiteral("dataSource"));
    for (const auto& source : sources_) source_->addItem(source.name);
    variable_ = new QComboBox;
    variable_->setObjectName(QStringLiteral("dataVariable"));
    dataSummary_ = new QLabel(tr("No data loaded"));
    dataSummary_->setObjectName(QStringLiteral("dataSummary"));
    dataForm->addRow(tr("Source"), source_);
    dataForm->addRow(tr("Variable"), variable_);
    dataForm->addRow(QString(), dataSummary_);
    downhole_ = new DownholeSamplesChooser;
    dataForm->addRow(downhole_);
    layout->addWidget(dataBox);

    methodHolder_ = new QVBoxLayout;
    layout->addLayout(methodHolder_);

    auto* gridBox = new QGroupBox(tr("Grid"));
    auto* gridLayout = new QVBoxLayout(gridBox);
    grid_ = new GridSpecEditor;
    gridLayout->addWidget(grid_);
    layout->addWidget(gridBox);

    auto* runBox = new QGroupBox(tr("Run"));
    auto* runForm = new QFormLayout(runBox);
    backend_ = new BackendChooser;
    resultName_ = new QLineEdit;
    resultName_->setObjectName(QStringLiteral("resultName"));
    folder_ = new QLineEdit(resultFolder_);
    folder_->setObjectName(QStringLiteral("resultFolder"));
    folder_->setToolTip(tr("The job writes its data and result files here."));
    auto* costRow = new QHBoxLayout;
    cost_ = new QLabel;
    cost_->setObjectName(QStringLiteral("costEstimate"));
    cost_->setWordWrap(true);
    auto* measure = new QPushButton(tr("Measure"));
    measure->setObjectName(QStringLiteral("measureCost"));
    measure->setToolTip(tr("Runs the job on two small grids from the middle of this one to time a node on this machine."));
    connect(measure, &QPushButton::clicked, this, &EstimationDialog::measureCost);
    costRow->addWidget(cost_, 1);
    costRow->addWidget(measure);
    runForm->addRow(tr("Backend"), backend_);
    runForm->addRow(tr("Result name"), resultName_);
    runForm->addRow(tr("Folder"), folder_);
    runForm->addRow(tr("Estimate"), costRow);
    layout->addWidget(runBox);

    problem_ = new QLabel;
    problem_->setObjectName(QStringLiteral("problem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #c0392b"));
    problem_->hide();
    layout->addWidget(problem_);

    extraButtons_ = new QVBoxLayout;
    auto* buttons = new QHBoxLayout;
    buttons->addLayout(extraButtons_);
    buttons->addStretch(1);
    run_ = new QPushButton(tr("Run"));
    run_->setObjectName(QStringLiteral("runEstimation"));
    run_->setDefault(true);
    auto* close = new QPushButton(tr("Close"));
    connect(run_, &QPushButton::clicked, this, &EstimationDialog::run);
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    buttons->addWidget(run_);
    buttons->addWidget(close);
    layout->addLayout(buttons);

    connect(source_, &QComboBox::currentIndexChanged, this, &EstimationDialog::selectSource);
    connect(variable_, &QComboBox::currentTextChanged, this, &EstimationDialog::selectVariable);
    connect(grid_, &GridSpecEditor::specChanged, this, &EstimationDialog::updateCostLabel);
    connect(grid_, &GridSpecEditor::specChanged, this, &EstimationDialog::updateDownholeVisibility);
    connect(downhole_, &DownholeSamplesChooser::unitChanged, this, &EstimationDialog::reload);
    connect(downhole_, &DownholeSamplesChooser::threeDChosen, this, [this] { grid_->setThreeD(true); });
    updateDownholeVisibility();
    // The cost label needs the subclass (layers, ndmax): subclasses call updateCostLabel().
    if (!sources_.empty()) selectSource(0);
}

void EstimationDialog::setMethodPage(QWidget* page, const QString& title) {
    auto* box = new QGroupBox(title);
    auto* boxLayout = new QVBoxLayout(box);
    boxLayout->addWidget(page);
    methodHolder_->addWidget(box);
    setWindowTitle(title);
}

QString EstimationDialog::sourceName() const { return source_->currentText(); }

QString EstimationDialog::variable() const { return variable_->currentText(); }

void EstimationDialog::selectSource(int index) {
    if (index < 0 || std::size_t(index) >= sources_.size()) return;
    if (source_->currentIndex() != index) {
        source_->setCurrentIndex(index);  // comes back here through the signal
        return;
    }
    QSignalBlocker block(variable_);
    variable_->clear();
    variable_->addItems(sources_[std::size_t(index)].variables);
    if (variable_->count() > 0) selectVariable(variable_->currentText());
}

void EstimationDialog::selectVariable(const QString& variable) {
    const int sourceIndex = source_->currentIndex();
    if (sourceIndex < 0 || variable.isEmpty()) return;
    if (variable_->currentText() != variable) {
        const int at = variable_->findText(variable);
        if (at < 0) return;
        QSignalBlocker block(variable_);
        variable_->setCurrentIndex(at);
    }
    if (loading_) loading_->cancel();
    data_.reset();
    run_->setEnabled(false);
    dataSummary_->setText(tr("Loading %1...").arg(variable));
    const EstimationSource& source = sources_[std::size_t(sourceIndex)];
    std::vector<std::string> names{variable.toStdString()};
    for (const std::string& extra : extraVariables()) names.push_back(extra);
    const std::string unit = downhole_->unit().toStdString();
    const QStringList units = source.units;
    loading_ = runner_.jobRunner().run(
        tr("Loading %1").arg(variable),
        [source, names, unit](const jobs::JobContext& context) {
            LoadedData loaded;
            loaded.points =
                std::make_shared<const PointSet>(names.size() == 1 ? source.load(names.front(), unit, context)
                                                                   : loadVariables(source, names, unit, context));
            loaded.spacing = dataSpacing(*loaded.points);
            loaded.positions = holePositions(*loaded.points);
            return loaded;
        },
        this,
        [this, variable, units](const LoadedData& loaded) {
            if (variable != variable_->currentText()) return;  // a later choice is loading
            data_ = loaded.points;
            const PointSet& points = *data_;
            downhole_->setData(points, loaded.positions, units);
            updateDownholeVisibility();
            const BoundingBox box = boundingBox(points);
            grid_->setExtent(box);
            grid_->setDataSpacing(loaded.spacing);
            dataSummary_->setText(tr("%L1 data; x %2 to %3, y %4 to %5, z %6 to %7")
                                      .arg(qulonglong(points.size()))
                                      .arg(box.xmin, 0, 'f', 1).arg(box.xmax, 0, 'f', 1)
                                      .arg(box.ymin, 0, 'f', 1).arg(box.ymax, 0, 'f', 1)
                                      .arg(box.zmin, 0, 'f', 1).arg(box.zmax, 0, 'f', 1));
            if (!keepGrid_) grid_->proposeFromExtent();
            run_->setEnabled(true);
            onDataLoaded();
            updateCostLabel();
            emit dataLoaded();
        });
}

void EstimationDialog::keepGrid(const GridSpec& grid) {
    grid_->setThreeD(grid.is3d());
    grid_->setSpec(grid);
    keepGrid_ = true;
}

void EstimationDialog::chooseSourceOf(const std::string& dataFile, const QString& variable,
                                      const std::vector<std::string>& extras) {
    const QString stem = QFileInfo(QString::fromStdString(dataFile)).completeBaseName();
    QString variables = fileStem(variable);
    for (const std::string& extra : extras) variables += QLatin1Char('_') + fileStem(QString::fromStdString(extra));
    for (int i = 0; i < source_->count(); ++i)
        if (stem == fileStem(source_->itemText(i)) + QLatin1Char('_') + variables) source_->setCurrentIndex(i);
}

void EstimationDialog::reload() { selectVariable(variable()); }

void EstimationDialog::updateDownholeVisibility() { downhole_->setVisible(downhole_->stacked() && !grid_->threeD()); }

std::string EstimationDialog::dataColumns() const {
    const std::string name = variable().toStdString();
    return grid_->threeD() ? "x,y,z," + name : "x,y," + name;
}

std::string EstimationDialog::dataFilePath() const {
    QString stem = fileStem(source_->currentText()) + QLatin1Char('_') + fileStem(variable());
    // A file per set of variables: a kriging run's file never replaces a cokriging run's.
    for (std::size_t k = 1; data_ && k < data_->names.size(); ++k)
        stem += QLatin1Char('_') + fileStem(QString::fromStdString(data_->names[k]));
    return QDir(folder_->text()).filePath(QStringLiteral("data/%1.csv").arg(stem)).toStdString();
}

QStringList EstimationDialog::variables() const {
    QStringList names;
    for (int i = 0; i < variable_->count(); ++i) names << variable_->itemText(i);
    return names;
}

std::string EstimationDialog::outputPath(const QString& suffix) const {
    // A new name for each run: a second result of the same name (a 3-D run after a 2-D one)
    // never replaces the file of the first.
    return uniqueFilePath(folder_->text(), fileStem(resultName()), suffix).toStdString();
}

QString EstimationDialog::resultFolder() const { return folder_->text(); }

void EstimationDialog::setResultFolder(const QString& folder) {
    // A folder the user typed is kept; the one that followed the project follows it again.
    if (folder_->text() == resultFolder_) folder_->setText(folder);
    resultFolder_ = folder;
}

QString EstimationDialog::resultName() const {
    // Until the user names it, the name follows the method and the variable.
    const QString name = resultName_->text().trimmed();
    return name.isEmpty() ? tr("%1 of %2").arg(methodName(), variable()) : name;
}

jobs::Json EstimationDialog::currentJob() const { return currentRequest().job; }

EstimationRequest EstimationDialog::currentRequest() const {
    if (!data_) throw ValidationError("estimation", "data", "no data loaded yet");
    EstimationRequest request;
    request.grid = grid_->spec();
    request.grid->validate("estimation");
    request.title = resultName();
    request.resultName = resultName();
    // A 2-D grid takes one value per hole position: the user says which samples make it.
    const bool flat = !grid_->threeD();
    if (flat) {
        const QString problem = downhole_->problem(*data_);
        if (!problem.isEmpty()) throw ValidationError("estimation", "samples per hole", problem.toStdString());
    }
    request.data = flat ? downhole_->select(data_) : data_;
    request.dataFile = dataFilePath();
    request.outputFile = outputPath(QStringLiteral(".csv"));
    request.backend = backend_->backend();
    request.job = makeJob(*request.grid, request.dataFile, request.outputFile);
    QDir().mkpath(folder_->text());  // the project's results folder is made when first needed
    request.prepared = jobs::prepareJob(request.job);  // checked once, here; the worker runs it as checked
    return request;
}

void EstimationDialog::showProblem(const QString& message) {
    problem_->setText(message);
    problem_->setVisible(!message.isEmpty());
}

std::optional<EstimationRequest> EstimationDialog::checkedRequest() {
    try {
        EstimationRequest request = currentRequest();
        showProblem({});
        return request;
    } catch (const std::exception& e) {
        showProblem(QString::fromUtf8(e.what()));
        return std::nullopt;
    }
}

Task* EstimationDialog::run() {
    const std::optional<EstimationRequest> request = checkedRequest();
    if (!request) return nullptr;
    Task* task = runner_.start(*request);
    emit jobStarted(task);
    return task;
}

Task* EstimationDialog::measureCost() {
    const std::optional<EstimationRequest> checked = checkedRequest();
    if (!checked) return nullptr;
    const EstimationRequest& request = *checked;
    const auto [small, large] = measurementGrids(*request.grid);
    const std::string scratch = QDir(folder_->text()).filePath(QStringLiteral("scratch/timing.csv")).toStdString();
    const jobs::Json smallJob = makeJob(small, request.dataFile, scratch);
    const jobs::Json largeJob = makeJob(large, request.dataFile, scratch);
    const std::size_t smallNodes = small.nodeCount(), largeNodes = large.nodeCount();
    const int ndmax = neighbourhoodSize();
    auto* task = new Task(
        tr("Timing %1").arg(methodName()),
        [request, smallJob, largeJob, smallNodes, largeNodes, ndmax, scratch](const jobs::JobContext& context) -> std::any {
            std::filesystem::create_directories(std::filesystem::path(request.dataFile).parent_path());
            std::filesystem::create_directories(std::filesystem::path(scratch).parent_path());
            io::writePoints(request.dataFile, *request.data);
            auto cost = std::make_shared<PerNodeCost>(
                measurePerNodeCost(smallJob, smallNodes, largeJob, largeNodes, ndmax, context));
            std::error_code ignored;
            std::filesystem::remove(scratch, ignored);
            return cost;
        },
        backend_->backend());
    connect(task, &Task::succeeded, this, [this, task] {
        measured_ = *std::any_cast<std::shared_ptr<PerNodeCost>>(task->result());
        measured_.ndmaxExponent = ndmaxExponent();
        updateCostLabel();
        emit costMeasured();
    });
    return runner_.jobRunner().start(task);
}

CostEstimate EstimationDialog::costEstimate() const {
    const GridSpec grid = grid_->spec();
    return estimateCost(grid.nodeCount(), layerCount(), data_ ? data_->size() : 0, neighbourhoodSize(), measured_);
}

void EstimationDialog::updateCostLabel() {
    resultName_->setPlaceholderText(tr("%1 of %2").arg(methodName(), variable()));
    const GridSpec grid = grid_->spec();
    const CostEstimate cost = costEstimate();
    QString text = tr("%L1 nodes, peak memory about %2").arg(qulonglong(grid.nodeCount())).arg(QString::fromStdString(formatBytes(cost.peakBytes)));
    if (measured_.valid())
        text += tr("; time about %1 (%2 µs per node measured on this machine)")
                    .arg(QString::fromStdString(formatSeconds(cost.seconds)))
                    .arg(measured_.secondsPerNode * 1e6, 0, 'g', 3);
    else
        text += tr("; press Measure for a time estimate");
    cost_->setText(text);
}

}  // namespace strata::gui
