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

# 4. A linear model of coregionalisation (--variables): gstat's fit.lmc of jura's Ni, Cr, Co
#    (tests/data/gstat/jura_lmc.R, case one: 5 nug + 10 Sph 0.8, ranges fixed, every matrix
#    positive semi-definite), from gstat's sample variograms: the same sills to 1e-9 or so, so
#    the printed 10 digits agree to the 7 checked here.
run_cli(TRUE out err fit --input "${REF}/gstat/jura_lmc_variograms.csv" --variables Ni,Cr,Co
        --model "5 nug + 10 sph(0.8)" --output "${WORK}/lmc.txt" --curve "${WORK}/lmc_curve.csv")
file(STRINGS "${WORK}/lmc.txt" lmc)
list(LENGTH lmc n)
if(NOT n EQUAL 6)
  message(FATAL_ERROR "lmc.txt: ${n} lines, expected 6:\n${lmc}")
endif()
list(GET lmc 0 ni)
list(GET lmc 1 ni_cr)
list(GET lmc 2 ni_co)
expect_match("${ni}" "^Ni=10\\.14945[0-9]* nug \\+ 55\\.59307[0-9]* sph\\(0\\.8\\)$" "Ni")
expect_match("${ni_cr}" "^Ni:Cr=10\\.87311[0-9]* nug \\+ 58\\.80659[0-9]* sph\\(0\\.8\\)$" "Ni:Cr")
expect_match("${ni_co}" "^Ni:Co=1\\.534927[0-9]* nug \\+ 18\\.11120[0-9]* sph\\(0\\.8\\)$" "Ni:Co")
expect_match("${out}" "\"coregionalisation\"" "summary holds the Coregionalisation")
expect_match("${out}" "\"converged\": true" "LMC converged")
expect_match("${out}" "\"lmc_method\": \"goulard-voltz\"" "default method")
file(STRINGS "${WORK}/lmc_curve.csv" curve)
list(LENGTH curve n)
if(NOT n EQUAL 91)
  message(FATAL_ERROR "lmc_curve.csv: ${n} lines, expected a header and 90 lags")
endif()

# 5. From the data: --data computes the direct and cross variograms with gamv's lags (the
#    variogram verb's, checked against gamv), so the fit equals the fit of the variogram CSV that
#    `strata-cli variogram` writes with the same lags. (gstat's variograms of these data differ by a
#    few pairs per lag: the coordinates lie on a grid and distances tie with the class limits.)
run_cli(TRUE out err fit --data "${REF}/gstat/jura_pred_ni_cr_co.csv" --columns Xloc,Yloc,-,Ni,Cr,Co
        --variables Ni,Cr,Co --lags 14 --lag-distance 0.1 --model "5 nug + 10 sph(0.8)" --output "${WORK}/lmc_data.txt")
expect_match("${out}" "\"warnings\": \\[\\]" "no warning from the data's fit")
file(STRINGS "${WORK}/lmc_data.txt" lmc)
list(GET lmc 0 ni)
list(GET lmc 4 cr_co)
expect_match("${ni}" "^Ni=8\\.[0-9]+ nug \\+ 58\\.[0-9]+ sph\\(0\\.8\\)$" "Ni from data")
expect_match("${cr_co}" "^Cr:Co=2\\.[0-9]+ nug \\+ 16\\.[0-9]+ sph\\(0\\.8\\)$" "Cr:Co from data")
run_cli(TRUE out err variogram --input "${REF}/gstat/jura_pred_ni_cr_co.csv" --columns Xloc,Yloc,-,Ni,Cr,Co
        --lags 14 --lag-distance 0.1 --variogram Ni,Ni,semivariogram --variogram Ni,Cr,cross --variogram Ni,Co,cross
        --variogram Cr,Cr,semivariogram --variogram Cr,Co,cross --variogram Co,Co,semivariogram
        --output "${WORK}/jura_variograms.csv")
run_cli(TRUE out err fit --input "${WORK}/jura_variograms.csv" --variables Ni,Cr,Co --model "5 nug + 10 sph(0.8)"
        --output "${WORK}/lmc_csv.txt")
file(READ "${WORK}/lmc_data.txt" from_data)
file(READ "${WORK}/lmc_csv.txt" from_csv)
if(NOT from_data STREQUAL from_csv)
  message(FATAL_ERROR "LMC from --data:\n${from_data}\ndiffers from the variogram CSV's:\n${from_csv}")
endif()

# 5b. From gamv's output (strata-cli gamv, the drop-in: gamv's own single-precision coordinates and
#     printed digits, so a few pairs and the last digits differ from --data's variograms): the six
#     variograms found by their tail and head names; the fit within about 1 % of --data's.
file(STRINGS "${REF}/gstat/jura_pred_ni_cr_co.csv" rows)
list(REMOVE_AT rows 0)
set(geoeas "jura Ni Cr Co\n5\nXloc\nYloc\nNi\nCr\nCo\n")
foreach(row IN LISTS rows)
  string(REPLACE "," " " row "${row}")
  string(APPEND geoeas "${row}\n")
endforeach()
file(WRITE "${WORK}/jura.dat" "${geoeas}")
file(WRITE "${WORK}/gamv_jura.par" "Parameters for GAMV\n\nSTART OF PARAMETERS:\njura.dat\n1 2 0\n3 3 4 5\n-1.0e21 1.0e21\n"
     "jura.out\n14\n0.1\n0.05\n1\n0.0 90.0 1.0e6 0.0 90.0 1.0e6\n0\n6\n1 1 1\n1 2 2\n1 3 2\n2 2 1\n2 3 2\n3 3 1\n")
execute_process(COMMAND "${CLI}" gamv gamv_jura.par WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "gamv of jura failed: ${err}")
endif()
run_cli(TRUE out err fit --input "${WORK}/jura.out" --variables Ni,Cr,Co --model "5 nug + 10 sph(0.8)"
        --output "${WORK}/lmc_gamv.txt")
file(STRINGS "${WORK}/lmc_gamv.txt" lmc)
list(GET lmc 0 ni)
list(GET lmc 4 cr_co)
expect_match("${ni}" "^Ni=8\\.[67][0-9]* nug \\+ 58\\.[0-9]+ sph\\(0\\.8\\)$" "Ni from gamv's output")
expect_match("${cr_co}" "^Cr:Co=2\\.2[0-9]* nug \\+ 16\\.[0-9]+ sph\\(0\\.8\\)$" "Cr:Co from gamv's output")
# An anisotropic model takes the angles of gamv's directions from --direction.
run_cli(TRUE out err fit --input "${WORK}/jura.out" --variables Ni,Cr,Co --model "5 nug + 10 sph(0.8, 0.4)"
        --direction 0,90 --output "${WORK}/lmc_gamv_aniso.txt")

# 6. Shared ranges fitted, gstat's project-once method, --dump-job.
run_cli(TRUE out err fit --input "${REF}/gstat/jura_lmc_variograms.csv" --variables Ni,Cr,Co
        --model "5 nug + 10 sph(0.8)" --fit-ranges --output "${WORK}/lmc_ranges.txt")
expect_match("${out}" "\"fit_ranges\": true" "ranges fitted")
file(STRINGS "${WORK}/lmc_ranges.txt" lmc)
list(GET lmc 0 ni)
expect_match("${ni}" "^Ni=[0-9.]+ nug \\+ [0-9.]+ sph\\((0\\.[0-9]+|1\\.[0-9]+)\\)$" "a fitted range")
run_cli(TRUE out err fit --input "${REF}/gstat/jura_lmc_variograms.csv" --variables Ni,Cr,Co
        --model "5 nug + 10 sph(1.2) + 5 sph(0.3)" --lmc-method project-once --output "${WORK}/lmc_once.txt")
expect_match("${out}" "projected onto the positive semi-definite matrices" "project-once warns")
run_cli(TRUE out err fit --data d.csv --variables A,B --lags 5 --lag-distance 2 --direction 0,22.5,10
        --model "1 sph(10)" --fit-ranges --output m.txt --dump-job)
expect_match("${out}" "\"variables\": \\[\n *\"A\",\n *\"B\"" "dump-job variables")
expect_match("${out}" "\"fit_ranges\": true" "dump-job fit_ranges")
expect_match("${out}" "\"azimuth_tolerance\": 22\\.5" "dump-job direction")
