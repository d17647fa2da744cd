#include "app/ShortcutsDialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace strata::gui {

namespace {
QString plainText(const QAction* action) {
    QString text = action->text();
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QStringLiteral("…"))) text.chop(1);
    return text;
}
}  // namespace

ShortcutsDialog::ShortcutsDialog(QWidget* window, QWidget* parent) : QDialog(parent), table_(new QTableWidget(this)) {
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard shortcuts"));
    table_->setObjectName(QStringLiteral("shortcutsTable"));
    table_->setColumnCount(3);
    table_->setHorizontalHeaderLabels({tr("Action"), tr("Keys"), tr("What it does")});
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    QSet<QAction*> seen;
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->shortcuts().isEmpty() || seen.contains(action)) continue;
        seen.insert(action);
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts()) keys << key.toString(QKeySequence::NativeText);
        const int row = table_->rowCount();
        table_->insertRow(row);
        table_->setItem(row, 0, new QTableWidgetItem(plainText(action)));
        table_->setItem(row, 1, new QTableWidgetItem(keys.join(QStringLiteral(", "))));
        const QString tip = action->toolTip() == plainText(action) || action->toolTip() == action->text().remove(QLatin1Char('&'))
                                ? QString()
                                : action->toolTip();
        table_->setItem(row, 2, new QTableWidgetItem(tip));
    }
    table_->sortItems(0);
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_);
    layout->addWidget(buttons);
    resize(640, 480);
}

int ShortcutsDialog::rowCount() const { return table_->rowCount(); }

QString ShortcutsDialog::keysOf(const QString& actionText) const {
    for (int row = 0; row < table_->rowCount(); ++row)
        if (table_->item(row, 0)->text() == actionText) return table_->item(row, 1)->text();
    return {};
}

}  // namespace strata::gui
