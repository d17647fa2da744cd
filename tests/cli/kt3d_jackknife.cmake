# strata-cli kt3d in kt3d's jackknife mode (option 2) and its cross-validation mode (option 1).
#  - Leave-one-out through the jackknife file: with cluster.dat itself as the jackknife file,
#    every datum is estimated from the others (kt3d leaves out the data at the target's
#    location), which must equal option 1's output.
#  - An external jackknife file (kt3d_jackknife.dat): off-lattice points, three points at data
#    locations (that datum left out) and one point with no data within the radius (-999).
# Error = Estimate - True (-999 where the estimate is missing). The estimates, variances and True
# values against gstat's and the jackknife files are reference cases (tests/reference, whose
# parameter files these runs use).
#   cmake -DCLI=strata-cli -DREF=<reference dir> -DSRC=<source> -DWORK=<scratch> -P kt3d_jackknife.cmake
cmake_minimum_required(VERSION 3.20)
include("${SRC}/cmake/StrataKrigingCliTest.cmake")

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY "${REF}/gslib/cluster.dat" "${SRC}/tests/cli/kt3d_jackknife.dat" "${SRC}/tests/reference/kt3d_loo_jackknife.par"
     "${SRC}/tests/reference/kt3d_loo_cross.par" "${SRC}/tests/reference/kt3d_jackknife.par" DESTINATION "${WORK}")

# Rows of a 7-column kt3d output: checks the header, returns the data lines.
function(read_points path expected_rows out)
  file(STRINGS "${path}" lines)
  list(LENGTH lines count)
  math(EXPR want "${expected_rows} + 9")
  list(GET lines 1 header)
  list(GET lines 5 name_true)
  list(GET lines 8 name_error)
  if(NOT count EQUAL want OR NOT header MATCHES "^ *7 *$" OR NOT name_true STREQUAL "True"
     OR NOT name_error STREQUAL "Error: est-true")
    message(FATAL_ERROR "${path}: ${count} lines (expected ${want}), header '${header}'")
  endif()
  list(SUBLIST lines 9 -1 rows)
  set(${out} "${rows}" PARENT_SCOPE)
endfunction()

# Every row's Error is its Estimate - True, or -999 with the estimate.
function(check_errors case rows)
  set(row 0)
  foreach(line IN LISTS rows)
    math(EXPR row "${row} + 1")
    string(STRIP "${line}" line)
    string(REGEX REPLACE " +" ";" fields "${line}")
    list(GET fields 3 t)
    list(GET fields 4 est)
    list(GET fields 6 err)
    if(est STREQUAL "-999")
      if(NOT err STREQUAL "-999")
        message(FATAL_ERROR "${case} row ${row}: no estimate, but Error is ${err}")
      endif()
      continue()
    endif()
    to_nano("${est}" e)
    to_nano("${t}" tn)
    to_nano("${err}" r)
    math(EXPR check "${e} - ${tn} - ${r}")
    if(check GREATER 10 OR check LESS -10)
      message(FATAL_ERROR "${case} row ${row}: Error ${err} is not Estimate - True (${est} - ${t})")
    endif()
  endforeach()
endfunction()

# Leave-one-out: option 2 on the data file itself, and option 1; identical outputs.
run_cli(kt3d kt3d_loo_jackknife.par --backend cpu)
run_cli(kt3d kt3d_loo_cross.par --backend cpu)
file(READ "${WORK}/loo_jackknife.out" jack_text)
file(READ "${WORK}/loo_cross.out" cross_text)
if(NOT jack_text STREQUAL cross_text)
  message(FATAL_ERROR "jackknife on the data file differs from cross-validation (option 1)")
endif()
read_points("${WORK}/loo_jackknife.out" 140 rows)
check_errors(loo "${rows}")

# An external jackknife file.
run_cli(kt3d kt3d_jackknife.par --backend cpu)
if(NOT cli_out MATCHES "\"estimated\": 15" OR NOT cli_out MATCHES "\"unestimated\": 1")
  message(FATAL_ERROR "summary of the jackknife run:\n${cli_out}")
endif()
read_points("${WORK}/jackknife.out" 16 rows)
check_errors(jackknife "${rows}")
