#include "strata/core/Error.h"

namespace strata {

namespace {
std::string location(const std::string& file, std::size_t line, std::size_t column) {
    std::string s = file;
    if (line > 0) s += ":" + std::to_string(line);
    if (column > 0) s += ":" + std::to_string(column);
    return s;
}
}  // namespace

ParseError::ParseError(const std::string& file, std::size_t line, std::size_t column, const std::string& what)
    : Error(ErrorKind::Parse, location(file, line, column) + ": " + what), file_(file), line_(line), column_(column) {}

ValidationError::ValidationError(const std::string& stage, const std::string& option, const std::string& what)
    : Error(ErrorKind::Validation, stage + ": option '" + option + "' " + what) {}

IoError::IoError(const std::string& path, const std::string& what) : Error(ErrorKind::Io, path + ": " + what) {}

}  // namespace strata
