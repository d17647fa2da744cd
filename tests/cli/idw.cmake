# Contract of `strata-cli idw` (run with -DCLI=... -DREF=... -DSRC=... -DWORK=... -P idw.cmake).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${SRC}/cmake/StrataCliTest.cmake")

set(cluster "${REF}/gslib/cluster.dat")

# 1. A grid: header, x fastest. Its estimates against gstat's idw are a reference case
#    (tests/reference).
run_cli(TRUE out err idw --data "${cluster}" --columns Xlocation,Ylocation,Primary --grid 50,50:0.5,0.5:1,1
        --power 2 --neighbors 16 --precision double --backend cpu --out "${WORK}/grid.csv")
file(STRINGS "${WORK}/grid.csv" rows)
list(LENGTH rows n)
if(NOT n EQUAL 2501)
  message(FATAL_ERROR "expected a header and 2500 rows, got ${n} lines")
endif()
list(GET rows 0 header)
if(NOT header STREQUAL "x,y,estimate")
  message(FATAL_ERROR "header: '${header}'")
endif()
list(GET rows 1 first)
expect_match("${first}" "^0\\.5,0\\.5," "first node (x fastest)")
list(GET rows 2 second)
expect_match("${second}" "^1\\.5,0\\.5," "second node (x fastest)")

# 2. Targets from a file, in input order; a target on a datum (39.5, 18.5: 0.06) returns it.
file(WRITE "${WORK}/targets.csv" "Xlocation,Ylocation\n39.5,18.5\n10.25,40.75\n5.5,1.5\n")
run_cli(TRUE out err idw --data "${cluster}" --columns Xlocation,Ylocation,Primary --targets "${WORK}/targets.csv"
        --power 2.5 --backend cpu --out "${WORK}/points.csv")
file(STRINGS "${WORK}/points.csv" rows)
list(LENGTH rows n)
if(NOT n EQUAL 4)
  message(FATAL_ERROR "expected 3 target rows, got ${n} lines")
endif()
list(GET rows 1 r1)
list(GET rows 2 r2)
list(GET rows 3 r3)
expect_match("${r1}" "^39\\.5,18\\.5,0\\.06$" "target on a datum")
expect_match("${r2}" "^10\\.25,40\\.75,[0-9]" "second target")
expect_match("${r3}" "^5\\.5,1\\.5,0\\.06$" "third target")
expect_match("${out}" "\"targets\": 3" "result summary")

# 3. 3-D data and grid, anisotropic distance, search radius.
run_cli(TRUE out err idw --data "${REF}/gslib/synth3d.dat" --columns X,Y,Z,Value --grid 10,10,4:5,5,2:10,10,5
        --power 2 --neighbors 32 --radius 30 --anisotropy 30,0,0,0.5,0.125 --out "${WORK}/grid3d.csv")
file(STRINGS "${WORK}/grid3d.csv" rows)
list(LENGTH rows n)
list(GET rows 0 header)
if(NOT n EQUAL 401 OR NOT header STREQUAL "x,y,z,estimate")
  message(FATAL_ERROR "3-D grid: ${n} lines, header '${header}'")
endif()

# 4. --dump-job prints the job instead of running it.
run_cli(TRUE out err idw --data d.csv --columns x,y,v --grid 2,2:0,0:1,1 --power 3 --out o.csv --dump-job)
expect_match("${out}" "\"type\": \"idw\"" "dump-job type")
expect_match("${out}" "\"power\": 3" "dump-job power")
file(WRITE "${WORK}/job.json" "${out}")

# 5. Bad input fails before any work, naming the option or the file.
run_cli(FALSE out err idw --data "${cluster}" --columns Xlocation,Ylocation,Primary --grid 5,5:0,0:1,1 --power 0
        --out "${WORK}/x.csv")
expect_match("${err}" "idw: option 'power' must be in \\(0, 10\\]" "power 0")
run_cli(FALSE out err idw --data "${cluster}" --columns Xlocation,Ylocation,Primary --grid 5,5:0,0:1,1
        --targets "${WORK}/targets.csv" --power 2 --out "${WORK}/x.csv")
expect_match("${err}" "exactly one of --grid and --targets" "grid and targets")
run_cli(FALSE out err idw --data "${cluster}" --columns Xlocation,Ylocation,Primary --grid 5,5,5:0,0,0:1,1,1
        --power 2 --out "${WORK}/x.csv")
expect_match("${err}" "option 'grid' must have 2 axes" "3-D grid for 2-D data")
run_cli(FALSE out err idw --data "${WORK}/missing.csv" --columns x,y,v --grid 5,5:0,0:1,1 --power 2 --out "${WORK}/x.csv")
expect_match("${err}" "missing.csv" "missing file")
run_cli(FALSE out err idw --data "${cluster}" --columns Xlocation,Ylocation,Nothing --grid 5,5:0,0:1,1 --power 2
        --out "${WORK}/x.csv")
expect_match("${err}" "Nothing" "unknown column")
run_cli(FALSE out err idw --data "${cluster}" --columns Xlocation,Ylocation,Primary --grid 5,5:0,0:1,1
        --out "${WORK}/x.csv")
expect_match("${err}" "--power" "power is required")
if(EXISTS "${WORK}/x.csv")
  message(FATAL_ERROR "a failed run must not write its output")
endif()
