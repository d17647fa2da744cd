# One reference case (a line of reference_cases.tsv): runs strata-cli in an empty work folder,
# then strata-compare-outputs on its output and the reference file.
#   cmake -DCASE=<name> -DCLI=<strata-cli> -DCOMPARE=<strata-compare-outputs> -DSRC=<source>
#         -DWORK=<scratch> -P run_reference_case.cmake
cmake_minimum_required(VERSION 3.20)

file(STRINGS "${SRC}/tests/reference/reference_cases.tsv" rows REGEX "^${CASE}\t")
list(LENGTH rows found)
if(NOT found EQUAL 1)
  message(FATAL_ERROR "reference_cases.tsv: ${found} lines named '${CASE}', expected one")
endif()
string(REPLACE "\t" ";" fields "${rows}")
list(LENGTH fields count)
if(NOT count EQUAL 7)
  message(FATAL_ERROR "reference case ${CASE}: ${count} columns, expected 7")
endif()
list(GET fields 1 requires)
list(GET fields 2 arguments)
list(GET fields 3 inputs)
list(GET fields 4 output)
list(GET fields 5 reference)
list(GET fields 6 comparison)
string(REPLACE "|" ";" arguments "${arguments}")
string(REPLACE "," ";" inputs "${inputs}")
separate_arguments(comparison UNIX_COMMAND "${comparison}")

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
foreach(input IN LISTS inputs)
  file(COPY "${SRC}/${input}" DESTINATION "${WORK}")
endforeach()

execute_process(COMMAND "${CLI}" ${arguments} WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  # As the CLI contracts: without a usable GPU, a CUDA run fails with a clear error, and the
  # comparison cannot run.
  if(requires STREQUAL "gpu" AND err MATCHES "GPU|CUDA|cuda")
    message(STATUS "STRATA-SKIP: no usable GPU: ${err}")
    return()
  endif()
  message(FATAL_ERROR "strata-cli ${arguments} failed (${rc}):\n${out}\n${err}")
endif()

execute_process(COMMAND "${COMPARE}" "${WORK}/${output}" "${reference}" ${comparison} WORKING_DIRECTORY "${SRC}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE summary ERROR_VARIABLE mismatch)
string(STRIP "${mismatch}${summary}" verdict)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "reference case ${CASE}: ${verdict}")
endif()
message(STATUS "${verdict}")
