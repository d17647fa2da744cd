#pragma once
// Helpers shared by the io tests: scratch folders, reference paths, small text files, and tiny
// independent readers for the formats that no library here reads back (Surpac, DXF, OBJ).
#include <array>
#include <filesystem>
#include <string>
#include <vector>

namespace strata::iotest {

std::string referencePath(const std::string& name);  // file in the reference gslib folder
// A fresh folder for one test, removed at the end of the test program's run.
std::filesystem::path scratchDir(const std::string& testName);
void writeText(const std::filesystem::path& path, const std::string& text);
std::string readText(const std::filesystem::path& path);

}  // namespace strata::iotest
