# strata-cli krige: the command-line contract. Global ordinary kriging of cluster.dat (read as
# GeoEAS) onto the kt3d grid equals gstat's global kriging (no search, so no distance ties) to
# 1e-4; point targets at data locations are reproduced exactly; --dump-job prints the job; bad
# options fail before any work, naming the option.
#   cmake -DCLI=strata-cli -DREF=<reference dir> -DSRC=<source> -DWORK=<scratch> -P krige.cmake
cmake_minimum_required(VERSION 3.20)

include("${SRC}/cmake/StrataKrigingCliTest.cmake")

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY "${REF}/gslib/cluster.dat" DESTINATION "${WORK}")
set(model --data cluster.dat --model "0.2 nug + 0.8 sph(10)" --type ok)
set(common ${model} --columns Xlocation,Ylocation,Primary)

run_cli(krige ${common} --global --grid 50,50:0.5,0.5:1,1 --out global.csv --backend cpu)
file(STRINGS "${WORK}/global.csv" rows)
list(LENGTH rows count)
list(GET rows 0 header)
if(NOT count EQUAL 2501 OR NOT header STREQUAL "x,y,Primary,Primary_variance")
  message(FATAL_ERROR "global.csv: ${count} lines, header '${header}'")
endif()
# Columns 2 (estimate) and 3 (variance) of two grid CSV files, node by node.
function(expect_same_grid ours_file theirs_file what)
  file(STRINGS "${ours_file}" ours_rows)
  file(STRINGS "${theirs_file}" theirs_rows)
  list(SUBLIST ours_rows 1 -1 ours_rows)
  list(SUBLIST theirs_rows 1 -1 theirs_rows)
  set(node 0)
  foreach(row ref IN ZIP_LISTS ours_rows theirs_rows)
    math(EXPR node "${node} + 1")
    string(REPLACE "," ";" ours "${row}")
    string(REPLACE "," ";" theirs "${ref}")
    foreach(column quantity IN ZIP_LISTS "2;3" "estimate;variance")
      list(GET ours ${column} a)
      list(GET theirs ${column} b)
      check_close("${what} ${quantity}" "${a}" "${b}" ${node})
    endforeach()
  endforeach()
endfunction()
expect_same_grid("${WORK}/global.csv" "${REF}/gstat/ok_grid50_global.csv" "global")

# Local search with point targets at the first three data: exact reproduction, variance 0.
file(WRITE "${WORK}/targets.csv" "x,y\n39.5,18.5\n5.5,1.5\n38.5,5.5\n")
run_cli(krige ${common} --radius 25 --ndmin 4 --ndmax 16 --targets targets.csv --out points.csv --diagnostics)
file(STRINGS "${WORK}/points.csv" rows)
list(GET rows 0 header)
if(NOT header STREQUAL "x,y,Primary,Primary_variance,nused,lagrange,efficiency,slope")
  message(FATAL_ERROR "points.csv header: ${header}")
endif()
foreach(line expected IN ZIP_LISTS "1;2;3" ".06;.06;.08")
  list(GET rows ${line} row)
  string(REPLACE "," ";" ours "${row}")
  list(GET ours 2 est)
  list(GET ours 3 var)
  list(GET ours 4 used)
  check_close("estimate at a datum" "${est}" "0${expected}" ${line})
  check_close("variance at a datum" "${var}" "0" ${line})
  if(NOT used EQUAL 16)
    message(FATAL_ERROR "target ${line} used ${used} data, expected 16")
  endif()
endforeach()

# Without --radius there is no distance limit (gstat's default): with ndmax above the number of
# data, the local search uses every datum and equals the global neighbourhood.
run_cli(krige ${common} --ndmax 200 --grid 50,50:0.5,0.5:1,1 --out unlimited.csv --backend cpu)
expect_same_grid("${WORK}/unlimited.csv" "${WORK}/global.csv" "without a radius")

run_cli(krige ${common} --radius 25 --grid 50,50:0.5,0.5:1,1 --out never.csv --dump-job)
if(NOT cli_out MATCHES "\"type\": \"krige\"" OR EXISTS "${WORK}/never.csv")
  message(FATAL_ERROR "--dump-job printed:\n${cli_out}")
endif()

execute_process(COMMAND "${CLI}" krige ${common} --radius 25 --ndmin 4 --ndmax 2 --grid 5,5:0.5,0.5:1,1 --out bad.csv
                WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc EQUAL 0 OR NOT err MATCHES "option 'ndmax' must be >= ndmin \\(got 2 < 4\\)")
  message(FATAL_ERROR "ndmax < ndmin: exit ${rc}, message:\n${err}")
endif()
execute_process(COMMAND "${CLI}" krige ${model} --radius 25 --columns x,y,nothing --grid 5,5:0.5,0.5:1,1 --out bad.csv
                WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc EQUAL 0 OR NOT err MATCHES "has no column")
  message(FATAL_ERROR "unknown column: exit ${rc}, message:\n${err}")
endif()
