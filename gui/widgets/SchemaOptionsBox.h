#pragma once
// An "Advanced" section built from a job's option schema (strata/jobs/Schema.h): one editor per
// option that has no hand-made control in the dialog, with the schema's default, range, unit,
// choices and help as tooltip, so that everything the engine can do is reachable from the GUI.
// Nested options are shown by their key path ("search.max_per_drillhole").
#include <QGroupBox>

#include <set>
#include <string>
#include <vector>

#include "strata/jobs/Schema.h"

class QFormLayout;
class QWidget;

namespace strata::gui {

// A hand-made control takes its range, default, unit (as its suffix) and tooltip from the option
// at `path` of `schema` ("search.ndmax"): the schema is the one declaration of each. A choice box
// whose items carry the schema's names as data selects the default by its data. Throws
// std::logic_error for a path the schema does not have (a programming error).
void configureFromSchema(QWidget* control, const jobs::SchemaInfo& schema, const std::string& path);
// The tooltip configureFromSchema gives: the option's help, unit and range (for a control that
// edits part of an option, or whose meaning changes with the form).
QString schemaTooltip(const jobs::SchemaInfo& schema, const std::string& path);

class SchemaOptionsBox : public QGroupBox {
    Q_OBJECT
public:
    // `handled`: key paths the dialog has its own controls for (left out here).
    SchemaOptionsBox(const jobs::SchemaInfo& schema, std::set<std::string> handled, QWidget* parent = nullptr);

    // Writes every editor's value into `params` (the JSON of the schema's struct).
    void applyTo(jobs::Json& params) const;
    // Shows the values `params` holds (a job reopened from the project).
    void showValues(const jobs::Json& params);
    // The editor of a key path, or null (for tests).
    QWidget* editor(const std::string& path) const;
    std::vector<std::string> paths() const;

signals:
    // The user changed an editor's value (a view that recomputes live follows).
    void changed();

private:
    struct Editor {
        std::string path;
        const jobs::OptionInfo* option;
        QWidget* widget;
    };
    void addEditors(const jobs::SchemaInfo& schema, const std::string& prefix, const std::set<std::string>& handled);
    void connectChanged(QWidget* editor);
    std::vector<Editor> editors_;
    QFormLayout* form_;  // on a body widget shown while the box is ticked
};

}  // namespace strata::gui
