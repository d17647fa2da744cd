// strata-cli: the headless front end of the Strata engine.
#include <algorithm>
#include <chrono>
#include <iostream>
#include <map>
#include <vector>

#include "CliCommand.h"
#include "Launch.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/core/Version.h"
#include "strata/io/AtomicFile.h"

namespace strata::cli {

namespace {
std::chrono::steady_clock::time_point startOfMain;

std::vector<std::pair<std::string, Setup>>& verbs() {
    static std::vector<std::pair<std::string, Setup>> all;
    return all;
}

// Progress on stderr, one line per 10 % step, so logs stay readable when piped.
class StderrProgress {
public:
    Progress sink{[this](double f, const std::string& msg) {
        const int step = int(f * 10);
        if (step == lastStep_) return;
        lastStep_ = step;
        std::cerr << "  " << step * 10 << "% " << msg << '\n';
    }};

private:
    int lastStep_ = -1;
};

// "strata-cli: error", naming the rank when the run is split (any rank may be the one that failed).
std::string errorLead(const std::string& kind) {
    const distributed::Ranks& ranks = distributed::worldRanks();
    const std::string lead = "strata-cli: " + kind;
    if (!ranks.isSplit()) return lead;
    return lead + " (rank " + std::to_string(ranks.rank()) + " of " + std::to_string(ranks.count()) + ")";
}

// A failure ends every rank at once (MPI_Abort), since the others may be waiting for the one that
// failed; rank 0 writes only after every rank's share has arrived, so no output is left half-made.
int endRun(int code) {
    if (code != 0 && distributed::worldRanks().isSplit()) distributed::abortRanks(code);
    distributed::finishRanks();
    return code;
}

}  // namespace

std::chrono::steady_clock::time_point processStart() { return startOfMain; }

Registration::Registration(std::string name, Setup setup) { verbs().emplace_back(std::move(name), std::move(setup)); }

void addJobOptions(CLI::App& verb, JobOptions& options) {
    verb.add_option("--backend", options.backend, "auto, cpu or cuda")->capture_default_str();
    verb.add_flag("--dump-job", options.dumpJob, "print the job as JSON instead of running it");
    verb.add_flag("--timings", options.timings,
                  "after the run, print the time spent reading, preparing, computing and writing, and the total "
                  "(also under \"timings\" in the result)");
}

namespace {
double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The phases and the total, on stderr and under "timings" in the result.
void reportTimings(const PhaseTimings& timings, jobs::Json& result) {
    const double total = secondsSince(processStart());
    jobs::Json numbers;
    for (Phase phase : kPhases) numbers[toString(phase)] = timings.seconds(phase);
    numbers["total"] = total;
    std::cerr << "timings: " << formatPhases(timings, total) << '\n';
    if (!result.is_null() && !result.is_object()) return;
    jobs::Json& entry = result["timings"];  // gamv's and variogram's hold their kernel's timings already
    if (!entry.is_object()) entry = jobs::Json::object();
    entry.update(numbers);
}
}  // namespace

void runOrDump(const jobs::Json& job, const JobOptions& options) {
    if (options.dumpJob) {
        if (distributed::worldRanks().isRoot()) std::cout << jobs::normaliseJob(job).dump(2) << '\n';
        return;
    }
    const distributed::Ranks& ranks = distributed::worldRanks();
    const jobs::JobType& type = jobs::findJobType(job.value("type", ""));
    const bool split = type.splitsAcrossRanks;
    if (!split && !ranks.isRoot()) return;  // rank 0 runs it alone
    PhaseTimings timings;
    // Start-up (arguments, a GSLIB parameter file) counts as preparing.
    timings.add(Phase::Prepare, secondsSince(processStart()));
    StderrProgress progress;
    jobs::JobContext context;
    context.backend = parseBackend(options.backend);
    const GpuWarmUp warmUp(context.backend != Backend::Cpu && type.mayUseGpu);
    if (split) context.ranks = &ranks;
    if (ranks.isRoot()) {  // progress and notes once, not once per rank
        context.progress = &progress.sink;
        context.log = [](const std::string& msg) { std::cerr << msg << '\n'; };
    }
    if (options.timings) {
        context.timings = &timings;
        PhaseTimings::setOfProcess(&timings);
    }
    const auto start = std::chrono::steady_clock::now();
    jobs::PreparedJob prepared;
    {
        const auto preparing = context.phase(Phase::Prepare);
        prepared = jobs::prepareJob(job);
    }
    jobs::Json result = prepared(context);
    PhaseTimings::setOfProcess(nullptr);
    if (!ranks.isRoot()) return;
    std::cerr << job.value("type", "job") << ": done in " << secondsSince(start) << " s\n";
    if (options.timings) reportTimings(timings, result);
    if (!result.is_null() && !result.empty()) std::cout << result.dump(2) << '\n';
}

// CLI11 answers an unknown first word with "A subcommand is required", which hides the typo:
// name the word and the verbs instead.
void requireKnownVerb(CLI::App& app, int argc, char** argv) {
    if (argc < 2 || argv[1][0] == '-') return;
    const std::string word = argv[1];
    std::vector<std::string> verbs;
    for (const CLI::App* verb : app.get_subcommands([](CLI::App*) { return true; })) verbs.push_back(verb->get_name());
    if (std::find(verbs.begin(), verbs.end(), word) == verbs.end())
        throw strata::ValidationError("command line", "VERB",
                                      "'" + word + "' is not a verb (verbs: " + strata::join(verbs, ", ") + ")");
}

}  // namespace strata::cli

int main(int argc, char** argv) {
    strata::cli::startOfMain = std::chrono::steady_clock::now();
    strata::io::removeTemporariesOnSignals();
    strata::distributed::startRanks(argc, argv);
    CLI::App app{"strata-cli " STRATA_VERSION ": geostatistics engine of Strata (variograms, kriging, IDW, RTM)"};
    app.require_subcommand(1);
    app.set_version_flag("--version", STRATA_VERSION);
    for (auto& [name, setup] : strata::cli::verbs()) setup(app);
    try {
        strata::cli::requireKnownVerb(app, argc, argv);
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return strata::cli::endRun(app.exit(e));
    } catch (const strata::Error& e) {
        std::cerr << strata::cli::errorLead("error") << ": " << e.what() << '\n';
        return strata::cli::endRun(e.kind() == strata::ErrorKind::Cancelled ? 130 : 1);
    } catch (const std::exception& e) {
        std::cerr << strata::cli::errorLead("internal error") << ": " << e.what() << '\n';
        return strata::cli::endRun(3);
    }
    return strata::cli::endRun(0);
}
