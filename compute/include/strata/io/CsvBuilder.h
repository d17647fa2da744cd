#pragma once
// Builds comma-separated text in memory for the jobs' CSV outputs (drillholes, block models).
// Numbers are written with the shortest text that reads back to the same double; NaN is a blank
// cell; text is quoted when it holds a comma, a quote or a line break.
#include <charconv>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

namespace strata::io {

class CsvBuilder {
public:
    void cell(std::string_view text) {
        separate();
        if (text.find_first_of(",\"\r\n") == std::string_view::npos) {
            text_ += text;
            return;
        }
        text_ += '"';
        for (char c : text) {
            if (c == '"') text_ += '"';
            text_ += c;
        }
        text_ += '"';
    }
    void cell(double value) {
        separate();
        if (std::isnan(value)) return;
        char buffer[32];
        const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
        text_.append(buffer, result.ptr);
    }
    void row(const std::vector<std::string>& cells) {
        for (const auto& c : cells) cell(std::string_view(c));
        endRow();
    }
    void endRow() {
        text_ += '\n';
        rowStarted_ = false;
    }
    const std::string& text() const noexcept { return text_; }
    void reserve(std::size_t bytes) { text_.reserve(bytes); }

private:
    void separate() {
        if (rowStarted_) text_ += ',';
        rowStarted_ = true;
    }
    std::string text_;
    bool rowStarted_ = false;
};

}  // namespace strata::io
