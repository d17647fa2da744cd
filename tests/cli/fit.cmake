# Contract of `strata-cli fit` (run with -DCLI=... -DREF=... -DSRC=... -DWORK=... -P fit.cmake).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${SRC}/cmake/StrataCliTest.cmake")

# 1. gstat's fit of true.dat (nugget 11.83, partial sill 11.76, range 8.84) from a poor start.
run_cli(TRUE out err fit --input "${REF}/gstat/true_variogram_w2_c30.csv" --model "1 nug + 1 sph(2)"
        --output "${WORK}/model.csv" --curve "${WORK}/curve.csv")
file(STRINGS "${WORK}/model.csv" rows)
list(GET rows 0 header)
list(GET rows 1 nugget)
list(GET rows 2 sph)
expect_match("${header}" "^component,type,sill,range,range_minor,range_vertical,ang1,ang2,ang3,nu$" "header")
expect_match("${nugget}" "^0,nug,11\\.83[0-9]*," "nugget")
expect_match("${sph}" "^1,sph,11\\.76[0-9]*,8\\.8[34][0-9]*," "spherical")
expect_match("${out}" "\"converged\": true" "converged")
expect_match("${out}" "\"objective\": 8365\\.4" "objective")
file(STRINGS "${WORK}/curve.csv" curve)
list(LENGTH curve n)
if(n LESS 10)
  message(FATAL_ERROR "curve: ${n} lines")
endif()

# 2. The down-hole nugget locked; the directions of a variogram CSV fitted at once.
run_cli(TRUE out err variogram --input "${REF}/gslib/synth3d.dat" --columns X,Y,Z,Value --lags 15 --lag-distance 2.5
        --direction 30,22.5,6,0,10,3 --direction 120,22.5,6,0,10,3 --output "${WORK}/synth.csv")
run_cli(TRUE out err fit --input "${WORK}/synth.csv" --model "0.1 nug + 1 gau(30, 15)" --lock nugget
        --weights npairs --output "${WORK}/synth_model.csv")
file(STRINGS "${WORK}/synth_model.csv" rows)
list(GET rows 1 nugget)
expect_match("${nugget}" "^0,nug,0\\.1," "locked nugget")
expect_match("${out}" "ratio1_1" "minor/major ratio fitted from two directions")

# 3. --dump-job and errors.
run_cli(TRUE out err fit --input v.csv --model "1 sph(10)" --bound range1=5:20 --lock sill1 --output m.csv --dump-job)
expect_match("${out}" "\"type\": \"fit\"" "dump-job type")
expect_match("${out}" "\"range1\"" "dump-job bound")
run_cli(FALSE out err fit --input "${REF}/gstat/true_variogram_w2_c30.csv" --model "1 sph(10" --output "${WORK}/x.csv")
expect_match("${err}" "model" "malformed model")
run_cli(FALSE out err fit --input "${REF}/gstat/true_variogram_w2_c30.csv" --model "1 sph(10)" --lock range9
        --output "${WORK}/x.csv")
expect_match("${err}" "range9" "unknown parameter")
run_cli(FALSE out err fit --input "${REF}/gslib/cluster.dat" --model "1 sph(10)" --output "${WORK}/x.csv")
expect_match("${err}" "distance, value, pairs" "not a variogram file")
