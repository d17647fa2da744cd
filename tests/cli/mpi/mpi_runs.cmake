# Runs split across MPI ranks (docs/scaling.md): `mpirun -n 2 strata-cli VERB ...` writes byte for
# byte the files one process writes and reports once; a rank that fails ends the run on every rank
# with a clear message and leaves no output. Where MPI is not built, every case reports skipped.
#   cmake -DCASE=krige|kt3d|idw|aidw|model|rtm|sgsim|failing_rank -DCLI=strata-cli -DMPIEXEC=mpirun -DWITH_MPI=ON
#         -DREF=<reference dir> -DSRC=<source> -DWORK=<scratch> -P mpi_runs.cmake
cmake_minimum_required(VERSION 3.20)
if(NOT WITH_MPI)
  message("STRATA-SKIP: built without MPI")
  return()
endif()
include("${SRC}/cmake/StrataCliTest.cmake")

# Open MPI refuses to start as root (containers, CI runners) without these.
set(ENV{OMPI_ALLOW_RUN_AS_ROOT} 1)
set(ENV{OMPI_ALLOW_RUN_AS_ROOT_CONFIRM} 1)
set(two_ranks "${MPIEXEC}" --oversubscribe -n 2)

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/one" "${WORK}/two")
set(inputs "${REF}/gslib/cluster.dat" "${REF}/gslib/kt3d_cluster_ok.par" "${REF}/gslib/sgsim/sgsim_cluster.par")

# Each case: the command line and the files it writes. The grids and shot lines are small (seconds)
# but long enough that each rank gets several chunks of targets (256 for kriging) or shots.
set(cluster --data cluster.dat --columns Xlocation,Ylocation,Primary)
set(krige_args krige ${cluster} --model "0.2 nug + 0.8 sph(10)" --type ok --radius 25 --ndmax 16
    --grid 100,100:0.25,0.25:0.5,0.5 --diagnostics --out grid.csv)
set(krige_files grid.csv)
set(kt3d_args kt3d kt3d_cluster_ok.par)
set(kt3d_files kt3d_cluster_ok.out)
set(idw_args idw ${cluster} --grid 100,100:0.25,0.25:0.5,0.5 --power 2 --neighbors 16 --out grid.csv)
set(idw_files grid.csv)
set(aidw_args aidw ${cluster} --grid 100,100:0.25,0.25:0.5,0.5 --out grid.csv)
set(aidw_files grid.csv)
# 20 realisations, as many at a time per rank as it has cores; rounds split between the ranks.
set(sgsim_args sgsim sgsim_cluster.par)
set(sgsim_files sgsim_cluster.out sgsim_cluster.trn)
set(grid --nx 120 --nz 60 --dx 10 --dz 10 --z-fastest)
set(acquisition --shots 200:200:4 --source-depth 20 --receivers 0:10:120 --receiver-depth 10 --freq 15 --tmax 0.6)
set(model_args model --strata pit.json ${grid} ${acquisition} --write-velocity v.bin --out shots.bin)
set(model_files shots.bin shots.bin.json v.bin)
set(rtm_args rtm --velocity v.bin ${grid} --data shots.bin --freq 15 --out image.bin)
set(rtm_files image.bin image.illumination.bin)
set(failing_rank_args ${krige_args})

if(CASE MATCHES "^(model|rtm)$")
  file(WRITE "${WORK}/input/pit.json" [=[
{"units": [{"name": "COVER", "velocity": 1800}, {"name": "ROCK", "velocity": 2600}],
 "surfaces": {"x": [0, 1190], "ground": [100, 100], "top_ROCK": [-300, -300]}}
]=])
  set(inputs "${WORK}/input/pit.json")
endif()
if(CASE STREQUAL "rtm")
  execute_process(COMMAND "${CLI}" ${model_args} --backend cpu WORKING_DIRECTORY "${WORK}/input"
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "modelling the shots to migrate failed:\n${err}")
  endif()
  set(inputs "${WORK}/input/v.bin" "${WORK}/input/shots.bin" "${WORK}/input/shots.bin.json")
endif()
file(COPY ${inputs} DESTINATION "${WORK}/one")
file(COPY ${inputs} DESTINATION "${WORK}/two")
set(args ${${CASE}_args} --backend cpu)

if(CASE STREQUAL "failing_rank")
  # Rank 1 starts in a folder without the data, as on a node that lacks them: it fails reading
  # them while rank 0 computes, and must end rank 0 too.
  file(MAKE_DIRECTORY "${WORK}/two/elsewhere")
  execute_process(COMMAND ${two_ranks} sh -c
                  "[ \"\${OMPI_COMM_WORLD_RANK:-\$PMI_RANK}\" = 1 ] && cd elsewhere; exec \"\$0\" \"\$@\"" "${CLI}" ${args}
                  WORKING_DIRECTORY "${WORK}/two" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(rc EQUAL 0)
    message(FATAL_ERROR "a failing rank, yet exit 0:\n${out}\n${err}")
  endif()
  expect_match("${err}" "strata-cli: error \\(rank 1 of 2\\): [^\n]*cluster\\.dat" "the failing rank's message")
  file(GLOB left RELATIVE "${WORK}/two" "${WORK}/two/*")
  if(NOT left STREQUAL "cluster.dat;elsewhere;kt3d_cluster_ok.par;sgsim_cluster.par")
    message(FATAL_ERROR "after the failure the folder holds: ${left}")
  endif()
  return()
endif()

execute_process(COMMAND "${CLI}" ${args} WORKING_DIRECTORY "${WORK}/one" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "one process failed (${rc}):\n${err}")
endif()
execute_process(COMMAND ${two_ranks} "${CLI}" ${args} WORKING_DIRECTORY "${WORK}/two"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "two ranks failed (${rc}):\n${out}\n${err}")
endif()
foreach(f ${${CASE}_files})
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${WORK}/one/${f}" "${WORK}/two/${f}" RESULT_VARIABLE differ)
  if(NOT differ EQUAL 0)
    message(FATAL_ERROR "${f}: two ranks wrote other bytes than one process")
  endif()
endforeach()
# Rank 0 alone reports: one summary, one closing line.
string(REGEX MATCHALL "done in" closing "${err}")
string(REGEX MATCHALL "\n}" summaries "${out}")
list(LENGTH closing closings)
list(LENGTH summaries summary_count)
if(NOT closings EQUAL 1 OR NOT summary_count EQUAL 1)
  message(FATAL_ERROR "expected one report, got ${closings} closing lines and ${summary_count} summaries:\n${out}\n${err}")
endif()
