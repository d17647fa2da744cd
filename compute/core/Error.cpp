#include "strata/core/Error.h"

namespace strata {

namespace {
std::string location(const std::string& file, std::size_t line, std::size_t column) {
    std::string s = file;
    if (line > 0) s += ":" + std::to_string(line);
    if (column > 0) s += ":" + std::to_string(column);
    return s;
}
// A message that quotes its input (a field, a line, a file of quotes) stays readable: past 2000
// characters it is cut, saying how much was left out.
std::string bounded(const std::string& what) {
    constexpr std::size_t kMaxLength = 2000;
    if (what.size() <= kMaxLength) return what;
    return what.substr(0, kMaxLength) + "... (" + std::to_string(what.size() - kMaxLength) + " more characters)";
}
}  // namespace

ParseError::ParseError(const std::string& file, std::size_t line, std::size_t column, const std::string& what)
    : Error(ErrorKind::Parse, location(file, line, column) + ": " + bounded(what)),
      file_(file),
      line_(line),
      column_(column) {}

ValidationError::ValidationError(const std::string& stage, const std::string& option, const std::string& what)
    : Error(ErrorKind::Validation, stage + ": option '" + option + "' " + bounded(what)) {}

IoError::IoError(const std::string& path, const std::string& what) : Error(ErrorKind::Io, path + ": " + bounded(what)) {}

}  // namespace strata
