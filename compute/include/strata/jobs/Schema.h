#pragma once
// A job's options, declared once: each option's key, type, unit, default, range or choices, help
// text, group and "advanced" flag, bound to the field of the job's struct that holds it. From
// that one declaration come strict JSON reading (an unknown key, a wrong type, a fractional count,
// a number out of range is refused naming the job, the key and what is allowed), JSON writing,
// and the description printed by `strata-cli run --describe` (read by the docs and the GUI).
//
// Defaults are the struct's own member initialisers, read from a default-built job: the struct
// and its schema line are the only two places an option appears in the engine.
//
//   const jobs::Schema<IdwJob>& IdwJob::schema() {
//       static const auto s = jobs::Schema<IdwJob>(type, summary)
//           .add("power", [](auto& j) -> auto& { return j.params.power; }, "distance exponent").min(0);
//       return s;
//   }
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "strata/core/Error.h"

namespace strata::jobs {

using Json = nlohmann::json;

enum class OptionKind { Boolean, Integer, Number, Text, Choice, NumberList, IntegerList, TextList, Object, ObjectList, Custom };

struct SchemaInfo;

// What an option is, without the binding to a struct: what --describe prints, what the checks use.
struct OptionInfo {
    std::string key;
    OptionKind kind = OptionKind::Text;
    std::string help;
    std::string unit;
    std::string group;
    bool advanced = false;
    bool required = false;
    double minimum = -std::numeric_limits<double>::infinity();
    double maximum = std::numeric_limits<double>::infinity();
    bool exclusiveMinimum = false;
    std::size_t listSize = 0;              // lists: the exact number of items (0: any)
    std::vector<std::string> choices;      // Choice: the accepted names (aliases after the main one)
    std::vector<std::string> formerKeys;   // still read (older job and project files), never written
    std::string customType;                // Custom: what the value is ("variogram model", "grid")
    Json defaultValue;                     // as written for a default-built job; null: none
    std::shared_ptr<const SchemaInfo> fields;  // Object and ObjectList
};

struct SchemaInfo {
    std::string name;
    std::string summary;
    std::vector<OptionInfo> options;
    const OptionInfo* find(const std::string& key) const;  // by key or former key
};

// {"type": name, "summary": ..., "options": [{"key", "type", "default", "help", ...}]}
Json describe(const SchemaInfo& schema);
const char* kindName(OptionKind kind);

namespace detail {
// Throws ValidationError(stage, path, ...) unless `value` has the option's type and range.
void checkValue(const OptionInfo& option, const Json& value, const std::string& stage, const std::string& path);
// Throws for a non-object, a key no option declares (suggesting the nearest), a missing required key.
void checkKeys(const SchemaInfo& schema, const Json& params, const std::string& stage, const std::string& prefix);
// The value of `option` in `params` (its key or a former key), or null when absent.
const Json* lookup(const OptionInfo& option, const Json& params);
// Runs `read`, turning a JSON conversion error or std::invalid_argument into a ValidationError
// naming the option.
void readChecked(const std::function<void()>& read, const std::string& stage, const std::string& path);

template <class V> struct IsStdArray : std::false_type {};
template <class V, std::size_t N> struct IsStdArray<std::array<V, N>> : std::true_type {};
template <class V> struct IsVector : std::false_type {};
template <class V> struct IsVector<std::vector<V>> : std::true_type {};

// The whole numbers a field of type V holds that JSON carries exactly (at most 2^53).
template <class V>
void wholeRange(OptionInfo& info) {
    constexpr double kExact = 9007199254740992.0;
    info.minimum = std::max(double(std::numeric_limits<V>::lowest()), -kExact);
    info.maximum = std::min(double(std::numeric_limits<V>::max()), kExact);
}

// The option kind, limits and list size a C++ field type implies.
template <class V>
void describeField(OptionInfo& info) {
    if constexpr (std::is_same_v<V, bool>) {
        info.kind = OptionKind::Boolean;
    } else if constexpr (std::is_integral_v<V>) {
        info.kind = OptionKind::Integer;
        wholeRange<V>(info);
    } else if constexpr (std::is_floating_point_v<V>) {
        info.kind = OptionKind::Number;
    } else if constexpr (std::is_same_v<V, std::string>) {
        info.kind = OptionKind::Text;
    } else if constexpr (IsStdArray<V>::value || IsVector<V>::value) {
        using Item = typename V::value_type;
        if constexpr (std::is_same_v<Item, std::string>) info.kind = OptionKind::TextList;
        else if constexpr (std::is_integral_v<Item>) info.kind = OptionKind::IntegerList, wholeRange<Item>(info);
        else info.kind = OptionKind::NumberList;
        if constexpr (IsStdArray<V>::value) info.listSize = std::tuple_size_v<V>;
    } else {
        static_assert(sizeof(V) == 0, "declare this option with choice(), object() or custom()");
    }
}
}  // namespace detail

template <class T>
class Schema {
public:
    Schema(std::string name, std::string summary) : info_(std::make_shared<SchemaInfo>()) {
        info_->name = std::move(name);
        info_->summary = std::move(summary);
    }

    // `access` is a generic lambda giving the field of a job, const or not:
    //   [](auto& j) -> auto& { return j.params.power; }
    // A field whose C++ type says its kind: bool, a whole or real number, text, or a list of them.
    template <class Access>
    Schema& add(std::string key, Access access, std::string help) {
        using V = std::decay_t<decltype(access(std::declval<T&>()))>;
        OptionInfo info = named(std::move(key), std::move(help));
        detail::describeField<V>(info);
        return bind(
            std::move(info),
            [access](const T& t) {
                if constexpr (std::is_floating_point_v<V>)
                    if (!std::isfinite(access(t))) return Json();  // NaN: unset (a mean not given); no bound
                return Json(access(t));
            },
            [access](T& t, const Json& v) { access(t) = v.get<V>(); });
    }

    // Several number fields written as one list, [a, b, ...]: angles, cell counts, limits.
    template <class... Access>
    Schema& list(std::string key, std::string help, Access... fields) {
        OptionInfo info = named(std::move(key), std::move(help));
        constexpr bool whole = (std::is_integral_v<std::decay_t<decltype(fields(std::declval<T&>()))>> && ...);
        info.kind = whole ? OptionKind::IntegerList : OptionKind::NumberList;
        if (whole) detail::wholeRange<int>(info);
        info.listSize = sizeof...(fields);
        return bind(std::move(info), [fields...](const T& t) { return Json::array({Json(fields(t))...}); },
                    [fields...](T& t, const Json& v) {
                        std::size_t k = 0;
                        ((fields(t) = v[k++].template get<std::decay_t<decltype(fields(t))>>()), ...);
                    });
    }

    // An enumeration written as one of `names` ({"name", value}; later names of a value are aliases).
    template <class Access, class E>
    Schema& choice(std::string key, Access access, std::vector<std::pair<std::string, E>> names, std::string help) {
        OptionInfo info = named(std::move(key), std::move(help));
        info.kind = OptionKind::Choice;
        for (const auto& n : names) info.choices.push_back(n.first);
        return bind(
            std::move(info),
            [access, names](const T& t) {
                for (const auto& n : names)
                    if (n.second == access(t)) return Json(n.first);
                return Json();
            },
            [access, names](T& t, const Json& v) { access(t) = names[choiceIndex(names, v)].second; });
    }

    // A nested object with options of its own.
    template <class Access, class Sub>
    Schema& object(std::string key, Access access, const Schema<Sub>& fields, std::string help) {
        OptionInfo info = named(std::move(key), std::move(help));
        info.kind = OptionKind::Object;
        info.fields = fields.infoPointer();
        return bind(std::move(info), [access, fields](const T& t) { return fields.write(access(t)); },
                    [access, fields](T& t, const Json& v, const std::string& stage, const std::string& path) {
                        fields.readInto(access(t), v, stage, path + ".");
                    });
    }

    // A list of objects of one schema (a std::vector of the sub-struct).
    template <class Access, class Sub>
    Schema& objects(std::string key, Access access, const Schema<Sub>& fields, std::string help) {
        OptionInfo info = named(std::move(key), std::move(help));
        info.kind = OptionKind::ObjectList;
        info.fields = fields.infoPointer();
        return bind(
            std::move(info),
            [access, fields](const T& t) {
                Json list = Json::array();
                for (const Sub& s : access(t)) list.push_back(fields.write(s));
                return list;
            },
            [access, fields](T& t, const Json& v, const std::string& stage, const std::string& path) {
                auto& list = access(t);
                list.clear();
                for (std::size_t i = 0; i < v.size(); ++i) {
                    Sub s{};
                    fields.readInto(s, v[i], stage, path + "[" + std::to_string(i + 1) + "].");
                    list.push_back(std::move(s));
                }
            });
    }

    // Any other shape: its own writer (null: not written) and reader (throwing std::invalid_argument
    // or a JSON error, reported with the job and the key); `type` says what the value is.
    Schema& custom(std::string key, std::string type, std::function<Json(const T&)> write,
                   std::function<void(T&, const Json&)> read, std::string help) {
        OptionInfo info = named(std::move(key), std::move(help));
        info.kind = OptionKind::Custom;
        info.customType = std::move(type);
        return bind(std::move(info), std::move(write), std::move(read));
    }

    // Qualifiers of the option declared last.
    Schema& unit(std::string u) { return last([&](OptionInfo& o) { o.unit = std::move(u); }); }
    Schema& min(double v) { return last([&](OptionInfo& o) { o.minimum = v; }); }
    Schema& above(double v) { return last([&](OptionInfo& o) { o.minimum = v, o.exclusiveMinimum = true; }); }
    Schema& max(double v) { return last([&](OptionInfo& o) { o.maximum = v; }); }
    Schema& size(std::size_t n) { return last([&](OptionInfo& o) { o.listSize = n; }); }
    Schema& required() { return last([](OptionInfo& o) { o.required = true, o.defaultValue = Json(); }); }
    Schema& advanced() { return last([](OptionInfo& o) { o.advanced = true; }); }
    Schema& group(std::string g) { return last([&](OptionInfo& o) { o.group = std::move(g); }); }
    Schema& formerly(std::string key) { return last([&](OptionInfo& o) { o.formerKeys.push_back(std::move(key)); }); }
    // Older files' shapes that a key rename cannot express (a text that became an object, say):
    // `step` turns such parameters into the current form before they are read.
    Schema& upgrade(std::function<Json(Json)> step) {
        upgrade_ = std::move(step);
        return *this;
    }

    // Strict reading: every key known, every value checked; absent options keep their defaults.
    T read(const Json& params, const std::string& stage) const {
        T t{};
        readInto(t, params, stage, "");
        return t;
    }

    void readInto(T& t, const Json& params, const std::string& stage, const std::string& prefix) const {
        if (upgrade_ && params.is_object()) readCurrent(t, upgrade_(params), stage, prefix);
        else readCurrent(t, params, stage, prefix);
    }

    // Sets one option from a JSON value (a command-line flag's text, say), checked as in read().
    void set(T& t, const std::string& key, const Json& value, const std::string& stage) const {
        for (std::size_t k = 0; k < bindings_.size(); ++k)
            if (info_->options[k].key == key) return readOption(t, k, value, stage, key);
        throw ValidationError(stage, key, "is not an option of " + info_->name);
    }

    // Every option with a value; an unset optional one (null) is left out.
    Json write(const T& t) const {
        Json j = Json::object();
        for (std::size_t k = 0; k < bindings_.size(); ++k) {
            Json v = bindings_[k].write(t);
            if (!v.is_null()) j[info_->options[k].key] = std::move(v);
        }
        return j;
    }

    const SchemaInfo& info() const { return *info_; }
    std::shared_ptr<const SchemaInfo> infoPointer() const { return info_; }

private:
    using Reader = std::function<void(T&, const Json&, const std::string& stage, const std::string& path)>;
    struct Binding {
        std::function<Json(const T&)> write;
        Reader read;
    };

    void readCurrent(T& t, const Json& params, const std::string& stage, const std::string& prefix) const {
        detail::checkKeys(*info_, params, stage, prefix);
        for (std::size_t k = 0; k < bindings_.size(); ++k) {
            const OptionInfo& option = info_->options[k];
            const Json* value = detail::lookup(option, params);
            // A number not given: older files wrote null for an unset or infinite one.
            if (!value || (value->is_null() && option.kind == OptionKind::Number)) continue;
            readOption(t, k, *value, stage, prefix + option.key);
        }
    }

    void readOption(T& t, std::size_t k, const Json& value, const std::string& stage, const std::string& path) const {
        detail::checkValue(info_->options[k], value, stage, path);
        detail::readChecked([&] { bindings_[k].read(t, value, stage, path); }, stage, path);
    }

    static OptionInfo named(std::string key, std::string help) {
        OptionInfo info;
        info.key = std::move(key);
        info.help = std::move(help);
        return info;
    }

    template <class E>
    static std::size_t choiceIndex(const std::vector<std::pair<std::string, E>>& names, const Json& v);

    Schema& bind(OptionInfo info, std::function<Json(const T&)> write, std::function<void(T&, const Json&)> read) {
        return bind(std::move(info), std::move(write),
                    Reader([read](T& t, const Json& v, const std::string&, const std::string&) { read(t, v); }));
    }
    Schema& bind(OptionInfo info, std::function<Json(const T&)> write, Reader read) {
        const Json d = write(T{});
        info.defaultValue = d;
        info_->options.push_back(std::move(info));
        bindings_.push_back(Binding{std::move(write), std::move(read)});
        return *this;
    }

    template <class F>
    Schema& last(F&& change) {
        change(info_->options.back());
        return *this;
    }

    std::shared_ptr<SchemaInfo> info_;
    std::vector<Binding> bindings_;
    std::function<Json(Json)> upgrade_;
};

std::size_t choiceIndexOf(const std::vector<std::string>& names, const std::string& text);

template <class T>
template <class E>
std::size_t Schema<T>::choiceIndex(const std::vector<std::pair<std::string, E>>& names, const Json& v) {
    std::vector<std::string> keys;
    for (const auto& n : names) keys.push_back(n.first);
    return choiceIndexOf(keys, v.get<std::string>());
}

}  // namespace strata::jobs
