#include "strata/surfaces/SurfaceFiles.h"

#include <nlohmann/json.hpp>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"

namespace strata::surfaces {

StratigraphicColumn readColumn(const std::string& path) {
    const std::string text = io::readWholeFile(path);
    StratigraphicColumn column;
    try {
        column = nlohmann::json::parse(text).get<StratigraphicColumn>();
    } catch (const nlohmann::json::exception& e) {
        throw ParseError(path, 0, 0, std::string("not a stratigraphic column: ") + e.what());
    } catch (const ValidationError& e) {
        throw ParseError(path, 0, 0, std::string("not a stratigraphic column: ") + e.what());
    }
    column.validate();
    return column;
}

void writeColumn(const std::string& path, const StratigraphicColumn& column) {
    io::writeFileAtomically(path, nlohmann::json(column).dump(2) + "\n");
}

}  // namespace strata::surfaces
