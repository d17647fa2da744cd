#pragma once
// GSLIB parameter files (.par): free text up to a line starting with "START OF PARAMETERS",
// then one parameter line after another. A line's values come first, split on blanks and
// commas as Fortran list-directed input splits them; anything after the values the program
// reads is a comment, so callers ask only for the tokens they expect. Quoted tokens ('a b' or
// "a b") keep their blanks. File names in a .par file are relative to the current directory,
// as GSLIB reads them.
#include <cstddef>
#include <string>
#include <vector>

#include "strata/core/Grid.h"

namespace strata::io {

class ParameterLine {
public:
    ParameterLine(std::string file, std::size_t fileLine, std::string text);

    std::size_t fileLine() const noexcept { return fileLine_; }
    std::string raw() const { return raw_; }
    std::size_t tokenCount() const noexcept { return tokens_.size(); }

    // Token k (0-based). `what` names the parameter in errors:
    //   file.par:12:5: expected a number for nx, found 'fifty'
    std::string text(std::size_t k, const char* what) const;
    double number(std::size_t k, const char* what) const;  // finite only
    int integer(std::size_t k, const char* what) const;

private:
    struct Token {
        std::size_t begin;   // offset of the token's text in raw_
        std::size_t length;
        std::size_t column;  // 1-based column of the token (its opening quote when quoted)
    };
    const Token& token(std::size_t k, const char* what, const char* kind) const;

    std::string file_;
    std::size_t fileLine_;
    std::string raw_;
    std::vector<Token> tokens_;
};

class GslibParameterFile {
public:
    // Throws IoError when the file cannot be read, ParseError when it has no START line.
    static GslibParameterFile read(const std::string& path);
    // The same from text already in memory; `path` names the source in errors.
    static GslibParameterFile parse(const std::string& text, const std::string& path);

    // Parameter lines after the START line; blank lines at the end of the file do not count.
    std::size_t lineCount() const noexcept { return lines_.size(); }
    // Line i (0-based); throws ParseError "expected N parameter lines, found M" when missing.
    const ParameterLine& line(std::size_t i) const;
    // GSLIB's grid on lines i, i+1, i+2: "nx xmn xsiz", "ny ymn ysiz", "nz zmn zsiz" (counts >= 1).
    GridSpec grid(std::size_t i) const;
    const std::string& path() const noexcept { return path_; }

private:
    std::string path_;
    std::size_t startLine_ = 0;  // file line of "START OF PARAMETERS"
    std::vector<ParameterLine> lines_;
};

}  // namespace strata::io
