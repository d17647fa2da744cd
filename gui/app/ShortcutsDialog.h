#pragma once
// Help > Keyboard shortcuts: every action of a window that has a shortcut, with its menu text,
// the keys (in the platform's notation) and its tooltip, read from the actions themselves so the
// list never disagrees with the menus.
#include <QDialog>

class QTableWidget;

namespace strata::gui {

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(QWidget* window, QWidget* parent = nullptr);
    int rowCount() const;
    // The keys of the action whose text (without '&') is `actionText`; empty if none.
    QString keysOf(const QString& actionText) const;

private:
    QTableWidget* table_;
};

}  // namespace strata::gui
