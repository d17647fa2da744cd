#include "IndicatorModelList.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace strata::simulation {

nlohmann::json modelListToJson(const std::vector<variogram::VariogramModel>& models) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& m : models) list.push_back(nlohmann::json(m));
    return list;
}

std::vector<variogram::VariogramModel> modelListFromJson(const nlohmann::json& v) {
    std::vector<variogram::VariogramModel> models;
    if (v.is_string()) {
        const std::string text = v.get<std::string>();
        for (std::size_t begin = 0; begin <= text.size();) {
            const std::size_t end = std::min(text.find('/', begin), text.size());
            models.push_back(variogram::VariogramModel::parse(text.substr(begin, end - begin), "models"));
            begin = end + 1;
        }
        return models;
    }
    if (!v.is_array()) throw std::invalid_argument("expected a list of variogram models, one per threshold / category");
    for (const auto& m : v) models.push_back(m.get<variogram::VariogramModel>());
    return models;
}

}  // namespace strata::simulation
