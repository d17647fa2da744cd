# Contract of `strata-cli varmap` (run with -DCLI=... -DREF=... -DSRC=... -DWORK=... -P varmap.cmake).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${SRC}/cmake/StrataCliTest.cmake")

# 1. synth3d (major continuity at azimuth 30 in the horizontal plane): a horizontal map.
run_cli(TRUE out err varmap --input "${REF}/gslib/synth3d.dat" --columns X,Y,Z,Value --cells 8,8 --cell-size 4,4
        --plane-tolerance 2.5 --min-pairs 5 --output "${WORK}/map.csv")
file(STRINGS "${WORK}/map.csv" rows)
list(LENGTH rows n)
if(NOT n EQUAL 290)
  message(FATAL_ERROR "expected a header and 17 x 17 cells, got ${n} lines")
endif()
list(GET rows 0 header)
expect_match("${header}" "^ix,iy,map_x,map_y,lag_x,lag_y,lag_z,distance,value,pairs,tail_mean,head_mean$" "header")
list(GET rows 1 first)
expect_match("${first}" "^-8,-8,-32,-32," "first cell (x fastest from the lower left)")
expect_match("${out}" "\"anisotropy\"" "anisotropy summary")
string(REGEX MATCH "\"azimuth\": ([0-9.]+)" _ "${out}")
if(NOT CMAKE_MATCH_1 OR CMAKE_MATCH_1 LESS 15 OR CMAKE_MATCH_1 GREATER 45)
  message(FATAL_ERROR "synth3d's major direction is azimuth 30; the map says ${CMAKE_MATCH_1}:\n${out}")
endif()

# 2. A vertical plane through azimuth 30 and --dump-job.
run_cli(TRUE out err varmap --input "${REF}/gslib/synth3d.dat" --columns X,Y,Z,Value --cells 5,5 --cell-size 4,1
        --plane 30,0,90 --output "${WORK}/vertical.csv" --dump-job)
expect_match("${out}" "\"type\": \"varmap\"" "dump-job type")
expect_match("${out}" "\"plane\": \\[\n? *30" "dump-job plane")

# 3. Errors.
run_cli(FALSE out err varmap --input "${REF}/gslib/cluster.dat" --cells 0,5 --output "${WORK}/x.csv")
expect_match("${err}" "cells" "zero cells")
run_cli(FALSE out err varmap --input "${REF}/gslib/cluster.dat" --cell-size 1 --output "${WORK}/x.csv")
expect_match("${err}" "cell-size" "one cell size")
