// readDrillholes on small files written here (aliases, overrides, dip sign, bad files) and on the
// reference data sets: Babbitt (feet, curved holes, DIP positive = down) and the laterite
// (vertical holes, Dip -90 = down), with an independent minimum-curvature check.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

#include "strata/core/Error.h"
#include "strata/drillholes/Contacts.h"
#include "strata/drillholes/Desurvey.h"

using namespace strata::drillholes;
namespace fs = std::filesystem;

namespace {

const std::string kSamples = STRATA_SAMPLES_DIR "/";

std::string writeFile(const std::string& name, const std::string& text) {
    const fs::path dir = fs::temp_directory_path() / "strata_drillhole_reader_test";
    fs::create_directories(dir);
    const fs::path path = dir / name;
    std::ofstream(path) << text;
    return path.string();
}

bool mentions(const ValidationReport& report, Severity severity, const std::string& words) {
    return std::any_of(report.problems.begin(), report.problems.end(), [&](const ValidationProblem& p) {
        return p.severity == severity && p.message.find(words) != std::string::npos;
    });
}

DrillholeDatabase babbitt(ValidationReport& report) {
    DrillholeFiles files;
    files.collar = kSamples + "babbitt/collar_BABBITT.csv";
    files.survey = kSamples + "babbitt/survey_BABBITT.csv";
    files.intervals = {kSamples + "babbitt/assay_BABBITT.csv"};
    return readDrillholes(files, report);
}

DrillholeDatabase laterite(ValidationReport& report) {
    DrillholeFiles files;
    files.collar = kSamples + "laterite/collar.csv";
    files.survey = kSamples + "laterite/survey.csv";
    files.intervals = {kSamples + "laterite/lithology.csv"};
    return readDrillholes(files, report);
}

// Minimum curvature as the textbooks write it (ratio factor on the chord of the two tangents),
// independent of HolePath's arc integral: positions at the stations only.
std::vector<Point3> textbookMinimumCurvature(const Collar& collar, std::span<const SurveyStation> stations,
                                             std::vector<double>& depths) {
    std::vector<Point3> points{{collar.x, collar.y, collar.z}};
    depths = {0.0};
    Point3 previous = directionOf(stations[0].azimuth, stations[0].dip);
    for (const SurveyStation& s : stations) {
        const double length = s.at - depths.back();
        if (length <= 0) continue;
        const Point3 t = directionOf(s.azimuth, s.dip);
        const double c = std::clamp(previous[0] * t[0] + previous[1] * t[1] + previous[2] * t[2], -1.0, 1.0);
        const double dogleg = std::acos(c);
        const double ratio = dogleg < 1e-7 ? 1.0 : 2.0 / dogleg * std::tan(dogleg / 2);
        const Point3& p = points.back();
        points.push_back({p[0] + length / 2 * (previous[0] + t[0]) * ratio, p[1] + length / 2 * (previous[1] + t[1]) * ratio,
                          p[2] + length / 2 * (previous[2] + t[2]) * ratio});
        depths.push_back(s.at);
        previous = t;
    }
    return points;
}

}  // namespace

TEST(DrillholeReader, AliasesOverridesAndDipSign) {
    DrillholeFiles files;
    files.collar = writeFile("c1.csv", "DHID,East,North,Elev,EOH\nA,100,200,50,30\nB,110,200,50,\n");
    files.survey = writeFile("s1.csv", "DHID,Distance,Bearing,Inclination\nA,0,90,45\nA,20,90,45\nB,0,0,90\n");
    files.intervals = {writeFile("lith1.csv", "DHID,Depth_From,Depth_To,Rock,Cu\nA,0,10,ox,1.5\nA,10,30,fr,x\n")};
    files.columns = {{"HoleID", "DHID"}};
    ValidationReport report;
    const DrillholeDatabase db = readDrillholes(files, report);
    ASSERT_EQ(db.collars.size(), 2u);
    EXPECT_DOUBLE_EQ(db.collars[0].depth, 30);
    EXPECT_TRUE(std::isnan(db.collars[1].depth));
    EXPECT_EQ(db.dipConventionOfFiles, DipConvention::DownPositive);
    EXPECT_TRUE(mentions(report, Severity::Note, "dip convention guessed: down-positive"));
    ASSERT_EQ(db.surveyOf("A").size(), 2u);
    EXPECT_DOUBLE_EQ(db.surveyOf("A")[0].dip, -45);  // stored negative = down
    const IntervalTable& t = db.intervals.at(0);
    EXPECT_EQ(t.name, "lith1");
    ASSERT_NE(t.findText("rock"), nullptr);
    ASSERT_NE(t.findNumeric("CU"), nullptr);
    EXPECT_TRUE(std::isnan(t.findNumeric("CU")->values[1]));  // "x" read as missing, reported
    EXPECT_TRUE(std::any_of(report.problems.begin(), report.problems.end(), [](const ValidationProblem& p) {
        return p.severity == Severity::Warning && p.line == 3 && p.column == 5;
    }));
    // Told the other convention, the same file drills upwards.
    files.dipConvention = DipConvention::DownNegative;
    ValidationReport told;
    const DrillholeDatabase up = readDrillholes(files, told);
    EXPECT_DOUBLE_EQ(up.surveyOf("A")[0].dip, 45);
    EXPECT_FALSE(mentions(told, Severity::Note, "dip convention guessed"));
    EXPECT_GT(makeHolePath(up, up.collars[0], DesurveyMethod::MinimumCurvature).at(20)[2], 50);
}

TEST(DrillholeReader, BadFilesAreReportedNotThrown) {
    DrillholeFiles files;
    files.collar = writeFile("c2.csv", "HOLE,X,Y,Z\nA,1,2,3\nA,1,2,3\nB,1,two,3\n");
    files.survey = writeFile("s2.csv", "");
    files.intervals = {writeFile("a2.csv", "HOLE,FROM,TO,AU\n"), writeFile("b2.csv", "HOLE,START,END\nA,0,1\n"),
                       (fs::temp_directory_path() / "strata_drillhole_reader_test" / "missing.csv").string()};
    ValidationReport report;
    const DrillholeDatabase db = readDrillholes(files, report);
    EXPECT_EQ(db.collars.size(), 1u);
    EXPECT_TRUE(mentions(report, Severity::Error, "duplicated hole id"));
    EXPECT_TRUE(mentions(report, Severity::Error, "coordinates missing"));
    EXPECT_TRUE(mentions(report, Severity::Error, "survey file is empty"));
    EXPECT_TRUE(mentions(report, Severity::Error, "header but no rows"));
    EXPECT_TRUE(mentions(report, Severity::Error, "interval file has no from column"));
    EXPECT_TRUE(mentions(report, Severity::Error, "interval file not read"));
    EXPECT_TRUE(db.intervals.empty());
    files.columns = {{"collar_x", "X"}};
    EXPECT_THROW(readDrillholes(files, report), strata::ValidationError);
}

TEST(DrillholeReader, BabbittLoadsCleanly) {
    ValidationReport report;
    const DrillholeDatabase db = babbitt(report);
    EXPECT_EQ(db.collars.size(), 399u);
    EXPECT_EQ(db.surveys.size(), 2628u);
    ASSERT_EQ(db.intervals.size(), 1u);
    EXPECT_EQ(db.intervals[0].size(), 35616u);
    EXPECT_EQ(db.dipConventionOfFiles, DipConvention::DownPositive);
    EXPECT_EQ(report.count(Severity::Error), 0u);
    EXPECT_EQ(report.count(Severity::Warning), 0u);
    // 70 holes carry a far station at AT 90000 below their last assay: noted, the hole ends at the assays.
    EXPECT_EQ(std::count_if(report.problems.begin(), report.problems.end(),
                            [](const ValidationProblem& p) { return p.message.find("survey station at 90000") == 0; }),
              70);
    EXPECT_DOUBLE_EQ(db.holeDepth("B1-006"), 700);
    for (const char* c : {"CU", "NI", "S", "FE"}) EXPECT_NE(db.intervals[0].findNumeric(c), nullptr) << c;
    // BHID 34873 looks like a number but is an id.
    ASSERT_NE(db.findCollar("34873"), nullptr);
    const auto b1 = db.surveyOf("B1-001");
    ASSERT_FALSE(b1.empty());
    EXPECT_DOUBLE_EQ(b1[0].azimuth, 327);
    EXPECT_DOUBLE_EQ(b1[0].dip, -60);
}

TEST(DrillholeReader, BabbittMinimumCurvatureMatchesTheTextbookFormula) {
    ValidationReport report;
    const DrillholeDatabase db = babbitt(report);
    double worst = 0;
    std::size_t checked = 0;
    for (const Collar& collar : db.collars) {
        const auto stations = db.surveyOf(collar.holeId);
        if (stations.empty()) continue;
        std::vector<double> depths;
        const auto expected = textbookMinimumCurvature(collar, stations, depths);
        const HolePath path = makeHolePath(db, collar, DesurveyMethod::MinimumCurvature);
        for (std::size_t i = 0; i < depths.size(); ++i, ++checked) {
            const Point3 p = path.at(depths[i]);
            for (int a = 0; a < 3; ++a) worst = std::max(worst, std::abs(p[a] - expected[i][a]));
        }
    }
    EXPECT_GT(checked, 2600u);
    EXPECT_LT(worst, 1e-6);  // feet
}

TEST(DrillholeReader, BabbittPositionsArePlausible) {
    ValidationReport report;
    const DrillholeDatabase db = babbitt(report);
    const auto traces = desurveyStations(db, DesurveyMethod::MinimumCurvature, 10);
    ASSERT_EQ(traces.size(), 399u);
    double deepest = 0;
    for (std::size_t h = 0; h < traces.size(); ++h) {
        const Collar& c = db.collars[h];
        const HoleTrace& t = traces[h];
        const double depth = t.depth.back();
        deepest = std::max(deepest, depth);
        for (std::size_t i = 1; i < t.depth.size(); ++i) {
            EXPECT_LT(t.z[i], t.z[i - 1]) << c.holeId << " must go down (all Babbitt dips point down)";
            // Never farther from the collar than the length drilled, never much less than a chord would allow.
            const double dx = t.x[i] - c.x, dy = t.y[i] - c.y, dz = t.z[i] - c.z;
            EXPECT_LE(std::sqrt(dx * dx + dy * dy + dz * dz), t.depth[i] + 1e-6) << c.holeId;
        }
    }
    EXPECT_GT(deepest, 1000);  // feet; the holes are long, but the far survey stations (AT 90000) are not holes
    EXPECT_LT(deepest, 10000);
}

TEST(DrillholeReader, LateriteContactsByHand) {
    ValidationReport report;
    const DrillholeDatabase db = laterite(report);
    EXPECT_EQ(db.collars.size(), 249u);
    EXPECT_EQ(db.dipConventionOfFiles, DipConvention::DownNegative);
    EXPECT_TRUE(std::any_of(report.problems.begin(), report.problems.end(), [](const ValidationProblem& p) {
        return p.holeId == "DH123" && p.message.find("not in the collar table") != std::string::npos;
    }));
    ContactOptions o;
    o.unitColumn = "Lithology";
    o.order = {"SOIL", "LIMO", "SAP", "RSAP", "SROC", "BRK"};
    ValidationReport picking;
    const auto contacts = pickContacts(db, *db.findTable("lithology"), o, picking);
    const auto find = [&](const std::string& hole, std::size_t surface) {
        return *std::find_if(contacts.begin(), contacts.end(),
                             [&](const Contact& c) { return c.holeId == hole && c.surface == surface; });
    };
    // DH001 (z 197.74): SOIL 0, LIMO 1, SAP 13, (BLD ignored), BRK 26.5; RSAP and SROC pinch out there.
    const double expectedTops[6] = {0, 1, 13, 26.5, 26.5, 26.5};
    const ContactKind expectedKinds[6] = {ContactKind::Observed, ContactKind::Observed, ContactKind::Observed,
                                          ContactKind::PinchOut, ContactKind::PinchOut, ContactKind::Observed};
    for (std::size_t k = 0; k < 6; ++k) {
        const Contact c = find("DH001", k);
        EXPECT_DOUBLE_EQ(c.at, expectedTops[k]) << k;
        EXPECT_EQ(c.kind, expectedKinds[k]) << k;
        EXPECT_NEAR(c.z, 197.74 - expectedTops[k], 1e-9);
        EXPECT_NEAR(c.x, 350237.24124356994, 1e-9);
        EXPECT_FALSE(c.reversed);
    }
    // DH002: LIMO down to 17.55, SAP (and one BLD) to 28, BRK 28-30.
    EXPECT_DOUBLE_EQ(find("DH002", 2).at, 17.55);
    EXPECT_NEAR(find("DH002", 2).z, 179.95 - 17.55, 1e-9);
    EXPECT_EQ(find("DH002", 3).kind, ContactKind::PinchOut);
    EXPECT_DOUBLE_EQ(find("DH002", 5).at, 28);
    // DH003: LIMO to 16, BLD 16-19, BRK from 19: SAP, RSAP, SROC all pinch out at 19.
    for (std::size_t k = 2; k < 5; ++k) {
        EXPECT_EQ(find("DH003", k).kind, ContactKind::PinchOut);
        EXPECT_DOUBLE_EQ(find("DH003", k).at, 19);
    }
    // DH233: RSAP 14, SROC 16, then RSAP and SAP again below SROC (warned), BRK 23.
    EXPECT_DOUBLE_EQ(find("DH233", 3).at, 14);
    EXPECT_DOUBLE_EQ(find("DH233", 4).at, 16);
    EXPECT_DOUBLE_EQ(find("DH233", 5).at, 23);
    EXPECT_TRUE(std::any_of(picking.problems.begin(), picking.problems.end(), [](const ValidationProblem& p) {
        return p.holeId == "DH233" && p.line == 4809 && p.column == 4 && p.severity == Severity::Warning &&
               p.message == "reversed order: SAP at 20 lies below SROC";
    }));
    // Every hole with ordered units gets all six surfaces.
    EXPECT_EQ(contacts.size() % 6, 0u);
}
