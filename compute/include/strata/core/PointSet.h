#pragma once
// Scattered data as a structure of arrays: coordinates plus named value columns.
// Missing values are stored as NaN; readers convert the file's missing-value codes.
#include <cstddef>
#include <string>
#include <vector>

namespace strata {

struct PointSet {
    int dimension = 2;  // 2: x, y (z is zero); 3: x, y, z
    std::vector<double> x, y, z;
    std::vector<std::string> names;           // value column names
    std::vector<std::vector<double>> values;  // values[column][point]
    std::string crs;                          // WKT or authority code when known; empty otherwise

    std::size_t size() const noexcept { return x.size(); }
    // Index of a value column by case-insensitive name; throws ValidationError when absent.
    std::size_t columnIndex(const std::string& name) const;
    const std::vector<double>& column(const std::string& name) const { return values[columnIndex(name)]; }
    void addColumn(const std::string& name, std::vector<double> data);
    void reserve(std::size_t n);
};

struct BoundingBox {
    double xmin, xmax, ymin, ymax, zmin, zmax;
};
BoundingBox boundingBox(const PointSet& points);

}  // namespace strata
