// The stratigraphic column (JSON round trip, validation), picks from contacts (order restored
// where a log breaks it) and the surfaces job's JSON.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/surfaces/StratigraphicColumn.h"
#include "strata/surfaces/SurfaceFiles.h"
#include "strata/surfaces/SurfacePicks.h"
#include "strata/surfaces/SurfacesJob.h"

using namespace strata::surfaces;

TEST(StratigraphicColumn, JsonRoundTripKeepsEveryField) {
    StratigraphicColumn c = StratigraphicColumn::fromOrder({"SOIL", " LIMO ", "SAP"});
    c.units[0].colour = "#aa5500";
    c.units[0].base = BaseRule::Erosional;
    c.units[1].density = 1.45;
    c.units[1].base = BaseRule::Onlap;
    c.units[2].subLayers = 4;
    const nlohmann::json j = c;
    const StratigraphicColumn back = j.get<StratigraphicColumn>();
    ASSERT_EQ(back.size(), 3u);
    EXPECT_EQ(back.units[1].name, "LIMO");
    EXPECT_EQ(back.units[0].colour, "#aa5500");
    EXPECT_EQ(back.units[0].base, BaseRule::Erosional);
    EXPECT_EQ(back.units[1].base, BaseRule::Onlap);
    EXPECT_EQ(back.units[2].base, BaseRule::Conformable);
    EXPECT_DOUBLE_EQ(back.units[1].density, 1.45);
    EXPECT_TRUE(std::isnan(back.units[0].density));
    EXPECT_EQ(back.units[2].subLayers, 4);
    EXPECT_EQ(nlohmann::json(back), j);

    const auto path = std::filesystem::temp_directory_path() / "strata_column_test.json";
    writeColumn(path.string(), c);
    EXPECT_EQ(nlohmann::json(readColumn(path.string())), j);
    std::filesystem::remove(path);
}

TEST(StratigraphicColumn, ReadsNamesAloneAndOlderKeys) {
    // A list of names, a unit by name alone, and the camelCase "subLayers" of older files.
    const StratigraphicColumn names = nlohmann::json::parse(R"(["SOIL", "LIMO"])").get<StratigraphicColumn>();
    EXPECT_EQ(names.names(), (std::vector<std::string>{"SOIL", "LIMO"}));
    const StratigraphicColumn c =
        nlohmann::json::parse(R"({"units": ["SOIL", {"name": "LIMO", "subLayers": 3, "density": null}]})")
            .get<StratigraphicColumn>();
    ASSERT_EQ(c.size(), 2u);
    EXPECT_EQ(c.units[1].subLayers, 3);
    EXPECT_TRUE(std::isnan(c.units[1].density));
    const nlohmann::json written = c;
    EXPECT_EQ(written["units"][1]["sub_layers"], 3);
    EXPECT_FALSE(written["units"][1].contains("subLayers"));
    // Strict: an unknown key, a fractional count and a bad rule are refused naming the key.
    try {
        (void)nlohmann::json::parse(R"({"units": [{"name": "A", "sublayer": 2}]})").get<StratigraphicColumn>();
        FAIL() << "an unknown key was accepted";
    } catch (const strata::ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("units[1].sublayer"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("sub_layers"), std::string::npos) << e.what();
    }
    EXPECT_THROW((void)nlohmann::json::parse(R"({"units": [{"name": "A", "sub_layers": 1.5}]})").get<StratigraphicColumn>(),
                 strata::ValidationError);
    EXPECT_THROW((void)nlohmann::json::parse(R"({"units": [{"name": "A", "base": "sideways"}]})").get<StratigraphicColumn>(),
                 strata::ValidationError);
}

TEST(StratigraphicColumn, SurfaceNamesRulesAndColours) {
    StratigraphicColumn c = StratigraphicColumn::fromOrder({"A", "B", "C"});
    c.units[0].base = BaseRule::Onlap;
    c.units[1].base = BaseRule::Erosional;
    EXPECT_EQ(c.surfaceNames(), (std::vector<std::string>{"ground", "top_B", "top_C"}));
    EXPECT_EQ(c.surfaceRule(0), BaseRule::Erosional);  // the ground
    EXPECT_EQ(c.surfaceRule(1), BaseRule::Onlap);      // base of A
    EXPECT_EQ(c.surfaceRule(2), BaseRule::Erosional);  // base of B
    EXPECT_EQ(c.find("b"), 1u);
    EXPECT_EQ(c.find("Z"), 3u);
    EXPECT_EQ(c.colourOf(0).size(), 7u);
    EXPECT_NE(c.colourOf(0), c.colourOf(1));
    EXPECT_EQ(parseBaseRule("Unconformity"), BaseRule::Erosional);
    EXPECT_THROW(parseBaseRule("sideways"), strata::ValidationError);
}

TEST(StratigraphicColumn, RejectsBadColumns) {
    EXPECT_THROW(StratigraphicColumn{}.validate(), strata::ValidationError);
    EXPECT_THROW(StratigraphicColumn::fromOrder({"A", "a"}).validate(), strata::ValidationError);
    EXPECT_THROW(StratigraphicColumn::fromOrder({"A", ""}).validate(), strata::ValidationError);
    StratigraphicColumn c = StratigraphicColumn::fromOrder({"A"});
    c.units[0].colour = "red";
    EXPECT_THROW(c.validate(), strata::ValidationError);
    c.units[0].colour = "";
    c.units[0].density = -1;
    EXPECT_THROW(c.validate(), strata::ValidationError);
    c.units[0].density = 2;
    c.units[0].subLayers = 0;
    EXPECT_THROW(c.validate(), strata::ValidationError);
    const auto path = std::filesystem::temp_directory_path() / "strata_column_bad.json";
    strata::io::writeFileAtomically(path.string(), "{\"units\": [");
    EXPECT_THROW(readColumn(path.string()), strata::ParseError);
    std::filesystem::remove(path);
}

TEST(SurfacePicks, GroundFromCollarsAndOrderRestored) {
    using namespace strata::drillholes;
    DrillholeDatabase db;
    db.collars = {{"H1", 10, 20, 100, 30, 0}, {"H2", 50, 20, 90, 30, 0}, {"H3", 90, 20, 95, 30, 0}};
    const StratigraphicColumn column = StratigraphicColumn::fromOrder({"A", "B", "C", "D"});
    std::vector<Contact> contacts;
    auto add = [&](const char* hole, std::size_t surface, double x, double z, ContactKind kind) {
        Contact c;
        c.holeId = hole;
        c.surface = surface;
        c.x = x;
        c.y = 20;
        c.z = z;
        c.kind = kind;
        contacts.push_back(c);
    };
    // H1: in order. H2: the top of B logged below the top of C (reversed). H3: ends in B.
    add("H1", 0, 10, 100, ContactKind::Observed), add("H1", 1, 10, 95, ContactKind::Observed);
    add("H1", 2, 10, 90, ContactKind::Observed), add("H1", 3, 10, 80, ContactKind::Observed);
    add("H2", 1, 50, 70, ContactKind::Observed), add("H2", 2, 50, 75, ContactKind::Observed);
    add("H2", 3, 50, 60, ContactKind::Observed);
    add("H3", 1, 90, 93, ContactKind::Observed), add("H3", 2, 90, 85, ContactKind::BelowHoleEnd);
    add("H3", 3, 90, 85, ContactKind::BelowHoleEnd);
    const SurfacePicks picks = picksFromContacts(db, contacts, column);
    EXPECT_EQ(picks.surfaceNames, column.surfaceNames());
    EXPECT_EQ(picks.count(0, PickKind::Collar), 3u);
    EXPECT_EQ(picks.reordered, 1u);
    EXPECT_EQ(picks.count(2, PickKind::BelowHoleEnd), 1u);
    for (const auto& p : picks.picks) {
        if (p.holeId == "H1" && p.surface == 0) {
            EXPECT_DOUBLE_EQ(p.z, 100);  // the collar, not the contact
        }
        if (p.holeId == "H2" && p.surface == 1) {
            EXPECT_EQ(p.kind, PickKind::PinchOut);
            EXPECT_DOUBLE_EQ(p.z, 75);  // moved up to the top of the older unit C
            EXPECT_DOUBLE_EQ(p.loggedZ, 70);
        }
    }
}

TEST(SurfacesJob, JsonRoundTrip) {
    SurfacesJob job;
    job.collar = "c.csv";
    job.survey = "s.csv";
    job.intervals = "l.csv";
    job.unitColumn = "Lithology";
    job.column = StratigraphicColumn::fromOrder({"A", "B", "C"});
    job.column.units[1].base = BaseRule::Onlap;
    job.grid = strata::GridSpec::parse("10,12:0,5:2,3");
    job.options.method = SurfaceMethod::Aidw;
    job.options.minThickness = 0.5;
    job.options.isochores = true;
    job.out = "o.csv";
    job.modelOut = "b.csv";
    job.dz = 2;
    job.bottom = 50;
    job.sectionX = {0, 10};
    job.sectionY = {5, 20};
    job.sectionOut = "sec.csv";
    job.validate();
    const nlohmann::json j = strata::jobs::makeJob(job);
    EXPECT_EQ(j.at("type"), "surfaces");
    const SurfacesJob back = j.at("params").get<SurfacesJob>();
    EXPECT_EQ(nlohmann::json(back), j.at("params"));
    EXPECT_EQ(back.grid.nx, 10u);
    EXPECT_EQ(back.options.method, SurfaceMethod::Aidw);
    EXPECT_DOUBLE_EQ(back.bottom, 50);
    EXPECT_EQ(back.column.units[1].base, BaseRule::Onlap);
    EXPECT_NO_THROW(strata::jobs::validateJob(j));

    SurfacesJob bad = back;
    bad.modelOut = "b.csv";
    bad.dz = 0;
    EXPECT_THROW(bad.validate(), strata::ValidationError);
    bad = back;
    bad.options.minThickness = -1;
    EXPECT_THROW(bad.validate(), strata::ValidationError);
    bad = back;
    bad.options.variogram = "1 wobble(3)";
    bad.options.method = SurfaceMethod::Kriging;
    EXPECT_THROW(bad.validate(), strata::ValidationError);

    // Strict reading names the key; snake_case keys only are written.
    nlohmann::json params = j.at("params");
    params["options"]["idw_power"] = 0;
    EXPECT_THROW(strata::jobs::validateJob({{"type", "surfaces"}, {"params", params}}), strata::ValidationError);
    params = j.at("params");
    params["modelout"] = "b.csv";
    EXPECT_THROW((void)params.get<SurfacesJob>(), strata::ValidationError);
    for (const char* key : {"output", "unit_column", "dip_sign", "model_output", "section_x", "section_output"})
        EXPECT_TRUE(j.at("params").contains(key)) << key;
}

// The laterite sample project keeps the keys surfaces jobs had before the option schema
// (dipSign, unitColumn, out, modelOut, minThickness, "precision": "float", a text grid, ...):
// project files of older versions open.
TEST(SurfacesJob, ReadsTheOlderKeysOfTheSampleProject) {
    const nlohmann::json project =
        nlohmann::json::parse(strata::io::readWholeFile(STRATA_SAMPLES_DIR "/laterite/laterite.strata"));
    const nlohmann::json& stored = project.at("jobs").at(0).at("job");
    ASSERT_EQ(stored.at("type"), "surfaces");
    ASSERT_TRUE(stored.at("params").contains("unitColumn"));  // still the older keys
    const SurfacesJob job = stored.at("params").get<SurfacesJob>();
    EXPECT_EQ(job.unitColumn, "Lithology");
    EXPECT_EQ(job.out, "results/surfaces.csv");
    EXPECT_EQ(job.dipSign, strata::drillholes::DipConvention::Auto);
    EXPECT_EQ(job.grid.nx, 28u);
    EXPECT_EQ(job.grid.ny, 29u);
    EXPECT_DOUBLE_EQ(job.grid.dx, 20);
    EXPECT_EQ(job.column.size(), 6u);
    EXPECT_EQ(job.options.method, SurfaceMethod::Aidw);
    EXPECT_DOUBLE_EQ(job.options.minThickness, 0.5);
    EXPECT_EQ(job.options.precision, strata::Precision::Single);
    EXPECT_EQ(job.options.idwNeighbours, 16);
    EXPECT_TRUE(std::isnan(job.bottom));
    EXPECT_NO_THROW(job.validateInputs());
    const nlohmann::json again = job;
    EXPECT_EQ(again.at("output"), "results/surfaces.csv");
    EXPECT_FALSE(again.contains("out"));
    EXPECT_FALSE(again.contains("unitColumn"));
    EXPECT_EQ(again.at("options").at("min_thickness"), 0.5);
    EXPECT_EQ(again.get<SurfacesJob>().grid.toString(), job.grid.toString());
}
