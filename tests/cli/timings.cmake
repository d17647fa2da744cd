# strata-cli --timings: every verb runs once without and once with the flag, each in a folder of
# its own holding the same inputs. With the flag, stderr carries one line
#   timings: read R s, prepare P s, compute C s, write W s, total T s
# with five non-negative numbers whose phases add up to at most the total, and the result printed
# on stdout carries them under "timings"; the files written are the same bytes either way.
#   cmake -DCLI=strata-cli -DREF=<reference dir> -DSAMPLES=<samples dir> -DSRC=<source> -DWORK=<scratch> -P timings.cmake
cmake_minimum_required(VERSION 3.20)

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

set(G "${REF}/gslib")
set(D "${REF}/blockmodel")
set(laterite "${SAMPLES}/laterite")
set(number "([0-9]+\\.[0-9][0-9][0-9])")

# run_verb(NAME INPUTS args...): INPUTS is a ;-list of files copied into both folders.
function(run_verb name inputs)
  foreach(mode plain timed)
    set(dir "${WORK}/${name}/${mode}")
    file(MAKE_DIRECTORY "${dir}")
    if(inputs)
      file(COPY ${inputs} DESTINATION "${dir}")
    endif()
    set(flag "")
    if(mode STREQUAL "timed")
      set(flag --timings)
    endif()
    execute_process(COMMAND "${CLI}" ${ARGN} ${flag} WORKING_DIRECTORY "${dir}" RESULT_VARIABLE rc
                    OUTPUT_VARIABLE out_${mode} ERROR_VARIABLE err_${mode})
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${name} (${mode}): strata-cli ${ARGN} ${flag} failed (${rc}):\n${err_${mode}}")
    endif()
  endforeach()
  check_line("${name}" "${err_timed}" "${out_timed}")
  if(err_plain MATCHES "timings:")
    message(FATAL_ERROR "${name}: a timings line without --timings:\n${err_plain}")
  endif()
  compare_folders("${name}" "${inputs}")
endfunction()

# The line's five numbers: non-negative (the pattern has no sign), phases summing to at most the
# total (to the printed rounding, 5 x 0.0005 s); the result's "timings" holds the same keys.
function(check_line name err out)
  set(pattern "timings: read ${number} s, prepare ${number} s, compute ${number} s, write ${number} s, total ${number} s\n")
  if(NOT err MATCHES "${pattern}")
    message(FATAL_ERROR "${name}: no timings line in:\n${err}")
  endif()
  math(EXPR sum "0")
  foreach(k 1 2 3 4)
    string(REPLACE "." "" millis "${CMAKE_MATCH_${k}}")
    math(EXPR sum "${sum} + ${millis}")
  endforeach()
  string(REPLACE "." "" total "${CMAKE_MATCH_5}")
  math(EXPR total "${total} + 3")
  if(sum GREATER total)
    message(FATAL_ERROR "${name}: the phases (${sum} ms) exceed the total: ${err}")
  endif()
  foreach(key read prepare compute write total)
    if(NOT out MATCHES "\"${key}\": [0-9]")
      message(FATAL_ERROR "${name}: the result lacks timings.${key}:\n${out}")
    endif()
  endforeach()
endfunction()

# Every file of the plain folder equals its namesake in the timed one, and no file is extra.
function(compare_folders name inputs)
  file(GLOB_RECURSE plain RELATIVE "${WORK}/${name}/plain" "${WORK}/${name}/plain/*")
  file(GLOB_RECURSE timed RELATIVE "${WORK}/${name}/timed" "${WORK}/${name}/timed/*")
  if(NOT plain STREQUAL timed)
    message(FATAL_ERROR "${name}: different files written: '${plain}' and '${timed}'")
  endif()
  list(LENGTH inputs inputCount)
  list(LENGTH plain fileCount)
  if(NOT fileCount GREATER inputCount)
    message(FATAL_ERROR "${name}: nothing was written")
  endif()
  foreach(f IN LISTS plain)
    file(SHA256 "${WORK}/${name}/plain/${f}" a)
    file(SHA256 "${WORK}/${name}/timed/${f}" b)
    if(NOT a STREQUAL b)
      message(FATAL_ERROR "${name}: ${f} differs with --timings")
    endif()
  endforeach()
endfunction()

run_verb(krige "${G}/cluster.dat" krige --data cluster.dat --columns Xlocation,Ylocation,Primary
         --model "0.2 nug + 0.8 sph(10)" --type ok --ndmax 16 --radius 25 --grid 50,50:0.5,0.5:1,1 --out krige.csv
         --backend cpu)
run_verb(kt3d "${G}/cluster.dat;${G}/kt3d_cluster_ok.par" kt3d kt3d_cluster_ok.par --backend cpu)
run_verb(gamv "${G}/cluster.dat;${G}/gamv_cluster.par" gamv gamv_cluster.par --backend cpu)
run_verb(idw "${G}/cluster.dat" idw --data cluster.dat --columns Xlocation,Ylocation,Primary --power 2
         --grid 50,50:0.5,0.5:1,1 --out idw.csv --backend cpu)
run_verb(sgsim "${G}/cluster.dat;${G}/sgsim/sgsim_cluster.par" sgsim sgsim_cluster.par)
run_verb(nscore "${G}/cluster.dat;${G}/transforms/nscore_cluster.par" nscore nscore_cluster.par)
run_verb(surfaces "" surfaces --collar "${laterite}/collar.csv" --survey "${laterite}/survey.csv"
         --intervals "${laterite}/lithology.csv" --unit-column Lithology --order SOIL,LIMO,SAP,RSAP,SROC,BRK
         --grid 28,29:349760,9699770:20,20 --variogram "0.3 nug + 0.7 sph(150)" --out surfaces.csv
         --model-out blocks.csv --dz 2 --backend cpu)
run_verb(blockmodel "" blockmodel --collar "${D}/collar.csv" --intervals "${D}/lith.csv" --unit-column LITH
         --order COVER,ORE,BASE --assays "${D}/assay.csv" --value AU --blocks 20,20,16:5,5,42.5:10,10,5 --composite 4
         --estimate ORE,BASE --model "0.05 nug + 0.95 sph(80,80,20)" --out blocks.csv --report gt.csv --backend cpu)

# strata-cli run JOB.json takes the flag too.
file(MAKE_DIRECTORY "${WORK}/run")
file(COPY "${G}/cluster.dat" DESTINATION "${WORK}/run")
file(WRITE "${WORK}/run/job.json"
     "{\"type\": \"idw\", \"params\": {\"data\": {\"file\": \"cluster.dat\", \"columns\": \"Xlocation,Ylocation,Primary\"},"
     " \"power\": 2, \"grid\": \"10,10:0.5,0.5:5,5\", \"output\": \"run.csv\"}}")
execute_process(COMMAND "${CLI}" run job.json --timings --backend cpu WORKING_DIRECTORY "${WORK}/run"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "run job.json --timings failed (${rc}):\n${err}")
endif()
check_line(run "${err}" "${out}")
