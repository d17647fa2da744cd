# Contract of `strata-cli blockmodel` (run with -DCLI=... -DREF=... -DWORK=... -P blockmodel.cmake)
# on the synthetic layered deposit of tests/data/blockmodel (COVER, ORE, BASE; grades about 1000,
# 2 and 500): the block CSV's and the report's columns, hard boundaries, per-unit models and caps,
# a soft boundary and a plan limit, and bad requests refused before any work.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(D "${REF}/blockmodel")

include("${SRC}/cmake/StrataCliTest.cmake")

set(common --collar "${D}/collar.csv" --intervals "${D}/lith.csv" --unit-column LITH --order COVER,ORE,BASE
    --assays "${D}/assay.csv" --value AU --blocks 20,20,16:5,5,42.5:10,10,5 --composite 4 --backend cpu)

# 1. The contract's command: every flag of the issue, one model for both units.
run_cli(TRUE out err blockmodel ${common} --estimate ORE,BASE --model "0.05 nug + 0.95 sph(80,80,20)"
        --sub-blocks 5,5,1 --cap ORE:2.4 --density ORE:2.7,BASE:2.5 --method ok --out "${WORK}/blocks.csv"
        --report "${WORK}/gt.csv" --cutoffs 0,1.5,2 --mine-output "${WORK}/mine.csv"
        --parent-output "${WORK}/parents.dat" --validation "${WORK}/check.csv" --swaths "${WORK}/swaths.csv"
        --report-classes "${WORK}/gt-classes.csv" --vtk-output "${WORK}/blocks.vtu"
        --composites-output "${WORK}/composites.csv" --declustering nearest)
file(STRINGS "${WORK}/blocks.csv" blocks)
list(GET blocks 0 header)
expect_match("${header}" "^x,y,z,dx,dy,dz,unit,AU,variance,pass" "block CSV header")
list(LENGTH blocks rows)
if(rows LESS 3000)
  message(FATAL_ERROR "blocks.csv has ${rows} lines; the model has thousands of blocks")
endif()
# Hard boundaries: ORE blocks hold ORE-like grades (below 10), BASE blocks BASE-like (hundreds),
# COVER blocks none.
foreach(line ${blocks})
  if(line MATCHES "^[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,ORE,([^,]*),")
    if(NOT CMAKE_MATCH_1 MATCHES "^[0-9]\\.")
      message(FATAL_ERROR "an ORE block has grade '${CMAKE_MATCH_1}': ${line}")
    endif()
  elseif(line MATCHES "^[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,BASE,([^,]*),")
    if(NOT CMAKE_MATCH_1 MATCHES "^[45][0-9][0-9]")
      message(FATAL_ERROR "a BASE block has grade '${CMAKE_MATCH_1}': ${line}")
    endif()
  elseif(line MATCHES "^[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,COVER,([^,]*),")
    if(NOT CMAKE_MATCH_1 STREQUAL "")
      message(FATAL_ERROR "a COVER block (not estimated) has grade '${CMAKE_MATCH_1}'")
    endif()
  endif()
endforeach()
file(STRINGS "${WORK}/gt.csv" gt)
list(GET gt 0 header)
foreach(column unit cutoff volume tonnes grade)
  expect_match("${header}" "(^|,)${column}(,|$)" "report column ${column}")
endforeach()
expect_match("${header}" "^unit,cutoff,blocks,volume,tonnes,grade,class$" "report columns (class added last)")
list(FILTER gt INCLUDE REGEX ",all$")
list(LENGTH gt rows)
if(NOT rows EQUAL 6)  # 2 units x 3 cutoffs, every class together
  message(FATAL_ERROR "gt.csv has ${rows} rows of class all, expected 6:\n${gt}")
endif()
file(STRINGS "${WORK}/gt.csv" gt REGEX ",measured$")
expect_match("${gt}" "^ORE,0," "grade-tonnage of the measured ORE blocks")
expect_match("${out}" "\"capped\": [1-9]" "the ORE cap lowered composites")
file(STRINGS "${WORK}/gt-classes.csv" gt_classes LIMIT_COUNT 2)
expect_match("${gt_classes}" "^unit,class,cutoff,blocks,volume,tonnes,grade;ORE,all,0," "grade-tonnage per class")
file(READ "${WORK}/blocks.vtu" vtu LIMIT 2000)
expect_match("${vtu}" "<VTKFile type=\"UnstructuredGrid\"" "VTK unstructured grid of the blocks")
file(STRINGS "${WORK}/mine.csv" mine LIMIT_COUNT 1)
expect_match("${mine}" "^XC,YC,ZC,XINC,YINC,ZINC,UNIT,AU,CLASS,DENSITY" "mine-planning header")
file(STRINGS "${WORK}/parents.dat" parents LIMIT_COUNT 4)
expect_match("${parents}" "^[^;]*;2 20 20 16;AU;unit" "GSLIB grid of the parent blocks: two variables on 20 x 20 x 16")
file(STRINGS "${WORK}/check.csv" check)
expect_match("${check}" "ORE,[0-9]+," "validation row of ORE")
file(STRINGS "${WORK}/swaths.csv" swaths LIMIT_COUNT 1)
expect_match("${swaths}" "^unit,axis,centre,blocks,composites,block_mean,composite_mean" "swath header")
expect_match("${blocks}" ",measured,|,indicated," "classes in the block CSV")
file(STRINGS "${WORK}/composites.csv" composites LIMIT_COUNT 1)
expect_match("${composites}" "^holeid,from,to,x,y,z,unit,AU,AU_raw,weight$" "composites: capped and raw grade, weight")

# 2. A unit's own model beside the common one; IDW needs none.
run_cli(TRUE out err blockmodel ${common} --estimate ORE,BASE --model "0.05 nug + 0.95 sph(80,80,20)"
        --model "ORE=0.1 nug + 0.9 exp(60,60,15)" --out "${WORK}/own.csv" --dump-job)
expect_match("${out}" "\"ORE\": \"0.1 nug \\+ 0.9 exp\\(60,60,15\\)\"" "per-unit model in the job")
run_cli(TRUE out err blockmodel ${common} --estimate ORE --method idw --out "${WORK}/idw.csv")

# 3. Soft boundary ORE:BASE@3 and ORE limited in plan to 40..140 x 60..160 (an open ring): BASE
# composites within 3 m of ORE along the hole (one per hole) raise only ORE blocks near the
# contact (a 5 m vertical search); ORE blocks outside the limit have no grade and class outside.
file(WRITE "${WORK}/limit.csv" "x,y\n40,60\n140,60\n140,160\n40,160\n")
set(domains --estimate ORE --model "0.05 nug + 0.95 sph(80,80,5)" --pass 1,4,24 --soft ORE:BASE@3
    --limit "ORE=${WORK}/limit.csv")
run_cli(TRUE out err blockmodel ${common} ${domains} --out "${WORK}/domains.csv" --dump-job)
expect_match("${out}" "\"soft_boundaries\":" "soft boundaries in the job")
string(REGEX MATCH "\"soft_boundaries\":[^}]*}" soft "${out}")
foreach(field "\"unit\": \"ORE\"" "\"neighbour\": \"BASE\"" "\"distance\": 3")
  expect_match("${soft}" "${field}" "soft boundary ORE:BASE@3 in the job")
endforeach()
expect_match("${out}" "\"limits\": {[^}]*\"ORE\": \"[^\"]*limit.csv\"" "limit in the job")
run_cli(TRUE out err blockmodel ${common} ${domains} --out "${WORK}/domains.csv")
expect_match("${out}" "\"borrowedComposites\": 16," "one BASE composite lent per hole of the 16 inside the limit")
file(STRINGS "${WORK}/domains.csv" blocks)
set(n_inside 0)
set(n_outside 0)
set(n_raised 0)
foreach(line ${blocks})
  if(NOT line MATCHES "^([^,]*),([^,]*),[^,]*,[^,]*,[^,]*,[^,]*,ORE,([^,]*),.*,([^,]*),[^,]*,[^,]*$")
    continue()
  endif()
  set(grade "${CMAKE_MATCH_3}")
  set(class "${CMAKE_MATCH_4}")
  if(CMAKE_MATCH_1 GREATER 40 AND CMAKE_MATCH_1 LESS 140 AND CMAKE_MATCH_2 GREATER 60 AND CMAKE_MATCH_2 LESS 160)
    math(EXPR n_inside "${n_inside} + 1")
    if(grade STREQUAL "" OR class STREQUAL "outside")
      message(FATAL_ERROR "an ORE block inside the limit is not estimated: ${line}")
    endif()
    if(grade MATCHES "^[1-9][0-9]+")
      math(EXPR n_raised "${n_raised} + 1")
    endif()
  else()
    math(EXPR n_outside "${n_outside} + 1")
    if(NOT grade STREQUAL "" OR NOT class STREQUAL "outside")
      message(FATAL_ERROR "an ORE block outside the limit has a grade or a class: ${line}")
    endif()
  endif()
endforeach()
if(n_inside EQUAL 0 OR n_outside EQUAL 0 OR n_raised EQUAL 0 OR NOT n_raised LESS n_inside)
  message(FATAL_ERROR "ORE blocks: ${n_inside} inside, ${n_outside} outside, ${n_raised} raised by BASE composites")
endif()
expect_match("${out}" "\"blocksOutsideLimit\": ${n_outside}[,\n]" "blocks outside the limit in the summary")

# 4. Bad requests fail before any work, naming the option; nothing is written.
run_cli(FALSE out err blockmodel ${common} --estimate GOLD --model "1 sph(50)" --out "${WORK}/bad.csv")
expect_match("${err}" "estimate.*GOLD" "unknown unit")
run_cli(FALSE out err blockmodel ${common} --estimate ORE --out "${WORK}/bad.csv")
expect_match("${err}" "model" "kriging without a model")
run_cli(FALSE out err blockmodel ${common} --estimate ORE --model "1 sph(50)" --sub-blocks 3,5,1
        --out "${WORK}/bad.csv")
expect_match("${err}" "sub_blocks" "sub-block size that does not divide")
run_cli(FALSE out err blockmodel ${common} --estimate ORE --model "1 sph(50)" --cap ORE=3
        --out "${WORK}/bad.csv")
expect_match("${err}" "cap" "malformed cap")
run_cli(FALSE out err blockmodel ${common} --estimate ORE --model "1 sph(50)" --density-column SG
        --out "${WORK}/bad.csv")
expect_match("${err}" "density_column.*SG" "density column missing from the assays")
run_cli(FALSE out err blockmodel ${common} --estimate ORE --model "1 sph(50)" --soft ORE:ORE@5
        --out "${WORK}/bad.csv")
expect_match("${err}" "soft_boundaries.1..neighbour.*the unit itself" "a unit borrowing from itself")
run_cli(FALSE out err blockmodel ${common} --estimate ORE --model "1 sph(50)" --soft ORE:BASE@-5
        --out "${WORK}/bad.csv")
expect_match("${err}" "soft_boundaries.1..distance.*must be > 0" "a negative distance")
run_cli(FALSE out err blockmodel ${common} --estimate ORE --model "1 sph(50)" --soft ORE=BASE
        --out "${WORK}/bad.csv")
expect_match("${err}" "soft.*UNIT:NEIGHBOUR@DISTANCE" "a malformed soft boundary")
file(WRITE "${WORK}/two.csv" "x,y\n0,0\n10,0\n")
run_cli(FALSE out err blockmodel ${common} --estimate ORE --model "1 sph(50)" --limit "ORE=${WORK}/two.csv"
        --out "${WORK}/bad.csv")
expect_match("${err}" "limits.*two.csv:3: a limit polygon needs at least 3" "a limit of two vertices")
if(EXISTS "${WORK}/bad.csv")
  message(FATAL_ERROR "a refused run wrote bad.csv")
endif()
