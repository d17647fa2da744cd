#pragma once
// Readers that take a path get the fuzz input through a file of this process's own.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include <unistd.h>

inline std::string fuzzFile(const std::string& name, std::string_view contents) {
    const std::string path = "/tmp/strata-fuzz-" + std::to_string(::getpid()) + "-" + name;
    if (std::FILE* f = std::fopen(path.c_str(), "wb")) {
        std::fwrite(contents.data(), 1, contents.size(), f);
        std::fclose(f);
    }
    return path;
}
