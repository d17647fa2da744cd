# strata-cli kt3d, the drop-in for GSLIB kt3d: the reference parameter files run from a scratch
# folder holding cluster.dat (GSLIB reads file names relative to the current directory); the
# output must be kt3d's GeoEAS layout with full precision. Its estimates and variances against
# GSLIB's are reference cases (tests/reference).
#   cmake -DCLI=strata-cli -DREF=<reference dir> -DSRC=<source> -DWORK=<scratch> -P kt3d.cmake
cmake_minimum_required(VERSION 3.20)

include("${SRC}/cmake/StrataKrigingCliTest.cmake")

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY "${REF}/gslib/cluster.dat" "${REF}/gslib/kt3d_cluster_ok.par" "${REF}/gslib/kt3d_cluster_sk.par"
     DESTINATION "${WORK}")

foreach(kind ok sk)
  run_cli(kt3d kt3d_cluster_${kind}.par --backend cpu)
  file(STRINGS "${WORK}/kt3d_cluster_${kind}.out" lines)
  list(LENGTH lines count)
  if(NOT count EQUAL 2504)
    message(FATAL_ERROR "kt3d_cluster_${kind}.out has ${count} lines, expected 4 header lines and 2500 nodes")
  endif()
  list(GET lines 0 title)
  list(GET lines 1 header)
  list(GET lines 2 name1)
  list(GET lines 3 name2)
  if(NOT title MATCHES "^KT3D ESTIMATES WITH: Clustered 140" OR NOT header MATCHES "^ *2 +50 +50 +1 *$"
     OR NOT name1 STREQUAL "Estimate" OR NOT name2 STREQUAL "EstimationVariance")
    message(FATAL_ERROR "kt3d_cluster_${kind}.out header differs from kt3d's:\n${title}\n${header}\n${name1}\n${name2}")
  endif()
  # Full precision where GSLIB writes 3 decimals: the first node's estimate (3.6104...) and
  # variance need at least 6 significant digits.
  list(GET lines 4 first)
  if(NOT first MATCHES "^ *[0-9]\\.[0-9][0-9][0-9][0-9][0-9]+ +0\\.[0-9][0-9][0-9][0-9][0-9][0-9]+")
    message(FATAL_ERROR "the first node is written with fewer than 6 significant digits: '${first}'")
  endif()
endforeach()

# Cross-validation mode (option 1): 7 columns, one row per datum, Error = Estimate - True.
file(READ "${WORK}/kt3d_cluster_ok.par" par)
string(REGEX REPLACE "\n0( +-option)" "\n1\\1" par "${par}")
string(REPLACE "kt3d_cluster_ok.out" "kt3d_cross.out" par "${par}")
file(WRITE "${WORK}/kt3d_cross.par" "${par}")
run_cli(kt3d kt3d_cross.par)
file(STRINGS "${WORK}/kt3d_cross.out" lines)
list(LENGTH lines count)
list(GET lines 1 header)
list(GET lines 8 last_name)
if(NOT count EQUAL 149 OR NOT header MATCHES "^ *7 *$" OR NOT last_name STREQUAL "Error: est-true")
  message(FATAL_ERROR "cross-validation output: ${count} lines, header '${header}', last name '${last_name}'")
endif()
list(GET lines 9 first)
string(REGEX REPLACE " +" ";" first "${first}")
list(GET first 3 true_value)
list(GET first 4 estimate)
list(GET first 6 error)
to_nano("${true_value}" t)
to_nano("${estimate}" e)
to_nano("${error}" r)
math(EXPR check "${e} - ${t} - ${r}")
if(check GREATER 10 OR check LESS -10)
  message(FATAL_ERROR "error column is not estimate - true: ${first}")
endif()

# --dump-job prints the job instead of running it; a broken parameter file names its line.
run_cli(kt3d kt3d_cluster_ok.par --dump-job)
if(NOT cli_out MATCHES "\"type\": \"kt3d\"")
  message(FATAL_ERROR "--dump-job printed:\n${cli_out}")
endif()
string(REGEX REPLACE "\n4    16 [^\n]*" "\nfour 16" par "${par}")
file(WRITE "${WORK}/broken.par" "${par}")
execute_process(COMMAND "${CLI}" kt3d broken.par WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc EQUAL 0 OR NOT err MATCHES "broken.par:18:1: expected an integer for ndmin")
  message(FATAL_ERROR "broken parameter file: exit ${rc}, message:\n${err}")
endif()

# kt3d keeps coincident data: a node with a datum twice in its neighbourhood is left unestimated,
# unless --singular pinv (a kriging option beyond the parameter file) solves its system.
file(READ "${WORK}/cluster.dat" data)
string(REGEX MATCH "\n(39\\.5 +18\\.5)[^\n]*" first "${data}")
set(place "${CMAKE_MATCH_1}")
string(REGEX REPLACE "[\r\n]+$" "" data "${data}")
file(WRITE "${WORK}/twins.dat" "${data}\n${place}   .06   .22 9.000\n")
file(READ "${WORK}/kt3d_cluster_ok.par" par)
string(REPLACE "cluster.dat " "twins.dat " par "${par}")
string(REPLACE "kt3d_cluster_ok.out" "kt3d_twins.out" par "${par}")
file(WRITE "${WORK}/kt3d_twins.par" "${par}")
run_cli(kt3d kt3d_twins.par --backend cpu)
if(NOT cli_out MATCHES "\"unestimated\": [1-9]" OR NOT cli_out MATCHES "singular")
  message(FATAL_ERROR "coincident data kept without --singular pinv:\n${cli_out}")
endif()
run_cli(kt3d kt3d_twins.par --backend cpu --singular pinv)
if(NOT cli_out MATCHES "\"unestimated\": 0" OR NOT cli_out MATCHES "[1-9][0-9]* targets with a singular kriging system solved by its pseudo-inverse")
  message(FATAL_ERROR "coincident data kept with --singular pinv:\n${cli_out}")
endif()
run_cli(kt3d kt3d_twins.par --singular pinv --singular-threshold 1e-9 --dump-job)
if(NOT cli_out MATCHES "\"singular\": \"pinv\"" OR NOT cli_out MATCHES "\"singular_threshold\": 1e-09")
  message(FATAL_ERROR "--dump-job with --singular pinv printed:\n${cli_out}")
endif()
