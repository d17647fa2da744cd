#include "surfaces/SurfacesDialog.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <tuple>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include "estimation/BackendChooser.h"
#include "estimation/GridSpecEditor.h"
#include "jobs/JobRunner.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "surfaces/StratigraphicColumnEditor.h"
#include "widgets/SchemaOptionsBox.h"

namespace strata::gui {

namespace {

std::string tableStem(const std::string& path) { return std::filesystem::path(path).stem().string(); }

}  // namespace

SurfacesDialog::SurfacesDialog(JobRunner& runner, SurfacesSource source, QWidget* parent)
    : QDialog(parent), runner_(runner), source_(std::move(source)) {
    setWindowTitle(tr("Build surfaces"));
    columnEditor_ = new StratigraphicColumnEditor(this);
    table_ = new QComboBox(this);
    unitColumn_ = new QComboBox(this);
    propose_ = new QPushButton(tr("Propose from the logs"), this);
    propose_->setToolTip(tr("The units of the unit column, each above the units it lies above in most holes"));
    method_ = new QComboBox(this);
    method_->addItem(tr("AIDW (adaptive inverse distance)"), int(surfaces::SurfaceMethod::Aidw));
    method_->addItem(tr("Ordinary kriging (global neighbourhood)"), int(surfaces::SurfaceMethod::Kriging));
    method_->addItem(tr("IDW"), int(surfaces::SurfaceMethod::Idw));
    variogram_ = new QLineEdit(QStringLiteral("auto"), this);
    variogram_->setToolTip(tr("auto (fitted to the contacts), or a model such as 0.05 nug + 0.95 sph(300)"));
    isochores_ = new QCheckBox(tr("Interpolate unit thicknesses (isochores)"), this);
    isochores_->setChecked(true);
    isochores_->setToolTip(tr("Thicknesses are often smoother than elevations; each surface is then the one above "
                              "less the unit's thickness"));
    minThickness_ = new QDoubleSpinBox(this);
    minThickness_->setRange(0, 1000);
    minThickness_->setDecimals(2);
    minThickness_->setSuffix(tr(" m"));
    minThickness_->setToolTip(tr("Thinner units are removed (they pinch out)"));
    grid_ = new GridSpecEditor(this);
    backend_ = new BackendChooser(this);

    auto* dataForm = new QFormLayout;
    dataForm->addRow(tr("Interval table:"), table_);
    auto* unitRow = new QHBoxLayout;
    unitRow->addWidget(unitColumn_, 1);
    unitRow->addWidget(propose_);
    dataForm->addRow(tr("Unit column:"), unitRow);
    auto* columnBox = new QGroupBox(tr("Stratigraphic column (top first)"), this);
    auto* columnLayout = new QVBoxLayout(columnBox);
    columnLayout->addLayout(dataForm);
    columnLayout->addWidget(columnEditor_);

    auto* methodBox = new QGroupBox(tr("Interpolation"), this);
    auto* methodForm = new QFormLayout(methodBox);
    methodForm->addRow(tr("Method:"), method_);
    methodForm->addRow(tr("Variogram:"), variogram_);
    methodForm->addRow(QString(), isochores_);
    methodForm->addRow(tr("Minimum thickness:"), minThickness_);
    methodForm->addRow(tr("Backend:"), backend_);
    // The engine's other surface options (neighbours, IDW power, variance, precision, ...).
    advanced_ = new SchemaOptionsBox(surfaces::SurfaceOptions::schema().info(),
                                     {"method", "variogram", "isochores", "min_thickness"}, methodBox);
    methodForm->addRow(advanced_);
    auto* gridBox = new QGroupBox(tr("Surface grid"), this);
    auto* gridLayout = new QVBoxLayout(gridBox);
    gridLayout->addWidget(grid_);

    progress_ = new QProgressBar(this);
    progress_->setRange(0, 1000);
    progress_->hide();
    message_ = new QLabel(this);
    message_->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(this);
    buildButton_ = buttons->addButton(tr("Build"), QDialogButtonBox::AcceptRole);
    cancelButton_ = buttons->addButton(tr("Cancel job"), QDialogButtonBox::ActionRole);
    cancelButton_->setEnabled(false);
    buttons->addButton(QDialogButtonBox::Close);

    auto* right = new QVBoxLayout;
    right->addWidget(methodBox);
    right->addWidget(gridBox);
    right->addStretch();
    auto* columns = new QHBoxLayout;
    columns->addWidget(columnBox, 1);
    columns->addLayout(right, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(message_);
    layout->addWidget(progress_);
    layout->addWidget(buttons);

    connect(buildButton_, &QPushButton::clicked, this, [this] { build(); });
    connect(cancelButton_, &QPushButton::clicked, this, [this] {
        if (task_) task_->cancel();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(propose_, &QPushButton::clicked, this, &SurfacesDialog::proposeColumn);
    connect(table_, &QComboBox::currentIndexChanged, this, [this] {
        unitColumn_->clear();
        if (const drillholes::IntervalTable* t = currentTable())
            for (const auto& c : t->text) unitColumn_->addItem(QString::fromStdString(c.name));
    });
    connect(method_, &QComboBox::currentIndexChanged, this, &SurfacesDialog::updateEnabled);
    connect(columnEditor_, &StratigraphicColumnEditor::columnChanged, this, [this] {
        updateEnabled();
        const surfaces::StratigraphicColumn c = columnEditor_->column();
        if (!c.units.empty() && !showingProjectColumn_) emit columnEdited(c);
    });

    fillTables();
    if (source_.database && !source_.database->collars.empty()) {
        BoundingBox box{HUGE_VAL, -HUGE_VAL, HUGE_VAL, -HUGE_VAL, HUGE_VAL, -HUGE_VAL};
        for (const auto& c : source_.database->collars) {
            box.xmin = std::min(box.xmin, c.x), box.xmax = std::max(box.xmax, c.x);
            box.ymin = std::min(box.ymin, c.y), box.ymax = std::max(box.ymax, c.y);
            box.zmin = std::min(box.zmin, c.z), box.zmax = std::max(box.zmax, c.z);
        }
        grid_->setExtent(box);
        grid_->proposeFromExtent();
    }
    updateEnabled();
}

void SurfacesDialog::fillTables() {
    table_->clear();
    if (!source_.database) return;
    int preferred = -1;
    for (const auto& t : source_.database->intervals) {
        if (t.text.empty()) continue;
        table_->addItem(QString::fromStdString(t.name));
        if (preferred < 0) preferred = table_->count() - 1;
    }
    // The colouring table usually holds the lithology: prefer a table whose text column has the known colours.
    for (int i = 0; i < table_->count(); ++i)
        if (iequals(table_->itemText(i).toStdString(), "lithology")) preferred = i;
    if (preferred >= 0) table_->setCurrentIndex(preferred);
}

const drillholes::IntervalTable* SurfacesDialog::currentTable() const {
    if (!source_.database || table_->currentIndex() < 0) return nullptr;
    return source_.database->findTable(table_->currentText().toStdString());
}

void SurfacesDialog::setColumn(const std::optional<surfaces::StratigraphicColumn>& column) {
    if (column && !column->units.empty()) {
        showingProjectColumn_ = true;  // the project's own column: not an edit
        columnEditor_->setColumn(*column);
        showingProjectColumn_ = false;
        return;
    }
    proposeColumn();
}

void SurfacesDialog::proposeColumn() {
    const drillholes::IntervalTable* t = currentTable();
    const drillholes::TextColumn* units = t ? t->findText(unitColumn_->currentText().toStdString()) : nullptr;
    if (!units) return;
    // The top (shallowest interval) of each unit in each hole.
    std::map<std::string, std::map<std::string, double>> topOf;  // hole -> unit -> depth
    for (std::size_t i = 0; i < units->values.size(); ++i) {
        const std::string name(trim(units->values[i]));
        if (name.empty()) continue;
        auto [it, added] = topOf[t->holeIds[i]].emplace(name, t->from[i]);
        if (!added) it->second = std::min(it->second, t->from[i]);
    }
    // A unit comes above another when it lies above it in more holes than below (a majority
    // vote, robust to the odd reversed log); units are ranked by how many others they lie above,
    // ties by the mean depth of their tops.
    std::map<std::string, std::pair<double, std::size_t>> meanTop;
    for (const auto& [hole, tops] : topOf)
        for (const auto& [name, depth] : tops) {
            meanTop[name].first += depth;
            ++meanTop[name].second;
        }
    std::vector<std::tuple<int, double, std::string>> ranked;
    for (const auto& [name, sum] : meanTop) {
        int wins = 0;
        for (const auto& [other, unused] : meanTop) {
            if (other == name) continue;
            int above = 0, below = 0;
            for (const auto& [hole, tops] : topOf) {
                const auto a = tops.find(name), b = tops.find(other);
                if (a == tops.end() || b == tops.end()) continue;
                above += a->second < b->second;
                below += a->second > b->second;
            }
            wins += above > below;
        }
        ranked.emplace_back(-wins, sum.first / double(sum.second), name);
    }
    std::sort(ranked.begin(), ranked.end());
    surfaces::StratigraphicColumn column;
    for (const auto& [wins, depth, name] : ranked) {
        surfaces::StratigraphicUnit u;
        u.name = name;
        for (const auto& [value, colour] : source_.knownColours)
            if (iequals(value, name)) u.colour = colour;
        column.units.push_back(u);
    }
    columnEditor_->setColumn(column);
}

void SurfacesDialog::setMethod(surfaces::SurfaceMethod method) { method_->setCurrentIndex(method_->findData(int(method))); }
void SurfacesDialog::setVariogram(const QString& text) { variogram_->setText(text); }
void SurfacesDialog::setIsochores(bool on) { isochores_->setChecked(on); }
void SurfacesDialog::setMinThickness(double thickness) { minThickness_->setValue(thickness); }

void SurfacesDialog::updateEnabled() {
    const bool kriging = surfaces::SurfaceMethod(method_->currentData().toInt()) == surfaces::SurfaceMethod::Kriging;
    variogram_->setEnabled(kriging);
    const bool running = task_ && !task_->isFinished();
    buildButton_->setEnabled(!running && source_.database && columnEditor_->unitCount() >= 2);
    cancelButton_->setEnabled(running);
}

surfaces::SurfacesJob SurfacesDialog::job() const {
    surfaces::SurfacesJob job;
    job.collar = source_.files.collar;
    job.survey = source_.files.survey;
    for (const std::string& path : source_.files.intervals)
        if (iequals(tableStem(path), table_->currentText().toStdString())) job.intervals = path;
    job.dipSign = source_.files.dipConvention;
    job.columns = source_.files.columns;
    job.desurvey = source_.desurvey;
    job.unitColumn = unitColumn_->currentText().toStdString();
    job.column = columnEditor_->column();
    job.grid = grid_->spec();
    job.grid.nz = 1;
    job.grid.z0 = 0;
    job.grid.dz = 1;
    job.options.method = surfaces::SurfaceMethod(method_->currentData().toInt());
    job.options.variogram = variogram_->text().trimmed().toStdString();
    job.options.isochores = isochores_->isChecked();
    job.options.minThickness = minThickness_->value();
    const auto& schema = surfaces::SurfaceOptions::schema();
    jobs::Json options = schema.write(job.options);
    advanced_->applyTo(options);
    job.options = schema.read(options, "surfaces");
    return job;
}

void SurfacesDialog::showError(const QString& message) {
    lastError_ = message;
    message_->setText(message);
    message_->setStyleSheet(message.isEmpty() ? QString() : QStringLiteral("color: #b00020"));
}

Task* SurfacesDialog::build() {
    if (task_ && !task_->isFinished()) return nullptr;
    surfaces::SurfacesJob request;
    try {
        request = job();
        if (request.intervals.empty())
            throw ValidationError("surfaces", "intervals", "choose an interval table with a unit column");
        request.validateInputs();
    } catch (const Error& e) {
        showError(QString::fromStdString(e.what()));
        return nullptr;
    }
    showError({});
    const Backend backend = backend_->backend();
    task_ = runner_.run(
        tr("Surfaces of %1 units").arg(request.column.size()),
        [request, backend](const jobs::JobContext& context) {
            jobs::JobContext c = context;
            c.backend = backend;
            return std::make_shared<const surfaces::SurfacesOutcome>(surfaces::computeSurfaces(request, c));
        },
        this,
        [this, request](const std::shared_ptr<const surfaces::SurfacesOutcome>& outcome) {
            const surfaces::MisfitSummary& m = outcome->model.misfitSummary;
            message_->setStyleSheet({});
            message_->setText(tr("%1 surfaces on %2 nodes in %3 s (%4); misfit at the contacts: rms %5, max %6; "
                                 "corrections at %7 nodes.")
                                  .arg(outcome->model.surfaceCount())
                                  .arg(outcome->model.grid.spec.nodeCount())
                                  .arg(outcome->model.seconds, 0, 'f', 2)
                                  .arg(QString::fromStdString(outcome->model.backend))
                                  .arg(m.rms, 0, 'g', 3)
                                  .arg(m.maxAbs, 0, 'g', 3)
                                  .arg(outcome->model.gridCorrections.correctedLocations));
            emit built(outcome, request);
        });
    progress_->setValue(0);
    progress_->show();
    connect(task_, &Task::progressChanged, this, [this](double fraction, const QString& message) {
        progress_->setValue(int(fraction * 1000));
        progress_->setFormat(QStringLiteral("%p% ") + message);
    });
    connect(task_, &Task::failed, this, [this](const QString& message) { showError(message); });
    connect(task_, &Task::cancelled, this, [this] { showError(tr("Building the surfaces was cancelled.")); });
    connect(task_, &Task::finished, this, [this] {
        progress_->hide();
        updateEnabled();
    });
    updateEnabled();
    return task_;
}

}  // namespace strata::gui
