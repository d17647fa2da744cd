#!/usr/bin/env bash
# What splitting a run across MPI ranks costs and gains (docs/scaling.md): the same krige and rtm
# runs as one process and as `mpirun -n 2`, wall time over REPS runs (median, min-max), on this
# machine. Every rank's OpenMP threads are set so that ranks x threads = the cores compared.
# Usage, from the source folder: tests/bench/mpi_overhead.sh [BUILD_DIR] [REPS]
set -euo pipefail
build=${1:-build}
reps=${2:-3}
cli=$(realpath "$build/bin/strata-cli")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp tests/data/gslib/cluster.dat "$work"
cd "$work"
# Open MPI refuses to start as root (containers) without these.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1

echo "machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; $("$cli" info | grep '^mpi:')"

# time_runs LABEL COMMAND...: REPS wall times of COMMAND, printed as median (min-max).
time_runs() {
    local label=$1
    shift
    local times=()
    for _ in $(seq "$reps"); do
        local start end
        start=$(date +%s.%N)
        "$@" >/dev/null 2>"$work/err" || { cat "$work/err"; exit 1; }
        end=$(date +%s.%N)
        times+=("$(echo "$end - $start" | bc)")
    done
    printf '%s\n' "${times[@]}" | sort -n | awk -v label="$label" \
        '{t[NR] = $1} END {printf "%-44s %.2f s (%.2f-%.2f)\n", label, t[int((NR + 1) / 2)], t[1], t[NR]}'
}

# compare SIZE ARGS...: one process on all cores and on one, two ranks of one thread each.
compare() {
    local size=$1
    shift
    echo "$* ($size)"
    time_runs "  1 process, $(nproc) threads" env OMP_NUM_THREADS="$(nproc)" "$cli" "$@"
    time_runs "  1 process, 1 thread" env OMP_NUM_THREADS=1 "$cli" "$@"
    time_runs "  mpirun -n 2, 1 thread each" mpirun --oversubscribe -n 2 -x OMP_NUM_THREADS=1 "$cli" "$@"
}

compare "10^6 nodes, 140 data" krige --data cluster.dat --columns Xlocation,Ylocation,Primary \
    --model "0.2 nug + 0.8 sph(10)" --type ok --radius 25 --ndmax 16 --grid 1000,1000:0.025,0.025:0.05,0.05 \
    --backend cpu --out grid.csv

cat >pit.json <<'JSON'
{"units": [{"name": "COVER", "velocity": 1800}, {"name": "ROCK", "velocity": 2600}],
 "surfaces": {"x": [0, 1190], "ground": [100, 100], "top_ROCK": [-300, -300]}}
JSON
grid=(--nx 240 --nz 120 --dx 5 --dz 5)
"$cli" model --strata pit.json "${grid[@]}" --write-velocity v.bin --shots 200:200:4 --source-depth 20 \
    --receivers 0:5:240 --receiver-depth 10 --freq 15 --tmax 0.6 --backend cpu --out shots.bin >/dev/null 2>&1
compare "4 shots, 240 x 120 cells" rtm --velocity v.bin "${grid[@]}" --data shots.bin --freq 15 --backend cpu \
    --out image.bin
