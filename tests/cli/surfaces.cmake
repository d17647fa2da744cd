# Contract of `strata-cli surfaces` on the laterite sample with a coarse grid
# (run with -DCLI=... -DREF=... -DSRC=... -DWORK=... -P surfaces.cmake).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${SRC}/cmake/StrataCliTest.cmake")

# Every row of a surfaces CSV: x fastest on the grid, surfaces never crossing.
function(check_surfaces path nx ny x0 y0 dx dy)
  file(STRINGS "${path}" rows)
  list(LENGTH rows count)
  math(EXPR expected "${nx} * ${ny} + 1")
  if(NOT count EQUAL expected)
    message(FATAL_ERROR "${path}: ${count} lines, expected ${expected}")
  endif()
  list(REMOVE_AT rows 0)
  set(i 0)
  foreach(row IN LISTS rows)
    string(REPLACE "," ";" cells "${row}")
    list(GET cells 0 x)
    list(GET cells 1 y)
    math(EXPR ix "${i} % ${nx}")
    math(EXPR iy "${i} / ${nx}")
    math(EXPR wantX "${x0} + ${ix} * ${dx}")
    math(EXPR wantY "${y0} + ${iy} * ${dy}")
    if(NOT x EQUAL wantX OR NOT y EQUAL wantY)
      message(FATAL_ERROR "${path} row ${i}: node (${x}, ${y}), expected (${wantX}, ${wantY})")
    endif()
    list(SUBLIST cells 2 -1 z)
    list(GET z 0 above)
    foreach(v IN LISTS z)
      if(v GREATER above)
        message(FATAL_ERROR "${path} row ${i}: surfaces cross (${row})")
      endif()
      set(above "${v}")
    endforeach()
    math(EXPR i "${i} + 1")
  endforeach()
endfunction()

set(laterite "${SAMPLES}/laterite")
set(input --collar "${laterite}/collar.csv" --survey "${laterite}/survey.csv" --intervals "${laterite}/lithology.csv"
          --unit-column Lithology --order SOIL,LIMO,SAP,RSAP,SROC,BRK)
set(grid 28,29:349760,9699770:20,20)

# 1. Ordinary kriging (global neighbourhood, automatic variogram): the surfaces, the block model,
#    the misfit table and a section. The sample's coordinates were jittered by its author: its
#    contacts show no spatial correlation, the fitted model is a pure nugget and says so.
run_cli(TRUE out err surfaces ${input} --grid ${grid} --method ok --variogram auto --min-thickness 0.5
        --backend cpu --out "${WORK}/surfaces.csv" --model-out "${WORK}/blocks.csv" --dz 2
        --misfit-out "${WORK}/misfit.csv" --section 349800,9699800,350250,9700300 --section-out "${WORK}/section.csv")
file(STRINGS "${WORK}/surfaces.csv" header LIMIT_COUNT 1)
if(NOT header STREQUAL "x,y,ground,top_LIMO,top_SAP,top_RSAP,top_SROC,top_BRK")
  message(FATAL_ERROR "header '${header}'")
endif()
check_surfaces("${WORK}/surfaces.csv" 28 29 349760 9699770 20 20)
expect_match("${out}" "\"holes\": 249" "249 collared holes")
expect_match("${out}" "\"unit\": \"BRK\"" "volumes per unit")
expect_match("${out}" "\"thinUnitsRemoved\": [0-9]" "corrections reported")
expect_match("${err}" "variogram auto: [0-9.]+ nug" "the fitted model is reported")
expect_match("${err}" "no spatial correlation" "a pure nugget is explained")
expect_match("${err}" "reversed order" "reversed logs are reported")

# An exact model honours every contact at its hole; with a nugget the contacts are smoothed, but
# the ends of holes that stop above a surface stay exact (no surface above a hole's end).
run_cli(TRUE out err surfaces ${input} --grid ${grid} --variogram "1 sph(150)" --out "${WORK}/exact.csv")
check_surfaces("${WORK}/exact.csv" 28 29 349760 9699770 20 20)
expect_match("${out}" "\"maxAbs\": [0-9.]+e-[0-9][0-9]" "the model honours the contacts at the holes")
expect_match("${out}" "\"boundsBroken\": 0" "no contact below a hole end is violated")
run_cli(TRUE out err surfaces ${input} --grid ${grid} --variogram "0.3 nug + 0.7 sph(150)" --out "${WORK}/nugget.csv")
expect_match("${out}" "\"boundsBroken\": 0" "bounds hold with a nugget")
expect_match("${out}" "\"rms\": [1-9]" "a nugget smooths through the contacts")

file(STRINGS "${WORK}/blocks.csv" blocks LIMIT_COUNT 3)
list(GET blocks 0 blockHeader)
if(NOT blockHeader STREQUAL "XC,YC,ZC,XINC,YINC,ZINC,unit")
  message(FATAL_ERROR "block header '${blockHeader}'")
endif()
list(GET blocks 1 first)
expect_match("${first}" "^349760,9699770,[0-9.]+,20,20,2,[1-6]$" "first block")

file(STRINGS "${WORK}/misfit.csv" misfit)
list(GET misfit 0 misfitHeader)
if(NOT misfitHeader STREQUAL "hole,surface,kind,x,y,contact_z,model_z,grid_z,misfit,grid_misfit")
  message(FATAL_ERROR "misfit header '${misfitHeader}'")
endif()
list(GET misfit 1 dh001)
# The pure-nugget model puts the ground at the mean of the collars (189.594...) everywhere.
expect_match("${dh001}" "^DH001,ground,collar,350237.24124356994,9700208.09452544,197.74,189.59[0-9]*,"
             "the ground at DH001: its collar, and the model there")
file(READ "${WORK}/misfit.csv" misfitText)
expect_match("${misfitText}" "DH001,top_RSAP,pinch-out," "pinch-outs in the misfit table")
expect_match("${misfitText}" ",below-hole-end," "holes ending above a surface in the misfit table")

file(STRINGS "${WORK}/section.csv" section LIMIT_COUNT 2)
list(GET section 0 sectionHeader)
if(NOT sectionHeader STREQUAL "distance,x,y,ground,top_LIMO,top_SAP,top_RSAP,top_SROC,top_BRK,bottom")
  message(FATAL_ERROR "section header '${sectionHeader}'")
endif()

# 2. The other methods and isochores give valid stacks too.
foreach(variant "aidw" "idw" "ok;--isochores" "ok;--neighbours;12;--variogram;1 sph(300)")
  list(POP_FRONT variant method)
  set(extra ${variant})
  run_cli(TRUE out err surfaces ${input} --grid 12,13:349760,9699770:45,45 --method ${method} ${extra}
          --out "${WORK}/variant.csv")
  check_surfaces("${WORK}/variant.csv" 12 13 349760 9699770 45 45)
endforeach()

# 3. A stratigraphic column file with rules and densities: tonnage per unit.
file(WRITE "${WORK}/column.json" [=[
{"units": [
  {"name": "SOIL", "colour": "#8c6d46", "base": "erosional", "density": 1.6},
  {"name": "LIMO", "base": "conformable", "density": 1.8},
  {"name": "SAP", "base": "onlap", "density": 1.7},
  {"name": "RSAP", "density": 1.9},
  {"name": "SROC", "density": 2.2},
  {"name": "BRK", "density": 2.6, "sub_layers": 2}
]}
]=])
run_cli(TRUE out err surfaces --collar "${laterite}/collar.csv" --survey "${laterite}/survey.csv"
        --intervals "${laterite}/lithology.csv" --unit-column Lithology --stratigraphy "${WORK}/column.json"
        --grid 12,13:349760,9699770:45,45 --out "${WORK}/ruled.csv")
check_surfaces("${WORK}/ruled.csv" 12 13 349760 9699770 45 45)
expect_match("${out}" "\"tonnage\": [0-9]" "tonnage from densities")

# 4. Bad options fail with a message naming the option; --dump-job prints the job.
run_cli(FALSE out err surfaces ${input} --grid ${grid} --method spline --out "${WORK}/x.csv")
expect_match("${err}" "method" "unknown method")
run_cli(FALSE out err surfaces ${input} --grid 28,29 --out "${WORK}/x.csv")
expect_match("${err}" "grid" "bad grid")
run_cli(FALSE out err surfaces ${input} --grid ${grid} --out "${WORK}/x.csv" --model-out "${WORK}/b.csv")
expect_match("${err}" "dz" "block model without dz")
run_cli(FALSE out err surfaces --collar "${laterite}/collar.csv" --intervals "${laterite}/lithology.csv"
        --unit-column Lithology --order SOIL,LIMO,GRANITE --grid ${grid} --out "${WORK}/x.csv")
expect_match("${err}" "top_GRANITE.*no data" "a unit no hole reaches")
run_cli(FALSE out err surfaces ${input} --grid ${grid} --variogram "1 wobble(3)" --out "${WORK}/x.csv")
expect_match("${err}" "wobble" "bad variogram model")
run_cli(TRUE out err surfaces ${input} --grid ${grid} --out "${WORK}/x.csv" --dump-job)
expect_match("${out}" "\"type\": \"surfaces\"" "dump-job type")
expect_match("${out}" "\"n\": .\n *28,\n *29,\n *1\n" "dump-job grid (one grid form: n, origin, spacing)")
