#pragma once
// The properties dock: name and value of everything known about the item selected in the
// project tree.
#include <QDockWidget>

#include "widgets/ProjectTreeDock.h"

class QTreeWidget;

namespace strata::gui {

class PropertiesDock : public QDockWidget {
    Q_OBJECT
public:
    explicit PropertiesDock(QWidget* parent = nullptr);

public slots:
    void showProperties(const strata::gui::PropertyList& properties);

private:
    QTreeWidget* table_;
};

}  // namespace strata::gui
