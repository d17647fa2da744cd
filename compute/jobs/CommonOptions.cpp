#include "strata/jobs/CommonOptions.h"

#include <stdexcept>

namespace strata::jobs {

std::string shownValue(const Json& value) {
    std::string s = value.dump();
    return s.size() > 60 ? s.substr(0, 57) + "..." : s;
}

Json gridToJson(const GridSpec& g) {
    return Json{{"n", {g.nx, g.ny, g.nz}}, {"origin", {g.x0, g.y0, g.z0}}, {"spacing", {g.dx, g.dy, g.dz}}};
}

namespace {
template <class V>
std::array<V, 3> triple(const Json& grid, const char* key) {
    const auto it = grid.find(key);
    if (it == grid.end() || !it->is_array() || it->size() != 3)
        throw std::invalid_argument(std::string("needs '") + key + "' with 3 numbers (n, origin and spacing of x, y, z)");
    std::array<V, 3> out{};
    for (std::size_t k = 0; k < 3; ++k) {
        const Json& v = (*it)[k];
        if (!v.is_number()) throw std::invalid_argument(std::string("'") + key + "' holds " + v.dump() + ", not a number");
        const double d = v.get<double>();
        if constexpr (std::is_integral_v<V>) {
            if (!(d >= 1 && d <= 1e12 && d == double(std::size_t(d))))
                throw std::invalid_argument(std::string("'") + key + "' must hold whole node counts >= 1 (got " + v.dump() + ")");
        }
        out[k] = V(d);
    }
    return out;
}
}  // namespace

GridSpec gridFromJson(const Json& value) {
    if (value.is_string()) {
        try {
            return GridSpec::parse(value.get<std::string>(), "grid");
        } catch (const ValidationError& e) {
            throw std::invalid_argument(e.what());
        }
    }
    if (!value.is_object())
        throw std::invalid_argument("must be {\"n\": [...], \"origin\": [...], \"spacing\": [...]} or NX,NY[,NZ]:X0,Y0[,Z0]:DX,DY[,DZ]");
    for (const auto& [key, v] : value.items())
        if (key != "n" && key != "origin" && key != "spacing")
            throw std::invalid_argument("has an unknown key '" + key + "' (a grid has n, origin and spacing)");
    const auto n = triple<std::size_t>(value, "n");
    const auto o = triple<double>(value, "origin");
    const auto s = triple<double>(value, "spacing");
    GridSpec g;
    g.nx = n[0], g.ny = n[1], g.nz = n[2];
    g.x0 = o[0], g.y0 = o[1], g.z0 = o[2];
    g.dx = s[0], g.dy = s[1], g.dz = s[2];
    return g;
}

const std::vector<std::pair<std::string, Precision>>& precisionChoices() {
    static const std::vector<std::pair<std::string, Precision>> names{
        {"single", Precision::Single}, {"float", Precision::Single}, {"double", Precision::Double}};
    return names;
}

const Schema<Anisotropy>& anisotropySchema() {
    static const auto s = Schema<Anisotropy>("anisotropy", "an ellipsoid of distance, GSLIB's angles and ratios")
        .add("ang1", [](auto& a) -> auto& { return a.ang1; }, "azimuth of the major axis, clockwise from north").unit("degree")
        .add("ang2", [](auto& a) -> auto& { return a.ang2; }, "dip of the major axis, negative down").unit("degree")
        .add("ang3", [](auto& a) -> auto& { return a.ang3; }, "plunge (rotation about the major axis)").unit("degree")
        .add("ratio1", [](auto& a) -> auto& { return a.ratio1; }, "minor / major horizontal range").above(0)
        .add("ratio2", [](auto& a) -> auto& { return a.ratio2; }, "vertical / major range").above(0);
    return s;
}

Json nestedPointSource(Json params, const std::string& formerKey) {
    const auto path = params.find(formerKey);
    if (path == params.end() || !path->is_string()) return params;
    Json data{{"file", *path}};
    if (const auto columns = params.find("columns"); columns != params.end()) {
        data["columns"] = *columns;
        params.erase(columns);
    }
    params.erase(formerKey);
    params["data"] = std::move(data);
    return params;
}

}  // namespace strata::jobs
