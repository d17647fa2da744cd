# strata-cli cokb3d and cokrige: cokb3d's output header and row layout byte for byte (its numbers
# are reference cases, tests/reference), the JSON job of either verb running as the verb does
# (--dump-job, then run), and collocated cokriging on cluster.dat's secondary.
#   cmake -DCLI=strata-cli -DREF=<reference dir> -DSRC=<source> -DWORK=<scratch> -P cokriging.cmake
cmake_minimum_required(VERSION 3.20)

include("${SRC}/cmake/StrataKrigingCliTest.cmake")

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY "${REF}/gslib/ydata.dat" "${REF}/gslib/cluster.dat" "${REF}/gslib/cokb3d_ydata_std.par"
     "${REF}/gslib/cokb3d_ydata_std.out" DESTINATION "${WORK}")
file(RENAME "${WORK}/cokb3d_ydata_std.out" "${WORK}/reference.out")

run_cli(cokb3d cokb3d_ydata_std.par)
file(STRINGS "${WORK}/cokb3d_ydata_std.out" ours)
file(STRINGS "${WORK}/reference.out" theirs)
list(LENGTH ours count)
if(NOT count EQUAL 2504)
  message(FATAL_ERROR "cokb3d_ydata_std.out has ${count} lines, expected 4 header lines and 2500 nodes")
endif()
foreach(i 0 1 2 3 4)
  list(GET ours ${i} a)
  list(GET theirs ${i} b)
  if(NOT a STREQUAL b)
    message(FATAL_ERROR "line ${i} of cokb3d's output differs:\n'${a}'\n'${b}'")
  endif()
endforeach()
file(READ "${WORK}/cokb3d_ydata_std.dbg" debug)
if(NOT debug MATCHES "DEBUGGING COKB3D with:All of the secondary data" OR NOT debug MATCHES "\n Estimated  2500  blocks")
  message(FATAL_ERROR "the debugging file (level 1) lacks the title or the statistics:\n${debug}")
endif()

# The job as JSON, run through `run`: the same output.
file(RENAME "${WORK}/cokb3d_ydata_std.out" "${WORK}/first.out")
execute_process(COMMAND "${CLI}" cokb3d cokb3d_ydata_std.par --dump-job WORKING_DIRECTORY "${WORK}"
                OUTPUT_FILE "${WORK}/cokb3d.json" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cokb3d --dump-job failed")
endif()
run_cli(run cokb3d.json)
file(READ "${WORK}/first.out" a)
file(READ "${WORK}/cokb3d_ydata_std.out" b)
if(NOT a STREQUAL b)
  message(FATAL_ERROR "cokb3d run from its JSON job writes another output")
endif()

# Collocated cokriging (Markov model 1) of cluster.dat's primary with its secondary, the targets
# being the data themselves: 140 estimates, each with all 1 secondary datum (the collocated one).
set(cokrige_args cokrige --data cluster.dat --columns Xlocation,Ylocation,Primary --secondary Secondary
    --type collocated --model "Primary=0.5 nug + 9.5 sph(10)" --model "Secondary=0.2 nug + 1.8 sph(10)"
    --correlation 0.7 --means 4.35,2.5 --radius 25 --ndmax 12 --targets cluster.dat --out colloc.csv)
run_cli(${cokrige_args})
file(STRINGS "${WORK}/colloc.csv" lines)
list(LENGTH lines count)
list(GET lines 0 header)
if(NOT count EQUAL 141 OR NOT header STREQUAL "x,y,Primary,Primary_variance,n_primary,n_secondary")
  message(FATAL_ERROR "colloc.csv: ${count} lines, header '${header}'")
endif()
execute_process(COMMAND "${CLI}" ${cokrige_args} --dump-job WORKING_DIRECTORY "${WORK}" OUTPUT_FILE "${WORK}/colloc.json"
                RESULT_VARIABLE rc)
file(READ "${WORK}/colloc.json" job)
if(NOT rc EQUAL 0 OR NOT job MATCHES "\"Primary:Secondary\"")
  message(FATAL_ERROR "cokrige --dump-job: ${job}")
endif()
file(RENAME "${WORK}/colloc.csv" "${WORK}/first.csv")
run_cli(run colloc.json)
file(READ "${WORK}/first.csv" a)
file(READ "${WORK}/colloc.csv" b)
if(NOT a STREQUAL b)
  message(FATAL_ERROR "cokrige run from its JSON job writes another output")
endif()
