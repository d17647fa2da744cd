#pragma once
// VTK XML files written as plain text, without VTK: image data (.vti) for grids and poly data
// (.vtp) for triangulated surfaces, polylines (drillholes) and points. ParaView and VTK read
// them. Grid values are point data at the nodes (GSLIB node-centred convention), so the
// image origin is the centre of the first node. Coordinates are written as Float64.
#include <string>

#include "strata/core/Grid.h"
#include "strata/core/PointSet.h"
#include "strata/io/TriangleMesh.h"

namespace strata::io {

enum class VtkEncoding {
    Ascii,           // numbers as text inside each DataArray (readable, large)
    Base64Appended,  // raw little/big-endian arrays, base64, in one AppendedData block (compact)
};

struct VtkWriteOptions {
    VtkEncoding encoding = VtkEncoding::Base64Appended;
};

// Text for an XML attribute value or element: & < > and " escaped.
std::string xmlEscaped(const std::string& text);

void writeVti(const std::string& path, const Grid& grid, const VtkWriteOptions& options = {});
void writeVtp(const std::string& path, const TriangleMesh& mesh, const VtkWriteOptions& options = {});
void writeVtp(const std::string& path, const PolylineSet& lines, const VtkWriteOptions& options = {});
void writeVtp(const std::string& path, const PointSet& points, const VtkWriteOptions& options = {});

}  // namespace strata::io
