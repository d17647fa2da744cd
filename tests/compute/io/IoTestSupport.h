#pragma once
// Helpers shared by the io tests: scratch folders, reference paths, small text files, and tiny
// independent readers for the formats that no library here reads back (Surpac, DXF, OBJ).
#include <array>
#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

namespace strata::iotest {

std::string referencePath(const std::string& name);  // file in the reference gslib folder
// A fresh folder for one test, removed at the end of the test program's run.
std::filesystem::path scratchDir(const std::string& testName);
void writeText(const std::filesystem::path& path, const std::string& text);
std::string readText(const std::filesystem::path& path);

// Geometry read back by the tiny independent readers below: vertices (x, y, z) and triangles
// as 0-based vertex indices.
struct ReadMesh {
    std::vector<std::array<double, 3>> vertices;
    std::vector<std::array<std::size_t, 3>> triangles;
};
// Surpac pair <stem>.str + <stem>.dtm (records "string, y, x, z"; DTM point numbers 1-based).
ReadMesh readSurpacSurface(const std::filesystem::path& strPath);
// Surpac string file as polylines: segments end at a record with string number 0.
std::vector<std::vector<std::array<double, 3>>> readSurpacStrings(const std::filesystem::path& strPath);
// DXF 3DFACE entities: each face gets its own three vertices.
ReadMesh readDxfFaces(const std::filesystem::path& path);
ReadMesh readObj(const std::filesystem::path& path);

// One DataArray of a VTK XML file, decoded from ascii or appended base64.
struct VtkArray {
    std::string name;
    std::string type;
    int components = 1;
    std::vector<double> values;
};
struct VtkFile {
    std::string root;  // the element under VTKFile: ImageData or PolyData
    std::string rootAttributes;  // text of its opening tag
    std::string pieceAttributes;
    std::vector<VtkArray> arrays;
    const VtkArray& array(const std::string& name) const;
};
VtkFile readVtkXml(const std::filesystem::path& path);

}  // namespace strata::iotest
