# Contract of `strata-cli gamv PARAMS.par [--backend auto|cpu|cuda]` (run with -DCLI=... -DREF=...
# -DSRC=... -DWORK=... -P gamv.cmake): a gamv parameter file names its data and output files
# relative to the current directory; --dump-job prints its job; errors name the file and line.
# The outputs of the reference runs against gamv's are reference cases (tests/reference).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# run_cli(EXPECT out_var err_var args...): EXPECT is TRUE (must succeed) or FALSE (must fail).
function(run_cli expect out_var err_var)
  execute_process(COMMAND "${CLI}" ${ARGN} WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  if(expect AND NOT rc EQUAL 0)
    message(FATAL_ERROR "strata-cli ${ARGN} failed (${rc}):\n${out}\n${err}")
  elseif(NOT expect AND rc EQUAL 0)
    message(FATAL_ERROR "strata-cli ${ARGN} should have failed:\n${out}\n${err}")
  endif()
  set(${out_var} "${out}" PARENT_SCOPE)
  set(${err_var} "${err}" PARENT_SCOPE)
endfunction()

function(expect_match text regex what)
  if(NOT text MATCHES "${regex}")
    message(FATAL_ERROR "${what}: expected '${regex}' in:\n${text}")
  endif()
endfunction()

foreach(file cluster.dat synth3d.dat gamv_cluster.par gamv_synth3d.par)
  file(COPY "${REF}/gslib/${file}" DESTINATION "${WORK}")
endforeach()

# 1. --dump-job prints the job the parameter file makes.
run_cli(TRUE out err gamv gamv_synth3d.par --dump-job)
expect_match("${out}" "\"type\": \"gamv\"" "dump-job type")
expect_match("${out}" "\"data_file\": \"synth3d.dat\"" "dump-job data file")
expect_match("${out}" "\"count\": 20" "dump-job lags")

# 2. Errors name the file and the line.
file(READ "${WORK}/gamv_cluster.par" par)
string(REPLACE "10                                \\number of lags" "0                                 \\number of lags"
       bad "${par}")
file(WRITE "${WORK}/bad.par" "${bad}")
run_cli(FALSE out err gamv bad.par)
expect_match("${err}" "bad.par:10:.*number of lags must be in 1..100000" "nlag 0")
run_cli(FALSE out err gamv missing.par)
expect_match("${err}" "missing.par" "missing parameter file")
string(REPLACE "cluster.dat " "nowhere.dat " bad "${par}")
file(WRITE "${WORK}/nodata.par" "${bad}")
run_cli(FALSE out err gamv nodata.par)
expect_match("${err}" "nowhere.dat" "missing data file")
