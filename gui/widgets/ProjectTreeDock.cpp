#include "widgets/ProjectTreeDock.h"

#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QMenu>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "data/DataViewDialog.h"
#include "data/ValidationReportView.h"
#include "jobs/JobRunner.h"
#include "project/ProjectSession.h"
#include "results/ResultCatalog.h"
#include "widgets/SettingsDialog.h"

namespace strata::gui {

namespace {
constexpr int kPropertiesRole = Qt::UserRole + 1;
constexpr int kPartRole = Qt::UserRole + 2;
constexpr int kKindRole = Qt::UserRole + 3;
constexpr int kKeyRole = Qt::UserRole + 4;
constexpr int kSectionRole = Qt::UserRole + 5;

QString number(double value) { return QString::number(value, 'f', 2); }
QString fromStd(const std::string& text) { return QString::fromStdString(text); }
QString nativePath(const std::string& path) { return QDir::toNativeSeparators(fromStd(path)); }

QString statusText(JobStatus status) {
    switch (status) {
        case JobStatus::Pending: return ProjectTreeDock::tr("pending");
        case JobStatus::Running: return ProjectTreeDock::tr("running");
        case JobStatus::Done: return ProjectTreeDock::tr("done");
        case JobStatus::Failed: return ProjectTreeDock::tr("failed");
        case JobStatus::Cancelled: return ProjectTreeDock::tr("cancelled");
    }
    return {};
}
}  // namespace

ProjectTreeDock::ProjectTreeDock(QWidget* parent) : QDockWidget(tr("Project"), parent), tree_(new QTreeWidget(this)) {
    setObjectName(QStringLiteral("projectDock"));
    tree_->setHeaderHidden(true);
    tree_->setColumnCount(1);
    tree_->setObjectName(QStringLiteral("projectTree"));
    tree_->setContextMenuPolicy(Qt::CustomContextMenu);
    setWidget(tree_);
    connect(tree_, &QTreeWidget::itemChanged, this, &ProjectTreeDock::onItemChanged);
    connect(tree_, &QTreeWidget::itemSelectionChanged, this, &ProjectTreeDock::onSelectionChanged);
    connect(tree_, &QTreeWidget::customContextMenuRequested, this, &ProjectTreeDock::showContextMenu);
    connect(tree_, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) {
        const QString kind = item->data(0, kKindRole).toString();
        if (kind == QLatin1String("table") || kind == QLatin1String("points")) openDataView(item->data(0, kKeyRole).toString(), false);
        if (kind == QLatin1String("result")) emit resultShowRequested(item->data(0, kKeyRole).toInt());
    });
    clear();
}

void ProjectTreeDock::attach(ProjectSession* session, ResultCatalog* results, JobRunner* runner) {
    session_ = session;
    results_ = results;
    runner_ = runner;
    if (session) connect(session, &ProjectSession::projectChanged, this, &ProjectTreeDock::rebuild);
    if (results) {
        connect(results, &ResultCatalog::itemAdded, this, &ProjectTreeDock::rebuild);
        connect(results, &ResultCatalog::itemRemoved, this, &ProjectTreeDock::rebuild);
        connect(results, &ResultCatalog::itemChanged, this, &ProjectTreeDock::rebuild);
    }
    rebuild();
}

void ProjectTreeDock::clear() {
    loaded_.reset();
    partStates_.clear();
    rebuild();
}

void ProjectTreeDock::showProject(const LoadedProject& loaded) {
    loaded_ = loaded;
    partStates_.clear();
    rebuild();
}

void ProjectTreeDock::addPointSet(const LoadedPoints& points) {
    if (!loaded_) {
        loaded_ = LoadedProject{};
        if (session_) loaded_->project = session_->project();
    }
    loaded_->points.push_back(points);
    if (session_) loaded_->project.points = session_->project().points;
    rebuild();
}

QTreeWidgetItem* ProjectTreeDock::addItem(QTreeWidgetItem* parent, const QString& text, const PropertyList& properties) {
    auto* item = new QTreeWidgetItem(parent, {text});
    QVariantList pairs;
    for (const auto& [key, value] : properties) pairs.push_back(QStringList{key, value});
    item->setData(0, kPropertiesRole, pairs);
    return item;
}

QTreeWidgetItem* ProjectTreeDock::addSection(QTreeWidgetItem* root, const QString& key, const QString& text) {
    auto* item = addItem(root, text, {});
    item->setData(0, kSectionRole, key);
    QFont font = item->font(0);
    font.setBold(true);
    item->setFont(0, font);
    return item;
}

QTreeWidgetItem* ProjectTreeDock::section(const QString& key) const {
    QTreeWidgetItem* root = tree_->topLevelItem(0);
    for (int i = 0; root && i < root->childCount(); ++i)
        if (root->child(i)->data(0, kSectionRole).toString() == key) return root->child(i);
    return nullptr;
}

void ProjectTreeDock::rebuild() {
    const QSignalBlocker blocker(tree_);
    tree_->clear();
    const bool hasSession = session_ && (!session_->isUntitled() || session_->isModified() || loaded_);
    if (!loaded_ && !hasSession && (!results_ || results_->isEmpty())) {
        auto* placeholder = new QTreeWidgetItem(tree_, {tr("No project open")});
        placeholder->setFlags(Qt::NoItemFlags);
        return;
    }
    const ProjectFile* project = session_ ? &session_->project() : loaded_ ? &loaded_->project : nullptr;
    const QString name = project && !project->name.empty() ? fromStd(project->name) : tr("Untitled");
    auto* root = new QTreeWidgetItem(tree_, {session_ && session_->isModified() ? name + QStringLiteral(" *") : name});
    QVariantList rootProperties{QStringList{tr("Name"), name}};
    if (project && !project->path.empty()) rootProperties.push_back(QStringList{tr("File"), nativePath(project->path)});
    if (project && !project->description.empty()) rootProperties.push_back(QStringList{tr("Description"), fromStd(project->description)});
    if (session_) rootProperties.push_back(QStringList{tr("Unsaved changes"), session_->isModified() ? tr("yes") : tr("no")});
    root->setData(0, kPropertiesRole, rootProperties);

    QTreeWidgetItem* dataSection = addSection(root, QStringLiteral("data"), tr("Data"));
    addDrillholes(dataSection);
    addPointSets(dataSection);
    addColumn(root);
    addVariograms(root);
    addJobs(root);
    addResults(root);
    addProblems(root);
    tree_->expandAll();
    tree_->setCurrentItem(root);
    onSelectionChanged();  // the blocker kept the tree quiet: show the new root's properties
}

void ProjectTreeDock::addDrillholes(QTreeWidgetItem* dataSection) {
    if (!loaded_ || !loaded_->database || !loaded_->geometry) return;
    const drillholes::DrillholeDatabase& database = *loaded_->database;
    const DrillholeGeometry& geometry = *loaded_->geometry;
    double lo[3] = {0, 0, 0}, hi[3] = {0, 0, 0};
    for (std::size_t i = 0; i < database.collars.size(); ++i) {
        const double p[3] = {database.collars[i].x, database.collars[i].y, database.collars[i].z};
        for (int k = 0; k < 3; ++k) {
            lo[k] = i == 0 ? p[k] : std::min(lo[k], p[k]);
            hi[k] = i == 0 ? p[k] : std::max(hi[k], p[k]);
        }
    }
    const QString unit = QLatin1Char(' ') + SettingsDialog::configuredLengthUnit();
    auto* holes = addItem(dataSection, tr("Drillholes (holes: %1)").arg(database.collars.size()),
                          {{tr("Holes"), QString::number(database.collars.size())},
                           {tr("Survey stations"), QString::number(database.surveys.size())},
                           {tr("Dip convention of the survey file"), fromStd(drillholes::toString(database.dipConventionOfFiles))},
                           {tr("Desurvey method"), fromStd(drillholes::toString(loaded_->project.desurvey))},
                           {tr("Collar X range"), number(lo[0]) + QStringLiteral(" … ") + number(hi[0]) + unit},
                           {tr("Collar Y range"), number(lo[1]) + QStringLiteral(" … ") + number(hi[1]) + unit},
                           {tr("Collar Z range"), number(lo[2]) + QStringLiteral(" … ") + number(hi[2]) + unit},
                           {tr("Scene origin"), QStringLiteral("%1, %2, %3").arg(number(geometry.origin[0]), number(geometry.origin[1]), number(geometry.origin[2]))}});
    int partIndex = 0;
    auto addPart = [&](DrillholePart part, const QString& text, const PropertyList& properties) {
        auto* item = addItem(holes, text, properties);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        if (partStates_.size() <= partIndex) partStates_.push_back(Qt::Checked);
        item->setCheckState(0, partStates_[partIndex++]);
        item->setData(0, kPartRole, static_cast<int>(part));
        item->setData(0, kKindRole, QStringLiteral("part"));
    };
    addPart(DrillholePart::Collars, tr("Collars"), {{tr("Points"), QString::number(geometry.collarX.size())}});
    addPart(DrillholePart::Traces, tr("Hole traces"), {{tr("Lines"), QString::number(geometry.traces.lineCount())}});
    if (!geometry.colourTable.empty())
        addPart(DrillholePart::Intervals,
                tr("Intervals by %1").arg(fromStd(geometry.colourTable + "." + geometry.colourColumn)),
                {{tr("Intervals drawn"), QString::number(geometry.intervals.lineCount())},
                 {tr("Intervals without a collar"), QString::number(geometry.skippedIntervals)},
                 {tr("Colouring"), geometry.categorical ? tr("categories (%1)").arg(geometry.categories.size())
                                                        : tr("values %1 … %2").arg(number(geometry.valueMin), number(geometry.valueMax))}});

    auto* tables = addItem(dataSection, tr("Tables"), {});
    auto addTable = [&](const QString& key, const QString& text, const PropertyList& properties) {
        auto* item = addItem(tables, text, properties);
        item->setData(0, kKindRole, QStringLiteral("table"));
        item->setData(0, kKeyRole, key);
        item->setToolTip(0, tr("Double-click for the table; right-click for statistics"));
    };
    addTable(QStringLiteral("collars"), tr("Collars"),
             {{tr("File"), nativePath(database.collarSource.file)}, {tr("Rows"), QString::number(database.collars.size())}});
    if (!database.surveySource.file.empty())
        addItem(tables, tr("Survey"), {{tr("File"), nativePath(database.surveySource.file)},
                                       {tr("Rows"), QString::number(database.surveys.size())}});
    for (const auto& table : database.intervals) {
        QStringList numeric, text;
        for (const auto& column : table.numeric) numeric << fromStd(column.name);
        for (const auto& column : table.text) text << fromStd(column.name);
        addTable(fromStd(table.name), fromStd(table.name),
                 {{tr("File"), nativePath(table.source.file)},
                  {tr("Rows"), QString::number(table.size())},
                  {tr("Numeric columns"), numeric.join(QStringLiteral(", "))},
                  {tr("Text columns"), text.join(QStringLiteral(", "))}});
    }
}

void ProjectTreeDock::addPointSets(QTreeWidgetItem* dataSection) {
    if (!loaded_) return;
    for (const LoadedPoints& points : loaded_->points) {
        const PointSet& set = *points.points;
        QStringList values;
        for (const std::string& name : set.names) values << fromStd(name);
        PropertyList properties{{tr("Points"), QString::number(set.size())},
                                {tr("Dimension"), QString::number(set.dimension)},
                                {tr("Values"), values.join(QStringLiteral(", "))},
                                {tr("Rows dropped (no coordinates)"), QString::number(points.report.droppedRows)},
                                {tr("Cells not read"), QString::number(points.report.problemCount)}};
        for (const PointSource& source : loaded_->project.points)
            if (source.name == points.name) properties.prepend({tr("File"), nativePath(source.path)});
        if (!set.crs.empty()) properties.push_back({tr("CRS"), fromStd(set.crs)});
        auto* item = addItem(dataSection, tr("%1 (points: %2)").arg(fromStd(points.name)).arg(set.size()), properties);
        item->setData(0, kKindRole, QStringLiteral("points"));
        item->setData(0, kKeyRole, fromStd(points.name));
    }
}

void ProjectTreeDock::addColumn(QTreeWidgetItem* root) {
    if (!session_ || !session_->project().stratigraphicColumn) return;
    const surfaces::StratigraphicColumn& column = *session_->project().stratigraphicColumn;
    QTreeWidgetItem* item = addSection(root, QStringLiteral("column"), tr("Stratigraphic column (units: %1)").arg(column.size()));
    for (std::size_t u = 0; u < column.size(); ++u) {
        const surfaces::StratigraphicUnit& unit = column.units[u];
        auto* child = addItem(item, fromStd(unit.name),
                              {{tr("Base"), fromStd(surfaces::toString(unit.base))},
                               {tr("Colour"), fromStd(column.colourOf(u))},
                               {tr("Density"), std::isnan(unit.density) ? tr("unknown") : QString::number(unit.density)},
                               {tr("Cell layers"), QString::number(unit.subLayers)}});
        child->setData(0, Qt::DecorationRole, QColor(fromStd(column.colourOf(u))));
    }
}

void ProjectTreeDock::addVariograms(QTreeWidgetItem* root) {
    if (!session_ || session_->project().variograms.empty()) return;
    QTreeWidgetItem* item = addSection(root, QStringLiteral("variograms"), tr("Variograms"));
    for (const ProjectVariogram& v : session_->project().variograms) {
        auto* child = addItem(item, fromStd(v.name),
                              {{tr("Data"), fromStd(v.source + (v.table.empty() ? "" : "." + v.table))},
                               {tr("Variable"), fromStd(v.variable)},
                               {tr("Model"), fromStd(v.model.toString())},
                               {tr("Lags"), tr("%1 of %2").arg(v.lags.count).arg(v.lags.separation)},
                               {tr("Directions"), QString::number(v.directions.size())}});
        child->setData(0, kKindRole, QStringLiteral("variogram"));
        child->setData(0, kKeyRole, fromStd(v.name));
    }
}

void ProjectTreeDock::addJobs(QTreeWidgetItem* root) {
    if (!session_ || session_->project().jobs.empty()) return;
    QTreeWidgetItem* jobs = addSection(root, QStringLiteral("jobs"), tr("Jobs"));
    QTreeWidgetItem* models = nullptr;
    for (const ProjectJob& job : session_->project().jobs) {
        const QString type = fromStd(job.job.value("type", std::string()));
        auto* child = addItem(jobs, tr("%1 (%2, %3)").arg(fromStd(job.name), type, statusText(job.status)),
                              {{tr("Id"), fromStd(job.id)},
                               {tr("Type"), type},
                               {tr("Status"), statusText(job.status)},
                               {tr("Message"), fromStd(job.message)},
                               {tr("Started"), fromStd(job.started)},
                               {tr("Finished"), fromStd(job.finished)},
                               {tr("Parameters"), fromStd(job.job.value("params", nlohmann::json::object()).dump())}});
        child->setData(0, kKindRole, QStringLiteral("job"));
        child->setData(0, kKeyRole, fromStd(job.id));
        for (const JobResultFile& file : job.results) {
            if (!models) models = addSection(root, QStringLiteral("models"), tr("Models (files written by jobs)"));
            auto* model = addItem(models, fromStd(file.name),
                                  {{tr("File"), nativePath(file.path)}, {tr("Kind"), fromStd(file.kind)}, {tr("Job"), fromStd(job.name)},
                                   {tr("On disk"), QFileInfo::exists(fromStd(file.path)) ? tr("yes") : tr("missing")}});
            model->setData(0, kKindRole, QStringLiteral("model"));
            model->setData(0, kKeyRole, fromStd(file.path));
        }
    }
}

void ProjectTreeDock::addResults(QTreeWidgetItem* root) {
    if (!results_ || results_->isEmpty()) return;
    QTreeWidgetItem* item = addSection(root, QStringLiteral("results"), tr("Results"));
    for (int id : results_->ids()) {
        const std::shared_ptr<const ResultItem> result = results_->item(id);
        if (!result) continue;
        PropertyList properties{{tr("Kind"), displayName(result->kind)}, {tr("Layers"), result->layerNames().join(QStringLiteral(", "))}};
        if (result->grid) {
            const GridSpec& g = result->grid->spec;
            properties.push_back({tr("Nodes"), QStringLiteral("%1 × %2 × %3").arg(g.nx).arg(g.ny).arg(g.nz)});
        }
        if (result->points) properties.push_back({tr("Points"), QString::number(result->points->size())});
        if (!result->jobType().isEmpty()) properties.push_back({tr("Job"), result->jobType()});
        properties.push_back({tr("File"), result->file.isEmpty() ? tr("in memory only") : QDir::toNativeSeparators(result->file)});
        auto* child = addItem(item, result->name, properties);
        child->setData(0, kKindRole, QStringLiteral("result"));
        child->setData(0, kKeyRole, id);
    }
}

void ProjectTreeDock::addProblems(QTreeWidgetItem* root) {
    if (!loaded_ || loaded_->report.empty()) return;
    const drillholes::ValidationReport& report = loaded_->report;
    using drillholes::Severity;
    PropertyList problems;
    for (const auto& problem : report.problems)
        problems.push_back({fromStd(drillholes::toString(problem.severity)), fromStd(drillholes::format(problem))});
    QTreeWidgetItem* item = addSection(root, QStringLiteral("problems"),
                                       tr("Reading problems (errors: %1, warnings: %2, notes: %3)")
                                           .arg(report.count(Severity::Error))
                                           .arg(report.count(Severity::Warning))
                                           .arg(report.count(Severity::Note)));
    item->setData(0, kPropertiesRole, [&] {
        QVariantList pairs;
        for (const auto& [key, value] : problems) pairs.push_back(QStringList{key, value});
        return pairs;
    }());
    item->setData(0, kKindRole, QStringLiteral("problems"));
}

void ProjectTreeDock::onItemChanged(QTreeWidgetItem* item, int column) {
    const QVariant part = item->data(column, kPartRole);
    if (!part.isValid()) return;
    const int index = item->parent() ? item->parent()->indexOfChild(item) : -1;
    if (index >= 0 && index < partStates_.size()) partStates_[index] = item->checkState(column);
    emit partVisibilityChanged(static_cast<DrillholePart>(part.toInt()), item->checkState(column) == Qt::Checked);
}

void ProjectTreeDock::onSelectionChanged() {
    PropertyList properties;
    if (QTreeWidgetItem* item = tree_->currentItem())
        for (const QVariant& pair : item->data(0, kPropertiesRole).toList()) {
            const QStringList keyValue = pair.toStringList();
            if (keyValue.size() == 2) properties.push_back({keyValue.at(0), keyValue.at(1)});
        }
    emit propertiesSelected(properties);
}

DataViewDialog* ProjectTreeDock::openDataView(const QString& table, bool statistics) {
    if (!loaded_) return nullptr;
    std::optional<DataTable> rows;
    for (const LoadedPoints& points : loaded_->points)
        if (fromStd(points.name) == table) rows = DataTable::fromPoints(table, points.points);
    if (!rows && loaded_->database) {
        if (table == QLatin1String("collars"))
            rows = DataTable::fromCollars(loaded_->database);
        else if (loaded_->database->findTable(table.toStdString()))
            rows = DataTable::fromIntervals(loaded_->database, table.toStdString(), loaded_->project.desurvey);
    }
    if (!rows) return nullptr;
    auto* dialog = new DataViewDialog(*rows, runner_, this);
    if (statistics) dialog->showStatistics();
    dialog->show();
    return dialog;
}

std::unique_ptr<QMenu> ProjectTreeDock::contextMenuFor(QTreeWidgetItem* item) {
    auto menu = std::make_unique<QMenu>();
    if (!item) return menu;
    const QString kind = item->data(0, kKindRole).toString();
    const QString key = item->data(0, kKeyRole).toString();
    if (kind == QLatin1String("table") || kind == QLatin1String("points")) {
        connect(menu->addAction(tr("Show table")), &QAction::triggered, this, [this, key] { openDataView(key, false); });
        connect(menu->addAction(tr("Statistics…")), &QAction::triggered, this, [this, key] { openDataView(key, true); });
        if (kind == QLatin1String("table") && loaded_ && loaded_->database) {
            if (const auto* table = loaded_->database->findTable(key.toStdString()); table && !table->numeric.empty()) {
                QMenu* variograms = menu->addMenu(tr("Variogram of"));
                for (const auto& column : table->numeric) {
                    const QString variable = fromStd(column.name);
                    connect(variograms->addAction(variable), &QAction::triggered, this,
                            [this, key, variable] { emit variogramRequested(key, variable); });
                }
            }
        }
        if (kind == QLatin1String("points") && session_)
            connect(menu->addAction(tr("Remove from the project")), &QAction::triggered, this,
                    [this, key] { removeFromProject(QStringLiteral("points"), key); });
    } else if (kind == QLatin1String("variogram") && session_) {
        for (const ProjectVariogram& v : session_->project().variograms)
            if (fromStd(v.name) == key && v.source == "drillholes") {
                const QString table = fromStd(v.table), variable = fromStd(v.variable);
                connect(menu->addAction(tr("Open in the variogram panel")), &QAction::triggered, this,
                        [this, table, variable] { emit variogramRequested(table, variable); });
            }
        connect(menu->addAction(tr("Copy the model")), &QAction::triggered, this, [this, key] {
            for (const ProjectVariogram& v : session_->project().variograms)
                if (fromStd(v.name) == key) QApplication::clipboard()->setText(fromStd(v.model.toString()));
        });
        connect(menu->addAction(tr("Remove from the project")), &QAction::triggered, this,
                [this, key] { removeFromProject(QStringLiteral("variogram"), key); });
    } else if (kind == QLatin1String("job") && session_) {
        const auto& jobs = session_->project().jobs;
        const auto job = std::find_if(jobs.begin(), jobs.end(), [&](const ProjectJob& j) { return fromStd(j.id) == key; });
        if (job != jobs.end()) {
            const nlohmann::json json = job->job;
            const QString name = fromStd(job->name);
            QAction* again = menu->addAction(tr("Run again"));
            again->setEnabled(runner_ != nullptr);
            connect(again, &QAction::triggered, this, [this, json, name] {
                if (runner_) runner_->runJob(name, json);
            });
            if (json.value("type", std::string()) == "rtm")
                connect(menu->addAction(tr("Open in the RTM dialog")), &QAction::triggered, this,
                        [this, key] { emit rtmJobRequested(key); });
            connect(menu->addAction(tr("Copy the job (JSON for strata-cli run)")), &QAction::triggered, this,
                    [json] { QApplication::clipboard()->setText(fromStd(json.dump(2))); });
        }
        connect(menu->addAction(tr("Remove from the project")), &QAction::triggered, this,
                [this, key] { removeFromProject(QStringLiteral("job"), key); });
    } else if (kind == QLatin1String("model")) {
        connect(menu->addAction(tr("Copy the file path")), &QAction::triggered, this,
                [key] { QApplication::clipboard()->setText(QDir::toNativeSeparators(key)); });
    } else if (kind == QLatin1String("result")) {
        const int id = key.toInt();
        connect(menu->addAction(tr("Show")), &QAction::triggered, this, [this, id] { emit resultShowRequested(id); });
        connect(menu->addAction(tr("Export…")), &QAction::triggered, this, [this, id] { emit resultExportRequested(id); });
        connect(menu->addAction(tr("Remove")), &QAction::triggered, this, [this, id] {
            if (results_) results_->remove(id);
        });
    } else if (kind == QLatin1String("problems")) {
        connect(menu->addAction(tr("Show as a table…")), &QAction::triggered, this, &ProjectTreeDock::showProblemsTable);
    }
    return menu;
}

void ProjectTreeDock::showContextMenu(const QPoint& position) {
    QTreeWidgetItem* item = tree_->itemAt(position);
    const std::unique_ptr<QMenu> menu = contextMenuFor(item);
    if (!menu->isEmpty()) menu->exec(tree_->viewport()->mapToGlobal(position));
}

void ProjectTreeDock::removeFromProject(const QString& kind, const QString& key) {
    if (!session_) return;
    const std::string name = key.toStdString();
    session_->modify([&](ProjectFile& project) {
        if (kind == QLatin1String("points"))
            std::erase_if(project.points, [&](const PointSource& p) { return p.name == name; });
        else if (kind == QLatin1String("variogram"))
            std::erase_if(project.variograms, [&](const ProjectVariogram& v) { return v.name == name; });
        else if (kind == QLatin1String("job"))
            std::erase_if(project.jobs, [&](const ProjectJob& j) { return j.id == name; });
    });
    if (kind == QLatin1String("points") && loaded_) {
        std::erase_if(loaded_->points, [&](const LoadedPoints& p) { return p.name == name; });
        rebuild();
    }
}

void ProjectTreeDock::showProblemsTable() {
    if (!loaded_) return;
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Reading problems"));
    auto* view = new ValidationReportView(dialog);
    view->setReport(loaded_->report);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(view);
    dialog->resize(900, 500);
    dialog->show();
}

}  // namespace strata::gui
