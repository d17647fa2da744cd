#pragma once
// Triangulated surfaces and polylines for mining and CAD packages.
//   Surpac: a string file (.str) of the vertices plus a DTM file (.dtm) of triangles that
//           refer to them; text, comma separated, NORTHING (y) BEFORE EASTING (x).
//   DXF:    ASCII DXF (R12) with one 3DFACE per triangle.
//   OBJ:    Wavefront OBJ, "v x y z" and 1-based "f a b c".
//   VTP:    VTK XML poly data (see VtkXmlWriter.h), the only one that keeps per-vertex scalars.
// Saves are atomic per file.
#include <string>
#include <string_view>

#include "strata/io/TriangleMesh.h"
#include "strata/io/VtkXmlWriter.h"

namespace strata::io {

enum class SurfaceFormat { Surpac, Dxf, Obj, Vtp };

// .str/.dtm -> Surpac, .dxf, .obj, .vtp; throws ValidationError otherwise.
SurfaceFormat surfaceFormatFromPath(const std::string& path);
SurfaceFormat surfaceFormatFromName(std::string_view name);

struct SurfaceWriteOptions {
    std::string name = "strata";  // Surpac header location, DXF layer, OBJ object name
    VtkWriteOptions vtk;
};

void writeSurface(const std::string& path, const TriangleMesh& mesh, SurfaceFormat format,
                  const SurfaceWriteOptions& options = {});
inline void writeSurface(const std::string& path, const TriangleMesh& mesh, const SurfaceWriteOptions& options = {}) {
    writeSurface(path, mesh, surfaceFormatFromPath(path), options);
}

// Surpac pair: `path` may end in .str or .dtm; both <stem>.str and <stem>.dtm are written.
// The .str holds the vertices as string 1 in mesh order (point n of the DTM is vertex n-1).
void writeSurpacSurface(const std::string& path, const TriangleMesh& mesh, const std::string& name = "strata");
// Surpac string file of polylines: one segment per line (string number 1, segments ended by
// a null record), the line name in the first description field.
void writeSurpacStrings(const std::string& path, const PolylineSet& lines, const std::string& name = "strata");
void writeDxfFaces(const std::string& path, const TriangleMesh& mesh, const std::string& layer = "strata");
void writeObj(const std::string& path, const TriangleMesh& mesh, const std::string& objectName = "strata");

}  // namespace strata::io
