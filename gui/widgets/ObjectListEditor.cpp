#include "widgets/ObjectListEditor.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "strata/core/Strings.h"

namespace strata::gui {

namespace {

using jobs::Json;
using jobs::OptionKind;

QString cellText(const Json& v) {
    if (v.is_string()) return QString::fromStdString(v.get<std::string>());
    return v.is_null() ? QString() : QString::fromStdString(v.dump());
}

// A cell's text as its field's value; text the kind cannot read stays text for the schema to refuse.
Json cellValue(const QString& text, const jobs::OptionInfo& field) {
    const std::string t(trim(text.toStdString()));
    double number = 0;
    switch (field.kind) {
        case OptionKind::Number:
        case OptionKind::Integer:
            if (parseDouble(t, number)) return number;
            return t;
        case OptionKind::Boolean:
            if (t == "true" || t == "yes" || t == "1") return true;
            if (t == "false" || t == "no" || t == "0") return false;
            return t;
        case OptionKind::Custom:
            if (field.customType == "number" && parseDouble(t, number)) return number;
            return t;
        default: return t;
    }
}

}  // namespace

ObjectListEditor::ObjectListEditor(const jobs::OptionInfo& option, QWidget* parent)
    : QWidget(parent), fields_(*option.fields), table_(new QTableWidget(0, int(option.fields->options.size()), this)) {
    QStringList headers;
    for (const jobs::OptionInfo& f : fields_.options) headers << QString::fromStdString(f.key);
    table_->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < table_->columnCount(); ++c)
        table_->horizontalHeaderItem(c)->setToolTip(QString::fromStdString(fields_.options[std::size_t(c)].help));
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->setMinimumHeight(90);
    auto* add = new QPushButton(tr("Add"), this);
    auto* remove = new QPushButton(tr("Remove"), this);
    add->setObjectName(QStringLiteral("addItem"));
    remove->setObjectName(QStringLiteral("removeItem"));
    connect(add, &QPushButton::clicked, this, [this] {
        addRow();
        emit edited();
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = table_->currentRow() >= 0 ? table_->currentRow() : table_->rowCount() - 1;
        if (row < 0) return;
        table_->removeRow(row);
        emit edited();
    });
    connect(table_, &QTableWidget::cellChanged, this, &ObjectListEditor::edited);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table_);
    layout->addLayout(buttons);
}

// A new row shows each field's default.
void ObjectListEditor::addRow() {
    const int row = table_->rowCount();
    table_->insertRow(row);
    for (int c = 0; c < table_->columnCount(); ++c)
        table_->setItem(row, c, new QTableWidgetItem(cellText(fields_.options[std::size_t(c)].defaultValue)));
}

void ObjectListEditor::setValue(const Json& list) {
    const QSignalBlocker quiet(table_);
    table_->setRowCount(0);
    if (!list.is_array()) return;
    for (const Json& item : list) {
        addRow();
        for (int c = 0; c < table_->columnCount() && item.is_object(); ++c) {
            const std::string& key = fields_.options[std::size_t(c)].key;
            if (item.contains(key)) table_->item(table_->rowCount() - 1, c)->setText(cellText(item.at(key)));
        }
    }
}

Json ObjectListEditor::value() const {
    Json list = Json::array();
    for (int r = 0; r < table_->rowCount(); ++r) {
        Json item = Json::object();
        for (int c = 0; c < table_->columnCount(); ++c) {
            const QTableWidgetItem* cell = table_->item(r, c);
            if (!cell || cell->text().trimmed().isEmpty()) continue;
            const jobs::OptionInfo& field = fields_.options[std::size_t(c)];
            item[field.key] = cellValue(cell->text(), field);
        }
        list.push_back(std::move(item));
    }
    return list;
}

}  // namespace strata::gui
