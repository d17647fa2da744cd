#include "strata/simulation/PostsimJob.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/GslibDataText.h"
#include "strata/io/GslibParameterFile.h"
#include "strata/simulation/RealisationStatistics.h"

namespace strata::simulation {

namespace {
const std::string kStage = "postsim";
constexpr double kUnestimated = -999.0;  // postsim's UNEST

std::string count4(std::size_t v) {
    char text[32];
    std::snprintf(text, sizeof text, " %4zu", v);
    return text;
}

std::string fixed(double v, int width, int decimals) {
    return io::fortranFixed(std::isnan(v) ? kUnestimated : v, width, decimals);
}

std::string headerText(const PostsimJob& job) {
    const std::string grid = count4(job.nx) + count4(job.ny) + count4(job.nz) + "\n";
    switch (job.option) {
    case 1: return "E-type mean values\n" + count4(1) + grid + "mean\n";
    case 2:
        return "Probability and mean value > " + io::fortranFixed(job.parameter, 12, 4) + "\n" + count4(3) + grid +
               "prob > cutoff\nmean > cutoff\nmean < cutoff\n";
    case 3: return "Z value corresponding to CDF = " + io::fortranFixed(job.parameter, 7, 4) + "\n" + count4(1) + grid + "value\n";
    case 4: return "Probability Interval = " + io::fortranFixed(job.parameter, 7, 4) + "\n" + count4(2) + grid + "lower\nupper\n";
    default: return "Conditional Variance\n" + count4(1) + grid + "variance\n";
    }
}

// postsim's option 3 probability, held within its cdf's first and last values.
double heldProbability(const PostsimJob& job) {
    const float increment = 1.0f / float(job.realisations);
    const float first = 0.5f * increment;
    float last = first;
    for (int k = 1; k < job.realisations; ++k) last += increment;
    return std::clamp(job.parameter, double(first), double(last));
}

struct NodeSummaries {
    explicit NodeSummaries(const PostsimJob& job)
        : job_(job),
          quantile_(std::size_t(job.realisations), job.option == 3 ? heldProbability(job) : 0.5),
          // postsim's interval ends, in its single precision.
          lower_(std::size_t(job.realisations), double((1.0f - float(job.parameter)) / 2.0f)),
          upper_(std::size_t(job.realisations), double((1.0f + float(job.parameter)) / 2.0f)) {}

    // One node's line; `sorted` holds its values over the realisations, ascending.
    std::string line(std::span<const double> sorted) const {
        const bool kept = !(sorted.back() < job_.trimMin);
        switch (job_.option) {
        case 1: return fixed(kept ? etypeMean(sorted) : kUnestimated, 9, 4) + "\n";
        case 2: {
            const Exceedance e = kept ? exceedance(sorted, job_.parameter) : Exceedance{kUnestimated, kUnestimated, kUnestimated};
            return fixed(e.probability, 9, 4) + " " + fixed(e.meanAbove, 9, 4) + "  " + fixed(e.meanBelow, 9, 4) + "\n";
        }
        case 3: return fixed(kept ? quantile(quantile_, heldProbability(job_), sorted) : kUnestimated, 9, 4) + "\n";
        case 4:
            return fixed(kept ? quantile(lower_, (1.0 - job_.parameter) / 2.0, sorted) : kUnestimated, 12, 4) + " " +
                   fixed(kept ? quantile(upper_, (1.0 + job_.parameter) / 2.0, sorted) : kUnestimated, 12, 4) + "\n";
        default: return fixed(kept ? conditionalVariance(sorted) : kUnestimated, 12, 4) + "\n";
        }
    }

private:
    double quantile(const PostsimQuantile& postsim, double p, std::span<const double> sorted) const {
        return job_.linearQuantiles ? linearQuantile(sorted, p) : postsim(sorted);
    }

    const PostsimJob& job_;
    PostsimQuantile quantile_, lower_, upper_;
};
}  // namespace

PostsimJob readPostsimParameters(const std::string& path) {
    const io::GslibParameterFile par = io::GslibParameterFile::read(path);
    PostsimJob job;
    std::size_t i = 0;
    job.realisationsFile = par.line(i++).text(0, "file with simulated realizations");
    job.realisations = par.line(i++).integer(0, "number of realizations");
    job.trimMin = par.line(i++).number(0, "tmin");  // postsim reads the lower limit only
    {
        const auto& l = par.line(i++);
        const int nx = l.integer(0, "nx"), ny = l.integer(1, "ny"), nz = l.integer(2, "nz");
        if (nx < 1 || ny < 1 || nz < 1) throw ParseError(path, l.fileLine(), 1, "nx, ny and nz must be at least 1");
        job.nx = std::size_t(nx);
        job.ny = std::size_t(ny);
        job.nz = std::size_t(nz);
    }
    job.outputFile = par.line(i++).text(0, "output file");
    {
        const auto& l = par.line(i++);
        job.option = l.integer(0, "output option");
        job.parameter = l.number(1, "output parameter");
        if (job.option < 1 || job.option > 5) throw ParseError(path, l.fileLine(), 1, "the output option must be 1, 2, 3, 4 or 5");
        if ((job.option == 3 || job.option == 4) && (job.parameter < 0 || job.parameter > 1))
            throw ParseError(path, l.fileLine(), 1, "the output parameter of options 3 and 4 is a probability in [0, 1]");
    }
    job.validate();
    return job;
}

void PostsimJob::validate() const {
    if (realisationsFile.empty()) throw ValidationError(kStage, "realisations_file", "is required");
    if (outputFile.empty()) throw ValidationError(kStage, "output", "is required");
    if (realisations < 1) throw ValidationError(kStage, "realisations", "must be >= 1");
    if (nx < 1 || ny < 1 || nz < 1) throw ValidationError(kStage, "grid_size", "nx, ny and nz must be at least 1");
    if (option < 1 || option > 5) throw ValidationError(kStage, "option", "must be 1, 2, 3, 4 or 5");
    if (!std::isfinite(parameter)) throw ValidationError(kStage, "parameter", "must be a finite number");
    if ((option == 3 || option == 4) && (parameter < 0 || parameter > 1))
        throw ValidationError(kStage, "parameter", "options 3 and 4 take a probability in [0, 1]");
    io::checkOutputPath(outputFile, kStage, "output");
    io::checkOutputsApart(kStage, {{"output", outputFile}}, {{"realisations_file", realisationsFile}});
}

jobs::Json execute(const PostsimJob& job, const jobs::JobContext& context) {
    const std::size_t nodes = job.nx * job.ny * job.nz;
    const std::size_t n = std::size_t(job.realisations);
    if (nodes > std::size_t(1) << 40 || n > (std::size_t(1) << 40) / nodes)
        throw ValidationError(kStage, "grid_size", "the grid and the realisations hold more values than any file can");
    const io::GeoEasFile f = context.timed(Phase::Read, [&] { return io::readGeoEas(job.realisationsFile); });
    if (f.rowCount() < nodes * n)
        throw ValidationError(kStage, "realisations_file",
                              "'" + job.realisationsFile + "' has " + std::to_string(f.rowCount()) + " rows; " +
                                  std::to_string(n) + " realisations of " + std::to_string(job.nx) + " x " +
                                  std::to_string(job.ny) + " x " + std::to_string(job.nz) + " nodes need " +
                                  std::to_string(nodes * n));
    const std::vector<double>& values = f.columns.front();  // postsim reads each row's first value
    // The summaries are formatted as they are computed: both count as computing.
    PhaseSequence phases(context.timings);
    phases.enter(Phase::Compute);
    const NodeSummaries summaries(job);
    std::string text = headerText(job);
    std::vector<double> node(n);
    for (std::size_t t = 0; t < nodes; ++t) {
        if (t % 4096 == 0) {
            context.checkCancelled();
            context.report(double(t) / double(nodes), "postsim");
        }
        for (std::size_t s = 0; s < n; ++s) node[s] = values[s * nodes + t];
        for (double v : node)
            if (!std::isfinite(v))
                throw ValidationError(kStage, "realisations_file", "'" + job.realisationsFile + "' holds a value that is not a finite number");
        std::sort(node.begin(), node.end());
        text += summaries.line(node);
    }
    phases.enter(Phase::Write);
    io::AtomicFile out(job.outputFile);
    out.write(text);
    out.commit();
    return jobs::Json{{"output", job.outputFile}, {"nodes", nodes}, {"realisations", n}};
}

const jobs::Schema<PostsimJob>& PostsimJob::schema() {
    static const auto s = jobs::Schema<PostsimJob>(type, summary)
        .add("realisations_file", [](auto& j) -> auto& { return j.realisationsFile; },
             "GeoEAS file of the realisations (the first value of each row; realisation after realisation, x fastest)")
        .required().group("input")
        .add("realisations", [](auto& j) -> auto& { return j.realisations; }, "number of realisations").min(1).group("input")
        .add("trim_min", [](auto& j) -> auto& { return j.trimMin; },
             "a node whose largest value is below this is left out (-999)").group("input")
        .list("grid_size", "nodes nx, ny, nz of each realisation", [](auto& j) -> auto& { return j.nx; },
              [](auto& j) -> auto& { return j.ny; }, [](auto& j) -> auto& { return j.nz; }).min(1).group("input")
        .add("option", [](auto& j) -> auto& { return j.option; },
             "1 E-type mean, 2 probability and means above / below a cutoff, 3 the value at a probability, "
             "4 a symmetric probability interval, 5 conditional variance").min(1).max(5).group("summary")
        .add("parameter", [](auto& j) -> auto& { return j.parameter; },
             "option 2: the cutoff; 3: the cumulative probability; 4: the interval's probability").group("summary")
        .add("linear_quantiles", [](auto& j) -> auto& { return j.linearQuantiles; },
             "options 3 and 4: interpolate linearly between the sorted values at (k - 0.5) / n (the book's rule) "
             "instead of with postsim's reversed weights").group("summary").advanced()
        .add("output", [](auto& j) -> auto& { return j.outputFile; }, "output file (postsim's layout)").required()
        .group("output");
    return s;
}

void to_json(jobs::Json& j, const PostsimJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, PostsimJob& job) { jobs::readParams(j, job); }

STRATA_REGISTER_JOB(PostsimJob);

}  // namespace strata::simulation
