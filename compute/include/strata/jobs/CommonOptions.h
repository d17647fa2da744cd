#pragma once
// Option shapes several jobs share, declared once: the grid, the anisotropy of a distance, the
// point data a job reads.
#include <optional>
#include <string>
#include <type_traits>

#include "strata/core/Anisotropy.h"
#include "strata/core/Grid.h"
#include "strata/core/Precision.h"
#include "strata/jobs/Schema.h"

namespace strata::jobs {

// A grid in job JSON: {"n": [nx, ny, nz], "origin": [x0, y0, z0], "spacing": [dx, dy, dz]} (all nine
// numbers: a 2-D grid keeps its z, which kt3d uses); the text "NX,NY[,NZ]:X0,Y0[,Z0]:DX,DY[,DZ]"
// of the command line is read too.
Json gridToJson(const GridSpec& grid);
GridSpec gridFromJson(const Json& value);  // throws std::invalid_argument saying what is wrong

// The unit of distances and coordinates outside seismic: the data's own (metres or feet, never
// converted).
inline constexpr const char* kDataUnits = "data units";

// A JSON value as an error message quotes it: at most 60 characters.
std::string shownValue(const Json& value);

// The names of a GPU precision option: single (or float) and double.
const std::vector<std::pair<std::string, Precision>>& precisionChoices();

// ang1, ang2, ang3 (GSLIB degrees) and ratio1, ratio2 (minor / major, vertical / major).
const Schema<Anisotropy>& anisotropySchema();

// Declares a grid option on `schema`; `access` gives a GridSpec or a std::optional<GridSpec>.
template <class T, class Access>
Schema<T>& addGrid(Schema<T>& schema, std::string key, Access access, std::string help) {
    using Field = std::decay_t<decltype(access(std::declval<T&>()))>;
    return schema.custom(
        std::move(key), "grid",
        [access](const T& t) {
            if constexpr (std::is_same_v<Field, GridSpec>) return gridToJson(access(t));
            else return access(t) ? gridToJson(*access(t)) : Json();
        },
        [access](T& t, const Json& v) { access(t) = gridFromJson(v); }, std::move(help));
}

// The point data of a job: every job that reads a point file describes it the same way,
//   "data": {"file": "assays.csv", "columns": "x,y,z,au"[, more keys of the job's]}.
// `Source` has `file` and `columns` (with its job's default); kriging adds the drillhole and
// secondary columns.
struct PointFile {
    std::string file;
    std::string columns;  // names or 1-based numbers, as the job's help says
};

template <class Source>
Schema<Source> pointSourceSchema(std::string columnsHelp) {
    Schema<Source> s("point data", "the file of the data and the columns to read");
    s.add("file", [](auto& d) -> auto& { return d.file; }, "point file (CSV, TSV, XYZ or GeoEAS)")
        .required()
        .add("columns", [](auto& d) -> auto& { return d.columns; }, std::move(columnsHelp));
    return s;
}

// For Schema::upgrade: the form older files wrote, the file's path as text under `formerKey`
// and its columns beside it under "columns", becomes {"data": {"file", "columns"}}.
Json nestedPointSource(Json params, const std::string& formerKey);

}  // namespace strata::jobs
