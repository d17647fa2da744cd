#include "SchemaFlags.h"

#include <cerrno>
#include <cctype>
#include <cstdlib>

#include "strata/core/Strings.h"

namespace strata::cli {

namespace {
using jobs::Json;
using jobs::OptionKind;

// A number when the whole text is one; otherwise the text, which the schema then refuses naming
// the option.
Json numberOrText(const std::string& text) {
    const std::string t(trim(text));
    if (t.empty()) return text;
    char* end = nullptr;
    errno = 0;
    const double v = std::strtod(t.c_str(), &end);
    if (end != t.c_str() + t.size() || errno == ERANGE) return text;
    if (v == double(std::int64_t(v)) && t.find_first_of(".eE") == std::string::npos) return std::int64_t(v);
    return v;
}

Json booleanOf(const std::string& text) {
    if (text.empty() || iequals(text, "true") || text == "1" || iequals(text, "yes") || iequals(text, "on")) return true;
    if (iequals(text, "false") || text == "0" || iequals(text, "no") || iequals(text, "off")) return false;
    return text;
}

// The option's JSON value from a flag's text: numbers, "a,b,c" lists, words.
Json valueOf(const jobs::OptionInfo& o, const std::string& text) {
    switch (o.kind) {
        case OptionKind::Boolean: return booleanOf(text);
        case OptionKind::Integer:
        case OptionKind::Number: return numberOrText(text);
        case OptionKind::NumberList:
        case OptionKind::IntegerList:
        case OptionKind::TextList: {
            Json list = Json::array();
            for (const std::string& item : split(text, ','))
                list.push_back(o.kind == OptionKind::TextList ? Json(std::string(trim(item))) : numberOrText(item));
            return list;
        }
        default: return text;
    }
}

// What the help shows after the flag: a placeholder of the kind, the default as it is typed.
std::string typeNameOf(const jobs::OptionInfo& o) {
    switch (o.kind) {
        case OptionKind::Integer: return "INT";
        case OptionKind::Number: return "NUMBER";
        case OptionKind::Choice: return "NAME";
        case OptionKind::NumberList:
        case OptionKind::IntegerList: return "N,N,...";
        case OptionKind::TextList: return "A,B,...";
        default: return "TEXT";
    }
}

std::string defaultText(const Json& value) {
    if (value.is_string()) return value.get<std::string>();
    if (value.is_array()) {
        std::vector<std::string> items;
        for (const Json& v : value) items.push_back(v.is_string() ? v.get<std::string>() : v.dump());
        return join(items, ",");
    }
    return value.is_null() ? "" : value.dump();
}

std::string helpOf(const jobs::OptionInfo& o) {
    std::string help = o.help;
    if (!o.unit.empty()) help += " [" + o.unit + "]";
    if (o.kind == OptionKind::Choice) help += " (" + join(o.choices, ", ") + ")";
    return help;
}

void setAt(Json& params, const std::string& path, Json value) {
    Json* node = &params;
    for (const std::string& key : split(path, '.')) node = &(*node)[key];
    *node = std::move(value);
}
}  // namespace

SchemaFlags& SchemaFlags::rename(const std::string& path, std::string flag) {
    names_[path] = std::move(flag);
    return *this;
}

SchemaFlags& SchemaFlags::hide(const std::string& path) {
    hidden_.insert(path);
    return *this;
}

SchemaFlags& SchemaFlags::convert(const std::string& path, std::function<Json(const std::string&)> toValue) {
    converters_[path] = std::move(toValue);
    return *this;
}

SchemaFlags& SchemaFlags::custom(std::string flag, std::string help, Apply apply) {
    customs_.push_back(Custom{std::move(flag), std::move(help), std::move(apply), false});
    return *this;
}

SchemaFlags& SchemaFlags::customSwitch(std::string flag, std::string help, Apply apply) {
    customs_.push_back(Custom{std::move(flag), std::move(help), std::move(apply), true});
    return *this;
}

SchemaFlags& SchemaFlags::finish(std::function<void(Json&)> step) {
    finish_ = std::move(step);
    return *this;
}

std::string SchemaFlags::flagName(const std::string& path, const std::string& key) const {
    if (auto it = names_.find(path); it != names_.end()) return it->second;
    std::string flag = "--" + key;
    for (char& c : flag)
        if (c == '_') c = '-';
    return flag;
}

void SchemaFlags::addOptions(CLI::App& verb, const jobs::SchemaInfo& schema, const std::string& prefix, bool required,
                             const std::string& group) {
    for (const jobs::OptionInfo& o : schema.options) {
        const std::string path = prefix + o.key;
        const std::string section = o.group.empty() ? group : o.group;
        if (hidden_.count(path) || o.kind == OptionKind::ObjectList) continue;
        if (o.kind == OptionKind::Object) {
            addOptions(verb, *o.fields, path + ".", required && o.required, section);
            continue;
        }
        flags_.push_back(Flag{path, &o, nullptr, {}, {}, {}});
        Flag& f = flags_.back();
        // A list may be given whole ("a,b") or one flag at a time.
        const bool list = o.kind == OptionKind::NumberList || o.kind == OptionKind::IntegerList ||
                          o.kind == OptionKind::TextList;
        f.cli = list ? verb.add_option(flagName(path, o.key), f.texts, helpOf(o))->allow_extra_args(false)
                     : verb.add_option(flagName(path, o.key), f.text, helpOf(o));
        // A switch takes no value (or true/false); CLI11 would put a default text in place of the
        // missing value, so a switch shows its default in the help only.
        if (o.kind == OptionKind::Boolean) {
            f.cli->expected(0, 1)->type_name("[true|false]");
            if (o.defaultValue == true) f.cli->description(f.cli->get_description() + " (default: true)");
        } else {
            f.cli->type_name(typeNameOf(o));
            if (!defaultText(o.defaultValue).empty()) f.cli->default_str(defaultText(o.defaultValue));
        }
        if (!section.empty()) f.cli->group(std::string(1, char(std::toupper(section[0]))) + section.substr(1));
        if (required && o.required) f.cli->required();
    }
}

void SchemaFlags::addTo(CLI::App& verb) {
    addOptions(verb, schema_, "", true, "");
    for (const Custom& c : customs_) {
        flags_.push_back(Flag{"", nullptr, nullptr, {}, c.apply, {}});
        Flag& f = flags_.back();
        f.cli = c.isSwitch ? verb.add_flag(c.flag, c.help) : verb.add_option(c.flag, f.texts, c.help)->allow_extra_args(false);
    }
}

Json SchemaFlags::params() const {
    Json params = Json::object();
    for (const Flag& f : flags_) {
        if (f.cli->count() == 0) continue;
        if (f.apply) {
            if (f.texts.empty()) f.apply("", params);  // a switch
            for (const std::string& text : f.texts) f.apply(text, params);
        } else if (auto it = converters_.find(f.path); it != converters_.end()) {
            setAt(params, f.path, it->second(f.texts.empty() ? f.text : join(f.texts, ",")));
        } else {
            // Checked here too, so that a wrong value is named by the flag the user typed.
            Json value = valueOf(*f.option, f.texts.empty() ? f.text : join(f.texts, ","));
            jobs::detail::checkValue(*f.option, value, schema_.name, f.cli->get_name().substr(2));
            setAt(params, f.path, std::move(value));
        }
    }
    if (finish_) finish_(params);
    return params;
}

}  // namespace strata::cli
