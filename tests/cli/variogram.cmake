# Contract of `strata-cli variogram` (run with -DCLI=... -DREF=... -DSRC=... -DWORK=... -P variogram.cmake).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${SRC}/cmake/StrataCliTest.cmake")

set(cluster "${REF}/gslib/cluster.dat")

# 1. gamv's cluster run through the CSV verb: same pairs and values as gamv_cluster.out.
run_cli(TRUE out err variogram --input "${cluster}" --columns Xlocation,Ylocation,Primary --lags 10 --lag-distance 5
        --lag-tolerance 2.5 --direction 0,90,1e6,0,90,1e6 --direction 45,22.5,1e6,0,90,1e6 --backend cpu
        --output "${WORK}/cluster.csv")
file(STRINGS "${WORK}/cluster.csv" rows)
list(LENGTH rows n)
list(GET rows 0 header)
if(NOT n EQUAL 25)
  message(FATAL_ERROR "expected a header and 2 x 12 rows, got ${n} lines")
endif()
expect_match("${header}" "^direction,azimuth,azimuth_tolerance,dip,dip_tolerance,variogram,tail,head,type,lag,distance,value,pairs,tail_mean,head_mean" "header")
list(GET rows 2 omniLag2)
expect_match("${omniLag2}" "^1,0,90,0,90,1,Primary,Primary,semivariogram,2,1\\.5279[0-9]*,58\\.07708[0-9]*,298," "omni lag 2")
list(GET rows 15 azLag3)
expect_match("${azLag3}" "^2,45,22\\.5,0,90,1,Primary,Primary,semivariogram,3,5\\.472[0-9]*,58\\.8913[0-9]*,142," "az 45 lag 3")

# 2. Several variograms by name, a robust estimator, an indicator.
run_cli(TRUE out err variogram --input "${cluster}" --lags 6 --lag-distance 5 --variogram Primary,Primary,cressie
        --variogram Primary,Secondary,cross --variogram Primary,Primary,indicator,2.5 --output "${WORK}/three.csv")
file(STRINGS "${WORK}/three.csv" rows)
list(LENGTH rows n)
if(NOT n EQUAL 25)
  message(FATAL_ERROR "three variograms: expected 1 + 3 x 8 lines, got ${n}")
endif()
expect_match("${rows}" ";1,0,90,0,90,3,Indicator  1,Indicator  1,indicator," "indicator rows")

# 3. Down-hole: pairs within holes, lag along the hole.
run_cli(TRUE out err variogram --input "${SAMPLES}/laterite/assay.csv" --downhole hole_id --depth from
        --variable ni --lags 8 --lag-distance 1 --output "${WORK}/downhole.csv")
file(STRINGS "${WORK}/downhole.csv" rows)
list(LENGTH rows n)
if(NOT n EQUAL 11)
  message(FATAL_ERROR "down-hole: expected 1 + 10 lines, got ${n}")
endif()
list(GET rows 3 lag1)
expect_match("${lag1}" "^1,0,90,-90,90,1,ni,ni,semivariogram,3,1,[0-9.e-]+,[1-9][0-9]+," "down-hole lag 1 m")
expect_match("${out}" "\"holes\": 2[0-9][0-9]" "down-hole summary")

# 4. --dump-job and errors.
run_cli(TRUE out err variogram --input d.csv --lags 12 --lag-distance 2.5 --direction 30,22.5,10,0,10,5 --output o.csv
        --dump-job)
expect_match("${out}" "\"type\": \"variogram\"" "dump-job type")
expect_match("${out}" "\"azimuth\": 30" "dump-job direction")
run_cli(FALSE out err variogram --input "${cluster}" --lags 0 --lag-distance 5 --output "${WORK}/x.csv")
expect_match("${err}" "lags" "no lags")
run_cli(FALSE out err variogram --input "${cluster}" --lags 5 --lag-distance 5 --variable Gold --output "${WORK}/x.csv")
expect_match("${err}" "Gold" "unknown variable")
run_cli(FALSE out err variogram --input "${cluster}" --lags 5 --lag-distance 5 --direction 0,22.5,-1 --output "${WORK}/x.csv")
expect_match("${err}" "bandwidth" "negative bandwidth")
if(EXISTS "${WORK}/x.csv")
  message(FATAL_ERROR "a failed run must not write its output")
endif()

# A log variogram of values <= 0 leaves their pairs out and says so (as gamv does).
file(WRITE "${WORK}/negative.csv" "x,y,v\n1,1,-1\n2,2,3\n3,1,2\n1,3,-5\n5,5,1\n")
run_cli(TRUE out err variogram --input "${WORK}/negative.csv" --columns x,y,v --type log --lags 3 --lag-distance 1
        --output "${WORK}/log.csv")
expect_match("${err}" "warning: 2 values of 'v' are <= 0: the log variogram leaves their pairs out" "log of values <= 0")
