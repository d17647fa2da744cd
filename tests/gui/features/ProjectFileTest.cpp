// The project file format: every section survives a save and a reopen unchanged, a save that
// fails after the temporary file was written leaves the previous file intact, paths are stored
// relative to the project, files that moved can be pointed at their new place, and a project
// written before a section existed (the linear models of coregionalisation) still opens.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "GuiTestSupport.h"
#include "project/ProjectFile.h"
#include "strata/core/Error.h"

using namespace strata::gui;
namespace fs = std::filesystem;

namespace {

void touch(const std::string& path) {
    fs::create_directories(fs::path(path).parent_path());
    std::ofstream(path) << "x,y\n1,2\n";
}

std::string readText(const std::string& path) {
    std::ifstream in(path);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// A project with every section filled and non-default values everywhere.
ProjectFile fullProject(const QDir& folder) {
    const auto at = [&](const char* name) { return QDir::cleanPath(folder.filePath(QString::fromUtf8(name))).toStdString(); };
    ProjectFile project;
    project.name = "Round trip";
    project.description = "Every field \"quoted\" and ünïcode";
    strata::drillholes::DrillholeFiles files;
    files.collar = at("data/collar.csv");
    files.survey = at("data/survey.csv");
    files.intervals = {at("data/lith.csv"), at("data/assay.csv")};
    files.columns = {{"holeid", "BHID"}, {"dip", "INCL"}};
    files.dipConvention = strata::drillholes::DipConvention::DownPositive;
    project.drillholes = files;
    project.desurvey = strata::drillholes::DesurveyMethod::BalancedTangent;

    PointSource points;
    points.name = "assays";
    points.path = at("points/pts.txt");
    points.format = "delimited";
    points.layer = "layer1";
    points.delimiter = ";";
    points.header = "yes";
    points.decimal = ",";
    points.skipLines = 2;
    points.missing = std::vector<std::string>{"-99", "NA"};
    points.columns = {{"x", "EAST"}, {"y", "NORTH"}, {"z", "RL"}};
    points.twoD = true;
    points.values = {"CU", "AU"};
    project.points.push_back(points);
    PointSource plain;
    plain.name = "plain";
    plain.path = at("../outside/plain.dat");
    project.points.push_back(plain);

    project.stratigraphicColumn = strata::surfaces::StratigraphicColumn::fromOrder({"SOIL", "SAP", "BRK"});
    project.stratigraphicColumn->units[1].base = strata::surfaces::BaseRule::Erosional;
    project.stratigraphicColumn->units[1].colour = "#123456";
    project.stratigraphicColumn->units[2].density = 2.5;
    project.stratigraphicColumn->units[2].subLayers = 3;

    ProjectVariogram variogram;
    variogram.name = "Ni";
    variogram.source = "drillholes";
    variogram.table = "assay";
    variogram.variable = "Ni";
    variogram.model = strata::variogram::VariogramModel::parse("0.1 nug + 0.6 sph(40, 20, 5; 30, 10, 5) + 0.3 exp(120)");
    variogram.lags = {14, 7.5, 3.25};
    strata::variogram::VariogramDirection direction;
    direction.azimuth = 45;
    direction.azimuthTolerance = 22.5;
    direction.horizontalBandwidth = 30;
    direction.dip = -10;
    direction.dipTolerance = 5;
    direction.verticalBandwidth = 4;
    variogram.directions = {direction, strata::variogram::VariogramDirection::omni()};
    project.variograms.push_back(variogram);

    ProjectCoregionalisation lmc;
    lmc.name = "Ni in SAP";
    lmc.source = "drillholes";
    lmc.table = "assay";
    lmc.variable = "Ni";
    lmc.unit = "lith.ROCK = SAP";
    lmc.method = "project-once";
    lmc.fitRanges = true;
    lmc.fit.model = strata::variogram::Coregionalisation::parse(
        {"Ni", "Co"}, {"Ni=0.1 nug + 0.6 sph(40, 20, 5; 30, 10, 5)", "Co=0.2 nug + 0.3 sph(40, 20, 5; 30, 10, 5)",
                       "Ni:Co=0.05 nug + 0.2 sph(40, 20, 5; 30, 10, 5)"});
    lmc.fit.model.model(0, 1).structures[0].sill = 1.0 / 3.0;  // more digits than a model's text keeps
    lmc.fit.objective = 0.1234567890123;
    lmc.fit.iterations = 7;
    lmc.fit.converged = true;
    lmc.fit.warnings = {"structure 1's matrix was projected"};
    for (std::size_t v = 0; v < 3; ++v) {
        const std::array<double, 3> north{0, 1, 0}, east{1, 0, 0};
        lmc.experimental.push_back(
            {{"omnidirectional", north, {{10.0 / 3.0, 0.5 + double(v), 120, north}, {20, 0.75, 300, north}}},
             {"azimuth 90° ± 22.5°", east, {{12.5, 1.0 / 7.0, 42, east}}}});
    }
    project.coregionalisations.push_back(lmc);

    ProjectJob job;
    job.id = "job-1";
    job.name = "IDW of CU";
    job.job = {{"type", "idw"}, {"params", {{"power", 2}, {"input", "points/pts.txt"}}}};
    job.status = JobStatus::Failed;
    job.message = "cancelled by the user";
    job.started = "2026-11-22T16:40:00Z";
    job.finished = "2026-11-22T16:41:00Z";
    job.summary = {{"nodes", 1000}};
    job.results = {{"CU grid", at("out/cu.tif"), "grid"}, {"CU points", at("out/cu.csv"), "points"}};
    project.jobs.push_back(job);

    project.colourBy = ColourBy{"lith", "ROCK", {{"SOIL", {0x12 / 255.0, 0xab / 255.0, 1.0}}, {"SAP", {0, 0, 0}}}};
    project.verticalExaggeration = 2.5;
    return project;
}

void compareProjects(const ProjectFile& a, const ProjectFile& b) {
    QCOMPARE(a.name, b.name);
    QCOMPARE(a.description, b.description);
    QVERIFY(a.drillholes && b.drillholes);
    QCOMPARE(a.drillholes->collar, b.drillholes->collar);
    QCOMPARE(a.drillholes->survey, b.drillholes->survey);
    QVERIFY(a.drillholes->intervals == b.drillholes->intervals);
    QVERIFY(a.drillholes->columns == b.drillholes->columns);
    QVERIFY(a.drillholes->dipConvention == b.drillholes->dipConvention);
    QVERIFY(a.desurvey == b.desurvey);

    QCOMPARE(a.points.size(), b.points.size());
    for (std::size_t k = 0; k < a.points.size(); ++k) {
        const PointSource &p = a.points[k], &q = b.points[k];
        QCOMPARE(p.name, q.name);
        QCOMPARE(p.path, q.path);
        QCOMPARE(p.format, q.format);
        QCOMPARE(p.layer, q.layer);
        QCOMPARE(p.delimiter, q.delimiter);
        QCOMPARE(p.header, q.header);
        QCOMPARE(p.decimal, q.decimal);
        QCOMPARE(p.skipLines, q.skipLines);
        QVERIFY(p.missing == q.missing);
        QVERIFY(p.columns == q.columns);
        QCOMPARE(p.twoD, q.twoD);
        QVERIFY(p.values == q.values);
    }

    QVERIFY(a.stratigraphicColumn && b.stratigraphicColumn);
    QCOMPARE(a.stratigraphicColumn->size(), b.stratigraphicColumn->size());
    for (std::size_t k = 0; k < a.stratigraphicColumn->size(); ++k) {
        const auto &u = a.stratigraphicColumn->units[k], &v = b.stratigraphicColumn->units[k];
        QCOMPARE(u.name, v.name);
        QCOMPARE(u.colour, v.colour);
        QVERIFY(u.base == v.base);
        QVERIFY(u.density == v.density || (std::isnan(u.density) && std::isnan(v.density)));
        QCOMPARE(u.subLayers, v.subLayers);
    }

    QCOMPARE(a.variograms.size(), b.variograms.size());
    for (std::size_t k = 0; k < a.variograms.size(); ++k) {
        const ProjectVariogram &v = a.variograms[k], &w = b.variograms[k];
        QCOMPARE(v.name, w.name);
        QCOMPARE(v.source, w.source);
        QCOMPARE(v.table, w.table);
        QCOMPARE(v.variable, w.variable);
        QCOMPARE(v.model.toString(), w.model.toString());
        QCOMPARE(v.model.nugget, w.model.nugget);
        QCOMPARE(v.model.structures.size(), w.model.structures.size());
        for (std::size_t s = 0; s < v.model.structures.size(); ++s) {
            const auto &p = v.model.structures[s], &q = w.model.structures[s];
            QVERIFY(p.type == q.type);
            QCOMPARE(p.sill, q.sill);
            QCOMPARE(p.range, q.range);
            QCOMPARE(p.anisotropy.ang1, q.anisotropy.ang1);
            QCOMPARE(p.anisotropy.ang2, q.anisotropy.ang2);
            QCOMPARE(p.anisotropy.ang3, q.anisotropy.ang3);
            QCOMPARE(p.anisotropy.ratio1, q.anisotropy.ratio1);
            QCOMPARE(p.anisotropy.ratio2, q.anisotropy.ratio2);
        }
        QCOMPARE(v.lags.count, w.lags.count);
        QCOMPARE(v.lags.separation, w.lags.separation);
        QCOMPARE(v.lags.tolerance, w.lags.tolerance);
        QCOMPARE(v.directions.size(), w.directions.size());
        for (std::size_t d = 0; d < v.directions.size(); ++d) {
            QCOMPARE(v.directions[d].azimuth, w.directions[d].azimuth);
            QCOMPARE(v.directions[d].azimuthTolerance, w.directions[d].azimuthTolerance);
            QCOMPARE(v.directions[d].horizontalBandwidth, w.directions[d].horizontalBandwidth);
            QCOMPARE(v.directions[d].dip, w.directions[d].dip);
            QCOMPARE(v.directions[d].dipTolerance, w.directions[d].dipTolerance);
            QCOMPARE(v.directions[d].verticalBandwidth, w.directions[d].verticalBandwidth);
        }
    }

    QCOMPARE(a.coregionalisations.size(), b.coregionalisations.size());
    for (std::size_t k = 0; k < a.coregionalisations.size(); ++k) {
        const ProjectCoregionalisation &c = a.coregionalisations[k], &d = b.coregionalisations[k];
        QCOMPARE(c.name, d.name);
        QCOMPARE(c.source, d.source);
        QCOMPARE(c.table, d.table);
        QCOMPARE(c.variable, d.variable);
        QCOMPARE(c.unit, d.unit);
        QCOMPARE(c.method, d.method);
        QCOMPARE(c.fitRanges, d.fitRanges);
        QCOMPARE(c.fit.model.variables, d.fit.model.variables);
        QCOMPARE(c.fit.model.models.size(), d.fit.model.models.size());
        for (std::size_t m = 0; m < c.fit.model.models.size(); ++m)  // every number, every digit
            QVERIFY(nlohmann::json(c.fit.model.models[m]) == nlohmann::json(d.fit.model.models[m]));
        QCOMPARE(c.fit.objective, d.fit.objective);
        QCOMPARE(c.fit.iterations, d.fit.iterations);
        QCOMPARE(c.fit.converged, d.fit.converged);
        QVERIFY(c.fit.warnings == d.fit.warnings);
        QCOMPARE(c.experimental.size(), d.experimental.size());
        for (std::size_t v = 0; v < c.experimental.size(); ++v) {
            QCOMPARE(c.experimental[v].size(), d.experimental[v].size());
            for (std::size_t e = 0; e < c.experimental[v].size(); ++e) {
                const SavedDirection &p = c.experimental[v][e], &q = d.experimental[v][e];
                QCOMPARE(p.label, q.label);
                QVERIFY(p.direction == q.direction);
                QCOMPARE(p.points.size(), q.points.size());
                for (std::size_t i = 0; i < p.points.size(); ++i) {
                    QCOMPARE(p.points[i].distance, q.points[i].distance);
                    QCOMPARE(p.points[i].value, q.points[i].value);
                    QCOMPARE(p.points[i].pairs, q.points[i].pairs);
                    QVERIFY(p.points[i].direction == q.points[i].direction);
                }
            }
        }
    }

    QCOMPARE(a.jobs.size(), b.jobs.size());
    for (std::size_t k = 0; k < a.jobs.size(); ++k) {
        const ProjectJob &j = a.jobs[k], &l = b.jobs[k];
        QCOMPARE(j.id, l.id);
        QCOMPARE(j.name, l.name);
        QVERIFY(j.job == l.job);
        QVERIFY(j.status == l.status);
        QCOMPARE(j.message, l.message);
        QCOMPARE(j.started, l.started);
        QCOMPARE(j.finished, l.finished);
        QVERIFY(j.summary == l.summary);
        QCOMPARE(j.results.size(), l.results.size());
        for (std::size_t r = 0; r < j.results.size(); ++r) {
            QCOMPARE(j.results[r].name, l.results[r].name);
            QCOMPARE(j.results[r].path, l.results[r].path);
            QCOMPARE(j.results[r].kind, l.results[r].kind);
        }
    }

    QVERIFY(a.colourBy && b.colourBy);
    QCOMPARE(a.colourBy->table, b.colourBy->table);
    QCOMPARE(a.colourBy->column, b.colourBy->column);
    QCOMPARE(a.colourBy->categories.size(), b.colourBy->categories.size());
    for (std::size_t k = 0; k < a.colourBy->categories.size(); ++k) {
        QCOMPARE(a.colourBy->categories[k].value, b.colourBy->categories[k].value);
        for (int c = 0; c < 3; ++c) QCOMPARE(a.colourBy->categories[k].rgb[c], b.colourBy->categories[k].rgb[c]);
    }
    QCOMPARE(a.verticalExaggeration, b.verticalExaggeration);
}

}  // namespace

class ProjectFileTest : public QObject {
    Q_OBJECT

private slots:
    void everyFieldSurvivesSaveAndReopen() {
        QTemporaryDir folder;
        const QDir dir(folder.path());
        const ProjectFile project = fullProject(dir);
        const std::string path = dir.filePath(QStringLiteral("round.strata")).toStdString();
        writeProjectFile(project, path);
        const ProjectFile reopened = readProjectFile(path);
        QCOMPARE(reopened.path, path);
        compareProjects(project, reopened);
        // Saving what was read writes the same bytes: nothing drifts from save to save.
        const std::string first = readText(path);
        writeProjectFile(reopened, path);
        QCOMPARE(readText(path), first);
    }

    void pathsAreStoredRelativeToTheProject() {
        QTemporaryDir folder;
        const QDir dir(folder.path());
        const std::string path = dir.filePath(QStringLiteral("sub/p.strata")).toStdString();
        fs::create_directories(fs::path(path).parent_path());
        writeProjectFile(fullProject(dir), path);
        const nlohmann::json stored = nlohmann::json::parse(readText(path));
        QCOMPARE(stored.at("drillholes").at("collar").get<std::string>(), std::string("../data/collar.csv"));
        QCOMPARE(stored.at("points").at(0).at("path").get<std::string>(), std::string("../points/pts.txt"));
        QCOMPARE(stored.at("jobs").at(0).at("results").at(0).at("path").get<std::string>(), std::string("../out/cu.tif"));
        // The whole folder moved: the project still finds its data.
        const QString moved = QDir(folder.path()).filePath(QStringLiteral("moved"));
        QVERIFY(QDir().rename(dir.filePath(QStringLiteral("sub")), moved));
        const ProjectFile reopened = readProjectFile(QDir(moved).filePath(QStringLiteral("p.strata")).toStdString());
        QCOMPARE(QString::fromStdString(reopened.drillholes->collar), QDir::cleanPath(dir.filePath(QStringLiteral("data/collar.csv"))));
    }

    void interruptedSaveLeavesThePreviousFile() {
        QTemporaryDir folder;
        const QDir dir(folder.path());
        ProjectFile project = fullProject(dir);
        const std::string path = dir.filePath(QStringLiteral("keep.strata")).toStdString();
        writeProjectFile(project, path);
        const std::string before = readText(path);

        project.name = "Changed";
        project.points.clear();
        bool tempWasWritten = false;
        try {
            writeProjectFile(project, path, [&] {
                // The new bytes went to a temporary file beside the target (maybe still in its
                // stdio buffer): the crash comes before the rename.
                for (const auto& entry : fs::directory_iterator(dir.path().toStdString()))
                    if (entry.path().string() != path) tempWasWritten = true;
                throw std::runtime_error("power cut");
            });
            QFAIL("the interrupted save did not throw");
        } catch (const std::runtime_error& e) {
            QCOMPARE(std::string(e.what()), std::string("power cut"));
        }
        QVERIFY(tempWasWritten);
        QCOMPARE(readText(path), before);
        compareProjects(fullProject(dir), readProjectFile(path));
        // No temporary file is left behind.
        int files = 0;
        for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir.path().toStdString())) ++files;
        QCOMPARE(files, 1);
    }

    void saveIntoAMissingFolderFailsCleanly() {
        QTemporaryDir folder;
        const std::string path = QDir(folder.path()).filePath(QStringLiteral("no/such/folder/p.strata")).toStdString();
        bool failed = false;
        try {
            writeProjectFile(fullProject(QDir(folder.path())), path);
        } catch (const strata::IoError& e) {
            failed = QString::fromUtf8(e.what()).contains(QStringLiteral("p.strata"));
        }
        QVERIFY(failed);
    }

    void movedDataIsFoundAgain() {
        QTemporaryDir folder;
        const QDir dir(folder.path());
        ProjectFile project = fullProject(dir);
        project.jobs.clear();
        project.points.resize(1);
        // The data now live in "elsewhere/", all but the assay table.
        for (const char* name : {"collar.csv", "survey.csv", "lith.csv"}) touch(dir.filePath(QStringLiteral("elsewhere/") + QString::fromUtf8(name)).toStdString());
        touch(dir.filePath(QStringLiteral("points/pts.txt")).toStdString());
        auto missing = missingDataFiles(project);
        QCOMPARE(missing.size(), std::size_t(4));  // collar, survey, lith, assay
        QCOMPARE(missing.front().role, std::string("collar"));
        const std::string newCollar = QDir::cleanPath(dir.filePath(QStringLiteral("elsewhere/collar.csv"))).toStdString();
        QCOMPARE(relocateDataFile(project, std::string(*missing.front().path), newCollar), std::size_t(3));
        QCOMPARE(project.drillholes->collar, newCollar);
        QCOMPARE(project.drillholes->survey, QDir::cleanPath(dir.filePath(QStringLiteral("elsewhere/survey.csv"))).toStdString());
        missing = missingDataFiles(project);
        QCOMPARE(missing.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(*missing.front().path).endsWith(QStringLiteral("assay.csv")), true);
    }

    // A project written before the coregionalisations were kept: it opens, with none, and saving
    // a project without any writes no such section (an older Strata reads it as it always did).
    void projectsWithoutCoregionalisationsStillOpen() {
        QTemporaryDir folder;
        const std::string path = QDir(folder.path()).filePath(QStringLiteral("old.strata")).toStdString();
        const std::string older = R"({"format": "strata-project", "version": 1, "name": "old",
            "variograms": [{"name": "ni", "source": "drillholes", "table": "assay", "variable": "ni",
                            "model": {"nugget": 0.1, "structures": [{"type": "sph", "sill": 0.9, "range": 40}]}}],
            "view": {"vertical_exaggeration": 2}})";
        const ProjectFile project = parseProjectFile(older, path);
        QVERIFY(project.coregionalisations.empty());
        QCOMPARE(project.variograms.size(), std::size_t(1));
        const ProjectFile sample = readProjectFile(QStringLiteral(STRATA_SAMPLES_DIR "/laterite/laterite.strata").toStdString());
        QVERIFY(sample.coregionalisations.empty());
        writeProjectFile(project, path);
        QVERIFY(!nlohmann::json::parse(readText(path)).contains("coregionalisations"));
    }

    void badSectionsNameTheirKey() {
        QTemporaryDir folder;
        const std::string path = QDir(folder.path()).filePath(QStringLiteral("bad.strata")).toStdString();
        const auto messageOf = [&](const std::string& text) {
            try {
                parseProjectFile(text, path);
            } catch (const strata::Error& e) {
                return QString::fromUtf8(e.what());
            }
            return QStringLiteral("(no error)");
        };
        const std::string head = R"({"format": "strata-project", "version": 1, )";
        QVERIFY(messageOf(head + R"("points": [{"name": "a"}]})").contains(QStringLiteral("points[0].path")));
        QVERIFY(messageOf(head + R"("points": [{"name": "a", "path": "p", "header": "maybe"}]})").contains(QStringLiteral("points[0].header")));
        QVERIFY(messageOf(head + R"("points": [{"name": "a", "path": "p"}, {"name": "a", "path": "q"}]})").contains(QStringLiteral("repeats")));
        QVERIFY(messageOf(head + R"("variograms": [{"name": "v", "model": {"structures": [{"type": "zzz", "sill": 1, "range": 1}]}}]})")
                    .contains(QStringLiteral("variograms[0].model")));
        QVERIFY(messageOf(head + R"("jobs": [{"id": "j", "job": {"type": "idw"}, "status": "exploded"}]})").contains(QStringLiteral("jobs[0].status")));
        QVERIFY(messageOf(head + R"("stratigraphic_column": {"units": 3}})").contains(QStringLiteral("stratigraphic_column")));
        const std::string lmc = R"("coregionalisations": [{"name": "ni", "model": {"variables": ["ni", "co"], "models": )";
        const std::string sph = R"({"nugget": 0, "structures": [{"type": "sph", "sill": 1, "range": 40}]})";
        QVERIFY(messageOf(head + lmc + "{\"ni\": " + sph + ", \"co\": " + sph + "}}, \"experimental\": [[], [], []]}]}")
                    .contains(QStringLiteral("coregionalisations[0].model.models.ni:co")));
        QVERIFY(messageOf(head + lmc + "{\"ni\": " + sph + ", \"co\": " + sph + ", \"ni:co\": " + sph + "}}}]}")
                    .contains(QStringLiteral("coregionalisations[0].experimental")));
        QVERIFY(messageOf(head + R"("coregionalisations": [{"name": "ni", "lmc_method": "guess"}]})")
                    .contains(QStringLiteral("coregionalisations[0].lmc_method")));
    }
};

STRATA_GUI_TEST_MAIN(ProjectFileTest)
#include "ProjectFileTest.moc"
