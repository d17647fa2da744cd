#include "variogram/VariogramPanel.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>
#include <string>

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include "jobs/JobRunner.h"
#include "project/ProjectFolders.h"
#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/variogram/VariogramJobs.h"
#include "variogram/CoregionalisationView.h"
#include "variogram/DownholeVariogramView.h"
#include "variogram/ModelEditCommand.h"
#include "variogram/VariogramChartView.h"
#include "variogram/VariogramMapView.h"
#include "widgets/PlotExport.h"
#include "widgets/SchemaOptionsBox.h"

namespace strata::gui {

namespace {
using variogram::StructureType;

enum Column { TypeColumn, SillColumn, RangeColumn, Ratio1Column, Ratio2Column, Ang1Column, Ang2Column, Ang3Column,
              LockSillColumn, LockRangeColumn, ColumnCount };

const StructureType kTypes[] = {StructureType::Spherical, StructureType::Exponential, StructureType::Gaussian,
                                StructureType::Power,     StructureType::HoleEffect,  StructureType::Cubic,
                                StructureType::Matern};

QDoubleSpinBox* numberBox(QWidget* parent, double minimum, double maximum, int decimals) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setKeyboardTracking(false);  // one edit when the user is done typing, not per keystroke
    box->setFrame(false);
    box->setButtonSymbols(QAbstractSpinBox::NoButtons);  // narrow cells; the wheel and arrow keys still step
    return box;
}

using variogram::FitJob;
using variogram::VariogramJob;
using variogram::VarmapJob;

// The options of a direction of pairs (one item of the variogram job's "directions").
const jobs::SchemaInfo& directionSchema() { return *VariogramJob::schema().info().find("directions")->fields; }

// The options of the one variogram the panel computes (the varmap job's "variogram").
const jobs::SchemaInfo& variogramSchema() { return *VarmapJob::schema().info().find("variogram")->fields; }

// The panel's variogram of its first variable, with the type and cutoff the job read.
variogram::VariogramRequest panelVariogram(const variogram::NamedVariogram& read) {
    variogram::VariogramRequest request;
    request.type = read.type;
    request.cutoff = read.cutoff;
    return request;
}

// The panel's samples stand for the jobs' data, variables and outputs.
const std::set<std::string> kPanelData{"data", "variograms", "downhole", "output"};

// A round lag near `approximate` (1, 2 or 5 times a power of ten) so that the plot reads well.
double roundLag(double approximate) {
    if (!(approximate > 0)) return 1;
    const double power = std::pow(10.0, std::floor(std::log10(approximate)));
    for (double step : {1.0, 2.0, 5.0})
        if (approximate <= step * power) return step * power;
    return 10 * power;
}

// Variance of the finite values (0 with fewer than two).
double sampleVariance(const std::vector<double>& values) {
    double sum = 0, sumOfSquares = 0;
    std::size_t count = 0;
    for (double value : values) {
        if (!std::isfinite(value)) continue;
        sum += value;
        sumOfSquares += value * value;
        ++count;
    }
    if (count < 2) return 0;
    const double mean = sum / double(count);
    return std::max(0.0, sumOfSquares / double(count) - mean * mean);
}
}  // namespace

VariogramPanel::VariogramPanel(JobRunner* runner, QWidget* parent)
    : QWidget(parent), runner_(runner), undoStack_(new QUndoStack(this)), chart_(new VariogramChartView(this)) {
    setObjectName(QStringLiteral("variogramPanel"));
    title_ = new QLabel(tr("No data: choose Tools > Variogram fitting"), this);
    title_->setObjectName(QStringLiteral("variogramTitle"));

    auto* toolBar = new QHBoxLayout;
    toolBar->addWidget(title_, 1);
    auto* undo = new QPushButton(tr("Undo"), this);
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcut(QKeySequence::Undo);
    auto* redo = new QPushButton(tr("Redo"), this);
    redo->setObjectName(QStringLiteral("redo"));
    redo->setShortcut(QKeySequence::Redo);
    connect(undo, &QPushButton::clicked, undoStack_, &QUndoStack::undo);
    connect(redo, &QPushButton::clicked, undoStack_, &QUndoStack::redo);
    connect(undoStack_, &QUndoStack::canUndoChanged, undo, &QPushButton::setEnabled);
    connect(undoStack_, &QUndoStack::canRedoChanged, redo, &QPushButton::setEnabled);
    connect(undoStack_, &QUndoStack::undoTextChanged, undo, &QPushButton::setToolTip);
    connect(undoStack_, &QUndoStack::redoTextChanged, redo, &QPushButton::setToolTip);
    undo->setEnabled(false);
    redo->setEnabled(false);
    toolBar->addWidget(undo);
    toolBar->addWidget(redo);
    auto* exportButton = new QPushButton(tr("Export plot…"), this);
    exportButton->setToolTip(tr("Save the plot as a PNG image or an SVG drawing"));
    connect(exportButton, &QPushButton::clicked, this, &VariogramPanel::exportPlotDialog);
    toolBar->addWidget(exportButton);
    auto* saveButton = new QPushButton(tr("Save model…"), this);
    connect(saveButton, &QPushButton::clicked, this, &VariogramPanel::saveModelDialog);
    toolBar->addWidget(saveButton);

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(createExperimentalControls());
    sideLayout->addWidget(createModelControls(), 1);

    tabs_ = new QTabWidget(this);
    tabs_->setObjectName(QStringLiteral("variogramTabs"));
    tabs_->addTab(chart_, tr("Directions"));
    tabs_->addTab(createMapPage(), tr("Variogram map"));
    tabs_->addTab(createDownholePage(), tr("Down-hole"));
    tabs_->setTabToolTip(MapTab, tr("Variogram of every horizontal lag vector; the model's ellipse on top"));
    tabs_->setTabToolTip(DownholeTab, tr("Pairs within one drillhole, lag along the hole: read the nugget here"));
    tabs_->setTabEnabled(DownholeTab, false);
    coregionalisationView_ = new CoregionalisationView(this);
    tabs_->addTab(coregionalisationView_, tr("Coregionalisation"));
    tabs_->setTabToolTip(CoregionalisationTab, tr("Direct and cross variograms of several variables and their linear "
                                                  "model of coregionalisation, for cokriging"));
    tabs_->setTabEnabled(CoregionalisationTab, false);
    connect(coregionalisationView_, &CoregionalisationView::fitRequested, this, &VariogramPanel::fitCoregionalisation);
    connect(tabs_, &QTabWidget::currentChanged, this, &VariogramPanel::refreshShownTab);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(tabs_);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(toolBar);
    layout->addWidget(splitter, 1);

    connect(chart_, &VariogramChartView::modelDragged, this, [this](const variogram::VariogramModel& model) {
        modelIsGuess_ = false;
        model_ = model;  // the chart already shows it; the editors follow
        refreshEditors();
    });
    connect(chart_, &VariogramChartView::dragFinished, this,
            [this](const variogram::VariogramModel& before, const variogram::VariogramModel& after) {
                undoStack_->push(new ModelEditCommand([this](const auto& m) { applyModel(m); }, before, after,
                                                      tr("Drag a model handle")));
            });

    applyModel(variogram::VariogramModel::parse("0 nug + 1 sph(1)"));  // until data come
}

QWidget* VariogramPanel::createExperimentalControls() {
    auto* group = new QGroupBox(tr("Experimental variogram"), this);
    auto* form = new QFormLayout(group);
    const jobs::SchemaInfo& experimental = VariogramJob::schema().info();
    lagDistance_ = new QDoubleSpinBox(group);
    lagDistance_->setObjectName(QStringLiteral("lagDistance"));
    lagDistance_->setDecimals(3);
    configureFromSchema(lagDistance_, experimental, "lags.separation");
    lagCount_ = new QSpinBox(group);
    lagCount_->setObjectName(QStringLiteral("lagCount"));
    configureFromSchema(lagCount_, experimental, "lags.count");
    // The job requires both; a first proposal until samples come (then the lag follows their extent).
    lagDistance_->setValue(10);
    lagCount_->setValue(12);
    azimuth_ = new QDoubleSpinBox(group);
    azimuth_->setObjectName(QStringLiteral("azimuth"));
    configureFromSchema(azimuth_, directionSchema(), "azimuth");
    azimuth_->setRange(0, 180);  // a direction and its opposite give the same pairs
    azimuth_->setWrapping(true);
    tolerance_ = new QDoubleSpinBox(group);
    tolerance_->setObjectName(QStringLiteral("azimuthTolerance"));
    configureFromSchema(tolerance_, directionSchema(), "azimuth_tolerance");
    tolerance_->setRange(1, 90);  // a half-angle: 90 already takes every pair
    bandwidth_ = new QDoubleSpinBox(group);
    bandwidth_->setObjectName(QStringLiteral("bandwidth"));
    bandwidth_->setDecimals(1);
    configureFromSchema(bandwidth_, directionSchema(), "bandwidth_h");
    // The schema's default (1e21: no limit) shows as this maximum, which already takes every pair.
    bandwidth_->setMaximum(1e9);
    perpendicular_ = new QCheckBox(tr("Also the perpendicular direction"), group);
    perpendicular_->setObjectName(QStringLiteral("perpendicular"));
    form->addRow(tr("Lag distance:"), lagDistance_);
    form->addRow(tr("Number of lags:"), lagCount_);
    form->addRow(tr("Azimuth:"), azimuth_);
    form->addRow(tr("Tolerance:"), tolerance_);
    form->addRow(tr("Bandwidth:"), bandwidth_);
    form->addRow(perpendicular_);
    addExperimentalAdvanced(form, group);

    // Controls recompute live; a short delay folds a burst of spin-box steps into one job.
    recomputeTimer_ = new QTimer(this);
    recomputeTimer_->setSingleShot(true);
    recomputeTimer_->setInterval(150);
    connect(recomputeTimer_, &QTimer::timeout, this, &VariogramPanel::recompute);
    auto schedule = [this] {
        if (samples_) recomputeTimer_->start();
    };
    for (QDoubleSpinBox* box : {lagDistance_, azimuth_, tolerance_, bandwidth_})
        connect(box, &QDoubleSpinBox::valueChanged, this, schedule);
    connect(lagCount_, &QSpinBox::valueChanged, this, schedule);
    connect(perpendicular_, &QCheckBox::toggled, this, schedule);
    for (SchemaOptionsBox* box : {variogramAdvanced_, directionAdvanced_, experimentalAdvanced_})
        connect(box, &SchemaOptionsBox::changed, this, schedule);
    return group;
}

void VariogramPanel::addExperimentalAdvanced(QFormLayout* form, QWidget* group) {
    // The variogram job's other options: the variogram's type (the variable is the panel's), the
    // direction's dip and vertical bandwidth, lag tolerance, trimming and sills; and where the
    // settings are refused, why.
    variogramAdvanced_ = new SchemaOptionsBox(variogramSchema(), {"tail", "head"}, group);
    variogramAdvanced_->setTitle(tr("Advanced: variogram type"));
    variogramAdvanced_->setObjectName(QStringLiteral("variogramAdvanced"));
    form->addRow(variogramAdvanced_);
    directionAdvanced_ = new SchemaOptionsBox(directionSchema(), {"azimuth", "azimuth_tolerance", "bandwidth_h"}, group);
    directionAdvanced_->setTitle(tr("Advanced: direction"));
    directionAdvanced_->setObjectName(QStringLiteral("directionAdvanced"));
    form->addRow(directionAdvanced_);
    auto experimentalHandled = kPanelData;
    experimentalHandled.insert({"lags.count", "lags.separation", "directions"});
    experimentalAdvanced_ = new SchemaOptionsBox(VariogramJob::schema().info(), experimentalHandled, group);
    experimentalAdvanced_->setTitle(tr("Advanced: lags and values"));
    experimentalAdvanced_->setObjectName(QStringLiteral("experimentalAdvanced"));
    form->addRow(experimentalAdvanced_);
    problem_ = new QLabel(group);
    problem_->setObjectName(QStringLiteral("experimentalProblem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
    form->addRow(problem_);
}

QWidget* VariogramPanel::createMapPage() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    mapView_ = new VariogramMapView(page);
    layout->addWidget(mapView_, 1);
    // The map's cells follow the lag controls, its values and variogram type the experimental
    // variogram's; `level` only reads the job's summary, which the map view replaces.
    mapAdvanced_ = new SchemaOptionsBox(VarmapJob::schema().info(),
                                        {"data", "variogram", "cells", "cell_size", "trim", "standardize",
                                         "level", "output"},
                                        page);
    mapAdvanced_->setTitle(tr("Advanced: variogram map"));
    mapAdvanced_->setObjectName(QStringLiteral("mapAdvanced"));
    layout->addWidget(mapAdvanced_);
    connect(mapAdvanced_, &SchemaOptionsBox::changed, this, [this] {
        mapStale_ = true;
        refreshShownTab();
    });
    return page;
}

QWidget* VariogramPanel::createDownholePage() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* controls = new QHBoxLayout;
    downholeLag_ = new QDoubleSpinBox(page);
    downholeLag_->setObjectName(QStringLiteral("downholeLag"));
    downholeLag_->setDecimals(3);
    configureFromSchema(downholeLag_, VariogramJob::schema().info(), "lags.separation");
    downholeLag_->setValue(1);  // required by the job; the samples' spacing replaces it
    downholeLag_->setKeyboardTracking(false);
    downholeLagCount_ = new QSpinBox(page);
    downholeLagCount_->setObjectName(QStringLiteral("downholeLagCount"));
    configureFromSchema(downholeLagCount_, VariogramJob::schema().info(), "lags.count");
    downholeLagCount_->setValue(10);
    downholeLagCount_->setKeyboardTracking(false);
    controls->addWidget(new QLabel(tr("Lag along the hole:"), page));
    controls->addWidget(downholeLag_);
    controls->addWidget(new QLabel(tr("Number of lags:"), page));
    controls->addWidget(downholeLagCount_);
    controls->addStretch(1);
    layout->addLayout(controls);
    downholeView_ = new DownholeVariogramView(page);
    layout->addWidget(downholeView_, 1);
    auto changed = [this] {
        downholeStale_ = true;
        refreshShownTab();
    };
    connect(downholeLag_, &QDoubleSpinBox::valueChanged, this, changed);
    connect(downholeLagCount_, &QSpinBox::valueChanged, this, changed);
    return page;
}

QWidget* VariogramPanel::createModelControls() {
    auto* group = new QGroupBox(tr("Model"), this);
    auto* layout = new QVBoxLayout(group);

    auto* nuggetRow = new QHBoxLayout;
    nuggetRow->addWidget(new QLabel(tr("Nugget:"), group));
    nugget_ = numberBox(group, 0, 1e12, 4);
    nugget_->setObjectName(QStringLiteral("nugget"));
    nugget_->setFrame(true);
    nugget_->setButtonSymbols(QAbstractSpinBox::UpDownArrows);
    connect(nugget_, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        variogram::VariogramModel edited = model_;
        edited.nugget = value;
        editModel(edited, tr("Change the nugget"));
    });
    nuggetRow->addWidget(nugget_, 1);
    nuggetLocked_ = new QCheckBox(tr("Locked"), group);
    nuggetLocked_->setObjectName(QStringLiteral("nuggetLocked"));
    nuggetLocked_->setToolTip(tr("Auto fit keeps this value"));
    nuggetRow->addWidget(nuggetLocked_);
    layout->addLayout(nuggetRow);

    structures_ = new QTableWidget(0, ColumnCount, group);
    structures_->setObjectName(QStringLiteral("structures"));
    structures_->setHorizontalHeaderLabels({tr("Type"), tr("Sill"), tr("Range"), tr("Minor/major"), tr("Vertical/major"),
                                            tr("Azimuth"), tr("Dip"), tr("Plunge"), tr("Lock sill"), tr("Lock range")});
    structures_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    structures_->verticalHeader()->setVisible(false);
    structures_->setSelectionBehavior(QAbstractItemView::SelectRows);
    layout->addWidget(structures_, 1);

    auto* structureButtons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add structure"), group);
    add->setObjectName(QStringLiteral("addStructure"));
    connect(add, &QPushButton::clicked, this, [this] {
        variogram::VariogramModel edited = model_;
        variogram::Structure structure;
        structure.sill = std::max(model_.sill() * 0.5, 1e-6);
        structure.range = model_.structures.empty() ? lagDistance_->value() * lagCount_->value() / 2
                                                    : model_.structures.back().range * 2;
        edited.structures.push_back(structure);
        editModel(edited, tr("Add a structure"));
    });
    auto* remove = new QPushButton(tr("Remove structure"), group);
    remove->setObjectName(QStringLiteral("removeStructure"));
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = structures_->currentRow() >= 0 ? structures_->currentRow() : structures_->rowCount() - 1;
        if (row < 0) return;
        variogram::VariogramModel edited = model_;
        edited.structures.erase(edited.structures.begin() + row);
        // The locks of the structures after it move up with them.
        sillLocked_.erase(sillLocked_.begin() + row);
        rangeLocked_.erase(rangeLocked_.begin() + row);
        editModel(edited, tr("Remove a structure"));
    });
    structureButtons->addWidget(add);
    structureButtons->addWidget(remove);
    structureButtons->addStretch(1);
    layout->addLayout(structureButtons);

    addFitControls(layout, group);

    modelText_ = new QLabel(group);
    modelText_->setObjectName(QStringLiteral("modelText"));
    modelText_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    modelText_->setWordWrap(true);
    layout->addWidget(modelText_);
    return group;
}

void VariogramPanel::addFitControls(QVBoxLayout* layout, QWidget* group) {
    auto* fitRow = new QHBoxLayout;
    fitRow->addWidget(new QLabel(tr("Weights:"), group));
    weights_ = new QComboBox(group);
    weights_->setObjectName(QStringLiteral("fitWeights"));
    const auto weightsItem = [this](const QString& text, variogram::FitWeights weights) {
        weights_->addItem(text, QString::fromStdString(variogram::fitWeightsName(weights)));
    };
    weightsItem(tr("Pairs / h² (gstat default)"), variogram::FitWeights::PairsOverDistanceSquared);
    weightsItem(tr("Pairs"), variogram::FitWeights::Pairs);
    weightsItem(tr("Pairs / γ² (Cressie)"), variogram::FitWeights::PairsOverModelSquared);
    weightsItem(tr("Equal"), variogram::FitWeights::Equal);
    configureFromSchema(weights_, FitJob::schema().info(), "weights");
    fitRow->addWidget(weights_, 1);
    autoFit_ = new QPushButton(tr("Auto fit"), group);
    autoFit_->setObjectName(QStringLiteral("autoFit"));
    autoFit_->setToolTip(tr("Weighted least squares over all directions; locked values stay"));
    connect(autoFit_, &QPushButton::clicked, this, &VariogramPanel::autoFit);
    fitRow->addWidget(autoFit_);
    layout->addLayout(fitRow);
    // The fit's other options (iterations, automatic starts); the model, its locks and the
    // experimental points are the panel's; the panel fits one variogram, not an LMC.
    fitAdvanced_ = new SchemaOptionsBox(FitJob::schema().info(),
                                        {"input", "variogram", "model", "weights", "locked", "output", "curve",
                                         "variables", "data", "lmc_method", "fit_ranges", "lags", "directions", "trim",
                                         "standardize"},
                                        group);
    fitAdvanced_->setTitle(tr("Advanced: fit"));
    fitAdvanced_->setObjectName(QStringLiteral("fitAdvanced"));
    layout->addWidget(fitAdvanced_);
}

void VariogramPanel::setSamples(std::shared_ptr<const variogram::VariogramInput> samples, const QString& title,
                                std::vector<std::string> holes, std::vector<double> depth) {
    samples_ = std::move(samples);
    title_->setText(title);
    dataCentre_.reset();
    downholeInput_.reset();
    // The caller tells the other variables of these samples' source, if any, afterwards.
    loadVariables_ = nullptr;
    tabs_->setTabEnabled(CoregionalisationTab, false);
    const std::size_t count = samples_->x.size();
    if (count > 0) {
        std::array<double, 3> sum{0, 0, 0};
        for (std::size_t i = 0; i < count; ++i) {
            sum[0] += samples_->x[i];
            sum[1] += samples_->y[i];
            sum[2] += samples_->z.empty() ? 0.0 : samples_->z[i];
        }
        dataCentre_ = std::array<double, 3>{sum[0] / count, sum[1] / count, sum[2] / count};
    }
    if (holes.size() == count && count > 0 && !samples_->variables.empty()) {
        auto input = std::make_shared<variogram::DownholeInput>();
        input->holes = std::move(holes);
        if (depth.size() == count) input->depth = std::move(depth);
        input->x = samples_->x;
        input->y = samples_->y;
        input->z = samples_->z.empty() ? std::vector<double>(count, 0.0) : samples_->z;
        input->values = samples_->variables[0];
        if (!samples_->names.empty()) input->name = samples_->names[0];
        // Default lag: the usual spacing of consecutive samples of a hole, rounded.
        std::vector<double> spacing;
        for (std::size_t i = 1; i < count; ++i) {
            if (input->holes[i] != input->holes[i - 1]) continue;
            const double step = input->depth.empty()
                                    ? std::hypot(input->x[i] - input->x[i - 1], input->y[i] - input->y[i - 1],
                                                 input->z[i] - input->z[i - 1])
                                    : std::abs(input->depth[i] - input->depth[i - 1]);
            if (step > 0) spacing.push_back(step);
        }
        if (!spacing.empty()) {
            std::nth_element(spacing.begin(), spacing.begin() + spacing.size() / 2, spacing.end());
            const QSignalBlocker blocker(downholeLag_);
            downholeLag_->setValue(roundLag(spacing[spacing.size() / 2]));
        }
        downholeInput_ = std::move(input);
    }
    tabs_->setTabEnabled(DownholeTab, downholeInput_ != nullptr);
    downholeView_->clear();
    emit samplesChanged();
    // Defaults from the data: lags up to half the horizontal extent.
    const auto& x = samples_->x;
    const auto& y = samples_->y;
    if (!x.empty()) {
        const auto [xMin, xMax] = std::minmax_element(x.begin(), x.end());
        const auto [yMin, yMax] = std::minmax_element(y.begin(), y.end());
        const double extent = std::hypot(*xMax - *xMin, *yMax - *yMin);
        const QSignalBlocker blocker(lagDistance_);
        lagDistance_->setValue(roundLag(extent / 2 / lagCount_->value()));
    }
    if (modelIsGuess_) startModelFromData();
    recompute();
}

void VariogramPanel::startModelFromData() {
    // No nugget, the data's variance as the sill and half the largest lag as the range: a start
    // that lies over the experimental points, whatever the units of the values and distances.
    variogram::VariogramModel guess = variogram::VariogramModel::parse("0 nug + 1 sph(1)");
    if (!samples_->variables.empty()) {
        const double variance = sampleVariance(samples_->variables[0]);
        if (variance > 0) guess.structures[0].sill = variance;
    }
    guess.structures[0].range = lagDistance_->value() * lagCount_->value() / 2;
    undoStack_->clear();
    applyModel(guess);
}

void VariogramPanel::setDirections(std::vector<ExperimentalDirection> directions, const QString& title) {
    samples_.reset();
    dataCentre_.reset();
    downholeInput_.reset();
    loadVariables_ = nullptr;
    tabs_->setTabEnabled(DownholeTab, false);
    tabs_->setTabEnabled(CoregionalisationTab, false);
    mapView_->setMessage(tr("The variogram map needs sample data"));
    downholeView_->clear();
    emit samplesChanged();
    title_->setText(title);
    showDirections(std::move(directions));
}

jobs::Json VariogramPanel::experimentalParams() const {
    VariogramJob job;
    job.options.lags.separation = lagDistance_->value();
    job.options.lags.count = lagCount_->value();
    variogram::VariogramDirection direction;
    direction.azimuth = azimuth_->value();
    direction.azimuthTolerance = tolerance_->value();
    direction.horizontalBandwidth = bandwidth_->value();
    job.options.directions = {direction};
    if (perpendicular_->isChecked()) {
        direction.azimuth = std::fmod(direction.azimuth + 90, 180);
        job.options.directions.push_back(direction);
    }
    job.variograms = {variogram::NamedVariogram{}};
    jobs::Json params = VariogramJob::schema().write(job);
    experimentalAdvanced_->applyTo(params);
    for (jobs::Json& each : params["directions"]) directionAdvanced_->applyTo(each);
    variogramAdvanced_->applyTo(params["variograms"].front());
    return params;
}


variogram::ExperimentalVariogramOptions VariogramPanel::experimentalOptions() const {
    VariogramJob job = VariogramJob::schema().read(experimentalParams(), VariogramJob::type);
    job.options.variograms = {panelVariogram(job.variograms.front())};
    job.options.validate(VariogramJob::type, samples_ ? samples_->variables.size() : 0);  // 0: not known yet
    return job.options;
}

void VariogramPanel::setExperimentalSettings(const variogram::LagClasses& lags,
                                             const std::vector<variogram::VariogramDirection>& directions) {
    {
        const QSignalBlocker lagBlocker(lagDistance_), countBlocker(lagCount_), azimuthBlocker(azimuth_),
            toleranceBlocker(tolerance_), bandwidthBlocker(bandwidth_), perpendicularBlocker(perpendicular_),
            lagsBlocker(experimentalAdvanced_), directionBlocker(directionAdvanced_);
        lagDistance_->setValue(lags.separation);
        lagCount_->setValue(lags.count);
        VariogramJob shown;
        shown.options.lags = lags;
        if (!directions.empty()) {
            const double azimuth = std::fmod(directions.front().azimuth, 180.0);
            azimuth_->setValue(azimuth < 0 ? azimuth + 180 : azimuth);
            tolerance_->setValue(directions.front().azimuthTolerance);
            bandwidth_->setValue(directions.front().horizontalBandwidth);
            shown.options.directions = {directions.front()};
        }
        perpendicular_->setChecked(directions.size() > 1);
        const jobs::Json params = VariogramJob::schema().write(shown);
        experimentalAdvanced_->showValues(params);
        directionAdvanced_->showValues(params["directions"].front());
    }
    recompute();
}

variogram::VariogramMapOptions VariogramPanel::variogramMapOptions() const {
    VarmapJob job;
    job.options.cellsX = job.options.cellsY = lagCount_->value();
    job.options.cellSizeX = job.options.cellSizeY = lagDistance_->value();
    jobs::Json params = VarmapJob::schema().write(job);
    // The same values as the experimental variogram: trimmed and standardised alike.
    const jobs::Json experimental = experimentalParams();
    for (const char* key : {"trim", "standardize"}) params[key] = experimental.at(key);
    mapAdvanced_->applyTo(params);
    variogramAdvanced_->applyTo(params["variogram"]);
    VarmapJob checked = VarmapJob::schema().read(params, VarmapJob::type);
    checked.options.variogram = panelVariogram(checked.variogram);
    checked.options.validate(VarmapJob::type, samples_ ? samples_->variables.size() : 1);
    return checked.options;
}

variogram::DownholeOptions VariogramPanel::downholeOptions() const {
    VariogramJob job;
    job.options.lags.count = downholeLagCount_->value();
    job.options.lags.separation = downholeLag_->value();
    jobs::Json params = VariogramJob::schema().write(job);
    // The lag tolerance, trimming, sills and variogram type of the experimental variogram's
    // Advanced sections.
    experimentalAdvanced_->applyTo(params);
    params["variograms"] = jobs::Json::array({jobs::Json::object()});
    variogramAdvanced_->applyTo(params["variograms"].front());
    const VariogramJob checked = VariogramJob::schema().read(params, VariogramJob::type);
    checked.options.validate(VariogramJob::type, 1);
    variogram::DownholeOptions options;
    options.lags = checked.options.lags;
    options.trimMin = checked.options.trimMin;
    options.trimMax = checked.options.trimMax;
    options.standardizeSills = checked.options.standardizeSills;
    options.type = checked.variograms.front().type;
    options.cutoff = checked.variograms.front().cutoff;
    return options;
}

void VariogramPanel::showProblem(const QString& message) { problem_->setText(message); }

void VariogramPanel::refreshShownTab() {
    if (tabs_->currentIndex() == MapTab && mapStale_) computeVariogramMap();
    if (tabs_->currentIndex() == DownholeTab && downholeStale_) computeDownhole();
}

void VariogramPanel::computeVariogramMap() {
    if (!samples_) {
        mapView_->setMessage(tr("The variogram map needs sample data"));
        return;
    }
    mapStale_ = false;
    variogram::VariogramMapOptions options;
    try {
        options = variogramMapOptions();
    } catch (const Error& e) {
        mapView_->setMessage(QString::fromStdString(e.what()));
        return;
    }
    auto samples = samples_;
    auto work = [samples, options](const jobs::JobContext& context) {
        variogram::ComputeContext compute;
        compute.backend = context.backend;
        compute.progress = context.progress;
        compute.cancel = context.cancel;
        return std::make_shared<const variogram::VariogramMap>(variogram::computeVariogramMap(*samples, options, compute));
    };
    auto show = [this](const std::shared_ptr<const variogram::VariogramMap>& map) {
        mapView_->setMap(map);
        emit variogramMapUpdated();
    };
    if (!runner_) {
        try {
            show(work(jobs::JobContext{}));
        } catch (const Error& e) {
            mapView_->setMessage(QString::fromStdString(e.what()));
        }
        return;
    }
    if (computingMap_) computingMap_->cancel();
    mapView_->setMessage(tr("Computing the variogram map…"));
    computingMap_ = runner_->run(tr("Variogram map"), std::move(work), this, show);
    connect(computingMap_, &Task::failed, mapView_, &VariogramMapView::setMessage);
}

void VariogramPanel::computeDownhole() {
    if (!downholeInput_) return;
    downholeStale_ = false;
    variogram::DownholeOptions options;
    try {
        options = downholeOptions();
    } catch (const Error& e) {
        showProblem(QString::fromStdString(e.what()));
        downholeView_->clear();
        return;
    }
    auto work = [input = downholeInput_, options](const jobs::JobContext& context) {
        return variogram::computeDownholeVariogram(*input, options, context.cancel, context.progress);
    };
    auto show = [this](const variogram::DownholeVariogram& downhole) {
        downholeView_->setVariogram(downhole);
        emit downholeUpdated();
    };
    if (!runner_) {
        try {
            show(work(jobs::JobContext{}));
        } catch (const Error&) {
            downholeView_->clear();
        }
        return;
    }
    if (computingDownhole_) computingDownhole_->cancel();
    computingDownhole_ = runner_->run(tr("Down-hole variogram"), std::move(work), this, show);
}

void VariogramPanel::recompute() {
    if (!samples_) return;
    mapStale_ = downholeStale_ = true;
    refreshShownTab();
    variogram::ExperimentalVariogramOptions options;
    try {
        options = experimentalOptions();  // checked once, here; the worker computes with them
    } catch (const Error& e) {
        showProblem(QString::fromStdString(e.what()));
        return;
    }
    showProblem({});
    auto samples = samples_;
    auto work = [samples, options](const jobs::JobContext& context) {
        variogram::ComputeContext compute;
        compute.backend = context.backend;
        compute.progress = context.progress;
        compute.cancel = context.cancel;
        return experimentalDirections(variogram::computeExperimentalVariogram(*samples, options, compute));
    };
    if (!runner_) {
        showDirections(work(jobs::JobContext{}));
        return;
    }
    if (computing_) computing_->cancel();  // the newest settings win
    computing_ = runner_->run(tr("Experimental variogram"), std::move(work), this,
                              [this](const std::vector<ExperimentalDirection>& directions) { showDirections(directions); });
}

void VariogramPanel::showDirections(std::vector<ExperimentalDirection> directions) {
    directions_ = std::move(directions);
    chart_->setDirections(directions_);
    chart_->setModel(model_);
    emit experimentalUpdated();
}

variogram::FitOptions VariogramPanel::fitOptions() const {
    FitJob job;
    job.model = model_;
    job.options.weights = variogram::parseFitWeights(weights_->currentData().toString().toStdString());
    if (nuggetLocked_->isChecked()) job.options.locked.push_back("nugget");
    for (std::size_t k = 0; k < model_.structures.size(); ++k) {
        if (k < sillLocked_.size() && sillLocked_[k]) job.options.locked.push_back("sill" + std::to_string(k + 1));
        if (k < rangeLocked_.size() && rangeLocked_[k]) job.options.locked.push_back("range" + std::to_string(k + 1));
    }
    jobs::Json params = FitJob::schema().write(job);
    fitAdvanced_->applyTo(params);
    const FitJob checked = FitJob::schema().read(params, FitJob::type);
    checked.options.validate(FitJob::type);
    return checked.options;
}

void VariogramPanel::autoFit() {
    std::vector<variogram::FitPoint> points;
    for (const auto& direction : directions_) points.insert(points.end(), direction.points.begin(), direction.points.end());
    const variogram::VariogramModel start = model_;
    variogram::FitOptions options;
    try {
        options = fitOptions();
    } catch (const Error& e) {
        emit fitFinished(false, QString::fromStdString(e.what()));
        return;
    }
    auto work = [points, start, options](const jobs::JobContext&) {
        return variogram::fitVariogramModel(points, start, options);
    };
    if (!runner_) {
        try {
            applyFit(work(jobs::JobContext{}));
        } catch (const Error& e) {
            emit fitFinished(false, QString::fromStdString(e.what()));
        }
        return;
    }
    autoFit_->setEnabled(false);
    Task* task = runner_->run(tr("Fit the variogram model"), std::move(work), this,
                              [this](const variogram::FitResult& result) { applyFit(result); });
    connect(task, &Task::finished, this, [this] { autoFit_->setEnabled(true); });
    connect(task, &Task::failed, this, [this](const QString& message) { emit fitFinished(false, message); });
}

void VariogramPanel::setCoregionalisationSource(const QStringList& variables, VariablesLoader load) {
    loadVariables_ = std::move(load);
    coregionalisationView_->setCandidates(variables);
    tabs_->setTabEnabled(CoregionalisationTab, loadVariables_ && !variables.isEmpty());
}

variogram::LmcFitOptions VariogramPanel::lmcFitOptions() const {
    FitJob job;
    job.model = model_;
    job.options.weights = variogram::parseFitWeights(weights_->currentData().toString().toStdString());
    jobs::Json params = FitJob::schema().write(job);
    fitAdvanced_->applyTo(params);
    params["lmc_method"] = coregionalisationView_->methodName();
    params["fit_ranges"] = coregionalisationView_->fitRanges();
    const FitJob checked = FitJob::schema().read(params, FitJob::type);
    variogram::LmcFitOptions options;
    options.weights = checked.options.weights;
    options.method = checked.lmcMethod;
    options.fitRanges = checked.fitRanges;
    options.maxIterations = checked.options.maxIterations;
    options.validate(FitJob::type);
    return options;
}

Task* VariogramPanel::fitCoregionalisation() {
    std::vector<std::string> variables;
    variogram::ExperimentalVariogramOptions experimental;
    variogram::LmcFitOptions options;
    try {
        if (!samples_ || samples_->names.empty() || !loadVariables_)
            throw ValidationError(FitJob::type, "variables", "the panel has no samples of a variable with others");
        variables = {samples_->names.front()};
        for (const std::string& name : coregionalisationView_->chosenVariables()) variables.push_back(name);
        if (variables.size() < 2 || variables.size() > 4)
            throw ValidationError(FitJob::type, "variables",
                                  "an LMC fit needs 1 to 3 variables besides " + variables.front() +
                                      " (ticked: " + std::to_string(variables.size() - 1) + ")");
        experimental = experimentalOptions();
        options = lmcFitOptions();
    } catch (const Error& e) {
        coregionalisationView_->setMessage(QString::fromStdString(e.what()));
        emit coregionalisationFitted(false, QString::fromStdString(e.what()));
        return nullptr;
    }
    auto work = [load = loadVariables_, variables, experimental, start = model_,
                 options](const jobs::JobContext& context) {
        const variogram::VariogramInput input = load(variables, context);
        std::vector<std::size_t> columns(variables.size());
        for (std::size_t k = 0; k < columns.size(); ++k) columns[k] = k;
        variogram::ComputeContext compute;
        compute.backend = context.backend;
        compute.progress = context.progress;
        compute.cancel = context.cancel;
        const variogram::ExperimentalVariogram computed =
            variogram::computeExperimentalVariogram(input, variogram::lmcVariograms(columns, experimental), compute);
        auto fit = std::make_shared<CoregionalisationFit>();
        fit->variables = variables;
        fit->points = variogram::lmcFitPoints(computed, variables, FitJob::type);
        for (std::size_t v = 0; v < fit->points.size(); ++v)
            fit->directions.push_back(experimentalDirections(computed, v));
        context.checkCancelled();
        fit->result = variogram::fitLinearModelOfCoregionalisation(variables, fit->points, start, options);
        fit->method = variogram::lmcMethodName(options.method);
        fit->fitRanges = options.fitRanges;
        return std::shared_ptr<const CoregionalisationFit>(std::move(fit));
    };
    auto fail = [this](const QString& message) {
        coregionalisationView_->setMessage(message);
        emit coregionalisationFitted(false, message);
    };
    coregionalisationView_->setMessage(tr("Fitting the linear model of coregionalisation…"));
    if (!runner_) {
        try {
            applyCoregionalisationFit(work(jobs::JobContext{}));
        } catch (const Error& e) {
            fail(QString::fromStdString(e.what()));
        }
        return nullptr;
    }
    if (fittingCoregionalisation_) fittingCoregionalisation_->cancel();
    coregionalisationView_->setFitEnabled(false);
    fittingCoregionalisation_ = runner_->run(
        tr("Fit the linear model of coregionalisation"), std::move(work), this,
        [this](const std::shared_ptr<const CoregionalisationFit>& fit) { applyCoregionalisationFit(fit); });
    connect(fittingCoregionalisation_, &Task::finished, this, [this] { coregionalisationView_->setFitEnabled(true); });
    connect(fittingCoregionalisation_, &Task::failed, this, fail);
    return fittingCoregionalisation_;
}

void VariogramPanel::applyCoregionalisationFit(std::shared_ptr<const CoregionalisationFit> fit) {
    showCoregionalisation(std::move(fit));
    QStringList warnings;
    for (const auto& warning : coregionalisationFit_->result.warnings) warnings << QString::fromStdString(warning);
    emit coregionalisationFitted(true, warnings.join(QLatin1Char('\n')));
}

void VariogramPanel::applyFit(const variogram::FitResult& result) {
    editModel(result.model, tr("Auto fit"));
    QStringList warnings;
    for (const auto& warning : result.warnings) warnings << QString::fromStdString(warning);
    emit fitFinished(true, warnings.join(QLatin1Char('\n')));
}

void VariogramPanel::resetModel(const variogram::VariogramModel& model) {
    modelIsGuess_ = false;
    undoStack_->clear();
    applyModel(model);
}

void VariogramPanel::editModel(const variogram::VariogramModel& model, const QString& description) {
    modelIsGuess_ = false;
    undoStack_->push(new ModelEditCommand([this](const auto& m) { applyModel(m); }, model_, model, description));
}

void VariogramPanel::applyModel(const variogram::VariogramModel& model) {
    model_ = model;
    chart_->setModel(model_);
    refreshEditors();
}

void VariogramPanel::refreshEditors() {
    sillLocked_.resize(model_.structures.size(), false);
    rangeLocked_.resize(model_.structures.size(), false);
    {
        const QSignalBlocker blocker(nugget_);
        nugget_->setValue(model_.nugget);
    }
    if (structures_->rowCount() != static_cast<int>(model_.structures.size())) rebuildStructureRows();
    for (int row = 0; row < structures_->rowCount(); ++row) {
        const auto& structure = model_.structures[static_cast<std::size_t>(row)];
        auto* type = qobject_cast<QComboBox*>(structures_->cellWidget(row, TypeColumn));
        const QSignalBlocker typeBlocker(type);
        type->setCurrentIndex(static_cast<int>(std::find(std::begin(kTypes), std::end(kTypes), structure.type) - std::begin(kTypes)));
        const double values[] = {structure.sill, structure.range, structure.anisotropy.ratio1, structure.anisotropy.ratio2,
                                 structure.anisotropy.ang1, structure.anisotropy.ang2, structure.anisotropy.ang3};
        for (int column = SillColumn; column <= Ang3Column; ++column) {
            auto* box = qobject_cast<QDoubleSpinBox*>(structures_->cellWidget(row, column));
            const QSignalBlocker blocker(box);
            box->setValue(values[column - SillColumn]);
        }
    }
    modelText_->setText(QString::fromStdString(model_.toString()));
    mapView_->setModel(model_);
    downholeView_->setModel(model_);
    emit modelChanged(model_);
}

void VariogramPanel::rebuildStructureRows() {
    structures_->setRowCount(static_cast<int>(model_.structures.size()));
    for (int row = 0; row < structures_->rowCount(); ++row) {
        auto* type = new QComboBox(structures_);
        type->setFrame(false);
        for (QString name : {tr("Spherical"), tr("Exponential"), tr("Gaussian"), tr("Power"), tr("Hole effect"), tr("Cubic"),
                             tr("Matérn")})
            type->addItem(name);
        connect(type, &QComboBox::currentIndexChanged, this, [this, row](int index) {
            editStructure(row, [index](variogram::Structure& s) { s.type = kTypes[index]; }, tr("Change the structure type"));
        });
        structures_->setCellWidget(row, TypeColumn, type);

        struct NumberColumn {
            int column;
            double minimum, maximum;
            int decimals;
            double variogram::Structure::*field;
            double Anisotropy::*angle;
        };
        const NumberColumn numbers[] = {
            {SillColumn, 0, 1e12, 4, &variogram::Structure::sill, nullptr},
            {RangeColumn, 1e-6, 1e9, 3, &variogram::Structure::range, nullptr},
            {Ratio1Column, 1e-3, 1, 3, nullptr, &Anisotropy::ratio1},
            {Ratio2Column, 1e-3, 1, 3, nullptr, &Anisotropy::ratio2},
            {Ang1Column, 0, 360, 1, nullptr, &Anisotropy::ang1},
            {Ang2Column, -90, 90, 1, nullptr, &Anisotropy::ang2},
            {Ang3Column, -90, 90, 1, nullptr, &Anisotropy::ang3},
        };
        for (const NumberColumn& number : numbers) {
            QDoubleSpinBox* box = numberBox(structures_, number.minimum, number.maximum, number.decimals);
            box->setObjectName(QStringLiteral("structure%1_column%2").arg(row).arg(number.column));
            connect(box, &QDoubleSpinBox::valueChanged, this, [this, row, number](double value) {
                editStructure(row,
                              [number, value](variogram::Structure& s) {
                                  if (number.field)
                                      s.*number.field = value;
                                  else
                                      s.anisotropy.*number.angle = value;
                              },
                              tr("Edit a structure"));
            });
            structures_->setCellWidget(row, number.column, box);
        }
        for (int column : {LockSillColumn, LockRangeColumn}) {
            auto* lock = new QCheckBox(structures_);
            std::vector<bool>& locks = column == LockSillColumn ? sillLocked_ : rangeLocked_;
            lock->setChecked(locks[static_cast<std::size_t>(row)]);
            connect(lock, &QCheckBox::toggled, this, [&locks, row](bool on) { locks[static_cast<std::size_t>(row)] = on; });
            structures_->setCellWidget(row, column, lock);
        }
    }
}

void VariogramPanel::editStructure(int row, const std::function<void(variogram::Structure&)>& change, const QString& what) {
    variogram::VariogramModel edited = model_;
    change(edited.structures.at(static_cast<std::size_t>(row)));
    editModel(edited, what);
}

bool VariogramPanel::exportPlot(const QString& path) { return PlotExport::save(chart_, path); }

void VariogramPanel::exportPlotDialog() { PlotExport::saveDialog(chart_, this, QStringLiteral("variogram")); }

bool VariogramPanel::saveModel(const QString& path) {
    try {
        io::writeFileAtomically(QDir::toNativeSeparators(path).toStdString(), nlohmann::json(model_).dump(2) + "\n");
        return true;
    } catch (const Error&) {
        return false;
    }
}

void VariogramPanel::saveModelDialog() {
    const QString path = chooseFileToSave(this, tr("Save model"), QStringLiteral("variogram-model.json"),
                                          tr("Variogram models (*.json)"), FolderPurpose::Export);
    if (!path.isEmpty()) saveModel(path);
}

void VariogramPanel::restoreCoregionalisation(std::shared_ptr<const CoregionalisationFit> fit) {
    QStringList others;
    for (std::size_t k = 1; k < fit->variables.size(); ++k) others << QString::fromStdString(fit->variables[k]);
    coregionalisationView_->choose(others);
    coregionalisationView_->setFitSettings(fit->method, fit->fitRanges);
    showCoregionalisation(std::move(fit));
}

void VariogramPanel::showCoregionalisation(std::shared_ptr<const CoregionalisationFit> fit) {
    coregionalisationFit_ = std::move(fit);
    coregionalisation_ = coregionalisationFit_->result.model;
    coregionalisationView_->showFit(*coregionalisationFit_);
}

}  // namespace strata::gui
