#include "ParallelText.h"

#include <algorithm>
#include <exception>

#ifdef _OPENMP
#include <omp.h>
#endif

namespace strata::io::detail {

namespace {

constexpr std::size_t kMinBytesPerPiece = 1u << 20;  // below this, splitting costs more than it saves

// The fuzz targets build these parsers without OpenMP: one thread there.
std::size_t threadCount() {
#ifdef _OPENMP
    return std::size_t(omp_get_max_threads());
#else
    return 1;
#endif
}

}  // namespace

std::vector<TextPiece> splitAtLineEnds(std::string_view text, std::size_t firstLine) {
    const std::size_t wanted =
        std::clamp<std::size_t>(text.size() / kMinBytesPerPiece, 1, threadCount() * 4);
    std::vector<std::string_view> views;
    std::size_t begin = 0;
    for (std::size_t k = 1; k < wanted && begin < text.size(); ++k) {
        const std::size_t target = std::max(begin, text.size() * k / wanted);
        const std::size_t eol = text.find('\n', target);
        if (eol == std::string_view::npos) break;
        views.push_back(text.substr(begin, eol + 1 - begin));
        begin = eol + 1;
    }
    if (begin < text.size() || views.empty()) views.push_back(text.substr(begin));
    // Line numbers: the line ends of the pieces before, counted side by side.
    std::vector<std::size_t> lineEnds(views.size());
#pragma omp parallel for if (views.size() > 1)
    for (std::ptrdiff_t k = 0; k < std::ptrdiff_t(views.size()); ++k)
        lineEnds[std::size_t(k)] =
            std::size_t(std::count(views[std::size_t(k)].begin(), views[std::size_t(k)].end(), '\n'));
    std::vector<TextPiece> pieces(views.size());
    for (std::size_t k = 0; k < views.size(); ++k) {
        const bool unterminated = !views[k].empty() && views[k].back() != '\n';
        pieces[k] = {views[k], firstLine, lineEnds[k] + (unterminated ? 1 : 0)};
        firstLine += lineEnds[k];
    }
    return pieces;
}

void forEachPieceInParallel(std::size_t pieces, const std::function<void(std::size_t piece)>& parsePiece) {
    std::vector<std::exception_ptr> errors(pieces);
#pragma omp parallel for schedule(dynamic, 1) if (pieces > 1)
    for (std::ptrdiff_t k = 0; k < std::ptrdiff_t(pieces); ++k) {
        try {
            parsePiece(std::size_t(k));
        } catch (...) {
            errors[std::size_t(k)] = std::current_exception();
        }
    }
    for (const auto& error : errors)
        if (error) std::rethrow_exception(error);
}

}  // namespace strata::io::detail
