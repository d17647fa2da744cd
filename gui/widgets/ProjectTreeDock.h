#pragma once
// The project tree:
//   <project>
//     Data          drillholes (layers with check boxes that show and hide them in the 3D view;
//                   the collar, survey and interval tables) and point sets
//     Stratigraphic column   the units, top first
//     Variograms    the models saved in the project
//     Jobs          the jobs run, with their status
//     Models        the files the jobs wrote (estimates, surfaces on disk)
//     Results       the results computed since start, in memory (the ResultCatalog)
//     Reading problems
// Selecting an item shows its properties in the properties dock; a right click offers what can
// be done with it (show a table, statistics, open a variogram, run a job again, show or export
// a result, remove it from the project).
#include <memory>
#include <optional>

#include <QDockWidget>
#include <QList>
#include <QPair>
#include <QPointer>
#include <QString>

#include "project/ProjectLoader.h"

class QMenu;
class QTreeWidget;
class QTreeWidgetItem;

namespace strata::gui {

class DataViewDialog;
class JobRunner;
class ProjectSession;
class ResultCatalog;

using PropertyList = QList<QPair<QString, QString>>;

enum class DrillholePart { Collars, Traces, Intervals };

class ProjectTreeDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ProjectTreeDock(QWidget* parent = nullptr);

    // The project whose sections are listed, the catalog under "Results", and the runner the
    // data windows compute with. Any may be null (the tree then lists less).
    void attach(ProjectSession* session, ResultCatalog* results, JobRunner* runner);

    void showProject(const LoadedProject& project);
    // A point set imported into the open project.
    void addPointSet(const LoadedPoints& points);
    void clear();
    QTreeWidget* tree() const { return tree_; }
    // The context menu of `item`, as a right click shows it (tests trigger its actions).
    std::unique_ptr<QMenu> contextMenuFor(QTreeWidgetItem* item);
    // The top-level section item with this (untranslated) key: "data", "column", "variograms",
    // "jobs", "models", "results", "problems"; null when absent.
    QTreeWidgetItem* section(const QString& key) const;
    // Opens the data window of a loaded table ("collars", "survey", an interval table or a point set).
    DataViewDialog* openDataView(const QString& table, bool statistics);

signals:
    void partVisibilityChanged(strata::gui::DrillholePart part, bool visible);
    void propertiesSelected(const strata::gui::PropertyList& properties);
    void variogramRequested(const QString& table, const QString& variable);
    void resultShowRequested(int id);
    void resultExportRequested(int id);
    // A stored reverse time migration job to reopen in the RTM dialog (its project job id).
    void rtmJobRequested(const QString& jobId);

private:
    QTreeWidgetItem* addItem(QTreeWidgetItem* parent, const QString& text, const PropertyList& properties);
    QTreeWidgetItem* addSection(QTreeWidgetItem* root, const QString& key, const QString& text);
    void rebuild();
    void addDrillholes(QTreeWidgetItem* dataSection);
    void addPointSets(QTreeWidgetItem* dataSection);
    void addColumn(QTreeWidgetItem* root);
    void addVariograms(QTreeWidgetItem* root);
    void addJobs(QTreeWidgetItem* root);
    void addResults(QTreeWidgetItem* root);
    void addProblems(QTreeWidgetItem* root);
    void onItemChanged(QTreeWidgetItem* item, int column);
    void onSelectionChanged();
    void showContextMenu(const QPoint& position);
    void removeFromProject(const QString& kind, const QString& key);
    void showProblemsTable();

    QTreeWidget* tree_;
    QPointer<ProjectSession> session_;
    QPointer<ResultCatalog> results_;
    QPointer<JobRunner> runner_;
    std::optional<LoadedProject> loaded_;
    QList<Qt::CheckState> partStates_;
};

}  // namespace strata::gui
