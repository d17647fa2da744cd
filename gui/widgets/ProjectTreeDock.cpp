#include "widgets/ProjectTreeDock.h"

#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QTreeWidget>

namespace strata::gui {

namespace {
constexpr int kPropertiesRole = Qt::UserRole + 1;
constexpr int kPartRole = Qt::UserRole + 2;

QString number(double value) { return QString::number(value, 'f', 2); }
QString fromStd(const std::string& text) { return QString::fromStdString(text); }

QString nativePath(const std::string& path) { return QDir::toNativeSeparators(fromStd(path)); }
}  // namespace

ProjectTreeDock::ProjectTreeDock(QWidget* parent) : QDockWidget(tr("Project"), parent), tree_(new QTreeWidget(this)) {
    setObjectName(QStringLiteral("projectDock"));
    tree_->setHeaderHidden(true);
    tree_->setColumnCount(1);
    tree_->setObjectName(QStringLiteral("projectTree"));
    setWidget(tree_);
    connect(tree_, &QTreeWidget::itemChanged, this, &ProjectTreeDock::onItemChanged);
    connect(tree_, &QTreeWidget::itemSelectionChanged, this, &ProjectTreeDock::onSelectionChanged);
    clear();
}

void ProjectTreeDock::clear() {
    tree_->clear();
    auto* placeholder = new QTreeWidgetItem(tree_, {tr("No project open")});
    placeholder->setFlags(Qt::NoItemFlags);
}

QTreeWidgetItem* ProjectTreeDock::addItem(QTreeWidgetItem* parent, const QString& text, const PropertyList& properties) {
    auto* item = new QTreeWidgetItem(parent, {text});
    QVariantList pairs;
    for (const auto& [key, value] : properties) pairs.push_back(QStringList{key, value});
    item->setData(0, kPropertiesRole, pairs);
    return item;
}

void ProjectTreeDock::showProject(const LoadedProject& loaded) {
    const QSignalBlocker blocker(tree_);
    tree_->clear();
    const ProjectFile& project = loaded.project;
    auto* root = new QTreeWidgetItem(tree_, {fromStd(project.name)});
    QVariantList rootProperties{QStringList{tr("Name"), fromStd(project.name)}};
    if (!project.path.empty()) rootProperties.push_back(QStringList{tr("File"), nativePath(project.path)});
    if (!project.description.empty()) rootProperties.push_back(QStringList{tr("Description"), fromStd(project.description)});
    root->setData(0, kPropertiesRole, rootProperties);
    if (loaded.database) addDrillholes(root, loaded);
    addProblems(root, loaded.report);
    tree_->expandAll();
    tree_->setCurrentItem(root);
    emit propertiesSelected([&] {
        PropertyList list;
        for (const QVariant& pair : rootProperties) list.push_back({pair.toStringList().at(0), pair.toStringList().at(1)});
        return list;
    }());
}

void ProjectTreeDock::addDrillholes(QTreeWidgetItem* root, const LoadedProject& loaded) {
    const drillholes::DrillholeDatabase& database = *loaded.database;
    const DrillholeGeometry& geometry = *loaded.geometry;
    double lo[3] = {0, 0, 0}, hi[3] = {0, 0, 0};
    for (std::size_t i = 0; i < database.collars.size(); ++i) {
        const double p[3] = {database.collars[i].x, database.collars[i].y, database.collars[i].z};
        for (int k = 0; k < 3; ++k) {
            lo[k] = i == 0 ? p[k] : std::min(lo[k], p[k]);
            hi[k] = i == 0 ? p[k] : std::max(hi[k], p[k]);
        }
    }
    auto* holes = addItem(root, tr("Drillholes (holes: %1)").arg(database.collars.size()),
                          {{tr("Holes"), QString::number(database.collars.size())},
                           {tr("Survey stations"), QString::number(database.surveys.size())},
                           {tr("Dip convention of the survey file"), fromStd(drillholes::toString(database.dipConventionOfFiles))},
                           {tr("Desurvey method"), fromStd(drillholes::toString(loaded.project.desurvey))},
                           {tr("Collar X range"), number(lo[0]) + QStringLiteral(" … ") + number(hi[0])},
                           {tr("Collar Y range"), number(lo[1]) + QStringLiteral(" … ") + number(hi[1])},
                           {tr("Collar Z range"), number(lo[2]) + QStringLiteral(" … ") + number(hi[2])},
                           {tr("Scene origin"), QStringLiteral("%1, %2, %3").arg(number(geometry.origin[0]), number(geometry.origin[1]), number(geometry.origin[2]))}});

    auto addPart = [&](DrillholePart part, const QString& text, const PropertyList& properties) {
        auto* item = addItem(holes, text, properties);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(0, Qt::Checked);
        item->setData(0, kPartRole, static_cast<int>(part));
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

    auto* tables = addItem(root, tr("Tables"), {});
    addItem(tables, tr("Collars"), {{tr("File"), nativePath(database.collarSource.file)},
                                    {tr("Rows"), QString::number(database.collars.size())}});
    if (!database.surveySource.file.empty())
        addItem(tables, tr("Survey"), {{tr("File"), nativePath(database.surveySource.file)},
                                       {tr("Rows"), QString::number(database.surveys.size())}});
    for (const auto& table : database.intervals) {
        QStringList numeric, text;
        for (const auto& column : table.numeric) numeric << fromStd(column.name);
        for (const auto& column : table.text) text << fromStd(column.name);
        addItem(tables, fromStd(table.name),
                {{tr("File"), nativePath(table.source.file)},
                 {tr("Rows"), QString::number(table.size())},
                 {tr("Numeric columns"), numeric.join(QStringLiteral(", "))},
                 {tr("Text columns"), text.join(QStringLiteral(", "))}});
    }
}

void ProjectTreeDock::addProblems(QTreeWidgetItem* root, const drillholes::ValidationReport& report) {
    if (report.empty()) return;
    using drillholes::Severity;
    PropertyList problems;
    for (const auto& problem : report.problems)
        problems.push_back({fromStd(drillholes::toString(problem.severity)), fromStd(drillholes::format(problem))});
    addItem(root,
            tr("Reading problems (errors: %1, warnings: %2, notes: %3)")
                .arg(report.count(Severity::Error))
                .arg(report.count(Severity::Warning))
                .arg(report.count(Severity::Note)),
            problems);
}

void ProjectTreeDock::onItemChanged(QTreeWidgetItem* item, int column) {
    const QVariant part = item->data(column, kPartRole);
    if (!part.isValid()) return;
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

}  // namespace strata::gui
