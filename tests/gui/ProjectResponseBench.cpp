// How the window answers on a project that has worked for days: the laterite sample's
// drillholes with N saved kriging results of M nodes each (estimate and variance, CSV files as
// the GUI writes them).
//   - open: time from Open to the first frame with data, and to the last result in the catalog;
//   - switch: time to show each result in the result viewer (its slices drawn);
//   - 3D view: mean frame time with P points coloured by value (frame drawn and read back);
//   - peak memory of the process.
// Needs a display (xvfb-run). Run:
//   xvfb-run -a -s "-screen 0 1600x1200x24" strata-bench-gui-project [--results 10] [--nodes 1000000] [--points 1000000]
#include <sys/resource.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <string>

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <QStandardPaths>

#include <vtkCamera.h>
#include <vtkRenderer.h>

#include "MainWindow.h"
#include "app/GraphicsEnvironment.h"
#include "app/LaunchClock.h"
#include "estimation/EstimationTools.h"
#include "project/ProjectFile.h"
#include "qa/ColourScale.h"
#include "qa/PointLayer.h"
#include "qa/ResultViewer.h"
#include "results/ResultCatalog.h"
#include "strata/io/GridWriter.h"
#include "view/SceneView.h"

using namespace strata;

namespace {

struct Sizes {
    int results = 10;
    std::size_t nodes = 1000000;
    std::size_t points = 1000000;
};

Sizes parse(int argc, char** argv) {
    Sizes s;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--results")) s.results = std::atoi(argv[i + 1]);
        if (!std::strcmp(argv[i], "--nodes")) s.nodes = std::size_t(std::atof(argv[i + 1]));
        if (!std::strcmp(argv[i], "--points")) s.points = std::size_t(std::atof(argv[i + 1]));
    }
    return s;
}

// A smooth field over a cube of about `nodes` nodes covering the laterite's collars.
Grid syntheticResult(std::size_t nodes, int seed) {
    GridSpec spec;
    spec.nx = spec.ny = spec.nz = std::size_t(std::llround(std::cbrt(double(nodes))));
    spec.x0 = 350230, spec.y0 = 9700180, spec.z0 = 130;
    spec.dx = 800.0 / double(spec.nx), spec.dy = 800.0 / double(spec.ny), spec.dz = 70.0 / double(spec.nz);
    Grid grid;
    grid.spec = spec;
    auto& estimate = grid.addLayer("estimate");
    for (std::size_t n = 0; n < estimate.size(); ++n)
        estimate[n] = float(1 + std::sin(double(n % spec.nx) * 0.1 + seed) * std::cos(double(n / spec.nx % spec.ny) * 0.07));
    auto& variance = grid.addLayer("variance");
    for (std::size_t n = 0; n < variance.size(); ++n) variance[n] = float(0.1 + 0.01 * double(n % 17));
    return grid;
}

// The laterite project with `results` finished kriging jobs, each with its result file.
std::string writeProject(const std::filesystem::path& folder, const Sizes& sizes) {
    gui::ProjectFile project = gui::readProjectFile(gui::MainWindow::bundledSampleProject().toStdString());
    project.jobs.clear();
    std::filesystem::create_directories(folder / "results");
    for (int r = 0; r < sizes.results; ++r) {
        const std::string file = (folder / "results" / ("ok_" + std::to_string(r) + ".csv")).string();
        const Grid grid = syntheticResult(sizes.nodes, r);
        io::writeGrid(file, grid);
        gui::ProjectJob job;
        job.id = "job-" + std::to_string(r + 1);
        job.name = "OK " + std::to_string(r + 1);
        job.job = {{"type", "krige"}, {"params", {{"grid", grid.spec.toString()}}}};
        job.status = gui::JobStatus::Done;
        job.results.push_back({"OK of ni " + std::to_string(r + 1), file, "grid"});
        project.jobs.push_back(job);
    }
    const std::string path = (folder / "days.strata").string();
    gui::writeProjectFile(project, path);
    return path;
}

// One frame drawn and read back: VTK draws only inside paintGL, which grabFramebuffer runs
// (the read-back of the 1400 x 900 frame is part of the time).
void drawFrame(gui::SceneView* view) { static_cast<void>(view->grabFramebuffer()); }

double peakMiB() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

}  // namespace

int main(int argc, char** argv) {
    const Sizes sizes = parse(argc, argv);
    gui::LaunchClock::start();
    gui::prepareGraphicsEnvironment();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("StrataBench"));
    QStandardPaths::setTestModeEnabled(true);  // no questions, no user settings touched
    const auto folder = std::filesystem::temp_directory_path() / ("strata-bench-project-" + std::to_string(::getpid()));
    std::printf("writing %d results of %zu nodes...\n", sizes.results, sizes.nodes);
    const std::string project = writeProject(folder, sizes);

    gui::MainWindow window;
    window.resize(1400, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) return 2;
    QSignalSpy firstFrame(&window, &gui::MainWindow::firstDataFrameShown);
    gui::ResultCatalog& catalog = window.estimationTools()->runner().catalog();
    QElapsedTimer open;
    qint64 frameMs = -1;
    QObject::connect(&window, &gui::MainWindow::firstDataFrameShown, [&] { frameMs = open.elapsed(); });
    // The window's answer while it reads: the longest the event loop went without a turn.
    QElapsedTimer tick;
    qint64 longestStall = 0;
    QTimer heartbeat;
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        longestStall = std::max(longestStall, tick.restart());
    });
    open.start();
    tick.start();
    heartbeat.start(10);
    window.openProject(QString::fromStdString(project));
    if (!firstFrame.wait(600000)) return 3;
    while (catalog.count() < sizes.results && open.elapsed() < 600000) QTest::qWait(5);
    const qint64 resultsMs = open.elapsed();
    heartbeat.stop();
    std::printf("open: first frame with data %lld ms, all %d results in the catalog %lld ms, longest stall of the "
                "window %lld ms\n",
                (long long)frameMs, catalog.count(), (long long)resultsMs, (long long)longestStall);

    gui::ResultViewer* viewer = window.estimationTools()->resultViewer();
    window.estimationTools()->showResultViewer();
    double switchTotal = 0, switchMax = 0;
    const std::vector<int> ids = catalog.ids();
    for (int id : ids) {
        QElapsedTimer t;
        t.start();
        viewer->showItem(id);  // builds the slices' geometry on this thread
        drawFrame(viewer->sceneView());
        const double ms = double(t.nsecsElapsed()) / 1e6;
        switchTotal += ms;
        switchMax = std::max(switchMax, ms);
    }
    std::printf("switch result: mean %.0f ms, max %.0f ms over %zu results\n", switchTotal / double(ids.size()), switchMax,
                ids.size());

    PointSet cloud;
    std::mt19937 random(7);
    std::uniform_real_distribution<double> u(0, 1);
    for (std::size_t i = 0; i < sizes.points; ++i) {
        cloud.x.push_back(350230 + 800 * u(random));
        cloud.y.push_back(9700180 + 800 * u(random));
        cloud.z.push_back(130 + 70 * u(random));
    }
    std::vector<double> values(sizes.points);
    for (std::size_t i = 0; i < sizes.points; ++i) values[i] = std::sin(cloud.x[i] * 0.01) + cloud.z[i] * 0.01;
    cloud.dimension = 3;
    cloud.addColumn("value", values);
    gui::SceneView* view = window.sceneView();
    view->addDataActor(gui::makePointActor(cloud, 0, gui::ColourScale::fitting(std::span<const double>(values)), view->sceneOrigin(), 0, 3));
    view->resetCamera();
    drawFrame(view);  // the first frame uploads the points
    constexpr int frames = 20;
    QElapsedTimer t;
    t.start();
    for (int f = 0; f < frames; ++f) {
        view->renderer()->GetActiveCamera()->Azimuth(2);
        drawFrame(view);
    }
    std::printf("3D view: %zu coloured points, mean frame %.1f ms\n", sizes.points, double(t.nsecsElapsed()) / 1e6 / frames);
    std::printf("peak memory %.0f MiB\n", peakMiB());
    std::filesystem::remove_all(folder);
    return 0;
}
