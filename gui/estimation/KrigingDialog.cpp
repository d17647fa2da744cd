#include "estimation/KrigingDialog.h"

#include <cmath>
#include <numeric>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "estimation/GridSpecEditor.h"
#include "strata/core/Strings.h"
#include "strata/core/Error.h"
#include "strata/kriging/CrossvalidateJob.h"
#include "strata/kriging/KrigeJob.h"
#include "widgets/SchemaOptionsBox.h"

namespace strata::gui {

using kriging::KrigingType;

KrigingDialog::KrigingDialog(EstimationRunner& runner, std::vector<EstimationSource> sources, const QString& resultFolder,
                             QWidget* parent)
    : EstimationDialog(runner, std::move(sources), resultFolder, parent) {
    setObjectName(QStringLiteral("krigingDialog"));
    setMethodPage(createPage(), tr("Kriging"));
    auto* crossValidate = new QPushButton(tr("Cross-validate"));
    crossValidate->setObjectName(QStringLiteral("crossValidate"));
    crossValidate->setToolTip(tr("Leave-one-out: every datum estimated from the others with this setup."));
    connect(crossValidate, &QPushButton::clicked, this, &KrigingDialog::crossValidate);
    auto* preview = new QPushButton(tr("Preview at grid centre"));
    preview->setObjectName(QStringLiteral("previewCentre"));
    preview->setToolTip(tr("The data the engine uses at the middle node and their weights; click a node in a "
                           "result view to preview another."));
    connect(preview, &QPushButton::clicked, this, [this] {
        const GridSpec g = gridEditor()->spec();
        previewAt(g.nodeX(g.nx / 2), g.nodeY((g.ny / 2) * g.nx), g.nodeZ((g.nz / 2) * g.nx * g.ny));
    });
    auto* row = new QHBoxLayout;
    row->addWidget(crossValidate);
    row->addWidget(preview);
    extraButtons()->addLayout(row);
    connect(&runner, &EstimationRunner::resultAdded, this, [this](int id, const jobs::Json& summary) {
        auto item = this->runner().catalog().item(id);
        if (item && item->jobType() == QLatin1String(kriging::CrossvalidateJob::type)) emit crossValidationReady(id, summary);
    });
    updateCostLabel();
}

QWidget* KrigingDialog::createPage() {
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);

    type_ = new QComboBox;
    type_->setObjectName(QStringLiteral("krigingType"));
    type_->addItem(tr("Ordinary (unknown constant mean)"), int(KrigingType::Ordinary));
    type_->addItem(tr("Simple (known mean)"), int(KrigingType::Simple));
    type_->addItem(tr("Universal (polynomial drift)"), int(KrigingType::Universal));
    const jobs::SchemaInfo& schema = kriging::krigingOptionsSchema().info();
    mean_ = new QDoubleSpinBox;
    mean_->setObjectName(QStringLiteral("simpleMean"));
    mean_->setDecimals(6);
    configureFromSchema(mean_, schema, "mean");
    auto* drifts = new QHBoxLayout;
    for (int t = 0; t < kriging::DriftTermCount; ++t) {
        drift_[t] = new QCheckBox(QString::fromLatin1(kriging::driftTermName(t)));
        drift_[t]->setObjectName(QStringLiteral("drift_%1").arg(QLatin1String(kriging::driftTermName(t))));
        drifts->addWidget(drift_[t]);
    }
    drift_[kriging::DriftX]->setChecked(true);
    drift_[kriging::DriftY]->setChecked(true);
    form->addRow(tr("Type"), type_);
    form->addRow(tr("Mean"), mean_);
    form->addRow(tr("Drift terms"), drifts);

    auto* modelRow = new QHBoxLayout;
    model_ = new QLineEdit;
    model_->setObjectName(QStringLiteral("variogramModel"));
    model_->setPlaceholderText(QStringLiteral("0.2 nug + 0.8 sph(100)"));
    model_->setToolTip(tr("Nugget plus structures, e.g. \"0.1 nug + 0.9 sph(120, 60, 10; 30, 0, 0)\": ranges major, "
                          "minor, vertical; angles azimuth, dip, rake (GSLIB)."));
    auto* fromPanel = new QPushButton(tr("From variogram panel"));
    fromPanel->setObjectName(QStringLiteral("modelFromPanel"));
    connect(fromPanel, &QPushButton::clicked, this, &KrigingDialog::takeModelFromPanel);
    modelRow->addWidget(model_, 1);
    modelRow->addWidget(fromPanel);
    form->addRow(tr("Variogram model"), modelRow);

    global_ = new QCheckBox(tr("Global (all data in one system)"));
    global_->setObjectName(QStringLiteral("globalNeighbourhood"));
    form->addRow(tr("Neighbourhood"), global_);
    auto* ellipsoid = new QGridLayout;
    const QString radiusNames[3] = {tr("Major"), tr("Minor"), tr("Vertical")};
    const QString angleNames[3] = {tr("Azimuth"), tr("Dip"), tr("Rake")};
    for (int a = 0; a < 3; ++a) {
        radius_[a] = new QDoubleSpinBox;
        radius_[a]->setDecimals(2);
        radius_[a]->setObjectName(QStringLiteral("searchRadius_%1").arg(a));
        configureFromSchema(radius_[a], schema, a == 0 ? "search.radius" : a == 1 ? "search.radius_minor" : "search.radius_vertical");
        angle_[a] = new QDoubleSpinBox;
        angle_[a]->setDecimals(1);
        configureFromSchema(angle_[a], schema, "search.angles");
        angle_[a]->setRange(-360, 360);
        angle_[a]->setObjectName(QStringLiteral("searchAngle_%1").arg(a));
        ellipsoid->addWidget(new QLabel(radiusNames[a]), 0, 2 * a);
        ellipsoid->addWidget(radius_[a], 0, 2 * a + 1);
        ellipsoid->addWidget(new QLabel(angleNames[a]), 1, 2 * a);
        ellipsoid->addWidget(angle_[a], 1, 2 * a + 1);
    }
    radius_[0]->setValue(100);  // a first proposal; 0 (the engine's default) searches without a distance limit
    form->addRow(tr("Search ellipsoid"), ellipsoid);

    auto* counts = new QHBoxLayout;
    ndmin_ = new QSpinBox;
    ndmin_->setObjectName(QStringLiteral("ndmin"));
    configureFromSchema(ndmin_, schema, "search.ndmin");
    ndmax_ = new QSpinBox;
    ndmax_->setObjectName(QStringLiteral("ndmax"));
    configureFromSchema(ndmax_, schema, "search.ndmax");
    octant_ = new QSpinBox;
    octant_->setObjectName(QStringLiteral("maxPerOctant"));
    configureFromSchema(octant_, schema, "search.max_per_octant");
    counts->addWidget(new QLabel(tr("ndmin")));
    counts->addWidget(ndmin_);
    counts->addWidget(new QLabel(tr("ndmax")));
    counts->addWidget(ndmax_);
    counts->addWidget(new QLabel(tr("per octant")));
    counts->addWidget(octant_);
    form->addRow(tr("Data per node"), counts);

    auto* blocks = new QHBoxLayout;
    for (int a = 0; a < 3; ++a) {
        block_[a] = new QSpinBox;
        block_[a]->setRange(1, 20);
        block_[a]->setObjectName(QStringLiteral("block_%1").arg(a));
        blocks->addWidget(block_[a]);
    }
    blocks->addWidget(new QLabel(tr("(1 1 1: point kriging; blocks are the grid cells)")));
    form->addRow(tr("Block discretisation"), blocks);

    // Every other option of the engine (trend, per-drillhole limit, block size, coincident data,
    // singular systems, GPU arithmetic and solver, diagnostics), from the kriging options' schema.
    advanced_ = new SchemaOptionsBox(schema,
                                     {"type", "mean", "drift", "model", "search.global", "search.radius",
                                      "search.radius_minor", "search.radius_vertical", "search.angles", "search.ndmin",
                                      "search.ndmax", "search.max_per_octant", "block"});
    form->addRow(advanced_);

    connect(type_, &QComboBox::currentIndexChanged, this, &KrigingDialog::updateEnabled);
    connect(global_, &QCheckBox::toggled, this, &KrigingDialog::updateEnabled);
    connect(ndmax_, &QSpinBox::valueChanged, this, &KrigingDialog::updateCostLabel);
    connect(type_, &QComboBox::currentIndexChanged, this, &KrigingDialog::updateCostLabel);
    connect(global_, &QCheckBox::toggled, this, &KrigingDialog::updateCostLabel);
    updateEnabled();
    return page;
}

void KrigingDialog::updateEnabled() {
    const auto type = KrigingType(type_->currentData().toInt());
    mean_->setEnabled(type == KrigingType::Simple);
    for (auto* d : drift_) d->setEnabled(type == KrigingType::Universal);
    const bool local = !global_->isChecked();
    for (int a = 0; a < 3; ++a) {
        radius_[a]->setEnabled(local);
        angle_[a]->setEnabled(local);
    }
    ndmin_->setEnabled(local);
    ndmax_->setEnabled(local);
    octant_->setEnabled(local);
}

void KrigingDialog::setModelProvider(std::function<std::optional<variogram::VariogramModel>()> provider) {
    modelProvider_ = std::move(provider);
}

void KrigingDialog::takeModelFromPanel() {
    const auto model = modelProvider_ ? modelProvider_() : std::nullopt;
    if (!model || model->structures.empty()) {
        showProblem(tr("The variogram panel has no model yet (Tools > Variogram fitting)."));
        return;
    }
    showProblem({});
    model_->setText(QString::fromStdString(model->toString()));
}

void KrigingDialog::setModelText(const QString& text) { model_->setText(text); }

void KrigingDialog::setKrigingType(KrigingType type) { type_->setCurrentIndex(type_->findData(int(type))); }

void KrigingDialog::setSearch(double radius, int ndmin, int ndmax) {
    radius_[0]->setValue(radius);
    radius_[1]->setValue(0);
    radius_[2]->setValue(0);
    ndmin_->setValue(ndmin);
    ndmax_->setValue(ndmax);
}

void KrigingDialog::onDataLoaded() {
    const auto points = data();
    if (!points || points->size() < 2) return;
    // The controls hold the previous variable's model and mean: keep them for its return.
    if (!shownKey_.isEmpty()) perVariable_[shownKey_] = {model_->text(), mean_->value()};
    shownKey_ = sourceName() + QLatin1Char('/') + variable();
    if (const auto kept = perVariable_.find(shownKey_); kept != perVariable_.end()) {
        model_->setText(kept->second.model);
        mean_->setValue(kept->second.mean);
        return;
    }
    proposeFor(*points);
}

void KrigingDialog::proposeFor(const PointSet& points) {
    const BoundingBox box = boundingBox(points);
    const double extent = std::max(box.xmax - box.xmin, box.ymax - box.ymin);
    // Defaults a geologist would start from: the search a third of the extent, the project's
    // model of this variable or else a spherical one of that range with the data's variance as
    // sill (10 % nugget), and the data's mean for simple kriging.
    if (radius_[0]->value() == 100 && extent > 0) radius_[0]->setValue(std::round(extent / 3));
    const auto& v = points.values[0];
    const double mean = std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
    double variance = 0;
    for (double x : v) variance += (x - mean) * (x - mean);
    variance /= double(v.size());
    mean_->setValue(mean);
    if (const auto saved = savedModels_ ? savedModels_(sourceName(), variable()) : std::nullopt; saved && !saved->structures.empty())
        model_->setText(QString::fromStdString(saved->toString()));
    else if (variance > 0)
        model_->setText(QStringLiteral("%1 nug + %2 sph(%3)")
                            .arg(0.1 * variance, 0, 'g', 4)
                            .arg(0.9 * variance, 0, 'g', 4)
                            .arg(std::round(extent / 3)));
}

void KrigingDialog::setSavedModelProvider(SavedModelProvider provider) { savedModels_ = std::move(provider); }

void KrigingDialog::setOptions(const kriging::KrigingOptions& o) {
    type_->setCurrentIndex(type_->findData(int(o.type)));
    mean_->setValue(o.mean);
    for (int t = 0; t < kriging::DriftTermCount; ++t) drift_[t]->setChecked(o.drift[std::size_t(t)]);
    model_->setText(QString::fromStdString(o.model.toString()));
    global_->setChecked(o.search.global);
    const double radii[3] = {o.search.radius, o.search.radiusMinor, o.search.radiusVertical};
    const double angles[3] = {o.search.ang1, o.search.ang2, o.search.ang3};
    const int blocks[3] = {o.block.nx, o.block.ny, o.block.nz};
    for (int a = 0; a < 3; ++a) {
        radius_[a]->setValue(radii[a]);
        angle_[a]->setValue(angles[a]);
        block_[a]->setValue(blocks[a]);
    }
    ndmin_->setValue(o.search.ndmin);
    ndmax_->setValue(o.search.ndmax);
    octant_->setValue(o.search.maxPerOctant);
    advanced_->showValues(kriging::krigingOptionsSchema().write(o));
}

void KrigingDialog::restore(const kriging::KrigeJob& job) {
    setOptions(job.kriging);
    const std::vector<std::string> columns = split(job.data.columns, ',');
    const QString variable = columns.empty() ? QString() : QString::fromStdString(std::string(trim(columns.back())));
    if (job.grid) keepGrid(*job.grid);
    chooseSourceOf(job.data.file, variable);
    // What the job had is that variable's model and mean; the others start from their data.
    perVariable_[sourceName() + QLatin1Char('/') + variable] = {model_->text(), mean_->value()};
    shownKey_.clear();
    selectVariable(variable);
}

kriging::KrigingOptions KrigingDialog::options() const {
    kriging::KrigingOptions o;
    o.type = KrigingType(type_->currentData().toInt());
    o.mean = mean_->value();
    if (o.type == KrigingType::Universal)
        for (int t = 0; t < kriging::DriftTermCount; ++t) o.drift[std::size_t(t)] = drift_[t]->isChecked();
    o.model = variogram::VariogramModel::parse(model_->text().toStdString(), "model");
    o.search.global = global_->isChecked();
    o.search.radius = radius_[0]->value();
    o.search.radiusMinor = radius_[1]->value();
    o.search.radiusVertical = radius_[2]->value();
    o.search.ang1 = angle_[0]->value();
    o.search.ang2 = angle_[1]->value();
    o.search.ang3 = angle_[2]->value();
    o.search.ndmin = ndmin_->value();
    o.search.ndmax = ndmax_->value();
    o.search.maxPerOctant = octant_->value();
    o.block.nx = block_[0]->value();
    o.block.ny = block_[1]->value();
    o.block.nz = block_[2]->value();
    const auto& schema = kriging::krigingOptionsSchema();
    jobs::Json j = schema.write(o);
    advanced_->applyTo(j);
    return schema.read(j, "kriging");
}

jobs::Json KrigingDialog::makeJob(const GridSpec& grid, const std::string& dataFile, const std::string& output) const {
    kriging::KrigeJob job;
    job.data.file = dataFile;
    job.data.columns = dataColumns();
    job.grid = grid;
    job.kriging = options();
    job.output = output;
    return jobs::makeJob(job);
}

QString KrigingDialog::methodName() const {
    switch (KrigingType(type_->currentData().toInt())) {
    case KrigingType::Simple: return tr("Simple kriging");
    case KrigingType::Universal: return tr("Universal kriging");
    default: return tr("Ordinary kriging");
    }
}

int KrigingDialog::neighbourhoodSize() const {
    if (global_->isChecked()) return data() ? int(data()->size()) : 0;
    return ndmax_->value();
}

Task* KrigingDialog::crossValidate() {
    EstimationRequest request;
    try {
        request = currentRequest();  // checks data, grid and options
        kriging::CrossvalidateJob job;
        job.data.file = request.dataFile;
        job.data.columns = dataColumns();
        job.kriging = options();
        job.output = outputPath(QStringLiteral("_crossvalidation.csv"));
        request.job = jobs::makeJob(job);
        request.prepared = jobs::prepareJob(request.job);
        request.grid.reset();
        request.outputFile = job.output;
        request.title = tr("Cross-validation: %1").arg(resultName());
        request.resultName = request.title;
    } catch (const std::exception& e) {
        showProblem(QString::fromUtf8(e.what()));
        return nullptr;
    }
    showProblem({});
    Task* task = runner().start(request);
    emit jobStarted(task);
    return task;
}

Task* KrigingDialog::previewAt(double x, double y, double z) {
    const auto points = data();
    kriging::KrigingOptions o;
    try {
        if (!points) throw ValidationError("neighbourhood preview", "data", "no data loaded yet");
        o = options();
        o.validate("neighbourhood preview");
    } catch (const std::exception& e) {
        showProblem(QString::fromUtf8(e.what()));
        return nullptr;
    }
    showProblem({});
    // The nearest node of the grid: the preview is of what the job computes there.
    const GridSpec g = gridEditor()->spec();
    auto nearestIndex = [](double v, double origin, double step, std::size_t n) {
        const double i = std::round((v - origin) / step);
        return std::size_t(std::clamp(i, 0.0, double(n - 1)));
    };
    const std::size_t ix = nearestIndex(x, g.x0, g.dx, g.nx), iy = nearestIndex(y, g.y0, g.dy, g.ny),
                      iz = nearestIndex(z, g.z0, g.dz, g.nz);
    std::array<double, 3> node{g.x0 + g.dx * double(ix), g.y0 + g.dy * double(iy), g.is3d() ? g.z0 + g.dz * double(iz) : 0.0};
    PointSet used = *points;
    if (!g.is3d()) used.dimension = 2;  // as the job reads it: x, y and the value
    auto shared = std::make_shared<const PointSet>(std::move(used));
    return runner().jobRunner().run(
        tr("Neighbourhood preview"),
        [shared, o, node](const jobs::JobContext& context) { return previewNeighbourhood(*shared, o, node, context); }, this,
        [this](const NeighbourhoodPreview& preview) { emit previewReady(preview); });
}

}  // namespace strata::gui
