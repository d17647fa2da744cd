#pragma once
// IDW and AIDW as jobs ("idw", "aidw"): read a point file, estimate at the nodes of a grid or at
// the points of a target file, write a CSV with header x,y[,z],estimate (AIDW adds alpha), one row
// per target in input order, grid nodes x fastest. Unestimated targets (no datum in the search
// neighbourhood) are written as NaN. `strata-cli idw|aidw` build these jobs from flags.
//
// JSON parameters (defaults in brackets):
//   data, columns ("x,y[,z],value"), grid ("NX,NY[,NZ]:X0,Y0[,Z0]:DX,DY[,DZ]") or targets (a file),
//   target_columns ("x,y[,z]"; [the coordinate names of columns]), out,
//   precision ("single" | "double") ["single"], gpu_weights_kernel ["auto"], gpu_knn_kernel ["auto"];
//   idw:  power, neighbors [0 = all], radius [0 = unlimited],
//         anisotropy {ang1, ang2, ang3, ratio1, ratio2} [isotropic];
//   aidw: k [10], alpha [[1,2,3,4,5]], r_min [0], r_max [2], area [0 = bounding box], neighbors [0 = all].
#include <string>

#include "strata/idw/Idw.h"
#include "strata/jobs/Job.h"

namespace strata::idw {

// What both jobs read and write.
struct IdwIo {
    std::string data;
    std::string columns;        // "x,y,value" or "x,y,z,value"
    std::string grid;           // or
    std::string targets;
    std::string targetColumns;  // empty: x, y[, z] named as in columns
    std::string out;
    Precision precision = Precision::Single;
    WeightsKernel weightsKernel = WeightsKernel::Auto;
    KnnKernel knnKernel = KnnKernel::Auto;

    void validate(const std::string& stage) const;
};

struct IdwJob {
    static constexpr const char* type = "idw";
    static constexpr const char* summary = "inverse distance weighting of points onto a grid or target points";
    IdwIo io;
    IdwParams params;
    void validate() const;
};

struct AidwJob {
    static constexpr const char* type = "aidw";
    static constexpr const char* summary = "adaptive inverse distance weighting (power from the local data density)";
    IdwIo io;
    AidwParams params;
    void validate() const;
};

void to_json(jobs::Json& j, const IdwJob& job);
void from_json(const jobs::Json& j, IdwJob& job);
void to_json(jobs::Json& j, const AidwJob& job);
void from_json(const jobs::Json& j, AidwJob& job);
jobs::Json execute(const IdwJob& job, const jobs::JobContext& context);
jobs::Json execute(const AidwJob& job, const jobs::JobContext& context);

Precision parsePrecision(const std::string& text, const std::string& stage);
WeightsKernel parseWeightsKernel(const std::string& text, const std::string& stage);
KnnKernel parseKnnKernel(const std::string& text, const std::string& stage);
std::string toString(Precision precision);

}  // namespace strata::idw
