// The ranks of a build with MPI, through MPI's C API (Open MPI, MPICH and the libraries built on them).
#include <mpi.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <vector>

#include "Launch.h"

namespace strata::distributed {

namespace {

// MPI counts are ints: longer messages go in pieces of this many bytes.
constexpr std::size_t kPieceBytes = std::size_t(1) << 30;
constexpr int kSumTag = 1;

// A launcher's marks in the environment: Open MPI's mpirun, PMIx (srun --mpi=pmix, Open MPI 5),
// PMI-1/2 (MPICH's mpiexec, srun --mpi=pmi2). Without them strata-cli does not start MPI at all:
// a plain run pays nothing and does not depend on the MPI runtime being usable.
bool startedByLauncher() {
    for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE"})
        if (std::getenv(name)) return true;
    return false;
}

class MpiWorld final : public Ranks {
public:
    MpiWorld() {
        MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
        MPI_Comm_size(MPI_COMM_WORLD, &count_);
    }
    int rank() const override { return rank_; }
    int count() const override { return count_; }

    void shareBlocks(std::span<std::byte> bytes, std::span<const std::size_t> offsets) const override {
        for (int r = 0; r < count_; ++r)
            for (std::size_t at = offsets[std::size_t(r)]; at < offsets[std::size_t(r) + 1]; at += kPieceBytes) {
                const std::size_t n = std::min(kPieceBytes, offsets[std::size_t(r) + 1] - at);
                MPI_Bcast(bytes.data() + at, int(n), MPI_BYTE, r, MPI_COMM_WORLD);
            }
    }

    // Rank 0 adds the others' values one rank after the other (MPI_Reduce may add in any order).
    void sumInRankOrder(std::span<double> values) const override {
        constexpr std::size_t piece = kPieceBytes / sizeof(double);
        std::vector<double> other;
        for (std::size_t at = 0; at < values.size(); at += piece) {
            const std::span<double> part = values.subspan(at, std::min(piece, values.size() - at));
            const int n = int(part.size());
            if (rank_ == 0) {
                other.resize(part.size());
                for (int r = 1; r < count_; ++r) {
                    MPI_Recv(other.data(), n, MPI_DOUBLE, r, kSumTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                    for (std::size_t i = 0; i < part.size(); ++i) part[i] += other[i];
                }
            } else {
                MPI_Send(part.data(), n, MPI_DOUBLE, 0, kSumTag, MPI_COMM_WORLD);
            }
            MPI_Bcast(part.data(), n, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        }
    }

private:
    int rank_ = 0, count_ = 1;
};

std::unique_ptr<MpiWorld>& world() {
    static std::unique_ptr<MpiWorld> w;
    return w;
}

// "Open MPI v4.1.4" out of the library's long version text.
std::string libraryName() {
    char text[MPI_MAX_LIBRARY_VERSION_STRING];
    int length = 0;
    MPI_Get_library_version(text, &length);
    const std::string all(text, std::size_t(length));
    return all.substr(0, all.find_first_of(",\n"));
}

}  // namespace

void startRanks(int& argc, char**& argv) {
    if (!startedByLauncher()) return;
    // Only the main thread calls MPI; OpenMP threads compute between the calls.
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    world() = std::make_unique<MpiWorld>();
}

const Ranks& worldRanks() { return world() ? static_cast<const Ranks&>(*world()) : singleProcess(); }

void finishRanks() {
    if (world()) MPI_Finalize();
    world().reset();
}

void abortRanks(int exitCode) {
    if (world()) MPI_Abort(MPI_COMM_WORLD, exitCode);
    std::exit(exitCode);
}

std::string describeMpi() {
    const std::string ranks =
        world() ? std::to_string(world()->count()) + " ranks, this is rank " + std::to_string(world()->rank())
                : "1 process (not started by mpirun or srun)";
    return "built (" + libraryName() + "); " + ranks;
}

}  // namespace strata::distributed
