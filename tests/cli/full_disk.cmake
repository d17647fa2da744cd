# Saves that fail on a full disk keep the old file and leave no temporary: a 2 MiB tmpfs as the
# output folder, and outputs larger than it (a CSV grid, a raw float32 velocity section, SEG-Y
# gathers when SEG-Y is built). Needs root to mount the tmpfs; elsewhere it says why and skips.
#   cmake -DCLI=strata-cli -DSRC=<source> -DWORK=<scratch> -P full_disk.cmake
cmake_minimum_required(VERSION 3.20)
include("${SRC}/cmake/StrataCliTest.cmake")

# A tmpfs left mounted by an interrupted run goes first.
foreach(attempt RANGE 3)
  execute_process(COMMAND umount "${WORK}/small" RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
endforeach()
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/small")
execute_process(COMMAND id -u OUTPUT_VARIABLE uid OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT uid STREQUAL "0")
  message(STATUS "STRATA-SKIP: mounting a small tmpfs needs root (this run is user ${uid})")
  return()
endif()
execute_process(COMMAND mount -t tmpfs -o size=2m tmpfs "${WORK}/small" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(STATUS "STRATA-SKIP: cannot mount a tmpfs here: ${err}")
  return()
endif()

file(COPY "${SRC}/tests/data/gslib/cluster.dat" DESTINATION "${WORK}")
file(WRITE "${WORK}/pit.json" [=[
{"units": [{"name": "COVER", "velocity": 1800}, {"name": "ROCK", "velocity": 2600}],
 "surfaces": {"x": [0, 1500], "ground": [0, 0], "top_ROCK": [-300, -300]}}
]=])
cli_built_with(segyio segy)
set(outputs est.csv v.bin)
if(segy)
  list(APPEND outputs shots.segy)
endif()
foreach(name IN LISTS outputs)
  file(WRITE "${WORK}/small/${name}" "old contents\n")
endforeach()

set(failures "")
# Runs strata-cli, which must fail with an error matching `pattern`; a failure is recorded (the
# tmpfs is unmounted before the test reports).
function(expect_failure pattern)
  execute_process(COMMAND "${CLI}" ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(rc EQUAL 0 OR NOT err MATCHES "${pattern}")
    set(failures "${failures}strata-cli ${ARGN}: exit ${rc}, expected a failure matching '${pattern}':\n${err}\n"
        PARENT_SCOPE)
  endif()
endfunction()
function(expect_kept name)
  file(READ "${WORK}/small/${name}" now)
  if(NOT now STREQUAL "old contents\n")
    set(failures "${failures}${name} was replaced or damaged\n" PARENT_SCOPE)
  endif()
endfunction()

# A 300 x 300 grid: about 3.5 MB of CSV, more than the disk holds but not more than the check
# made before the work can rule out (4 bytes a field).
expect_failure("est.csv.*(No space left|write failed|could not save)" krige --data "${WORK}/cluster.dat"
               --columns Xlocation,Ylocation,Primary --model "1 sph(10)" --radius 10 --grid 300,300:0,0:0.2,0.2
               --backend cpu --out "${WORK}/small/est.csv")
expect_kept(est.csv)

set(acquisition --freq 15 --shots 500:10:1 --source-depth 10 --receivers 0:0.7:2000 --receiver-depth 10 --backend cpu)
expect_failure("v.bin: write failed: No space left" model --strata "${WORK}/pit.json" --nx 1000 --nz 800 --dx 1 --dz 1
               ${acquisition} --tmax 0.05 --write-velocity "${WORK}/small/v.bin" --out "${WORK}/shots.bin")
expect_kept(v.bin)
if(segy)
  expect_failure("shots.segy.*(failed|No space left)" model --strata "${WORK}/pit.json" --nx 300 --nz 100 --dx 5 --dz 5
                 ${acquisition} --tmax 2 --out "${WORK}/small/shots.segy")
  expect_kept(shots.segy)
endif()

file(GLOB leftovers "${WORK}/small/*.tmp-*")
execute_process(COMMAND umount "${WORK}/small")
if(leftovers)
  string(APPEND failures "temporary files left: ${leftovers}\n")
endif()
if(failures)
  message(FATAL_ERROR "${failures}")
endif()
