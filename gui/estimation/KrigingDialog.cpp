#include "estimation/KrigingDialog.h"

#include <cmath>
#include <numeric>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "estimation/GridSpecEditor.h"
#include "strata/cokriging/Cokriging.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/kriging/CrossvalidateJob.h"
#include "strata/kriging/KrigeJob.h"
#include "widgets/SchemaOptionsBox.h"

namespace strata::gui {

using kriging::KrigingType;

namespace {

// A coregionalisation as the Coregionalisation box takes it: NAME=MODEL a line, then A:B=MODEL
// for each pair, unless `directOnly` (collocated cokriging with a correlation builds the cross
// model itself and refuses one typed).
QString coregionalisationText(const variogram::Coregionalisation& model, bool directOnly) {
    QStringList lines;
    for (std::size_t i = 0; i < model.size(); ++i)
        for (std::size_t j = i; j < model.size(); ++j) {
            if (i != j && directOnly) continue;
            const std::string name = i == j ? model.variables[i] : model.variables[i] + ":" + model.variables[j];
            lines << QString::fromStdString(name + "=" + model.model(i, j).toString());
        }
    return lines.join(QLatin1Char('\n'));
}

}  // namespace

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
    form->addRow(createCokrigingBox());

    connect(type_, &QComboBox::currentIndexChanged, this, &KrigingDialog::updateEnabled);
    connect(global_, &QCheckBox::toggled, this, &KrigingDialog::updateEnabled);
    connect(ndmax_, &QSpinBox::valueChanged, this, &KrigingDialog::updateCostLabel);
    connect(type_, &QComboBox::currentIndexChanged, this, &KrigingDialog::updateCostLabel);
    connect(global_, &QCheckBox::toggled, this, &KrigingDialog::updateCostLabel);
    updateEnabled();
    return page;
}

QGroupBox* KrigingDialog::createCokrigingBox() {
    using cokriging::CokrigingType;
    cokriging_ = new QGroupBox(tr("Cokriging with secondary variables"));
    cokriging_->setObjectName(QStringLiteral("cokriging"));
    cokriging_->setCheckable(true);
    cokriging_->setChecked(false);
    cokriging_->setToolTip(QString::fromStdString(cokriging::CokrigeJob::summary));
    auto* form = new QFormLayout(cokriging_);
    const jobs::SchemaInfo& job = cokriging::CokrigeJob::schema().info();
    const jobs::SchemaInfo& options = cokriging::cokrigingOptionsSchema().info();

    secondaries_ = new QListWidget;
    secondaries_->setObjectName(QStringLiteral("secondaryVariables"));
    secondaries_->setMaximumHeight(80);
    configureFromSchema(secondaries_, job, "data.secondary");
    form->addRow(tr("Secondaries"), secondaries_);

    cokrigingType_ = new QComboBox;
    cokrigingType_->setObjectName(QStringLiteral("cokrigingType"));
    const std::pair<CokrigingType, QString> types[] = {
        {CokrigingType::Ordinary, tr("Ordinary (primary weights sum to 1, secondaries' to 0)")},
        {CokrigingType::Simple, tr("Simple (known means)")},
        {CokrigingType::Standardised, tr("Standardised (one constraint)")},
        {CokrigingType::Collocated, tr("Collocated (Markov model 1)")}};
    for (const auto& [type, label] : types)
        cokrigingType_->addItem(label, QString::fromStdString(cokriging::toString(type)));
    configureFromSchema(cokrigingType_, options, "type");
    form->addRow(tr("Type"), cokrigingType_);

    correlation_ = new QDoubleSpinBox;
    correlation_->setObjectName(QStringLiteral("collocatedCorrelation"));
    correlation_->setDecimals(3);
    configureFromSchema(correlation_, options, "correlation");
    correlation_->setRange(-1, 1);  // a correlation coefficient
    form->addRow(tr("Correlation (collocated)"), correlation_);

    ndmaxSecondary_ = new QSpinBox;
    ndmaxSecondary_->setObjectName(QStringLiteral("ndmaxSecondary"));
    configureFromSchema(ndmaxSecondary_, options, "ndmax_secondary");
    form->addRow(tr("ndmax of the secondaries"), ndmaxSecondary_);

    auto* modelRow = new QHBoxLayout;
    coregionalisation_ = new QPlainTextEdit;
    coregionalisation_->setObjectName(QStringLiteral("coregionalisationModel"));
    coregionalisation_->setPlaceholderText(
        QStringLiteral("ni=10 nug + 60 sph(1.2)\ncr=20 nug + 100 sph(1.2)\nni:cr=5 nug + 65 sph(1.2)"));
    coregionalisation_->setToolTip(
        tr("One line per variable (NAME=MODEL, its direct variogram) and per pair (A:B=MODEL, "
           "the cross variogram), MODEL as the kriging model; collocated: the direct models only."));
    coregionalisation_->setMaximumHeight(90);
    auto* fromPanel = new QPushButton(tr("From variogram panel"));
    fromPanel->setObjectName(QStringLiteral("coregionalisationFromPanel"));
    fromPanel->setToolTip(
        tr("The linear model of coregionalisation fitted in the variogram panel's Coregionalisation tab"));
    connect(fromPanel, &QPushButton::clicked, this, &KrigingDialog::takeCoregionalisationFromPanel);
    modelRow->addWidget(coregionalisation_, 1);
    modelRow->addWidget(fromPanel, 0, Qt::AlignTop);
    form->addRow(tr("Coregionalisation"), modelRow);

    // The cokrige job's other options (means, the secondary grid of collocated cokriging, block
    // size, further search limits); the data, grid, output, search and blocks are the dialog's.
    cokrigingAdvanced_ = new SchemaOptionsBox(
        job, {"data", "grid", "targets", "target_columns", "target_secondary", "output", "cokriging.type",
              "cokriging.model", "cokriging.correlation", "cokriging.ndmax_secondary", "cokriging.block",
              "cokriging.search.global", "cokriging.search.radius", "cokriging.search.radius_minor",
              "cokriging.search.radius_vertical", "cokriging.search.angles", "cokriging.search.ndmin",
              "cokriging.search.ndmax", "cokriging.search.max_per_octant"});
    cokrigingAdvanced_->setTitle(tr("Advanced: cokriging"));
    cokrigingAdvanced_->setObjectName(QStringLiteral("cokrigingAdvanced"));
    form->addRow(cokrigingAdvanced_);

    connect(cokriging_, &QGroupBox::toggled, this, [this] {
        updateEnabled();
        updateCostLabel();
        reload();
    });
    connect(secondaries_, &QListWidget::itemChanged, this, [this] {
        if (cokriging_->isChecked()) reload();
    });
    connect(cokrigingType_, &QComboBox::currentIndexChanged, this, &KrigingDialog::updateEnabled);
    connect(cokrigingType_, &QComboBox::currentIndexChanged, this, &KrigingDialog::updateCostLabel);
    return cokriging_;
}

void KrigingDialog::refreshSecondaryChoices() { fillSecondaryChoices(variable(), secondaries()); }

void KrigingDialog::fillSecondaryChoices(const QString& primary, const QStringList& ticked) {
    QStringList choices = variables();
    choices.removeAll(primary);
    const QSignalBlocker blocker(secondaries_);
    secondaries_->clear();
    for (const QString& name : choices) {
        auto* item = new QListWidgetItem(name, secondaries_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(ticked.contains(name) ? Qt::Checked : Qt::Unchecked);
    }
}

void KrigingDialog::setCokriging(bool on) { cokriging_->setChecked(on); }

bool KrigingDialog::cokriging() const { return cokriging_->isChecked(); }

void KrigingDialog::setSecondaries(const QStringList& variables) {
    {
        const QSignalBlocker blocker(secondaries_);
        for (int row = 0; row < secondaries_->count(); ++row) {
            QListWidgetItem* item = secondaries_->item(row);
            item->setCheckState(variables.contains(item->text()) ? Qt::Checked : Qt::Unchecked);
        }
    }
    if (cokriging()) reload();
}

QStringList KrigingDialog::secondaries() const {
    QStringList ticked;
    for (int row = 0; row < secondaries_->count(); ++row)
        if (secondaries_->item(row)->checkState() == Qt::Checked) ticked << secondaries_->item(row)->text();
    return ticked;
}

std::vector<std::string> KrigingDialog::extraVariables() const {
    std::vector<std::string> names;
    if (!cokriging()) return names;
    for (const QString& name : secondaries())
        if (name != variable()) names.push_back(name.toStdString());
    return names;
}

void KrigingDialog::setCoregionalisationText(const QString& text) { coregionalisation_->setPlainText(text); }

void KrigingDialog::setCoregionalisationProvider(
    std::function<std::optional<variogram::Coregionalisation>()> provider) {
    coregionalisationProvider_ = std::move(provider);
}

void KrigingDialog::takeCoregionalisationFromPanel() {
    const auto model = coregionalisationProvider_ ? coregionalisationProvider_() : std::nullopt;
    if (!model || model->size() < 2) {
        showProblem(
            tr("The variogram panel has no linear model of coregionalisation yet (its Coregionalisation tab)."));
        return;
    }
    if (QString::fromStdString(model->variables.front()) != variable()) {
        showProblem(tr("The variogram panel's coregionalisation is of %1, not of %2.")
                        .arg(QString::fromStdString(model->variables.front()), variable()));
        return;
    }
    showProblem({});
    QStringList others;
    for (std::size_t k = 1; k < model->size(); ++k) others << QString::fromStdString(model->variables[k]);
    coregionalisation_->setPlainText(coregionalisationText(*model, false));
    setCokriging(true);
    setSecondaries(others);
}

kriging::SearchNeighbourhood KrigingDialog::searchFromControls() const {
    kriging::SearchNeighbourhood search;
    search.global = global_->isChecked();
    search.radius = radius_[0]->value();
    search.radiusMinor = radius_[1]->value();
    search.radiusVertical = radius_[2]->value();
    search.ang1 = angle_[0]->value();
    search.ang2 = angle_[1]->value();
    search.ang3 = angle_[2]->value();
    search.ndmin = ndmin_->value();
    search.ndmax = ndmax_->value();
    search.maxPerOctant = octant_->value();
    return search;
}

cokriging::CokrigeJob KrigingDialog::cokrigeJob(const GridSpec& grid, const std::string& dataFile,
                                                const std::string& output) const {
    using cokriging::CokrigingType;
    cokriging::CokrigeJob job;
    job.data.file = dataFile;
    job.data.columns = dataColumns();
    for (const QString& name : secondaries()) job.data.secondaries.push_back(name.toStdString());
    job.grid = grid;
    job.output = output;
    cokriging::CokrigingOptions& o = job.cokriging;
    const std::string typeName = cokrigingType_->currentData().toString().toStdString();
    for (CokrigingType type :
         {CokrigingType::Simple, CokrigingType::Ordinary, CokrigingType::Standardised, CokrigingType::Collocated})
        if (cokriging::toString(type) == typeName) o.type = type;
    std::vector<std::string> names{variable().toStdString()};
    names.insert(names.end(), job.data.secondaries.begin(), job.data.secondaries.end());
    std::vector<std::string> entries;
    for (const QString& line : coregionalisation_->toPlainText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty()) entries.push_back(line.trimmed().toStdString());
    if (o.type == CokrigingType::Collocated) o.correlation = correlation_->value();
    o.model = cokriging::coregionalisationOf(names, entries, o.type, o.correlation);
    o.search = searchFromControls();
    o.ndmaxSecondary = ndmaxSecondary_->value();
    o.block.nx = block_[0]->value();
    o.block.ny = block_[1]->value();
    o.block.nz = block_[2]->value();
    // Through the job's schema, as the command line's flags: the Advanced values and its checks.
    const auto& schema = cokriging::CokrigeJob::schema();
    jobs::Json params = schema.write(job);
    cokrigingAdvanced_->applyTo(params);
    return schema.read(params, cokriging::CokrigeJob::type);
}

void KrigingDialog::updateEnabled() {
    const bool cokriging = cokriging_->isChecked();
    correlation_->setEnabled(cokrigingType_->currentData().toString().toStdString() ==
                             cokriging::toString(cokriging::CokrigingType::Collocated));
    type_->setEnabled(!cokriging);
    model_->setEnabled(!cokriging);
    const auto type = KrigingType(type_->currentData().toInt());
    mean_->setEnabled(!cokriging && type == KrigingType::Simple);
    for (auto* d : drift_) d->setEnabled(!cokriging && type == KrigingType::Universal);
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
    refreshSecondaryChoices();
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
    // The primary's samples (cokriging's data also hold rows of the secondaries only: NaN here).
    std::vector<double> v;
    for (double x : points.values[0])
        if (std::isfinite(x)) v.push_back(x);
    if (v.empty()) return;
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
    setSearchControls(o.search);
    setBlockControls(o.block);
    advanced_->showValues(kriging::krigingOptionsSchema().write(o));
}

void KrigingDialog::setSearchControls(const kriging::SearchNeighbourhood& search) {
    global_->setChecked(search.global);
    const double radii[3] = {search.radius, search.radiusMinor, search.radiusVertical};
    const double angles[3] = {search.ang1, search.ang2, search.ang3};
    for (int a = 0; a < 3; ++a) {
        radius_[a]->setValue(radii[a]);
        angle_[a]->setValue(angles[a]);
    }
    ndmin_->setValue(search.ndmin);
    ndmax_->setValue(search.ndmax);
    octant_->setValue(search.maxPerOctant);
}

void KrigingDialog::setBlockControls(const kriging::BlockDiscretisation& block) {
    const int blocks[3] = {block.nx, block.ny, block.nz};
    for (int a = 0; a < 3; ++a) block_[a]->setValue(blocks[a]);
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

void KrigingDialog::restore(const cokriging::CokrigeJob& job) {
    using cokriging::CokrigingType;
    const cokriging::CokrigingOptions& o = job.cokriging;
    setSearchControls(o.search);
    setBlockControls(o.block);
    cokrigingType_->setCurrentIndex(cokrigingType_->findData(QString::fromStdString(cokriging::toString(o.type))));
    const bool correlated = o.type == CokrigingType::Collocated && std::isfinite(o.correlation);
    if (correlated) correlation_->setValue(o.correlation);
    ndmaxSecondary_->setValue(o.ndmaxSecondary);
    coregionalisation_->setPlainText(coregionalisationText(o.model, correlated && o.model.size() == 2));
    cokrigingAdvanced_->showValues(cokriging::CokrigeJob::schema().write(job));
    // The data: the primary (the last of the columns) loaded with the secondaries ticked.
    const std::vector<std::string> columns = split(job.data.columns, ',');
    const QString primary = columns.empty() ? QString() : QString::fromStdString(std::string(trim(columns.back())));
    QStringList ticked;
    for (const std::string& name : job.data.secondaries) ticked << QString::fromStdString(name);
    if (job.grid) keepGrid(*job.grid);
    chooseSourceOf(job.data.file, primary, job.data.secondaries);
    fillSecondaryChoices(primary, ticked);
    setCokriging(true);
    selectVariable(primary);
}

void KrigingDialog::restoreLastRuns(const LastJobProvider& lastJob) {
    const auto attempt = [](const auto& restore) {
        try {
            restore();
        } catch (const std::exception&) {
            // Not a job this dialog can show: its controls stay as they were.
        }
    };
    const auto krige = lastJob({kriging::KrigeJob::type});
    const auto last = lastJob({kriging::KrigeJob::type, cokriging::CokrigeJob::type});
    if (krige) attempt([&] { restore(krige->at("params").get<kriging::KrigeJob>()); });
    if (last && last->value("type", std::string()) == cokriging::CokrigeJob::type)
        attempt([&] { restore(last->at("params").get<cokriging::CokrigeJob>()); });
}

kriging::KrigingOptions KrigingDialog::options() const {
    kriging::KrigingOptions o;
    o.type = KrigingType(type_->currentData().toInt());
    o.mean = mean_->value();
    if (o.type == KrigingType::Universal)
        for (int t = 0; t < kriging::DriftTermCount; ++t) o.drift[std::size_t(t)] = drift_[t]->isChecked();
    o.model = variogram::VariogramModel::parse(model_->text().toStdString(), "model");
    o.search = searchFromControls();
    o.block.nx = block_[0]->value();
    o.block.ny = block_[1]->value();
    o.block.nz = block_[2]->value();
    const auto& schema = kriging::krigingOptionsSchema();
    jobs::Json j = schema.write(o);
    advanced_->applyTo(j);
    return schema.read(j, "kriging");
}

jobs::Json KrigingDialog::makeJob(const GridSpec& grid, const std::string& dataFile, const std::string& output) const {
    if (cokriging()) return jobs::makeJob(cokrigeJob(grid, dataFile, output));
    kriging::KrigeJob job;
    job.data.file = dataFile;
    job.data.columns = dataColumns();
    job.grid = grid;
    job.kriging = options();
    job.output = output;
    return jobs::makeJob(job);
}

QString KrigingDialog::methodName() const {
    if (cokriging()) return tr("Cokriging (%1)").arg(cokrigingType_->currentData().toString());
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
