# Contract of `strata-cli contacts` (run with -DCLI=... -DREF=... -DSRC=... -DWORK=... -P contacts.cmake).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${SRC}/cmake/StrataCliTest.cmake")

set(laterite "${SAMPLES}/laterite")
set(order SOIL,LIMO,SAP,RSAP,SROC,BRK)

# 1. Laterite tops (vertical holes; Dip -90 = down). DH001 (z 197.74) checked by hand: SOIL 0,
#    LIMO 1, SAP 13, then BRK at 26.5 with RSAP and SROC pinched out there (BLD is not in the order).
run_cli(TRUE out err contacts --collar "${laterite}/collar.csv" --survey "${laterite}/survey.csv"
        --intervals "${laterite}/lithology.csv" --unit-column Lithology --order ${order} --out "${WORK}/tops.csv")
file(STRINGS "${WORK}/tops.csv" rows)
list(GET rows 0 header)
if(NOT header MATCHES "^HOLEID,SURFACE,AT,X,Y,Z(,|$)")
  message(FATAL_ERROR "header '${header}'")
endif()
set(expected
  "DH001,top of SOIL,0,350237.24124356994,9700208.09452544,197.74,observed,0"
  "DH001,top of LIMO,1,350237.24124356994,9700208.09452544,196.74,observed,0"
  "DH001,top of SAP,13,350237.24124356994,9700208.09452544,184.74,observed,0"
  "DH001,top of RSAP,26.5,350237.24124356994,9700208.09452544,171.24,pinch-out,0"
  "DH001,top of SROC,26.5,350237.24124356994,9700208.09452544,171.24,pinch-out,0"
  "DH001,top of BRK,26.5,350237.24124356994,9700208.09452544,171.24,observed,0")
foreach(i RANGE 0 5)
  math(EXPR line "${i} + 1")
  list(GET rows ${line} got)
  list(GET expected ${i} want)
  if(NOT got STREQUAL want)
    message(FATAL_ERROR "row ${line}: '${got}', expected '${want}'")
  endif()
endforeach()
list(LENGTH rows plain)
expect_match("${err}" "lithology\\.csv:[0-9]+:4: warning: reversed order: SAP at 20 lies below SROC \\[hole DH233\\]"
             "reversed order reported with file:line:column")
expect_match("${err}" "unit 'BLD' is not in the order" "ignored unit noted")

# 2. Tops below the logged end of holes (inequalities) only on request, marked as such.
run_cli(TRUE out err contacts --collar "${laterite}/collar.csv" --survey "${laterite}/survey.csv"
        --intervals "${laterite}/lithology.csv" --unit-column lithology --order ${order} --below-hole-end
        --out "${WORK}/all.csv")
file(STRINGS "${WORK}/all.csv" rows)
list(LENGTH rows all)
if(NOT all GREATER plain)
  message(FATAL_ERROR "--below-hole-end added no rows (${all} vs ${plain})")
endif()
file(READ "${WORK}/all.csv" text)
expect_match("${text}" ",below-hole-end," "inequality rows are marked")

# 3. Bad options; --dump-job.
run_cli(FALSE out err contacts --collar "${laterite}/collar.csv" --intervals "${laterite}/lithology.csv"
        --unit-column Lithology --order SOIL,LIMO,soil --out "${WORK}/x.csv")
expect_match("${err}" "twice" "repeated unit")
run_cli(FALSE out err contacts --collar "${laterite}/collar.csv" --intervals "${laterite}/lithology.csv"
        --unit-column Rock --order SOIL,LIMO --out "${WORK}/x.csv")
expect_match("${err}" "Rock" "unknown unit column")
run_cli(TRUE out err contacts --collar "${laterite}/collar.csv" --intervals "${laterite}/lithology.csv"
        --unit-column Lithology --order SOIL,LIMO --out "${WORK}/x.csv" --dump-job)
expect_match("${out}" "\"type\": \"contacts\"" "dump-job type")
expect_match("${out}" "\"order\": \\[" "dump-job order")
