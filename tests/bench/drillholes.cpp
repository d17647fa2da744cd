// Drillhole processing speed on the Babbitt set (399 holes, 2,628 survey stations, 35,616 assay
// rows, feet): reading + checking, desurvey of every assay interval (minimum curvature: FROM,
// mid-point, TO), 10 ft composites of CU, NI, S, FE (with their mid-points), stations every 10 ft.
// 5 repetitions of each step; prints median, min and max.
#include "BenchSupport.h"
#include <chrono>
#include <functional>
#include <iostream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "strata/drillholes/Compositing.h"
#include "strata/drillholes/Desurvey.h"

using namespace strata::drillholes;

namespace {

using strata::bench::Stats;

Stats time(int repetitions, const std::function<void()>& work) {
    std::vector<double> seconds;
    for (int r = 0; r < repetitions; ++r) {
        const auto start = std::chrono::steady_clock::now();
        work();
        seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    return strata::bench::stats(std::move(seconds));
}

void print(const char* what, const Stats& t) {
    std::cout << "  " << what << ": median " << t.median * 1e3 << " ms (min " << t.min * 1e3 << ", max " << t.max * 1e3
              << ")\n";
}

}  // namespace

int main() {
    const std::string dir = STRATA_SAMPLES_DIR "/babbitt/";
    DrillholeFiles files;
    files.collar = dir + "collar_BABBITT.csv";
    files.survey = dir + "survey_BABBITT.csv";
    files.intervals = {dir + "assay_BABBITT.csv"};
    const int repetitions = 5;

    DrillholeDatabase db;
    ValidationReport report;
    const Stats read = time(repetitions, [&] {
        report = {};
        db = readDrillholes(files, report);
    });
    const IntervalTable& assays = db.intervals.at(0);
    IntervalPositions positions;
    const Stats desurvey =
        time(repetitions, [&] { positions = desurveyIntervals(db, assays, DesurveyMethod::MinimumCurvature); });
    CompositeOptions options;
    options.length = 10;
    IntervalTable composites;
    IntervalPositions compositePositions;
    const Stats composite = time(repetitions, [&] {
        composites = compositeIntervals(db, assays, options);
        compositePositions = desurveyIntervals(db, composites, DesurveyMethod::MinimumCurvature);
    });
    std::size_t stationCount = 0;
    const Stats stations = time(repetitions, [&] {
        stationCount = 0;
        for (const auto& trace : desurveyStations(db, DesurveyMethod::MinimumCurvature, 10)) stationCount += trace.depth.size();
    });
    const Stats both = time(repetitions, [&] {
        positions = desurveyIntervals(db, assays, DesurveyMethod::MinimumCurvature);
        composites = compositeIntervals(db, assays, options);
        compositePositions = desurveyIntervals(db, composites, DesurveyMethod::MinimumCurvature);
    });

    std::cout << "machine: " << strata::bench::cpuName() << ", " << std::thread::hardware_concurrency() << " threads\n"
              << "data: Babbitt, " << db.collars.size() << " holes, " << db.surveys.size() << " survey stations, "
              << assays.size() << " assay rows; " << report.problems.size() << " report entries\n"
              << "steps (" << repetitions << " runs each):\n";
    print("read + check (3 CSV files)", read);
    print("desurvey assay intervals (mincurv; from, mid, to)", desurvey);
    print("composite 10 ft (4 columns) + composite mid-points", composite);
    print("stations every 10 ft", stations);
    print("desurvey + composite (target < 300 ms)", both);
    std::cout << "composites: " << composites.size() << ", stations: " << stationCount << ", check: z of the last mid-point "
              << positions.zMid.back() << '\n';
    return both.median < 0.3 ? 0 : 1;
}
