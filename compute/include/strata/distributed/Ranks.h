#pragma once
// The processes one run is split across. strata-cli started by mpirun or srun, in a build with MPI
// (STRATA_WITH_MPI), runs one rank per process; every other run is one process, rank 0 of 1.
// A job that splits its work takes its share of the independent units (target chunks, shots) with
// `share`, computes it, and combines the ranks' results with `shareBlocks` or `sumInRankOrder`, so
// that every rank ends with what one process computes; rank 0 alone writes files. The engine knows
// only this interface: MPI itself lives in compute/distributed/, which only strata-cli links.
// Each rank uses its own backend, so a GPU build would give each rank its own devices.
#include <algorithm>
#include <cstddef>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

namespace strata::distributed {

// Units [begin, end) of a rank's share.
struct Range {
    std::size_t begin = 0, end = 0;
    std::size_t size() const { return end - begin; }
};

class Ranks {
public:
    virtual ~Ranks() = default;
    virtual int rank() const = 0;
    virtual int count() const = 0;
    bool isRoot() const { return rank() == 0; }
    bool isSplit() const { return count() > 1; }

    // Rank r's share of `units`: contiguous blocks in rank order, as even as blocks of `grain` units
    // allow. A grain equal to the chunk size of the one-process loop keeps its chunks, and with them
    // the bits of what it computes, unchanged.
    Range share(std::size_t units, std::size_t grain, int r) const {
        const std::size_t grains = (units + grain - 1) / grain, n = std::size_t(count());
        const auto edge = [&](std::size_t k) { return std::min(units, grains * k / n * grain); };
        return Range{edge(std::size_t(r)), edge(std::size_t(r) + 1)};
    }
    Range myShare(std::size_t units, std::size_t grain = 1) const { return share(units, grain, rank()); }

    // Each rank has filled its own block [offsets[rank], offsets[rank + 1]) of `bytes` (count() + 1
    // offsets); afterwards every rank holds every block.
    virtual void shareBlocks(std::span<std::byte> bytes, std::span<const std::size_t> offsets) const = 0;
    // `values` summed over the ranks in rank order ((rank 0 + rank 1) + rank 2 ...), the sum on
    // every rank: the same bits from one run to the next on the same count of ranks.
    virtual void sumInRankOrder(std::span<double> values) const = 0;
};

// One process: rank 0 of 1, with nothing to share.
class SingleProcess final : public Ranks {
public:
    int rank() const override { return 0; }
    int count() const override { return 1; }
    void shareBlocks(std::span<std::byte>, std::span<const std::size_t>) const override {}
    void sumInRankOrder(std::span<double>) const override {}
};

inline const Ranks& singleProcess() {
    static const SingleProcess one;
    return one;
}

// `values` indexed by unit, each rank having filled its share(values.size(), grain): afterwards
// every rank holds all of them.
template <class T>
void shareUnits(const Ranks& ranks, std::span<T> values, std::size_t grain) {
    static_assert(std::is_trivially_copyable_v<T>);
    if (!ranks.isSplit()) return;
    std::vector<std::size_t> offsets;
    for (int r = 0; r < ranks.count(); ++r) offsets.push_back(ranks.share(values.size(), grain, r).begin * sizeof(T));
    offsets.push_back(values.size() * sizeof(T));
    ranks.shareBlocks(std::as_writable_bytes(values), offsets);
}

}  // namespace strata::distributed
