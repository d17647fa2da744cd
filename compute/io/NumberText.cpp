#include "NumberText.h"

#include <array>
#include <charconv>
#include <cmath>

namespace strata::io::detail {

bool parseNumber(std::string_view token, double& out) noexcept {
    if (token.empty()) return false;
    if (token.front() == '+') {
        token.remove_prefix(1);
        if (token.empty() || token.front() == '-' || token.front() == '+') return false;
    }
    const char* end = token.data() + token.size();
    auto [ptr, ec] = std::from_chars(token.data(), end, out);
    if (ec == std::errc() && ptr == end) return true;
    // Fortran double-precision exponents ("1.0D+02"): retry with 'e' in a small copy.
    if (ec == std::errc() && (*ptr == 'd' || *ptr == 'D') && token.size() < 64) {
        std::array<char, 64> copy{};
        for (std::size_t i = 0; i < token.size(); ++i) copy[i] = token[i];
        copy[std::size_t(ptr - token.data())] = 'e';
        const char* copyEnd = copy.data() + token.size();
        auto [p2, ec2] = std::from_chars(copy.data(), copyEnd, out);
        return ec2 == std::errc() && p2 == copyEnd;
    }
    return false;
}

bool parseInteger(std::string_view token, int& out) noexcept {
    if (token.empty()) return false;
    if (token.front() == '+') {
        token.remove_prefix(1);
        if (token.empty() || token.front() == '-') return false;
    }
    const char* end = token.data() + token.size();
    auto [ptr, ec] = std::from_chars(token.data(), end, out);
    return ec == std::errc() && ptr == end;
}

void appendNumber(std::string& out, double value) {
    if (std::isnan(value)) {
        out += "nan";
        return;
    }
    std::array<char, 32> buf;
    auto [ptr, ec] = std::to_chars(buf.data(), buf.data() + buf.size(), value);
    out.append(buf.data(), ec == std::errc() ? ptr : buf.data());
}

void appendNumber(std::string& out, float value) {
    if (std::isnan(value)) {
        out += "nan";
        return;
    }
    std::array<char, 32> buf;
    auto [ptr, ec] = std::to_chars(buf.data(), buf.data() + buf.size(), value);
    out.append(buf.data(), ec == std::errc() ? ptr : buf.data());
}

std::string formatNumber(double value) {
    std::string s;
    appendNumber(s, value);
    return s;
}

}  // namespace strata::io::detail
