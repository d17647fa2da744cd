#pragma once
// One error hierarchy for the whole engine. The GUI catches at the task boundary,
// the CLI in main(); both show what() and exit/continue cleanly.
#include <cstddef>
#include <stdexcept>
#include <string>

namespace strata {

enum class ErrorKind { Parse, Validation, Io, Gpu, Cancelled, Internal };

class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, const std::string& message) : std::runtime_error(message), kind_(kind) {}
    ErrorKind kind() const noexcept { return kind_; }

private:
    ErrorKind kind_;
};

// A malformed input file. line/column are 1-based; 0 means "not applicable".
class ParseError : public Error {
public:
    ParseError(const std::string& file, std::size_t line, std::size_t column, const std::string& what);
    const std::string& file() const noexcept { return file_; }
    std::size_t line() const noexcept { return line_; }
    std::size_t column() const noexcept { return column_; }

private:
    std::string file_;
    std::size_t line_;
    std::size_t column_;
};

// A bad option, caught before any work: "kriging: option 'ndmax' must be >= ndmin (got 2 < 4)".
class ValidationError : public Error {
public:
    ValidationError(const std::string& stage, const std::string& option, const std::string& what);
};

class IoError : public Error {
public:
    IoError(const std::string& path, const std::string& what);
};

class GpuError : public Error {
public:
    explicit GpuError(const std::string& what) : Error(ErrorKind::Gpu, what) {}
};

class CancelledError : public Error {
public:
    CancelledError() : Error(ErrorKind::Cancelled, "cancelled by the user") {}
};

}  // namespace strata
