#!/usr/bin/env bash
# Strata beside its peers on one machine, in one run: GSLIB gamv and kt3d, R gstat (variogram,
# krige, idw) and strata-cli (CPU, and CUDA where a GPU is usable), each timed as a whole command
# (start-up, reading, computing, writing) on the same generated inputs. Prints a table of case,
# peer, seconds and the ratio to Strata CPU (and CUDA), and how far the outputs of each case
# agree, so that the comparison is of the same work. A peer not installed or not given is skipped.
#
#   scripts/bench-peers.sh [--gslib DIR] [--strata-cli PATH] [--data N] [--nodes N]
#                          [--gstat-nodes N] [--gamv-points N] [--ndmax "16 32"] [--work DIR]
#
#   --gslib DIR        folder holding GSLIB's gamv and kt3d (none: GSLIB skipped)
#   --strata-cli PATH  default build/bin/strata-cli
#   --data N           data points for kriging and IDW (default 100000)
#   --nodes N          grid nodes, a multiple of 1000: 1000 x N/1000 nodes at 10 m (default 1000000)
#   --gstat-nodes N    nodes gstat krige/idw run on (default: --nodes); its time is then scaled to
#                      --nodes, and the table says so
#   --gamv-points N    points of the variogram case (default 100000; every pair is visited)
#   --ndmax LIST       kriging neighbourhood sizes (default "16 32")
#   --work DIR         where inputs and outputs go (default: a temporary folder, removed)
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
gslib="" strata="$here/build/bin/strata-cli" data=100000 nodes=1000000 gstat_nodes="" gamv_points=100000
ndmax_list="16 32" work=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --gslib) gslib=$2; shift 2 ;;
        --strata-cli) strata=$2; shift 2 ;;
        --data) data=$2; shift 2 ;;
        --nodes) nodes=$2; shift 2 ;;
        --gstat-nodes) gstat_nodes=$2; shift 2 ;;
        --gamv-points) gamv_points=$2; shift 2 ;;
        --ndmax) ndmax_list=$2; shift 2 ;;
        --work) work=$2; shift 2 ;;
        -h|--help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "bench-peers: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
gstat_nodes=${gstat_nodes:-$nodes}
for n in "$nodes" "$gstat_nodes"; do
    if (( n % 1000 != 0 || n <= 0 )); then echo "bench-peers: node counts must be positive multiples of 1000 (got $n)" >&2; exit 2; fi
done
[[ -x "$strata" ]] || { echo "bench-peers: no strata-cli at $strata (build it, or give --strata-cli)" >&2; exit 2; }
strata=$(cd "$(dirname "$strata")" && pwd)/$(basename "$strata")
if [[ -z "$work" ]]; then work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; fi
mkdir -p "$work"
cd "$work"

# --- which peers are here ------------------------------------------------------------------------
have_gslib=0 have_gstat=0 have_cuda=0
if [[ -n "$gslib" && -x "$gslib/gamv" && -x "$gslib/kt3d" ]]; then have_gslib=1
elif [[ -n "$gslib" ]]; then echo "GSLIB: no gamv and kt3d in $gslib: skipped"
else echo "GSLIB: not given (--gslib DIR): skipped"; fi
if command -v Rscript > /dev/null && Rscript -e 'library(gstat)' > /dev/null 2>&1; then have_gstat=1
else echo "gstat: Rscript with the gstat package not found (Debian: r-cran-gstat): skipped"; fi
if "$strata" info 2>/dev/null | grep -q '^gpu: none'; then echo "Strata CUDA: $("$strata" info | grep '^gpu:'): skipped"
else have_cuda=1; fi
backends="cpu"; (( have_cuda )) && backends="cpu cuda"

# --- inputs ---------------------------------------------------------------------------------------
nx=1000 ny=$((nodes / 1000)) gstat_ny=$((gstat_nodes / 1000))
python3 "$here/tests/bench/peers_data.py" "$data" data.dat
python3 "$here/tests/bench/peers_data.py" "$gamv_points" gamv_data.dat
nlag=20 xlag=250
model="0.1 nug + 0.9 sph(2000)"
# The search radius of every peer: about 800 data within it at 10^5 data, so each node gets its
# ndmax nearest. (kt3d sorts every datum within the radius at each node: no radius would make it
# sort all of them.)
radius=500

gamv_par() {  # OUT: omnidirectional, 20 lags of 250 m
    cat <<EOF
                  Parameters for GAMV
START OF PARAMETERS:
gamv_data.dat
1   2   0
1   3
-1.0e21     1.0e21
$1
$nlag
$xlag
$((xlag / 2))
1
0.0  90.0 1.0e6  0.0  90.0 1.0e6
0
1
1   1   1
EOF
}

kt3d_par() {  # NDMAX OUT: ordinary kriging of the grid, no debugging output
    cat <<EOF
                  Parameters for KT3D
START OF PARAMETERS:
data.dat
0  1  2  0  3  0
-1.0e21   1.0e21
0
none.dat
1   2   0    3    0
0
kt3d.dbg
$2
$nx   5.0   10.0
$ny   5.0   10.0
1     0.0   1.0
1    1      1
4    $1
0
$radius  $radius  $radius
 0.0   0.0   0.0
1     0.0
0 0 0 0 0 0 0 0 0
0
none.dat
4
1    0.1
1    0.9  0.0   0.0   0.0
         2000.0  2000.0  2000.0
EOF
}

# --- timing and agreement -------------------------------------------------------------------------
calc() { awk "BEGIN { printf \"%.6f\", $1 }"; }
rows=()  # "case|peer|seconds|note"
run_timed() {  # CASE PEER NOTE COMMAND...: runs the command, its output to a log, and records its time
    local case=$1 peer=$2 note=$3; shift 3
    local log="log-${case// /_}-${peer// /_}.txt" start end
    start=$(date +%s.%N)
    if "$@" > "$log" 2>&1; then
        end=$(date +%s.%N)
        rows+=("$case|$peer|$(calc "$end - $start")|$note")
    else
        rows+=("$case|$peer|failed|see $work/$log")
    fi
}
scale_last() {  # FACTOR NOTE: the last row's time times FACTOR (gstat on fewer nodes)
    local last=${rows[-1]} case peer seconds note
    IFS='|' read -r case peer seconds note <<< "$last"
    [[ "$seconds" == failed ]] && return
    rows[-1]="$case|$peer|$(calc "$seconds * $1")|$2"
}
column_of() {  # FILE SKIP COLUMN: the column's values after SKIP header lines (blanks and commas split)
    awk -v skip="$2" -v c="$3" -F '[ \t,]+' 'NR > skip { sub(/^[ \t]+/, ""); split($0, f, /[ \t,]+/); print f[c] }' "$1"
}
max_difference() {  # A B [ROWS]: max |a - b| over the first ROWS lines present in both, missing skipped
    paste -d ' ' <(head -n "${3:-1000000000}" "$1") <(head -n "${3:-1000000000}" "$2") |
        awk 'function missing(v) { return v == "" || v == "NA" || v == -999 }
             missing($1) != missing($2) { one++ }
             !missing($1) && !missing($2) { d = $1 - $2; if (d < 0) d = -d; if (d > m) m = d; n++ }
             END { printf "max |difference| %.3g over %d values", m, n
                   if (one) printf "; %d estimated by one only", one }'
}
agreement=()

# --- the cases ------------------------------------------------------------------------------------
echo "running: gamv of $gamv_points points; kriging and IDW of $data data onto $nodes nodes (gstat: $gstat_nodes)"
gamv_par gslib_gamv.out > gslib_gamv.par
gamv_par strata_gamv.out > strata_gamv.par
(( have_gslib )) && run_timed "gamv" "GSLIB gamv" "" sh -c "echo gslib_gamv.par | '$gslib/gamv'"
(( have_gstat )) && run_timed "gamv" "gstat variogram()" "" Rscript "$here/tests/bench/gstat_peers.R" variogram gamv_data.dat $nlag $xlag gstat_gamv.txt
for b in $backends; do run_timed "gamv" "Strata $b" "" "$strata" gamv --backend "$b" strata_gamv.par; done
if (( have_gslib )) && [[ -s gslib_gamv.out && -s strata_gamv.out ]]; then
    agreement+=("gamv, GSLIB vs Strata gamma: $(max_difference <(column_of gslib_gamv.out 1 3) <(column_of strata_gamv.out 1 3))")
fi

scale=$(calc "$nodes / $gstat_nodes")
gstat_note=""
(( gstat_nodes != nodes )) && gstat_note="run on $gstat_nodes nodes, time x $(printf '%g' "$scale")"
for ndmax in $ndmax_list; do
    kt3d_par "$ndmax" "gslib_kt3d_$ndmax.out" > "gslib_kt3d_$ndmax.par"
    kt3d_par "$ndmax" "strata_kt3d_$ndmax.out" > "strata_kt3d_$ndmax.par"
    (( have_gslib )) && run_timed "kt3d ndmax $ndmax" "GSLIB kt3d" "" sh -c "echo gslib_kt3d_$ndmax.par | '$gslib/kt3d'"
    for b in $backends; do run_timed "kt3d ndmax $ndmax" "Strata $b" "" "$strata" kt3d --backend "$b" "strata_kt3d_$ndmax.par"; done
    if (( have_gslib )) && [[ -s "gslib_kt3d_$ndmax.out" && -s "strata_kt3d_$ndmax.out" ]]; then
        agreement+=("kt3d ndmax $ndmax, GSLIB vs Strata estimates: $(max_difference <(column_of "gslib_kt3d_$ndmax.out" 4 1) <(column_of "strata_kt3d_$ndmax.out" 4 1))")
    fi

    if (( have_gstat )); then
        run_timed "krige ndmax $ndmax" "gstat krige()" "$gstat_note" Rscript "$here/tests/bench/gstat_peers.R" krige data.dat $nx "$gstat_ny" "$ndmax" $radius "gstat_krige_$ndmax.txt"
        (( gstat_nodes != nodes )) && scale_last "$scale" "$gstat_note"
    fi
    for b in $backends; do
        run_timed "krige ndmax $ndmax" "Strata $b" "" "$strata" krige --backend "$b" --data data.dat --columns x,y,value \
            --grid "$nx,$ny:5,5:10,10" --model "$model" --ndmin 4 --ndmax "$ndmax" --radius $radius --out "strata_krige_${ndmax}_$b.dat"
    done
    if (( have_gstat )) && [[ -s "gstat_krige_$ndmax.txt" && -s "strata_krige_${ndmax}_cpu.dat" ]]; then
        agreement+=("krige ndmax $ndmax, gstat vs Strata estimates (first $gstat_nodes nodes): $(max_difference "gstat_krige_$ndmax.txt" <(column_of "strata_krige_${ndmax}_cpu.dat" 4 1) "$gstat_nodes")")
    fi
done

idw_n=16 power=2
if (( have_gstat )); then
    run_timed "idw $idw_n nearest" "gstat idw()" "$gstat_note" Rscript "$here/tests/bench/gstat_peers.R" idw data.dat $nx "$gstat_ny" $idw_n $radius $power gstat_idw.txt
    (( gstat_nodes != nodes )) && scale_last "$scale" "$gstat_note"
fi
for b in $backends; do
    run_timed "idw $idw_n nearest" "Strata $b" "" "$strata" idw --backend "$b" --data data.dat --columns x,y,value \
        --grid "$nx,$ny:5,5:10,10" --power $power --neighbors $idw_n --radius $radius --out "strata_idw_$b.csv"
done
if (( have_gstat )) && [[ -s gstat_idw.txt && -s strata_idw_cpu.csv ]]; then
    agreement+=("idw, gstat vs Strata estimates (first $gstat_nodes nodes): $(max_difference gstat_idw.txt <(column_of strata_idw_cpu.csv 1 3) "$gstat_nodes")")
fi

# --- the table ------------------------------------------------------------------------------------
echo
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(nproc) threads"
printf '| %-18s | %-20s | %9s | %-14s | %-14s | %s\n' case peer seconds "vs Strata CPU" "vs Strata CUDA" note
reference() {  # CASE BACKEND: the Strata row's seconds
    local r c p s n
    for r in "${rows[@]}"; do IFS='|' read -r c p s n <<< "$r"; [[ "$c" == "$1" && "$p" == "Strata $2" ]] && { echo "$s"; return; }; done
    echo ""
}
ratio() {  # SECONDS REFERENCE
    [[ "$1" == failed || -z "$2" || "$2" == failed ]] && { echo "-"; return; }
    printf '%.2fx' "$(calc "$1 / $2")"
}
for r in "${rows[@]}"; do
    IFS='|' read -r c p s n <<< "$r"
    shown=$s
    [[ "$s" != failed ]] && shown=$(printf '%.2f' "$s")
    printf '| %-18s | %-20s | %9s | %-14s | %-14s | %s\n' "$c" "$p" "$shown" "$(ratio "$s" "$(reference "$c" cpu)")" \
        "$(ratio "$s" "$(reference "$c" cuda)")" "$n"
done
echo
for a in "${agreement[@]}"; do echo "agreement: $a"; done
