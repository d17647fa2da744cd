#include "widgets/SchemaOptionsBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <limits>
#include <stdexcept>

#include "strata/core/Strings.h"
#include "widgets/ObjectListEditor.h"
#include "strata/jobs/CommonOptions.h"

namespace strata::gui {

namespace {
using jobs::Json;
using jobs::OptionKind;

QString tooltipOf(const jobs::OptionInfo& o) {
    QString tip = QString::fromStdString(o.help);
    if (!o.unit.empty()) tip += QStringLiteral(" [%1]").arg(QString::fromStdString(o.unit));
    if (std::isfinite(o.minimum) && o.minimum > -9e15)
        tip += QStringLiteral("; %1 %2").arg(o.exclusiveMinimum ? QStringLiteral(">") : QStringLiteral(">=")).arg(o.minimum);
    if (std::isfinite(o.maximum) && o.maximum < 9e15) tip += QStringLiteral("; <= %1").arg(o.maximum);
    return tip;
}

// What a number box shows after its value: the schema's unit; none for distances in the data's
// own units (metres or feet: the label and tooltip say so).
QString suffixOf(const jobs::OptionInfo& o) {
    if (o.unit.empty() || o.unit == jobs::kDataUnits) return {};
    if (o.unit == "degree") return QStringLiteral("°");
    return QStringLiteral(" ") + QString::fromStdString(o.unit);
}

// "a, b, c" for a list value; the text of anything else.
QString textOf(const Json& value) {
    if (value.is_string()) return QString::fromStdString(value.get<std::string>());
    if (value.is_array()) {
        QStringList items;
        for (const Json& v : value) items << textOf(v);
        return items.join(QStringLiteral(", "));
    }
    return value.is_null() ? QString() : QString::fromStdString(value.dump());
}

QWidget* makeEditor(const jobs::OptionInfo& o) {
    switch (o.kind) {
        case OptionKind::Boolean: return new QCheckBox;
        case OptionKind::Integer: {
            auto* box = new QSpinBox;
            box->setRange(int(std::max(o.minimum, double(std::numeric_limits<int>::lowest()))),
                          int(std::min(o.maximum, double(std::numeric_limits<int>::max()))));
            return box;
        }
        case OptionKind::Number: {
            auto* box = new QDoubleSpinBox;
            box->setDecimals(6);
            box->setRange(std::isfinite(o.minimum) ? o.minimum : -1e12, std::isfinite(o.maximum) ? o.maximum : 1e12);
            box->setSuffix(suffixOf(o));
            return box;
        }
        case OptionKind::Choice: {
            auto* box = new QComboBox;
            for (const std::string& c : o.choices) box->addItem(QString::fromStdString(c));
            return box;
        }
        case OptionKind::ObjectList: return new ObjectListEditor(o);
        default: return new QLineEdit;  // text, lists, custom shapes in their text form
    }
}

void showValue(QWidget* w, const jobs::OptionInfo& o, const Json& value) {
    if (auto* list = qobject_cast<ObjectListEditor*>(w)) return list->setValue(value.is_null() ? o.defaultValue : value);
    if (auto* c = qobject_cast<QCheckBox*>(w)) return c->setChecked(value.is_boolean() && value.get<bool>());
    if (auto* s = qobject_cast<QSpinBox*>(w)) return s->setValue(value.is_number() ? int(value.get<double>()) : 0);
    if (auto* d = qobject_cast<QDoubleSpinBox*>(w)) return d->setValue(value.is_number() ? value.get<double>() : 0.0);
    if (auto* b = qobject_cast<QComboBox*>(w)) {
        // A hand-made choice shows its own words and keeps the schema's name as the item's data.
        const int item = b->findData(textOf(value));
        return item >= 0 ? b->setCurrentIndex(item) : b->setCurrentText(textOf(value));
    }
    if (auto* e = qobject_cast<QLineEdit*>(w)) e->setText(textOf(value.is_null() ? o.defaultValue : value));
}

// The editor's value as the option's JSON (lists from "a, b, c").
Json valueOf(QWidget* w, const jobs::OptionInfo& o) {
    if (auto* list = qobject_cast<ObjectListEditor*>(w)) return list->value();
    if (auto* c = qobject_cast<QCheckBox*>(w)) return c->isChecked();
    if (auto* s = qobject_cast<QSpinBox*>(w)) return s->value();
    if (auto* d = qobject_cast<QDoubleSpinBox*>(w)) return d->value();
    if (auto* b = qobject_cast<QComboBox*>(w)) return b->currentText().toStdString();
    const std::string text = qobject_cast<QLineEdit*>(w)->text().toStdString();
    if (o.kind == OptionKind::NumberList || o.kind == OptionKind::IntegerList || o.kind == OptionKind::TextList) {
        Json list = Json::array();
        for (const std::string& item : split(text, ',')) {
            const std::string t(trim(item));
            double v = 0;
            if (o.kind != OptionKind::TextList && parseDouble(t, v)) list.push_back(v);
            else if (!t.empty()) list.push_back(t);  // the schema then names what is wrong
        }
        return list;
    }
    if (o.kind == OptionKind::Custom && text.empty()) return Json();
    if (o.kind == OptionKind::Custom && o.defaultValue.is_array()) return Json(split(text, ','));
    return text;
}

Json* slot(Json& params, const std::string& path) {
    Json* node = &params;
    for (const std::string& key : split(path, '.')) node = &(*node)[key];
    return node;
}

const Json* valueAt(const Json& params, const std::string& path) {
    const Json* node = &params;
    for (const std::string& key : split(path, '.')) {
        if (!node->is_object() || !node->contains(key)) return nullptr;
        node = &node->at(key);
    }
    return node;
}

const jobs::OptionInfo& optionAt(const jobs::SchemaInfo& schema, const std::string& path) {
    const jobs::SchemaInfo* level = &schema;
    const jobs::OptionInfo* option = nullptr;
    for (const std::string& key : split(path, '.')) {
        option = level ? level->find(key) : nullptr;
        if (!option) throw std::logic_error("no option '" + path + "' in the schema of " + schema.name);
        level = option->fields.get();
    }
    return *option;
}
}  // namespace

QString schemaTooltip(const jobs::SchemaInfo& schema, const std::string& path) { return tooltipOf(optionAt(schema, path)); }

void configureFromSchema(QWidget* control, const jobs::SchemaInfo& schema, const std::string& path) {
    const jobs::OptionInfo* option = &optionAt(schema, path);  // throws for a path the schema lacks
    control->setToolTip(tooltipOf(*option));
    if (auto* s = qobject_cast<QSpinBox*>(control)) {
        s->setRange(int(std::max(option->minimum, double(std::numeric_limits<int>::lowest()))),
                    int(std::min(option->maximum, double(std::numeric_limits<int>::max()))));
        s->setSuffix(suffixOf(*option));
    } else if (auto* d = qobject_cast<QDoubleSpinBox*>(control)) {
        d->setSuffix(suffixOf(*option));
        // An open lower bound (> 0) becomes the smallest step the box shows.
        const double low = option->exclusiveMinimum ? option->minimum + std::pow(10.0, -d->decimals()) : option->minimum;
        d->setRange(std::isfinite(low) ? low : -1e12, std::isfinite(option->maximum) ? option->maximum : 1e12);
    }
    if (!option->defaultValue.is_null()) showValue(control, *option, option->defaultValue);
}

SchemaOptionsBox::SchemaOptionsBox(const jobs::SchemaInfo& schema, std::set<std::string> handled, QWidget* parent)
    : QGroupBox(tr("Advanced"), parent) {
    setObjectName(QStringLiteral("advancedOptions"));
    auto* body = new QWidget;
    form_ = new QFormLayout(body);
    (new QVBoxLayout(this))->addWidget(body);
    addEditors(schema, "", handled);
    for (const Editor& e : editors_) showValue(e.widget, *e.option, e.option->defaultValue);
    // Folded at first: the hand-made controls come first.
    setCheckable(true);
    setChecked(false);
    body->setVisible(false);
    connect(this, &QGroupBox::toggled, body, &QWidget::setVisible);
}

void SchemaOptionsBox::addEditors(const jobs::SchemaInfo& schema, const std::string& prefix,
                                  const std::set<std::string>& handled) {
    for (const jobs::OptionInfo& o : schema.options) {
        const std::string path = prefix + o.key;
        if (handled.count(path)) continue;
        if (o.kind == OptionKind::Object) {
            addEditors(*o.fields, path + ".", handled);
            continue;
        }
        QWidget* w = makeEditor(o);
        w->setObjectName(QString::fromStdString("option_" + path));
        w->setToolTip(tooltipOf(o));
        form_->addRow(QString::fromStdString(path), w);
        editors_.push_back(Editor{path, &o, w});
        connectChanged(w);
    }
}

void SchemaOptionsBox::connectChanged(QWidget* w) {
    if (auto* c = qobject_cast<QCheckBox*>(w)) connect(c, &QCheckBox::toggled, this, &SchemaOptionsBox::changed);
    else if (auto* s = qobject_cast<QSpinBox*>(w)) connect(s, &QSpinBox::valueChanged, this, &SchemaOptionsBox::changed);
    else if (auto* d = qobject_cast<QDoubleSpinBox*>(w)) connect(d, &QDoubleSpinBox::valueChanged, this, &SchemaOptionsBox::changed);
    else if (auto* b = qobject_cast<QComboBox*>(w)) connect(b, &QComboBox::currentIndexChanged, this, &SchemaOptionsBox::changed);
    else if (auto* e = qobject_cast<QLineEdit*>(w)) connect(e, &QLineEdit::editingFinished, this, &SchemaOptionsBox::changed);
    else if (auto* l = qobject_cast<ObjectListEditor*>(w)) connect(l, &ObjectListEditor::edited, this, &SchemaOptionsBox::changed);
}

void SchemaOptionsBox::applyTo(Json& params) const {
    for (const Editor& e : editors_) {
        Json value = valueOf(e.widget, *e.option);
        if (!value.is_null()) *slot(params, e.path) = std::move(value);
    }
}

void SchemaOptionsBox::showValues(const Json& params) {
    for (const Editor& e : editors_) {
        const Json* value = valueAt(params, e.path);
        showValue(e.widget, *e.option, value ? *value : e.option->defaultValue);
    }
}

QWidget* SchemaOptionsBox::editor(const std::string& path) const {
    for (const Editor& e : editors_)
        if (e.path == path) return e.widget;
    return nullptr;
}

std::vector<std::string> SchemaOptionsBox::paths() const {
    std::vector<std::string> out;
    for (const Editor& e : editors_) out.push_back(e.path);
    return out;
}

}  // namespace strata::gui
