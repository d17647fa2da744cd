# Contract of `strata-cli desurvey` (run with -DCLI=... -DREF=... -DSRC=... -DWORK=... -P desurvey.cmake).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${SRC}/cmake/StrataCliTest.cmake")

set(babbitt "${SAMPLES}/babbitt")
set(laterite "${SAMPLES}/laterite")

# 1. Babbitt assays with positions: every row, its columns, then mid-points and ends.
run_cli(TRUE out err desurvey --collar "${babbitt}/collar_BABBITT.csv" --survey "${babbitt}/survey_BABBITT.csv"
        --intervals "${babbitt}/assay_BABBITT.csv" --out "${WORK}/assay_xyz.csv")
file(STRINGS "${WORK}/assay_xyz.csv" rows)
list(LENGTH rows n)
list(GET rows 0 header)
if(NOT n EQUAL 35617 OR NOT header STREQUAL "HOLEID,FROM,TO,CU,NI,S,FE,XM,YM,ZM,XF,YF,ZF,XT,YT,ZT")
  message(FATAL_ERROR "babbitt: ${n} lines, header '${header}'")
endif()
# Hole 34873 is vertical (DIP 90 = down in this file): 0-2515 ft from z 1590.
list(GET rows 1 first)
expect_match("${first}" "^34873,0,2515,,,,,2296021\\.09,414095\\.85,332\\.5,2296021\\.09,414095\\.85,1590,2296021\\.09,414095\\.85,-925$"
             "first interval of hole 34873")
expect_match("${err}" "survey_BABBITT\\.csv:0:4: note: dip convention guessed: down-positive" "dip guess on stderr")
expect_match("${out}" "\"rowsWritten\": 35616" "summary")

# 2. Stations every 10 along vertical laterite holes, and at the hole end.
run_cli(TRUE out err desurvey --collar "${laterite}/collar.csv" --survey "${laterite}/survey.csv" --stations 10
        --out "${WORK}/stations.csv")
file(STRINGS "${WORK}/stations.csv" rows)
list(GET rows 0 header)
if(NOT header STREQUAL "HOLEID,AT,X,Y,Z")
  message(FATAL_ERROR "stations header '${header}'")
endif()
list(GET rows 1 r1)
list(GET rows 4 r4)
expect_match("${r1}" "^DH001,0,350237\\.24124356994,9700208\\.09452544,197\\.74$" "DH001 collar")
expect_match("${r4}" "^DH001,27\\.5,350237\\.24124356994,9700208\\.09452544,170\\.2[34][0-9]*$" "DH001 end (depth 27.5)")
expect_match("${err}" "survey\\.csv:124:1: error: 1 survey row\\(s\\) of a hole that is not in the collar table" "problems named by file, line and column")

# 2b. Stations with an interval table: the intervals set the ends of holes without a collar depth
#     (Babbitt's far survey stations at AT 90000 are not the hole end).
run_cli(TRUE out err desurvey --collar "${babbitt}/collar_BABBITT.csv" --survey "${babbitt}/survey_BABBITT.csv"
        --intervals "${babbitt}/assay_BABBITT.csv" --stations 50 --out "${WORK}/babbitt_stations.csv")
file(STRINGS "${WORK}/babbitt_stations.csv" rows REGEX "^B1-006,")
list(GET rows -1 last)
expect_match("${last}" "^B1-006,700," "B1-006 ends at its last assay (700 ft)")

# 3. Column overrides, aliases, a given dip sign and the tangent method on an inclined hole.
file(WRITE "${WORK}/c.csv" "DHID,EAST,NORTH,RL,EOH\nA,0,0,100,20\n")
file(WRITE "${WORK}/s.csv" "DHID,DISTANCE,BEARING,INCLINATION\nA,0,90,-30\nA,10,90,-90\n")
run_cli(TRUE out err desurvey --collar "${WORK}/c.csv" --survey "${WORK}/s.csv" --column holeid=DHID
        --dip-sign down-negative --method tangent --stations 10 --out "${WORK}/inclined.csv")
file(STRINGS "${WORK}/inclined.csv" rows)
list(GET rows 2 r2)
list(GET rows 3 r3)
# 10 along azimuth 90 dipping 30 degrees: x = 10 cos 30, z = 100 - 10 sin 30; then straight down.
expect_match("${r2}" "^A,10,8\\.66025403784438[0-9]*,[-0-9.e]+,95(\\.0*[0-9]*)?$" "tangent at 10")
expect_match("${r3}" "^A,20,8\\.66025403784438[0-9]*,[-0-9.e]+,85(\\.0*[0-9]*)?$" "tangent at 20")

# 4. Problems: file:line:column on stderr; valid rows continue unless --strict.
file(WRITE "${WORK}/c_bad.csv" "HOLEID,X,Y,Z\nA,0,0,100\nA,5,5,100\nB,1,1,90\n")
run_cli(TRUE out err desurvey --collar "${WORK}/c_bad.csv" --stations 5 --out "${WORK}/bad.csv")
expect_match("${err}" "c_bad\\.csv:3:1: error: duplicated hole id" "duplicate reported")
file(STRINGS "${WORK}/bad.csv" rows)
list(LENGTH rows n)
if(NOT n EQUAL 3)
  message(FATAL_ERROR "expected a header and 2 rows (A and B at 0; no depth known), got ${n}")
endif()
run_cli(FALSE out err desurvey --collar "${WORK}/c_bad.csv" --stations 5 --strict --out "${WORK}/strict.csv")
expect_match("${err}" "strict" "--strict failure names the option")
if(EXISTS "${WORK}/strict.csv")
  message(FATAL_ERROR "--strict must not write the output")
endif()

# 5. Bad options fail before any work; --dump-job prints the job.
run_cli(FALSE out err desurvey --collar "${WORK}/c.csv" --out "${WORK}/x.csv")
expect_match("${err}" "stations" "neither intervals nor stations")
run_cli(FALSE out err desurvey --collar "${WORK}/c.csv" --stations 5 --dip-sign sideways --out "${WORK}/x.csv")
expect_match("${err}" "dip-sign" "bad dip sign")
run_cli(FALSE out err desurvey --collar "${WORK}/c.csv" --stations 5 --column holeid --out "${WORK}/x.csv")
expect_match("${err}" "ROLE=NAME" "bad --column")
run_cli(TRUE out err desurvey --collar "${WORK}/c.csv" --survey "${WORK}/s.csv" --stations 2 --method balanced
        --column holeid=DHID --out "${WORK}/x.csv" --dump-job)
expect_match("${out}" "\"type\": \"desurvey\"" "dump-job type")
expect_match("${out}" "\"method\": \"balanced\"" "dump-job method")
expect_match("${out}" "\"holeid\": \"DHID\"" "dump-job columns")
file(WRITE "${WORK}/job.json" "${out}")
run_cli(TRUE out err run "${WORK}/job.json")
if(NOT EXISTS "${WORK}/x.csv")
  message(FATAL_ERROR "strata-cli run of the dumped job wrote nothing")
endif()
