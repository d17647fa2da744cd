#pragma once
// The editor of an option that is a list of objects (fit bounds, search passes, ...): a table
// with one column per field of the objects and one row per item, rows added and removed by
// buttons. Cells hold text; each is read as its field's kind (number, whole number, yes/no,
// text), so that the job's schema names what is wrong.
#include <QWidget>

#include "strata/jobs/Schema.h"

class QTableWidget;

namespace strata::gui {

class ObjectListEditor : public QWidget {
    Q_OBJECT
public:
    // `option`: an ObjectList option (its `fields` describe the items).
    explicit ObjectListEditor(const jobs::OptionInfo& option, QWidget* parent = nullptr);

    void setValue(const jobs::Json& list);  // an array of objects; anything else clears the table
    jobs::Json value() const;               // the rows as objects; empty cells left out
    QTableWidget* table() const { return table_; }

signals:
    void edited();

private:
    void addRow();
    const jobs::SchemaInfo& fields_;
    QTableWidget* table_;
};

}  // namespace strata::gui
