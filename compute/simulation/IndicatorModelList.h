#pragma once
// The option "models" of the indicator jobs (ik3d, sisim): one variogram model per threshold or
// category, as a JSON list of models, or as one text with the models separated by '/' (a
// flag's text: '/' is in no model's syntax).
#include <nlohmann/json.hpp>
#include <vector>

#include "strata/variogram/VariogramModel.h"

namespace strata::simulation {

nlohmann::json modelListToJson(const std::vector<variogram::VariogramModel>& models);
// Throws std::invalid_argument (or the model parser's error) for anything else.
std::vector<variogram::VariogramModel> modelListFromJson(const nlohmann::json& v);

}  // namespace strata::simulation
