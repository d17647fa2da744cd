#include "OptionsMarkdown.h"

#include <cmath>
#include <sstream>

#include "strata/jobs/Job.h"

namespace strata::cli {

namespace {
using jobs::Json;

std::string cell(std::string text) {
    std::string out;
    for (char c : text) {
        if (c == '|') out += "\\|";
        else if (c == '\n') out += ' ';
        else out += c;
    }
    return out;
}

std::string number(const Json& v) {
    const double d = v.get<double>();
    return d == std::floor(d) && std::abs(d) < 1e15 ? std::to_string(std::int64_t(d)) : v.dump();
}

std::string valueText(const Json& v) {
    if (v.is_string()) return v.get<std::string>().empty() ? "\"\"" : v.get<std::string>();
    if (v.is_number()) return number(v);
    if (v.is_array()) {
        std::string s;
        for (const Json& item : v) s += (s.empty() ? "" : ",") + valueText(item);
        return s;
    }
    return v.dump();
}

std::string allowed(const Json& o) {
    if (o.contains("choices")) {
        std::string s;
        for (const Json& c : o.at("choices")) s += (s.empty() ? "" : ", ") + c.get<std::string>();
        return s;
    }
    std::string s;
    if (o.contains("minimum")) s = ">= " + number(o.at("minimum"));
    if (o.contains("above")) s = "> " + number(o.at("above"));
    if (o.contains("maximum")) s += (s.empty() ? "<= " : ", <= ") + number(o.at("maximum"));
    if (o.contains("size")) s += (s.empty() ? "" : ", ") + number(o.at("size")) + " items";
    return s;
}

void rows(std::ostringstream& out, const Json& options, const std::string& prefix) {
    for (const Json& o : options) {
        const std::string key = prefix + o.at("key").get<std::string>();
        const std::string type = o.at("type");
        if (type == "object") {
            rows(out, o.at("options"), key + ".");
            continue;
        }
        const std::string def = o.at("required").get<bool>() ? "required" : o.contains("default") ? valueText(o.at("default")) : "";
        std::string help = o.at("help");
        if (o.at("advanced").get<bool>()) help += " (advanced)";
        if (o.contains("former_keys")) {
            std::string former;
            for (const Json& f : o.at("former_keys")) former += (former.empty() ? "" : ", ") + ("`" + f.get<std::string>() + "`");
            help += "; formerly " + former;
        }
        out << "| `" << key << (type == "object list" ? "[]" : "") << "` | " << cell(type) << " | " << cell(def) << " | "
            << cell(allowed(o)) << " | " << cell(o.value("unit", "")) << " | " << cell(help) << " |\n";
        if (type == "object list") rows(out, o.at("options"), key + "[].");
    }
}
}  // namespace

std::string optionsMarkdown() {
    std::ostringstream out;
    out << "# Job options\n\n"
           "Every option of every job, as `strata-cli run --describe` declares it (this page is its\n"
           "`--markdown` output; a test fails when they differ: regenerate with\n"
           "`strata-cli run --describe --markdown > docs/options.md`). A job file is\n"
           "`{\"type\": TYPE, \"params\": {...}}`; nested options are objects (`kriging.search.ndmax` is\n"
           "`{\"kriging\": {\"search\": {\"ndmax\": 16}}}`), `[]` marks a list of objects. Each verb's flags\n"
           "are these options with dashes (`--max-per-octant`); the verbs' pages say where a flag differs.\n";
    for (const std::string& name : jobs::jobTypeNames()) {
        const Json d = jobs::describeJobType(name);
        out << "\n## " << name << "\n\n" << d.at("summary").get<std::string>() << "\n\n"
            << "| key | type | default | allowed | unit | what |\n| --- | --- | --- | --- | --- | --- |\n";
        rows(out, d.at("options"), "");
    }
    return out.str();
}

}  // namespace strata::cli
