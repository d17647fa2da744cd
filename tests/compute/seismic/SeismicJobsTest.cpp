// The seismic jobs' JSON: the option schema's keys, the camelCase keys of older job and project
// files (read, never written), strict reading naming the key.
#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "strata/core/Error.h"
#include "strata/seismic/SeismicJobs.h"

using namespace strata;
using namespace strata::seismic;

TEST(SeismicJobs, ReadTheKeysOfOlderFiles) {
    const auto model = nlohmann::json::parse(R"({
        "grid": {"velocity": "v.bin", "strata": "", "nx": 20, "nz": 30, "dx": 10, "dz": 5,
                 "zFastest": true, "velocityUnit": "km/s"},
        "shots": "50:10:2", "sourceDepth": 12, "receivers": "0:10:20", "receiverDepth": 8, "tmax": 0.5,
        "wave": {"freq": 15, "operator": "fd4", "boundary": "sponge", "boundaryWidth": 30, "dt": 0.001,
                 "wavelet": "", "timeDispersionCorrection": true},
        "out": "shots.bin", "writeVelocity": "v-used.bin"})").get<SeismicModelJob>();
    EXPECT_EQ(model.grid.nz, 30u);
    EXPECT_TRUE(model.grid.zFastest);
    EXPECT_EQ(model.grid.velocityUnit, "km/s");
    EXPECT_DOUBLE_EQ(model.sourceDepth, 12);
    EXPECT_DOUBLE_EQ(model.receiverDepth, 8);
    EXPECT_EQ(model.wave.boundaryWidth, 30);
    EXPECT_TRUE(model.wave.timeDispersionCorrection);
    EXPECT_EQ(model.out, "shots.bin");
    EXPECT_EQ(model.writeVelocity, "v-used.bin");

    const nlohmann::json written = model;
    for (const char* key : {"source_depth", "receiver_depth", "output", "write_velocity"})
        EXPECT_TRUE(written.contains(key)) << key;
    for (const char* key : {"sourceDepth", "out", "writeVelocity"}) EXPECT_FALSE(written.contains(key)) << key;
    EXPECT_TRUE(written.at("grid").contains("z_fastest"));
    EXPECT_TRUE(written.at("wave").contains("time_dispersion_correction"));
    EXPECT_EQ(nlohmann::json(written.get<SeismicModelJob>()), written);

    const auto rtm = nlohmann::json::parse(R"({
        "grid": {"velocity": "v.bin", "nx": 20, "nz": 30, "dx": 10, "dz": 5}, "data": "shots.bin",
        "wave": {"freq": 15}, "out": "image.bin", "illumination": "", "laplacian": false,
        "illuminationEpsilon": 0.2, "imagingEvery": 3, "replay": "checkpointing", "memoryMB": 64})").get<RtmJob>();
    EXPECT_EQ(rtm.out, "image.bin");
    EXPECT_FALSE(rtm.laplacian);
    EXPECT_DOUBLE_EQ(rtm.illuminationEpsilon, 0.2);
    EXPECT_EQ(rtm.imagingEvery, 3);
    EXPECT_DOUBLE_EQ(rtm.memoryMB, 64);
    EXPECT_EQ(rtm.wave.boundary, "cpml");  // absent: the struct's default
    const nlohmann::json rtmWritten = rtm;
    for (const char* key : {"output", "illumination_epsilon", "imaging_every", "memory_mb"})
        EXPECT_TRUE(rtmWritten.contains(key)) << key;
}

TEST(SeismicJobs, StrictReadingNamesTheKey) {
    auto refused = [](const char* params, const char* key) {
        try {
            (void)nlohmann::json::parse(params).get<RtmJob>();
            ADD_FAILURE() << params << " was accepted";
        } catch (const ValidationError& e) {
            EXPECT_NE(std::string(e.what()).find(std::string("'") + key + "'"), std::string::npos) << e.what();
        }
    };
    refused(R"({"grid": {"nx": 20, "zfast": true}})", "grid.zfast");
    refused(R"({"grid": {"nx": 20.5}})", "grid.nx");
    refused(R"({"grid": {"nx": -2}})", "grid.nx");
    refused(R"({"wave": {"freq": 0}})", "wave.freq");
    refused(R"({"wave": {"boundary_width": 1000}})", "wave.boundary_width");
    refused(R"({"imaging_every": -1})", "imaging_every");
    refused(R"({"illumination_epsilon": 0})", "illumination_epsilon");
    refused(R"({"laplacian": "yes"})", "laplacian");
    refused(R"({"outt": "image.bin"})", "outt");
}
