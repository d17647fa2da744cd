#include "strata/io/GslibParameterFile.h"

#include <cmath>

#include "NumberText.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"

namespace strata::io {

namespace {

bool isSeparator(char c) noexcept { return c == ' ' || c == '\t' || c == ',' || c == '\r' || c == '\v' || c == '\f'; }

std::string quoted(std::string_view token) { return "'" + std::string(token.substr(0, 60)) + (token.size() > 60 ? "...'" : "'"); }

}  // namespace

ParameterLine::ParameterLine(std::string file, std::size_t fileLine, std::string text)
    : file_(std::move(file)), fileLine_(fileLine), raw_(std::move(text)) {
    std::size_t i = 0;
    const std::size_t n = raw_.size();
    while (i < n) {
        if (isSeparator(raw_[i])) {
            ++i;
            continue;
        }
        const char quote = raw_[i];
        if (quote == '\'' || quote == '"') {
            const std::size_t close = raw_.find(quote, i + 1);
            if (close != std::string::npos) {
                tokens_.push_back({i + 1, close - i - 1, i + 1});
                i = close + 1;
                continue;
            }
        }
        const std::size_t begin = i;
        while (i < n && !isSeparator(raw_[i])) ++i;
        tokens_.push_back({begin, i - begin, begin + 1});
    }
}

const ParameterLine::Token& ParameterLine::token(std::size_t k, const char* what, const char* kind) const {
    if (k >= tokens_.size())
        throw ParseError(file_, fileLine_, raw_.size() + 1,
                         std::string("expected ") + kind + " for " + what + " (value " + std::to_string(k + 1) +
                             " of the line), found " +
                             (tokens_.empty() ? std::string("an empty line")
                                              : "only " + std::to_string(tokens_.size()) + " value(s)"));
    return tokens_[k];
}

std::string ParameterLine::text(std::size_t k, const char* what) const {
    const Token& t = token(k, what, "a value");
    return raw_.substr(t.begin, t.length);
}

double ParameterLine::number(std::size_t k, const char* what) const {
    const Token& t = token(k, what, "a number");
    const std::string_view s(raw_.data() + t.begin, t.length);
    double v;
    if (!detail::parseNumber(s, v) || !std::isfinite(v))
        throw ParseError(file_, fileLine_, t.column, std::string("expected a number for ") + what + ", found " + quoted(s));
    return v;
}

int ParameterLine::integer(std::size_t k, const char* what) const {
    const Token& t = token(k, what, "an integer");
    const std::string_view s(raw_.data() + t.begin, t.length);
    int v;
    if (!detail::parseInteger(s, v))
        throw ParseError(file_, fileLine_, t.column, std::string("expected an integer for ") + what + ", found " + quoted(s));
    return v;
}

GslibParameterFile GslibParameterFile::read(const std::string& path) { return parse(readTextFile(path), path); }

GslibParameterFile GslibParameterFile::parse(const std::string& text, const std::string& path) {
    GslibParameterFile file;
    file.path_ = path;
    std::string_view rest(text);
    if (rest.substr(0, 3) == "\xEF\xBB\xBF") rest.remove_prefix(3);
    std::size_t lineNumber = 0;
    bool started = false;
    while (!rest.empty()) {
        const std::size_t eol = rest.find('\n');
        std::string_view line = rest.substr(0, eol);
        rest = eol == std::string_view::npos ? std::string_view() : rest.substr(eol + 1);
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (started) {
            file.lines_.emplace_back(path, lineNumber, std::string(line));
            continue;
        }
        const std::string_view head = trim(line);
        constexpr std::string_view marker = "START OF PARAMETERS";
        if (head.size() >= marker.size() && iequals(head.substr(0, marker.size()), marker)) {
            started = true;
            file.startLine_ = lineNumber;
        }
    }
    if (!started)
        throw ParseError(path, 0, 0, "no line starting with 'START OF PARAMETERS': not a GSLIB parameter file");
    while (!file.lines_.empty() && trim(file.lines_.back().raw()).empty()) file.lines_.pop_back();
    return file;
}

const ParameterLine& GslibParameterFile::line(std::size_t i) const {
    if (i >= lines_.size())
        throw ParseError(path_, startLine_ + i + 1, 0,
                         "expected " + std::to_string(i + 1) + " parameter lines, found " + std::to_string(lines_.size()));
    return lines_[i];
}

GridSpec GslibParameterFile::grid(std::size_t i) const {
    GridSpec g;
    const char* names[3][3] = {{"nx", "xmn", "xsiz"}, {"ny", "ymn", "ysiz"}, {"nz", "zmn", "zsiz"}};
    std::size_t* counts[3] = {&g.nx, &g.ny, &g.nz};
    double* origins[3] = {&g.x0, &g.y0, &g.z0};
    double* sizes[3] = {&g.dx, &g.dy, &g.dz};
    for (int axis = 0; axis < 3; ++axis) {
        const auto& l = line(i + std::size_t(axis));
        const int n = l.integer(0, names[axis][0]);
        if (n < 1) throw ParseError(path_, l.fileLine(), 1, std::string(names[axis][0]) + " must be >= 1");
        *counts[axis] = std::size_t(n);
        *origins[axis] = l.number(1, names[axis][1]);
        *sizes[axis] = l.number(2, names[axis][2]);
    }
    return g;
}

}  // namespace strata::io
