# strata-cli krige: the command-line contract. Global ordinary kriging of cluster.dat (read as
# GeoEAS) onto the kt3d grid; without a radius the local search equals it; --dump-job prints the
# job; bad options fail before any work, naming the option. Global kriging against gstat's and
# point targets at data locations are reference cases (tests/reference).
#   cmake -DCLI=strata-cli -DCOMPARE=strata-compare-outputs -DREF=<reference dir> -DSRC=<source>
#         -DWORK=<scratch> -P krige.cmake
cmake_minimum_required(VERSION 3.20)

include("${SRC}/cmake/StrataKrigingCliTest.cmake")

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY "${REF}/gslib/cluster.dat" DESTINATION "${WORK}")
set(model --data cluster.dat --model "0.2 nug + 0.8 sph(10)" --type ok)
set(common ${model} --columns Xlocation,Ylocation,Primary)

run_cli(krige ${common} --global --grid 50,50:0.5,0.5:1,1 --out global.csv --backend cpu)
file(STRINGS "${WORK}/global.csv" rows)
list(LENGTH rows count)
list(GET rows 0 header)
if(NOT count EQUAL 2501 OR NOT header STREQUAL "x,y,Primary,Primary_variance")
  message(FATAL_ERROR "global.csv: ${count} lines, header '${header}'")
endif()

# Without --radius there is no distance limit (gstat's default): with ndmax above the number of
# data, the local search uses every datum and equals the global neighbourhood.
run_cli(krige ${common} --ndmax 200 --grid 50,50:0.5,0.5:1,1 --out unlimited.csv --backend cpu)
# Estimate and variance to kt3d's tolerance (1e-4 relative, differences below 1e-6 accepted).
execute_process(COMMAND "${COMPARE}" unlimited.csv global.csv --skip 1 --columns 3,4 --relative 1e-4 --absolute 1e-6
                WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "without a radius, unlike the global neighbourhood: ${err}")
endif()

run_cli(krige ${common} --radius 25 --grid 50,50:0.5,0.5:1,1 --out never.csv --dump-job)
if(NOT cli_out MATCHES "\"type\": \"krige\"" OR EXISTS "${WORK}/never.csv")
  message(FATAL_ERROR "--dump-job printed:\n${cli_out}")
endif()

execute_process(COMMAND "${CLI}" krige ${common} --radius 25 --ndmin 4 --ndmax 2 --grid 5,5:0.5,0.5:1,1 --out bad.csv
                WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc EQUAL 0 OR NOT err MATCHES "option 'ndmax' must be >= ndmin \\(got 2 < 4\\)")
  message(FATAL_ERROR "ndmax < ndmin: exit ${rc}, message:\n${err}")
endif()
execute_process(COMMAND "${CLI}" krige ${model} --radius 25 --columns x,y,nothing --grid 5,5:0.5,0.5:1,1 --out bad.csv
                WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc EQUAL 0 OR NOT err MATCHES "has no column")
  message(FATAL_ERROR "unknown column: exit ${rc}, message:\n${err}")
endif()
