#pragma once
// The project tree: the project, its drillhole layers (check boxes show and hide them in the 3D
// view), its tables and the problems met while reading them. Selecting an item shows its
// properties in the properties dock.
#include <QDockWidget>
#include <QList>
#include <QPair>
#include <QString>

#include "project/ProjectLoader.h"

class QTreeWidget;
class QTreeWidgetItem;

namespace strata::gui {

using PropertyList = QList<QPair<QString, QString>>;

enum class DrillholePart { Collars, Traces, Intervals };

class ProjectTreeDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ProjectTreeDock(QWidget* parent = nullptr);

    void showProject(const LoadedProject& project);
    void clear();
    QTreeWidget* tree() const { return tree_; }

signals:
    void partVisibilityChanged(strata::gui::DrillholePart part, bool visible);
    void propertiesSelected(const strata::gui::PropertyList& properties);

private:
    QTreeWidgetItem* addItem(QTreeWidgetItem* parent, const QString& text, const PropertyList& properties);
    void addDrillholes(QTreeWidgetItem* root, const LoadedProject& project);
    void addProblems(QTreeWidgetItem* root, const drillholes::ValidationReport& report);
    void onItemChanged(QTreeWidgetItem* item, int column);
    void onSelectionChanged();

    QTreeWidget* tree_;
};

}  // namespace strata::gui
