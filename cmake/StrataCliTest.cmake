# Helpers shared by the CLI contract tests (tests/cli/*.cmake), included with
# include("${SRC}/cmake/StrataCliTest.cmake"). CLI is the strata-cli under test.

# run_cli(EXPECT_SUCCESS out_var err_var args...): runs strata-cli; fails the test when the exit
# status is not what EXPECT_SUCCESS says.
function(run_cli expect_success out_var err_var)
  execute_process(COMMAND "${CLI}" ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(expect_success AND NOT rc EQUAL 0)
    message(FATAL_ERROR "strata-cli ${ARGN} failed (${rc}):\n${out}\n${err}")
  elseif(NOT expect_success AND rc EQUAL 0)
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

function(expect_size path bytes)
  file(SIZE "${path}" size)
  if(NOT size EQUAL bytes)
    message(FATAL_ERROR "${path}: ${size} bytes, expected ${bytes}")
  endif()
endfunction()

# Sets `out_var` to ON when this strata-cli was built with `option` (as `strata-cli info` says).
function(cli_built_with option out_var)
  run_cli(TRUE info err info)
  if(info MATCHES "${option}=on")
    set(${out_var} ON PARENT_SCOPE)
  else()
    set(${out_var} OFF PARENT_SCOPE)
  endif()
endfunction()
