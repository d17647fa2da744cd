// Fuzzes the job JSON reader (strata/jobs/Schema.h, which every job's options go through): any
// text is either refused (a JSON parse error, or a ValidationError naming an option) or read into
// a job that writes back to JSON that reads again to the same job.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "FuzzCheck.h"
#include "strata/core/Error.h"
#include "strata/jobs/CommonOptions.h"

namespace {
using strata::jobs::Json;
using strata::jobs::Schema;

enum class Mode { Fast, Exact };
struct Nested {
    int count = 1;
    std::array<double, 3> size{0, 0, 0};
};
// One option of every kind the job schemas use.
struct FuzzJob {
    std::string path;
    std::size_t neighbours = 0;
    int level = 0;
    double radius = 0;
    double mean = std::numeric_limits<double>::quiet_NaN();
    bool flag = false;
    Mode mode = Mode::Fast;
    std::vector<std::string> names;
    std::vector<double> levels;
    std::optional<strata::GridSpec> grid;
    strata::Anisotropy anisotropy;
    Nested nested;
    std::vector<Nested> items;
    double low = 0, high = 1;
};

const Schema<Nested>& nestedSchema() {
    static const auto s = Schema<Nested>("nested", "nested")
        .add("count", [](auto& n) -> auto& { return n.count; }, "count").min(1).max(64)
        .add("size", [](auto& n) -> auto& { return n.size; }, "size").min(0);
    return s;
}

const Schema<FuzzJob>& jobSchema() {
    static const auto s = [] {
        Schema<FuzzJob> schema("fuzz", "every kind of option");
        schema.add("path", [](auto& j) -> auto& { return j.path; }, "path").required()
            .add("neighbors", [](auto& j) -> auto& { return j.neighbours; }, "count").formerly("neighbours")
            .add("level", [](auto& j) -> auto& { return j.level; }, "level").min(0).max(3)
            .add("radius", [](auto& j) -> auto& { return j.radius; }, "radius").min(0)
            .add("mean", [](auto& j) -> auto& { return j.mean; }, "mean")
            .add("flag", [](auto& j) -> auto& { return j.flag; }, "flag")
            .choice("mode", [](auto& j) -> auto& { return j.mode; },
                    std::vector<std::pair<std::string, Mode>>{{"fast", Mode::Fast}, {"exact", Mode::Exact}}, "mode")
            .add("names", [](auto& j) -> auto& { return j.names; }, "names")
            .add("levels", [](auto& j) -> auto& { return j.levels; }, "levels").above(0)
            .object("anisotropy", [](auto& j) -> auto& { return j.anisotropy; }, strata::jobs::anisotropySchema(), "a")
            .object("nested", [](auto& j) -> auto& { return j.nested; }, nestedSchema(), "nested")
            .objects("items", [](auto& j) -> auto& { return j.items; }, nestedSchema(), "items")
            .list("limits", "limits", [](auto& j) -> auto& { return j.low; }, [](auto& j) -> auto& { return j.high; });
        strata::jobs::addGrid(schema, "grid", [](auto& j) -> auto& { return j.grid; }, "grid");
        return schema;
    }();
    return s;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Json params = Json::parse(text, nullptr, false);
    if (params.is_discarded()) return 0;
    try {
        const FuzzJob job = jobSchema().read(params, "fuzz");
        FUZZ_CHECK(job.level >= 0 && job.level <= 3);
        FUZZ_CHECK(job.radius >= 0);
        FUZZ_CHECK(job.nested.count >= 1 && job.nested.count <= 64);
        const Json written = jobSchema().write(job);
        FUZZ_CHECK(jobSchema().write(jobSchema().read(written, "fuzz")) == written);
    } catch (const strata::ValidationError& e) {
        FUZZ_CHECK(std::string_view(e.what()).substr(0, 6) == "fuzz: ");
    }
    return 0;
}
