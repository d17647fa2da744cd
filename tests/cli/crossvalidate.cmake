# strata-cli crossvalidate: leave-one-out of cluster.dat with a global neighbourhood (one
# factorisation for all 140 data) and with a local search; the per-datum CSV and the summary.
#   cmake -DCLI=strata-cli -DREF=<reference dir> -DSRC=<source> -DWORK=<scratch> -P crossvalidate.cmake
cmake_minimum_required(VERSION 3.20)

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY "${REF}/gslib/cluster.dat" DESTINATION "${WORK}")
foreach(search "--global" "--radius;25;--ndmax;16")
  execute_process(COMMAND "${CLI}" crossvalidate --data cluster.dat --columns Xlocation,Ylocation,Primary
                          --model "0.2 nug + 0.8 sph(10)" ${search} --out cv.csv
                  WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "crossvalidate ${search} failed (${rc}):\n${out}\n${err}")
  endif()
  foreach(key "\"estimated\": 140" "\"unestimated\": 0" "\"rmse\": [0-9]" "\"msdr\": [0-9]" "\"mean_error\": -?[0-9]")
    if(NOT out MATCHES "${key}")
      message(FATAL_ERROR "summary lacks ${key}:\n${out}")
    endif()
  endforeach()
  file(STRINGS "${WORK}/cv.csv" rows)
  list(LENGTH rows count)
  list(GET rows 0 header)
  if(NOT count EQUAL 141 OR NOT header STREQUAL "x,y,true,estimate,variance,error,zscore,fold")
    message(FATAL_ERROR "cv.csv: ${count} lines, header '${header}'")
  endif()
endforeach()

execute_process(COMMAND "${CLI}" crossvalidate --data cluster.dat --columns Xlocation,Ylocation,Primary
                        --model "0.2 nug + 0.8 sph(10)" --radius 25 --folds -2
                WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc EQUAL 0 OR NOT err MATCHES "folds")
  message(FATAL_ERROR "negative folds: exit ${rc}, message:\n${err}")
endif()
