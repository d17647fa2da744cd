#include "widgets/PropertiesDock.h"

#include <QHeaderView>
#include <QTreeWidget>

namespace strata::gui {

PropertiesDock::PropertiesDock(QWidget* parent) : QDockWidget(tr("Properties"), parent), table_(new QTreeWidget(this)) {
    setObjectName(QStringLiteral("propertiesDock"));
    table_->setColumnCount(2);
    table_->setHeaderLabels({tr("Property"), tr("Value")});
    table_->setRootIsDecorated(false);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(true);
    table_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->header()->setStretchLastSection(true);
    setWidget(table_);
}

void PropertiesDock::showProperties(const PropertyList& properties) {
    table_->clear();
    for (const auto& [key, value] : properties) {
        auto* item = new QTreeWidgetItem(table_, {key, value});
        item->setToolTip(1, value);
    }
}

}  // namespace strata::gui
