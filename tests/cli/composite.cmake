# Contract of `strata-cli composite` (run with -DCLI=... -DREF=... -DSRC=... -DWORK=... -P composite.cmake).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${SRC}/cmake/StrataCliTest.cmake")

set(babbitt "${SAMPLES}/babbitt")

# 1. A hole worked on paper: domains break composites; a short end merges into the one above;
#    missing values do not dilute; a composite without any assay is not written.
file(WRITE "${WORK}/c.csv" "HOLEID,X,Y,Z\nH,0,0,0\n")
file(WRITE "${WORK}/a.csv" "HOLEID,FROM,TO,CU,DOM\nH,0,2,1,ore\nH,2,3,3,ore\nH,3,4,,ore\nH,4,7,2,waste\nH,7,7.4,4,waste\n")
run_cli(TRUE out err composite --collar "${WORK}/c.csv" --intervals "${WORK}/a.csv" --length 2.5 --domain DOM
        --out "${WORK}/comp.csv")
file(STRINGS "${WORK}/comp.csv" rows)
list(LENGTH rows n)
list(GET rows 0 header)
if(NOT n EQUAL 4 OR NOT header STREQUAL "HOLEID,FROM,TO,DOM,CU,CU_LENGTH,XM,YM,ZM")
  message(FATAL_ERROR "composites: ${n} lines, header '${header}'")
endif()
list(GET rows 1 r1)
list(GET rows 2 r2)
list(GET rows 3 r3)
expect_match("${r1}" "^H,0,2\\.5,ore,1\\.4,2\\.5,0,0,-1\\.25$" "composite 1: (2 x 1 + 0.5 x 3) / 2.5")
expect_match("${r2}" "^H,2\\.5,4,ore,3,0\\.5,0,0,-3\\.25$" "composite 2: 1.5 >= half the length, only 0.5 assayed")
expect_match("${r3}" "^H,4,7\\.4,waste,2\\.23529411764705[0-9]*,3\\.4[0-9]*,0,0,-5\\.7$" "composite 3: 0.9 end merged, (3 x 2 + 0.4 x 4) / 3.4")

# 2. Drop the short end instead.
run_cli(TRUE out err composite --collar "${WORK}/c.csv" --intervals "${WORK}/a.csv" --length 2.5 --domain DOM
        --short drop --out "${WORK}/drop.csv")
file(STRINGS "${WORK}/drop.csv" rows)
list(GET rows 3 r3)
expect_match("${r3}" "^H,4,6\\.5,waste,2,2\\.5," "short end dropped")

# 3. Babbitt: 10 ft composites of CU and NI.
run_cli(TRUE out err composite --collar "${babbitt}/collar_BABBITT.csv" --survey "${babbitt}/survey_BABBITT.csv"
        --intervals "${babbitt}/assay_BABBITT.csv" --length 10 --values CU,NI --out "${WORK}/babbitt10.csv")
file(STRINGS "${WORK}/babbitt10.csv" rows LIMIT_COUNT 2)
list(GET rows 0 header)
if(NOT header STREQUAL "HOLEID,FROM,TO,CU,NI,CU_LENGTH,NI_LENGTH,XM,YM,ZM")
  message(FATAL_ERROR "babbitt header '${header}'")
endif()
expect_match("${out}" "\"rowsWritten\": [1-9][0-9][0-9][0-9]+" "thousands of composites")

# 4. Bad options; --dump-job.
run_cli(FALSE out err composite --collar "${WORK}/c.csv" --intervals "${WORK}/a.csv" --length 0 --out "${WORK}/x.csv")
expect_match("${err}" "length" "zero length")
run_cli(FALSE out err composite --collar "${WORK}/c.csv" --intervals "${WORK}/a.csv" --length 1 --domain ZONE
        --out "${WORK}/x.csv")
expect_match("${err}" "ZONE" "unknown domain column")
run_cli(FALSE out err composite --collar "${WORK}/c.csv" --intervals "${WORK}/a.csv" --length 1 --short spread
        --out "${WORK}/x.csv")
expect_match("${err}" "short" "bad short-piece rule")
run_cli(TRUE out err composite --collar "${WORK}/c.csv" --intervals "${WORK}/a.csv" --length 2 --domain DOM
        --min-fraction 0.25 --out "${WORK}/x.csv" --dump-job)
expect_match("${out}" "\"type\": \"composite\"" "dump-job type")
expect_match("${out}" "\"min_fraction\": 0.25" "dump-job fraction")
expect_match("${out}" "\"domain\": \"DOM\"" "dump-job domain")
