# Contract of `strata-cli aidw` (run with -DCLI=... -DREF=... -DSRC=... -DWORK=... -P aidw.cmake).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${SRC}/cmake/StrataCliTest.cmake")

set(cluster "${REF}/gslib/cluster.dat")

# 1. A grid: header with alpha, x fastest, every alpha within the levels [1, 5].
run_cli(TRUE out err aidw --data "${cluster}" --columns Xlocation,Ylocation,Primary --grid 50,50:0.5,0.5:1,1
        --backend cpu --out "${WORK}/grid.csv")
file(STRINGS "${WORK}/grid.csv" rows)
list(LENGTH rows n)
list(GET rows 0 header)
if(NOT n EQUAL 2501 OR NOT header STREQUAL "x,y,estimate,alpha")
  message(FATAL_ERROR "grid: ${n} lines, header '${header}'")
endif()
list(GET rows 2 second)
expect_match("${second}" "^1\\.5,0\\.5," "second node (x fastest)")
set(low 0)
set(high 0)
foreach(i RANGE 1 2500)
  list(GET rows ${i} row)
  string(REPLACE "," ";" row "${row}")
  list(GET row 3 alpha)
  if(NOT alpha MATCHES "^[1-4](\\.[0-9]+)?$|^5$")
    message(FATAL_ERROR "row ${i}: alpha '${alpha}' outside [1, 5]")
  endif()
  if(alpha MATCHES "^[12](\\.[0-9]+)?$")
    math(EXPR low "${low} + 1")
  elseif(alpha STREQUAL "5")
    math(EXPR high "${high} + 1")
  endif()
endforeach()
# cluster.dat is clustered: dense clusters (small r_obs, alpha below 3) and sparse areas (alpha 5).
if(low EQUAL 0 OR high EQUAL 0)
  message(FATAL_ERROR "expected nodes with alpha < 3 and with alpha = 5 (got ${low} and ${high})")
endif()
expect_match("${out}" "\"alpha\"" "alpha summary")

# 2. Targets in input order; a target on a datum returns the datum; options change alpha.
file(WRITE "${WORK}/targets.csv" "Xlocation,Ylocation\n39.5,18.5\n47.75,47.75\n5.5,1.5\n")
run_cli(TRUE out err aidw --data "${cluster}" --columns Xlocation,Ylocation,Primary --targets "${WORK}/targets.csv"
        --k 8 --alpha 0.5,1,2,3,4 --r-min 0.1 --r-max 1.5 --area 2500 --neighbors 32 --precision double
        --backend cpu --out "${WORK}/points.csv")
file(STRINGS "${WORK}/points.csv" rows)
list(LENGTH rows n)
if(NOT n EQUAL 4)
  message(FATAL_ERROR "expected 3 target rows, got ${n} lines")
endif()
list(GET rows 1 r1)
list(GET rows 2 r2)
list(GET rows 3 r3)
expect_match("${r1}" "^39\\.5,18\\.5,0\\.06," "target on a datum")
expect_match("${r2}" "^47\\.75,47\\.75,[0-9.]+,4$" "sparse corner takes the top level")
expect_match("${r3}" "^5\\.5,1\\.5,0\\.06," "third target")

# 3. 3-D.
run_cli(TRUE out err aidw --data "${REF}/gslib/synth3d.dat" --columns X,Y,Z,Value --grid 8,8,3:5,5,2:12,12,8
        --out "${WORK}/grid3d.csv")
file(STRINGS "${WORK}/grid3d.csv" rows)
list(LENGTH rows n)
list(GET rows 0 header)
if(NOT n EQUAL 193 OR NOT header STREQUAL "x,y,z,estimate,alpha")
  message(FATAL_ERROR "3-D grid: ${n} lines, header '${header}'")
endif()

# 4. --dump-job.
run_cli(TRUE out err aidw --data d.csv --columns x,y,v --targets t.csv --k 12 --alpha 1,1.5,2,2.5,3 --out o.csv
        --dump-job)
expect_match("${out}" "\"type\": \"aidw\"" "dump-job type")
expect_match("${out}" "\"k\": 12" "dump-job k")
expect_match("${out}" "\"alpha\": \\[[^]]*2\\.5" "dump-job alpha")

# 5. Bad options, named.
run_cli(FALSE out err aidw --data "${cluster}" --columns Xlocation,Ylocation,Primary --grid 5,5:0,0:1,1
        --alpha 1,2,3 --out "${WORK}/x.csv")
expect_match("${err}" "option 'alpha' needs five levels" "three levels")
run_cli(FALSE out err aidw --data "${cluster}" --columns Xlocation,Ylocation,Primary --grid 5,5:0,0:1,1
        --r-min 2 --r-max 1 --out "${WORK}/x.csv")
expect_match("${err}" "option 'r-max'" "r-max below r-min")
run_cli(FALSE out err aidw --data "${cluster}" --columns Xlocation,Ylocation,Primary --grid 5,5:0,0:1,1
        --k 0 --out "${WORK}/x.csv")
expect_match("${err}" "option 'k' must be >= 1" "k 0")
run_cli(FALSE out err aidw --data "${cluster}" --columns Xlocation,Ylocation,Primary --grid 5,5:0,0:1,1
        --backend tpu --out "${WORK}/x.csv")
expect_match("${err}" "backend" "unknown backend")
if(EXISTS "${WORK}/x.csv")
  message(FATAL_ERROR "a failed run must not write its output")
endif()

# k above the data count is said (every target then uses all the data).
file(WRITE "${WORK}/three.csv" "x,y,v\n0,0,1\n1,0,2\n0,1,3\n")
run_cli(TRUE out err aidw --data "${WORK}/three.csv" --columns x,y,v --grid 2,2:0,0:1,1 --k 10 --backend cpu
        --out "${WORK}/k.csv")
expect_match("${err}" "k \\(10\\) is above the data count \\(3\\)" "k above the data count")
