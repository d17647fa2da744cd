#pragma once
// GSLIB backtr as a job, read from its parameter file by `strata-cli backtr PARAMS.par`: the
// back-transform of a data file's column of normal scores through a transformation table
// (nscore's table file: value and score a line), with backtr's tails and [zmin, zmax]. It writes
// the data with the "Back Transform" column appended (f12.5). As backtr's code does, every row is
// back-transformed: the trimming limits are read and used for nothing.
#include <string>

#include "strata/jobs/Job.h"
#include "strata/simulation/BackTransform.h"

namespace strata::simulation {

struct BacktrJob {
    static constexpr const char* type = "backtr";
    static constexpr const char* summary = "GSLIB backtr: values of normal scores through a transformation table";

    std::string dataFile;
    int column = 6;
    bool cdfValues = false;  // backtr's negative column: the column holds cumulative probabilities
    double trimMin = -1.0e21, trimMax = 1.0e21;
    std::string outputFile;
    std::string tableFile;
    BackTransformOptions tails;

    void validate() const;
    static const jobs::Schema<BacktrJob>& schema();
};

// The tails and limits (zmin, zmax, lower_tail, ...), for every job that back-transforms.
const jobs::Schema<BackTransformOptions>& backTransformSchema();

// Reads a backtr parameter file; errors name the file, line and parameter.
BacktrJob readBacktrParameters(const std::string& path);

void to_json(jobs::Json& j, const BacktrJob& job);
void from_json(const jobs::Json& j, BacktrJob& job);
jobs::Json execute(const BacktrJob& job, const jobs::JobContext& context);

}  // namespace strata::simulation
