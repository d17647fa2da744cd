#include "variogram/ModelEditCommand.h"

#include <utility>

namespace strata::gui {

ModelEditCommand::ModelEditCommand(Apply apply, variogram::VariogramModel before, variogram::VariogramModel after,
                                   const QString& text)
    : QUndoCommand(text), apply_(std::move(apply)), before_(std::move(before)), after_(std::move(after)) {}

}  // namespace strata::gui
