#pragma once
// One edit of the variogram model on the panel's undo stack. Every edit (a handle drag, a table
// cell, a structure added or removed, an automatic fit) stores the whole model before and after:
// models are small values, and a snapshot cannot drift from the edit that made it.
#include <functional>

#include <QString>
#include <QUndoCommand>

#include "strata/variogram/VariogramModel.h"

namespace strata::gui {

class ModelEditCommand : public QUndoCommand {
public:
    using Apply = std::function<void(const variogram::VariogramModel&)>;

    ModelEditCommand(Apply apply, variogram::VariogramModel before, variogram::VariogramModel after,
                     const QString& text);

    void undo() override { apply_(before_); }
    void redo() override { apply_(after_); }

private:
    Apply apply_;
    variogram::VariogramModel before_, after_;
};

}  // namespace strata::gui
