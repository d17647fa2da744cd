# strata-cli sgsim, the drop-in for GSLIB sgsim: GSLIB's own sgsim.par (unconditional, no data
# file) and a conditional case on cluster.dat run from a scratch folder (file names relative to
# the current directory, as GSLIB reads them). The outputs must have sgsim's layout; the same job
# run from its JSON (--dump-job, then strata-cli run) and with one thread instead of every core
# must write the same bytes. Their statistics against GSLIB's are tests/compute/simulation's.
#   cmake -DCLI=strata-cli -DREF=<reference dir> -DSRC=<source> -DWORK=<scratch> -P sgsim.cmake
cmake_minimum_required(VERSION 3.20)

include("${SRC}/cmake/StrataKrigingCliTest.cmake")

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY "${REF}/gslib/cluster.dat" "${REF}/gslib/sgsim/sgsim.par" "${REF}/gslib/sgsim/sgsim_cluster.par"
     DESTINATION "${WORK}")

function(check_layout file nodes realisations)
  file(STRINGS "${WORK}/${file}" lines)
  list(LENGTH lines count)
  math(EXPR expected "3 + ${nodes} * ${realisations}")
  if(NOT count EQUAL expected)
    message(FATAL_ERROR "${file} has ${count} lines, expected 3 header lines and ${realisations} x ${nodes} values")
  endif()
  list(GET lines 0 title)
  list(GET lines 1 header)
  list(GET lines 2 name)
  list(GET lines 3 first)
  if(NOT title STREQUAL "SGSIM Realizations" OR NOT name STREQUAL "value"
     OR NOT first MATCHES "^ *-?[0-9]+\\.[0-9][0-9][0-9][0-9]$")
    message(FATAL_ERROR "${file} differs from sgsim's layout:\n${title}\n${header}\n${name}\n${first}")
  endif()
  set(header "${header}" PARENT_SCOPE)
endfunction()

run_cli(sgsim sgsim.par)
check_layout(sgsim.out 2500 10)
if(NOT header STREQUAL "    1   50   50    1")
  message(FATAL_ERROR "sgsim.out's second line is '${header}', sgsim writes '    1   50   50    1'")
endif()
if(EXISTS "${WORK}/sgsim.trn" OR EXISTS "${WORK}/sgsim.dbg")
  message(FATAL_ERROR "without a transform no table is written, and no debugging file ever")
endif()

run_cli(sgsim sgsim_cluster.par)
check_layout(sgsim_cluster.out 625 20)
file(STRINGS "${WORK}/sgsim_cluster.trn" table)
list(LENGTH table rows)
if(NOT rows EQUAL 140)
  message(FATAL_ERROR "sgsim_cluster.trn has ${rows} rows, expected one per datum (140)")
endif()

# The same job from its JSON and with one thread: the same bytes.
file(RENAME "${WORK}/sgsim_cluster.out" "${WORK}/first.out")
run_cli(sgsim sgsim_cluster.par --dump-job)
set(dumped "${cli_out}")
file(WRITE "${WORK}/job.json" "${dumped}")
run_cli(run job.json)
file(SHA256 "${WORK}/first.out" first)
file(SHA256 "${WORK}/sgsim_cluster.out" again)
if(NOT first STREQUAL again)
  message(FATAL_ERROR "the job run from its JSON wrote other realisations than the parameter file's run")
endif()
string(REPLACE "\"threads\": 0" "\"threads\": 1" job "${dumped}")
if(job STREQUAL dumped)
  message(FATAL_ERROR "the dumped job has no \"threads\": 0 to change:\n${dumped}")
endif()
file(WRITE "${WORK}/job1.json" "${job}")
run_cli(run job1.json)
file(SHA256 "${WORK}/sgsim_cluster.out" oneThread)
if(NOT first STREQUAL oneThread)
  message(FATAL_ERROR "one thread wrote other realisations than every core")
endif()
message(STATUS "sgsim: sgsim's layout; the same realisations from the JSON job and from one thread")
