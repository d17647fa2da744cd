# Contract of `strata-cli gamv PARAMS.par [--backend auto|cpu|cuda]` (run with -DCLI=... -DREF=...
# -DSRC=... -DWORK=... -P gamv.cmake): a gamv parameter file names its data and output files
# relative to the current directory, and the output file must be gamv's, byte for byte, on the
# reference runs.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# run_cli(EXPECT out_var err_var args...): EXPECT is TRUE (must succeed), FALSE (must fail) or ANY.
function(run_cli expect out_var err_var)
  execute_process(COMMAND "${CLI}" ${ARGN} WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  if(expect STREQUAL "TRUE" AND NOT rc EQUAL 0)
    message(FATAL_ERROR "strata-cli ${ARGN} failed (${rc}):\n${out}\n${err}")
  elseif(expect STREQUAL "FALSE" AND rc EQUAL 0)
    message(FATAL_ERROR "strata-cli ${ARGN} should have failed:\n${out}\n${err}")
  endif()
  set(${out_var} "${out}" PARENT_SCOPE)
  set(${err_var} "${err}" PARENT_SCOPE)
  set(last_rc "${rc}" PARENT_SCOPE)
endfunction()

function(expect_match text regex what)
  if(NOT text MATCHES "${regex}")
    message(FATAL_ERROR "${what}: expected '${regex}' in:\n${text}")
  endif()
endfunction()

function(expect_same_file produced expected what)
  file(READ "${produced}" a)
  file(READ "${expected}" b)
  if(NOT a STREQUAL b)
    message(FATAL_ERROR "${what}: ${produced} differs from ${expected}:\n${a}")
  endif()
endfunction()

foreach(file cluster.dat synth3d.dat gamv_cluster.par gamv_synth3d.par)
  file(COPY "${REF}/gslib/${file}" DESTINATION "${WORK}")
endforeach()

# 1. The reference runs reproduce gamv's output files, on the CPU and with auto.
foreach(name cluster synth3d)
  run_cli(TRUE out err gamv gamv_${name}.par --backend cpu)
  expect_same_file("${WORK}/gamv_${name}.out" "${REF}/gslib/gamv_${name}.out" "gamv ${name} (cpu)")
  file(REMOVE "${WORK}/gamv_${name}.out")
  run_cli(TRUE out err gamv gamv_${name}.par)
  expect_same_file("${WORK}/gamv_${name}.out" "${REF}/gslib/gamv_${name}.out" "gamv ${name} (auto)")
endforeach()

# 2. CUDA: the same files where a GPU is usable, a clear error where none is.
foreach(name cluster synth3d)
  file(REMOVE "${WORK}/gamv_${name}.out")
  run_cli(ANY out err gamv gamv_${name}.par --backend cuda)
  if(last_rc EQUAL 0)
    expect_same_file("${WORK}/gamv_${name}.out" "${REF}/gslib/gamv_${name}.out" "gamv ${name} (cuda)")
  else()
    expect_match("${err}" "GPU|CUDA|cuda" "cuda without a GPU")
  endif()
endforeach()

# 3. --dump-job prints the job the parameter file makes.
run_cli(TRUE out err gamv gamv_synth3d.par --dump-job)
expect_match("${out}" "\"type\": \"gamv\"" "dump-job type")
expect_match("${out}" "\"data_file\": \"synth3d.dat\"" "dump-job data file")
expect_match("${out}" "\"count\": 20" "dump-job lags")

# 4. Errors name the file and the line.
file(READ "${WORK}/gamv_cluster.par" par)
string(REPLACE "10                                \\number of lags" "0                                 \\number of lags"
       bad "${par}")
file(WRITE "${WORK}/bad.par" "${bad}")
run_cli(FALSE out err gamv bad.par)
expect_match("${err}" "bad.par:10:.*number of lags must be >= 1" "nlag 0")
run_cli(FALSE out err gamv missing.par)
expect_match("${err}" "missing.par" "missing parameter file")
string(REPLACE "cluster.dat " "nowhere.dat " bad "${par}")
file(WRITE "${WORK}/nodata.par" "${bad}")
run_cli(FALSE out err gamv nodata.par)
expect_match("${err}" "nowhere.dat" "missing data file")
