# strata-cli sisim, the drop-in for GSLIB sisim: GSLIB's own sisim.par layout on cluster.dat (a
# continuous variable) and the categorical case, run from a scratch folder (file names relative
# to the current directory, as GSLIB reads them). The outputs must have sisim's layout; the same
# job run from its JSON (--dump-job, then strata-cli run) and with one thread instead of every
# core must write the same bytes; the verb from flags writes the same layout. Their statistics
# against GSLIB's are tests/compute/simulation's.
#   cmake -DCLI=strata-cli -DREF=<reference dir> -DSRC=<source> -DWORK=<scratch> -P sisim.cmake
cmake_minimum_required(VERSION 3.20)

include("${SRC}/cmake/StrataKrigingCliTest.cmake")

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY "${REF}/gslib/cluster.dat" "${REF}/gslib/sisim/cluster_categories.dat" "${REF}/gslib/sisim/sisim_cluster.par"
     "${REF}/gslib/sisim/sisim_categories.par" DESTINATION "${WORK}")

function(check_layout file realisations title_pattern values_pattern)
  file(STRINGS "${WORK}/${file}" lines)
  list(LENGTH lines count)
  math(EXPR expected "3 + 625 * ${realisations}")
  if(NOT count EQUAL expected)
    message(FATAL_ERROR "${file} has ${count} lines, expected 3 header lines and ${realisations} x 625 values")
  endif()
  list(GET lines 0 title)
  list(GET lines 1 header)
  list(GET lines 2 name)
  list(GET lines 3 first)
  string(LENGTH "${title}" width)
  if(NOT title MATCHES "${title_pattern}" OR NOT width EQUAL 80 OR NOT header STREQUAL "    1   25   25    1"
     OR NOT name STREQUAL "Simulated Value" OR NOT first MATCHES "${values_pattern}")
    message(FATAL_ERROR "${file} differs from sisim's layout:\n${title}\n${header}\n${name}\n${first}")
  endif()
endfunction()

run_cli(sisim sisim_categories.par)
check_layout(sisim_categories.out 20 "^SISIM SIMULATIONS:  cluster.dat's Primary as three categories"
             "^      [123]\\.0000$")
if(EXISTS "${WORK}/sisim_categories.dbg")
  message(FATAL_ERROR "sisim's debugging file is never written")
endif()

run_cli(sisim sisim_cluster.par)
check_layout(sisim_cluster.out 20 "^SISIM SIMULATIONS:  Clustered 140 primary and secondary data *$"
             "^ *[0-9]+\\.[0-9][0-9][0-9][0-9]$")

# The same job from its JSON and with one thread: the same bytes.
file(RENAME "${WORK}/sisim_cluster.out" "${WORK}/first.out")
run_cli(sisim sisim_cluster.par --dump-job)
set(dumped "${cli_out}")
file(WRITE "${WORK}/job.json" "${dumped}")
run_cli(run job.json)
file(SHA256 "${WORK}/first.out" first)
file(SHA256 "${WORK}/sisim_cluster.out" again)
if(NOT first STREQUAL again)
  message(FATAL_ERROR "the job run from its JSON wrote other realisations than the parameter file's run")
endif()
string(REPLACE "\"threads\": 0" "\"threads\": 1" job "${dumped}")
if(job STREQUAL dumped)
  message(FATAL_ERROR "the dumped job has no \"threads\": 0 to change:\n${dumped}")
endif()
file(WRITE "${WORK}/job1.json" "${job}")
run_cli(run job1.json)
file(SHA256 "${WORK}/sisim_cluster.out" oneThread)
if(NOT first STREQUAL oneThread)
  message(FATAL_ERROR "one thread wrote other realisations than every core")
endif()
# The same verb from flags: an unconditional categorical simulation.
run_cli(sisim --kind categorical --cutoffs 1,2,3 --global-probabilities 0.2,0.5,0.3
        --models "0.16 sph(10)/0.25 sph(10)/0.21 sph(10)" --grid 25,25,1:1,1,0.5:2,2,1 --radius 20
        --realisations 2 --output flags.out)
check_layout(flags.out 2 "^SISIM SIMULATIONS: *$" "^      [123]\\.0000$")
message(STATUS "sisim: sisim's layout; the same realisations from the JSON job and from one thread")
