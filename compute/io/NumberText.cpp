#include "NumberText.h"

#include <algorithm>
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

namespace {

// Shortest round-trip text, without an exponent for magnitudes people read as plain numbers
// (UTM coordinates, grades): "7000000" rather than "7e+06". Both forms read back exactly.
template <typename T>
void appendShortest(std::string& out, T value) {
    if (std::isnan(value)) {
        out += "nan";
        return;
    }
    std::array<char, 64> buf;
    auto [ptr, ec] = std::to_chars(buf.data(), buf.data() + buf.size(), value);
    const T magnitude = std::abs(value);
    if (ec == std::errc() && std::find(buf.data(), ptr, 'e') != ptr && magnitude >= T(1e-5) && magnitude < T(1e15)) {
        auto [fixedPtr, fixedEc] = std::to_chars(buf.data(), buf.data() + buf.size(), value, std::chars_format::fixed);
        if (fixedEc == std::errc()) ptr = fixedPtr;
        ec = fixedEc;
    }
    out.append(buf.data(), ec == std::errc() ? ptr : buf.data());
}

}  // namespace

void appendNumber(std::string& out, double value) { appendShortest(out, value); }

void appendNumber(std::string& out, float value) { appendShortest(out, value); }

std::string formatNumber(double value) {
    std::string s;
    appendNumber(s, value);
    return s;
}

}  // namespace strata::io::detail
