#include "strata/jobs/Schema.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "strata/core/Strings.h"

namespace strata::jobs {

namespace {

std::string shown(const Json& value) {
    std::string s = value.dump();
    return s.size() > 60 ? s.substr(0, 57) + "..." : s;
}

std::string numberText(double v) {
    Json j = v;
    if (v == std::floor(v) && std::abs(v) <= 9007199254740992.0) j = std::int64_t(v);
    return j.dump();
}

// "minFraction", "min-fraction" and "min_fraction" name the same option.
std::string folded(const std::string& key) {
    std::string s;
    for (char c : key)
        if (c != '_' && c != '-') s += char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = up;
        }
    }
    return row[b.size()];
}

std::string nearestKey(const SchemaInfo& schema, const std::string& key) {
    std::string best;
    std::size_t bestDistance = std::max<std::size_t>(2, key.size() / 3) + 1;
    for (const OptionInfo& o : schema.options) {
        const std::size_t d = folded(o.key) == folded(key) ? 0 : editDistance(folded(o.key), folded(key));
        if (d < bestDistance) best = o.key, bestDistance = d;
    }
    return best;
}

std::string keyList(const SchemaInfo& schema) {
    std::string s;
    for (const OptionInfo& o : schema.options) s += (s.empty() ? "" : ", ") + o.key;
    return s;
}

bool isWhole(double v) { return std::isfinite(v) && v == std::floor(v); }

void checkNumber(const OptionInfo& o, double v, bool whole, const std::string& stage, const std::string& path) {
    if (whole && !isWhole(v)) throw ValidationError(stage, path, "must be a whole number (got " + numberText(v) + ")");
    const bool low = o.exclusiveMinimum ? !(v > o.minimum) : !(v >= o.minimum);
    if (low || !(v <= o.maximum)) {
        // A bound that is only the field type's limit is not worth naming beside the other.
        constexpr double kTypeLimit = 2147483647.0;
        std::string range;
        if (low && !(o.maximum < kTypeLimit))
            range = (o.exclusiveMinimum ? "> " : ">= ") + numberText(o.minimum);
        else if (!low && !(o.minimum > -kTypeLimit - 1))
            range = "<= " + numberText(o.maximum);
        else if (std::isfinite(o.minimum) && std::isfinite(o.maximum))
            range = std::string("in ") + (o.exclusiveMinimum ? "(" : "[") + numberText(o.minimum) + ", " +
                    numberText(o.maximum) + "]";
        else if (std::isfinite(o.minimum))
            range = (o.exclusiveMinimum ? "> " : ">= ") + numberText(o.minimum);
        else
            range = "<= " + numberText(o.maximum);
        throw ValidationError(stage, path, "must be " + range + " (got " + numberText(v) + ")");
    }
}

void checkList(const OptionInfo& o, const Json& value, const std::string& stage, const std::string& path) {
    if (!value.is_array()) throw ValidationError(stage, path, std::string("must be a list (got ") + shown(value) + ")");
    if (o.listSize && value.size() != o.listSize)
        throw ValidationError(stage, path, "must hold " + std::to_string(o.listSize) + " items (got " +
                                               std::to_string(value.size()) + ")");
    for (std::size_t i = 0; i < value.size(); ++i) {
        const std::string item = path + "[" + std::to_string(i + 1) + "]";
        const Json& v = value[i];
        if (o.kind == OptionKind::TextList) {
            if (!v.is_string()) throw ValidationError(stage, item, "must be text (got " + shown(v) + ")");
        } else {
            if (!v.is_number()) throw ValidationError(stage, item, "must be a number (got " + shown(v) + ")");
            checkNumber(o, v.get<double>(), o.kind == OptionKind::IntegerList, stage, item);
        }
    }
}

}  // namespace

const OptionInfo* SchemaInfo::find(const std::string& key) const {
    for (const OptionInfo& o : options)
        if (o.key == key || std::find(o.formerKeys.begin(), o.formerKeys.end(), key) != o.formerKeys.end()) return &o;
    return nullptr;
}

const char* kindName(OptionKind kind) {
    switch (kind) {
        case OptionKind::Boolean: return "boolean";
        case OptionKind::Integer: return "integer";
        case OptionKind::Number: return "number";
        case OptionKind::Text: return "text";
        case OptionKind::Choice: return "choice";
        case OptionKind::NumberList: return "number list";
        case OptionKind::IntegerList: return "integer list";
        case OptionKind::TextList: return "text list";
        case OptionKind::Object: return "object";
        case OptionKind::ObjectList: return "object list";
        case OptionKind::Custom: return "custom";
    }
    return "custom";
}

Json describe(const SchemaInfo& schema) {
    Json options = Json::array();
    for (const OptionInfo& o : schema.options) {
        Json d{{"key", o.key},
               {"type", o.kind == OptionKind::Custom ? o.customType : kindName(o.kind)},
               {"help", o.help},
               {"required", o.required},
               {"advanced", o.advanced}};
        if (!o.defaultValue.is_null()) d["default"] = o.defaultValue;
        if (!o.unit.empty()) d["unit"] = o.unit;
        if (!o.group.empty()) d["group"] = o.group;
        // Bounds that are only the field type's limits are left out.
        if (std::isfinite(o.minimum) && o.minimum > -2147483648.0) d[o.exclusiveMinimum ? "above" : "minimum"] = o.minimum;
        if (std::isfinite(o.maximum) && o.maximum < 2147483647.0) d["maximum"] = o.maximum;
        if (!o.choices.empty()) d["choices"] = o.choices;
        if (o.listSize) d["size"] = o.listSize;
        if (!o.formerKeys.empty()) d["former_keys"] = o.formerKeys;
        if (o.fields) d["options"] = describe(*o.fields).at("options");
        options.push_back(std::move(d));
    }
    return Json{{"type", schema.name}, {"summary", schema.summary}, {"options", options}};
}

std::size_t choiceIndexOf(const std::vector<std::string>& names, const std::string& text) {
    for (std::size_t k = 0; k < names.size(); ++k)
        if (iequals(names[k], text)) return k;
    return names.size();  // unreachable after checkValue
}

namespace detail {

const Json* lookup(const OptionInfo& option, const Json& params) {
    if (auto it = params.find(option.key); it != params.end()) return &*it;
    for (const std::string& former : option.formerKeys)
        if (auto it = params.find(former); it != params.end()) return &*it;
    return nullptr;
}

void checkKeys(const SchemaInfo& schema, const Json& params, const std::string& stage, const std::string& prefix) {
    const std::string where = prefix.empty() ? "params" : prefix.substr(0, prefix.size() - 1);
    if (!params.is_object())
        throw ValidationError(stage, where, "must be an object {\"key\": value, ...} (got " + shown(params) + ")");
    for (const auto& [key, value] : params.items()) {
        if (schema.find(key)) continue;
        const std::string nearest = nearestKey(schema, key);
        throw ValidationError(stage, prefix + key,
                              "is not an option of " + schema.name +
                                  (nearest.empty() ? "" : " (did you mean '" + prefix + nearest + "'?)") +
                                  "; its options are: " + keyList(schema));
    }
    for (const OptionInfo& o : schema.options)
        for (const std::string& former : o.formerKeys)
            if (params.contains(former) && (params.contains(o.key) || lookup(o, params) != &params.at(former)))
                throw ValidationError(stage, prefix + o.key,
                                      "is given twice, also under its former name '" + prefix + former + "'");
    for (const OptionInfo& o : schema.options) {
        const Json* value = lookup(o, params);
        // null stands for an unset number: a required one is then missing, not its default.
        if (o.required && (!value || value->is_null()))
            throw ValidationError(
                stage, prefix + o.key,
                std::string(value ? "is null, a value is required" : "is required") + " (" + o.help + ")");
    }
}

void checkValue(const OptionInfo& o, const Json& value, const std::string& stage, const std::string& path) {
    switch (o.kind) {
        case OptionKind::Boolean:
            if (!value.is_boolean()) throw ValidationError(stage, path, "must be true or false (got " + shown(value) + ")");
            return;
        case OptionKind::Integer:
        case OptionKind::Number:
            if (!value.is_number()) throw ValidationError(stage, path, "must be a number (got " + shown(value) + ")");
            checkNumber(o, value.get<double>(), o.kind == OptionKind::Integer, stage, path);
            return;
        case OptionKind::Text:
            if (!value.is_string()) throw ValidationError(stage, path, "must be text (got " + shown(value) + ")");
            return;
        case OptionKind::Choice:
            if (!value.is_string() || choiceIndexOf(o.choices, value.get<std::string>()) == o.choices.size())
                throw ValidationError(stage, path, "must be one of " + join(o.choices, ", ") + " (got " + shown(value) + ")");
            return;
        case OptionKind::NumberList:
        case OptionKind::IntegerList:
        case OptionKind::TextList: checkList(o, value, stage, path); return;
        case OptionKind::Object:
            if (!value.is_object()) throw ValidationError(stage, path, "must be an object (got " + shown(value) + ")");
            return;
        case OptionKind::ObjectList:
            if (!value.is_array()) throw ValidationError(stage, path, "must be a list of objects (got " + shown(value) + ")");
            return;
        case OptionKind::Custom: return;  // its reader checks
    }
}

void readChecked(const std::function<void()>& read, const std::string& stage, const std::string& path) {
    try {
        read();
    } catch (const nlohmann::json::exception& e) {
        std::string what = e.what();
        if (auto p = what.find("] "); p != std::string::npos) what = what.substr(p + 2);
        throw ValidationError(stage, path, "is not valid: " + what);
    } catch (const std::invalid_argument& e) {
        throw ValidationError(stage, path, e.what());
    }
}

}  // namespace detail
}  // namespace strata::jobs
