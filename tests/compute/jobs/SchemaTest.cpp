// The option schema (strata/jobs/Schema.h): strict reading, writing, description; and every
// registered job type's declaration.
#include <gtest/gtest.h>

#include <regex>

#include "strata/core/Error.h"
#include "strata/idw/IdwJob.h"
#include "strata/jobs/CommonOptions.h"
#include "strata/jobs/Job.h"
#include "strata/kriging/KrigeJob.h"
#include "strata/variogram/VariogramJobs.h"

namespace strata::jobs {
namespace {

enum class Colour { Red, Green };

struct Inner {
    int count = 3;
    std::array<double, 2> limits{0, 1};
};

struct Example {
    std::string path;
    std::size_t neighbours = 0;
    int level = 2;
    double mean = std::numeric_limits<double>::quiet_NaN();
    bool flag = false;
    Colour colour = Colour::Green;
    Inner inner;
    std::vector<Inner> items;
    double a = 1, b = 2;
};

const Schema<Inner>& innerSchema() {
    static const auto s = Schema<Inner>("inner", "nested")
        .add("count", [](auto& i) -> auto& { return i.count; }, "a count").min(1).max(10)
        .add("limits", [](auto& i) -> auto& { return i.limits; }, "two limits");
    return s;
}

const Schema<Example>& exampleSchema() {
    static const auto s = Schema<Example>("example", "a test job")
        .add("path", [](auto& e) -> auto& { return e.path; }, "a file").required()
        .add("neighbors", [](auto& e) -> auto& { return e.neighbours; }, "K nearest").formerly("neighbours")
        .add("level", [](auto& e) -> auto& { return e.level; }, "a level").min(0).max(3).formerly("debugLevel")
        .add("mean", [](auto& e) -> auto& { return e.mean; }, "a mean")
        .add("flag", [](auto& e) -> auto& { return e.flag; }, "a flag")
        .choice("colour", [](auto& e) -> auto& { return e.colour; },
                std::vector<std::pair<std::string, Colour>>{{"red", Colour::Red}, {"green", Colour::Green}, {"rouge", Colour::Red}},
                "a colour")
        .object("inner", [](auto& e) -> auto& { return e.inner; }, innerSchema(), "nested options")
        .objects("items", [](auto& e) -> auto& { return e.items; }, innerSchema(), "a list of nested options")
        .list("pair", "a and b", [](auto& e) -> auto& { return e.a; }, [](auto& e) -> auto& { return e.b; });
    return s;
}

std::string errorOf(const Json& params) {
    try {
        exampleSchema().read(params, "example");
    } catch (const ValidationError& e) {
        return e.what();
    }
    return "";
}

TEST(Schema, DefaultsComeFromTheStructAndUnsetNumbersAreNotWritten) {
    const Json j = exampleSchema().write(Example{});
    EXPECT_EQ(j.at("neighbors"), 0);
    EXPECT_EQ(j.at("colour"), "green");
    EXPECT_EQ(j.at("inner").at("count"), 3);
    EXPECT_EQ(j.at("pair"), Json::array({1.0, 2.0}));
    EXPECT_FALSE(j.contains("mean"));  // NaN: not given
    const Json d = describe(exampleSchema().info());
    EXPECT_EQ(d.at("type"), "example");
    EXPECT_EQ(d.at("options").at(2).at("default"), 2);
    EXPECT_EQ(d.at("options").at(2).at("maximum"), 3);
    EXPECT_EQ(d.at("options").at(0).at("required"), true);
    EXPECT_FALSE(d.at("options").at(0).contains("default"));
    EXPECT_EQ(d.at("options").at(6).at("options").at(0).at("key"), "count");
}

TEST(Schema, ReadsWhatItWritesAndFormerKeys) {
    Example e;
    e.path = "a.csv";
    e.neighbours = 12;
    e.mean = 2.5;
    e.colour = Colour::Red;
    e.items = {Inner{4, {1, 2}}, Inner{5, {3, 4}}};
    e.b = 7;
    const Json j = exampleSchema().write(e);
    EXPECT_EQ(exampleSchema().write(exampleSchema().read(j, "example")), j);

    const Example old = exampleSchema().read(Json{{"path", "p"}, {"neighbours", 5}, {"debugLevel", 1}}, "example");
    EXPECT_EQ(old.neighbours, 5u);
    EXPECT_EQ(old.level, 1);
    EXPECT_TRUE(exampleSchema().write(old).contains("neighbors"));
    EXPECT_FALSE(exampleSchema().write(old).contains("neighbours"));
    EXPECT_EQ(exampleSchema().read(Json{{"path", "p"}, {"colour", "ROUGE"}}, "example").colour, Colour::Red);
}

TEST(Schema, RefusesWhatItCannotRepresentNamingTheKey) {
    EXPECT_EQ(errorOf(Json::object()), "example: option 'path' is required (a file)");
    EXPECT_EQ(errorOf({{"path", "p"}, {"neigbors", 4}}).find(
                  "example: option 'neigbors' is not an option of example (did you mean 'neighbors'?); its options are: "
                  "path, neighbors,"),
              0u);
    EXPECT_NE(errorOf({{"path", "p"}, {"Neighbors_", 4}}).find("did you mean 'neighbors'"), std::string::npos);
    EXPECT_EQ(errorOf({{"path", "p"}, {"neighbors", -5}}), "example: option 'neighbors' must be >= 0 (got -5)");
    EXPECT_EQ(errorOf({{"path", "p"}, {"neighbors", 3.7}}), "example: option 'neighbors' must be a whole number (got 3.7)");
    EXPECT_NE(errorOf({{"path", "p"}, {"neighbors", 1e300}}).find("must be in [0, 9007199254740992] (got 1e+300)"),
              std::string::npos);
    EXPECT_EQ(errorOf({{"path", "p"}, {"neighbors", "12"}}), "example: option 'neighbors' must be a number (got \"12\")");
    EXPECT_EQ(errorOf({{"path", 3}}), "example: option 'path' must be text (got 3)");
    EXPECT_EQ(errorOf({{"path", "p"}, {"level", 4}}), "example: option 'level' must be in [0, 3] (got 4)");
    EXPECT_EQ(errorOf({{"path", "p"}, {"flag", 1}}), "example: option 'flag' must be true or false (got 1)");
    EXPECT_EQ(errorOf({{"path", "p"}, {"colour", "blue"}}),
              "example: option 'colour' must be one of red, green, rouge (got \"blue\")");
    EXPECT_EQ(errorOf({{"path", "p"}, {"inner", {{"count", 0}}}}), "example: option 'inner.count' must be in [1, 10] (got 0)");
    EXPECT_EQ(errorOf({{"path", "p"}, {"inner", {{"cuont", 2}}}}).substr(0, 78),
              "example: option 'inner.cuont' is not an option of inner (did you mean 'inner.c");
    EXPECT_EQ(errorOf({{"path", "p"}, {"inner", {{"limits", {1}}}}}),
              "example: option 'inner.limits' must hold 2 items (got 1)");
    EXPECT_EQ(errorOf({{"path", "p"}, {"items", {{{"count", 2}}, {{"count", 11}}}}}),
              "example: option 'items[2].count' must be in [1, 10] (got 11)");
    EXPECT_EQ(errorOf({{"path", "p"}, {"pair", {1, "x"}}}), "example: option 'pair[2]' must be a number (got \"x\")");
    EXPECT_EQ(errorOf({{"path", "p"}, {"inner", 5}}), "example: option 'inner' must be an object (got 5)");
    EXPECT_EQ(errorOf({{"path", "p"}, {"neighbors", 1}, {"neighbours", 2}}),
              "example: option 'neighbors' is given twice, also under its former name 'neighbours'");
    EXPECT_EQ(errorOf(Json::array()), "example: option 'params' must be an object {\"key\": value, ...} (got [])");
}

TEST(Schema, SetsOneOptionFromAFlagsText) {
    Example e;
    exampleSchema().set(e, "colour", "red", "example");
    EXPECT_EQ(e.colour, Colour::Red);
    EXPECT_THROW(exampleSchema().set(e, "colour", "blue", "example"), ValidationError);
    EXPECT_THROW(exampleSchema().set(e, "nothing", 1, "example"), ValidationError);
}

TEST(CommonOptions, GridReadsItsObjectAndTextFormsAndRefusesOthers) {
    const GridSpec g = gridFromJson(Json{{"n", {10, 20, 1}}, {"origin", {0.5, 1.5, 100}}, {"spacing", {1, 2, 3}}});
    EXPECT_EQ(g.ny, 20u);
    EXPECT_EQ(g.z0, 100);
    EXPECT_EQ(gridToJson(g), gridToJson(gridFromJson(gridToJson(g))));
    EXPECT_EQ(gridFromJson(Json("10,20:0.5,1.5:1,2")).nx, 10u);
    EXPECT_THROW(gridFromJson(Json{{"n", {10, -20, 1}}, {"origin", {0, 0, 0}}, {"spacing", {1, 1, 1}}}), std::invalid_argument);
    EXPECT_THROW(gridFromJson(Json{{"n", {10, 2.5, 1}}, {"origin", {0, 0, 0}}, {"spacing", {1, 1, 1}}}), std::invalid_argument);
    EXPECT_THROW(gridFromJson(Json{{"n", {10, 20}}, {"origin", {0, 0, 0}}, {"spacing", {1, 1, 1}}}), std::invalid_argument);
    EXPECT_THROW(gridFromJson(Json{{"n", {1, 1, 1}}, {"origin", {0, 0, 0}}, {"spacing", {1, 1, 1}}, {"sapcing", 1}}),
                 std::invalid_argument);
}

// Every job type: a summary, snake_case keys with help, and defaults its own checks accept.
void expectWellDeclared(const Json& options, const std::string& where) {
    static const std::regex snake("^[a-z][a-z0-9_]*$");
    for (const Json& o : options) {
        const std::string key = o.at("key");
        SCOPED_TRACE(where + "." + key);
        EXPECT_TRUE(std::regex_match(key, snake));
        EXPECT_FALSE(o.at("help").get<std::string>().empty());
        EXPECT_FALSE(o.at("required").get<bool>() && o.contains("default"));
        if (o.contains("options")) expectWellDeclared(o.at("options"), where + "." + key);
    }
}

TEST(JobSchemas, EveryJobTypeIsDescribedInOneVocabulary) {
    ASSERT_GE(jobTypeNames().size(), 15u);
    for (const std::string& type : jobTypeNames()) {
        const Json d = describeJobType(type);
        EXPECT_EQ(d.at("type"), type);
        EXPECT_FALSE(d.at("summary").get<std::string>().empty()) << type;
        EXPECT_FALSE(d.at("options").empty()) << type;
        expectWellDeclared(d.at("options"), type);
    }
}

std::string jobError(const Json& job) {
    try {
        validateJob(job);
    } catch (const ValidationError& e) {
        return e.what();
    }
    return "";
}

Json krigeJob() {
    kriging::KrigeJob job;
    job.data.file = "data.csv";
    job.grid = GridSpec::parse("10,10:0,0:1,1");
    job.kriging.model = variogram::VariogramModel::parse("0.1 nug + 0.9 sph(10)", "model");
    job.output = "out.csv";
    return makeJob(job);
}

TEST(JobSchemas, JobJsonErrorsNameTheKey) {
    Json j = krigeJob();
    j["params"]["kriging"]["search"]["ndmax"] = -5;
    EXPECT_EQ(jobError(j), "krige: option 'kriging.search.ndmax' must be >= 1 (got -5)");
    j = krigeJob();
    j["params"]["kriging"]["search"]["ndmax"] = 3.7;
    EXPECT_EQ(jobError(j), "krige: option 'kriging.search.ndmax' must be a whole number (got 3.7)");
    j = krigeJob();
    j["params"]["kriging"]["search"]["neigbors"] = 4;
    EXPECT_NE(jobError(j).find("option 'kriging.search.neigbors' is not an option of search"), std::string::npos);
    j = krigeJob();
    j["params"]["kriging"]["type"] = 1;
    EXPECT_EQ(jobError(j).substr(0, 47), "krige: option 'kriging.type' must be one of ok,");
    j = krigeJob();
    j["params"]["grid"]["n"] = {10, 0, 1};
    EXPECT_EQ(jobError(j), "krige: option 'grid' 'n' must hold whole node counts >= 1 (got 0)");
    j = krigeJob();
    j["params"]["kriging"]["model"] = "0.1 nug + 0.9 sph(";
    EXPECT_NE(jobError(j).find("model"), std::string::npos);
}

TEST(JobSchemas, OldKeysAreReadAndNewOnesWritten) {
    idw::IdwJob job;
    Json params = {{"data", "d.csv"}, {"columns", "x,y,v"}, {"grid", "10,10:0,0:1,1"}, {"out", "o.csv"}, {"power", 2}};
    from_json(params, job);
    EXPECT_EQ(job.io.output, "o.csv");
    ASSERT_TRUE(job.io.grid.has_value());
    EXPECT_EQ(job.io.grid->nx, 10u);
    Json written;
    to_json(written, job);
    EXPECT_EQ(written.at("output"), "o.csv");
    EXPECT_FALSE(written.contains("out"));
    EXPECT_EQ(written.at("grid").at("n"), Json::array({10, 10, 1}));
    EXPECT_EQ(written.at("precision"), "single");
    // The point file as text beside its columns: now one data source, as every job describes it.
    EXPECT_EQ(job.io.data.file, "d.csv");
    EXPECT_EQ(job.io.data.columns, "x,y,v");
    EXPECT_EQ(written.at("data"), (Json{{"file", "d.csv"}, {"columns", "x,y,v"}}));
    EXPECT_FALSE(written.contains("columns"));
}

TEST(JobSchemas, EveryPointFileIsOneDataSource) {
    const Json old = {{"input", "d.csv"}, {"columns", "x,y,v"}, {"output", "o.csv"}};
    variogram::VariogramJob variogram;
    from_json(old, variogram);
    variogram::VarmapJob varmap;
    from_json(old, varmap);
    for (const PointFile& data : {variogram.data, varmap.data}) {
        EXPECT_EQ(data.file, "d.csv");
        EXPECT_EQ(data.columns, "x,y,v");
    }
    const Json source = {{"file", "d.csv"}, {"columns", "x,y,v"}};
    for (const std::string type : {"krige", "crossvalidate", "idw", "aidw", "variogram", "varmap"}) {
        const Json data = describeJobType(type).at("options").at(0);
        EXPECT_EQ(data.at("key"), "data") << type;
        EXPECT_EQ(data.at("options").at(0).at("key"), "file") << type;
        EXPECT_EQ(data.at("options").at(1).at("key"), "columns") << type;
    }
    Json written;
    to_json(written, variogram);
    EXPECT_EQ(written.at("data"), source);
    EXPECT_FALSE(written.contains("input"));
    // The upgrade leaves the current form alone, and an unknown key beside it is still refused.
    variogram::VariogramJob again;
    from_json(written, again);
    EXPECT_EQ(again.data.file, "d.csv");
    Json wrong = written;
    wrong["columns"] = "x,y,v";
    EXPECT_THROW(from_json(wrong, again), ValidationError);
}

}  // namespace
}  // namespace strata::jobs
