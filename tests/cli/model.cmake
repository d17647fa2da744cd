# Contract of `strata-cli model` (run with -DCLI=... -DREF=... -DSRC=... -DWORK=... -P model.cmake).
# Small grids so that it runs in seconds on two cores.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${SRC}/cmake/StrataCliTest.cmake")

cli_built_with(segyio segy)

# A two-unit pit section: cover 1800 m/s over rock 2600 m/s from 400 m depth.
file(WRITE "${WORK}/pit.json" [=[
{"units": [{"name": "COVER", "velocity": 1800}, {"name": "ROCK", "velocity": 2600}],
 "surfaces": {"x": [0, 1190], "ground": [100, 100], "top_ROCK": [-300, -300]}}
]=])
set(grid --nx 120 --nz 60 --dx 10 --dz 10)
set(acq --shots 300:300:3 --source-depth 20 --receivers 0:10:120 --receiver-depth 10 --freq 15 --tmax 0.6)

# 1. The stratum model becomes a velocity file (x fastest by default), and gathers as raw float32 + geometry.
run_cli(TRUE out err model --strata "${WORK}/pit.json" ${grid} ${acq} --backend cpu
        --write-velocity "${WORK}/v.bin" --out "${WORK}/shots.bin")
expect_size("${WORK}/v.bin" 28800)
# 0.6 s at the 4 ms interval a 15 Hz Ricker gets: 151 samples; 3 shots x 120 receivers.
expect_size("${WORK}/shots.bin" 217440)
expect_match("${out}" "\"samples\": 151" "summary")
expect_match("${out}" "\"shots\": 3" "summary")
expect_match("${out}" "\"operator\": \"fd8\"" "summary")
file(READ "${WORK}/shots.bin.json" geometry)
expect_match("${geometry}" "\"dt\": 0.004" "geometry sidecar")
# Progress per shot on stderr.
expect_match("${err}" "shot 3 of 3" "progress")

# 2. The same model from the raw velocity file; SEG-Y output where segyio is built in.
if(segy)
  run_cli(TRUE out err model --velocity "${WORK}/v.bin" ${grid} ${acq} --operator rational --boundary sponge
          --backend cpu --out "${WORK}/shots.segy")
  # 3600-byte headers, then 360 traces of 240 + 151 * 4 bytes.
  expect_size("${WORK}/shots.segy" 307440)
  expect_match("${out}" "\"operator\": \"rational\"" "summary")
else()
  run_cli(FALSE out err model --velocity "${WORK}/v.bin" ${grid} ${acq} --out "${WORK}/shots.segy")
  expect_match("${err}" "SEG-Y support is not built in" "no segyio")
endif()

# 3. --dump-job prints the job instead of running it.
run_cli(TRUE out err model --velocity "${WORK}/v.bin" ${grid} ${acq} --out "${WORK}/x.bin" --dump-job)
expect_match("${out}" "\"type\": \"seismic-model\"" "dump-job")
expect_match("${out}" "\"shots\": \"300:300:3\"" "dump-job")
if(EXISTS "${WORK}/x.bin")
  message(FATAL_ERROR "--dump-job must not run the job")
endif()

# 4. Errors name the option and say what is wrong, before any work.
run_cli(FALSE out err model --velocity "${WORK}/v.bin" ${grid} ${acq} --dt 0.01 --out "${WORK}/x.bin")
expect_match("${err}" "option 'dt'.*stability limit" "unstable dt")
# A frequency the grid cannot carry runs, but says so.
run_cli(TRUE out err model --velocity "${WORK}/v.bin" ${grid} --shots 300:300:1 --source-depth 20 --receivers 0:10:120
        --receiver-depth 10 --freq 200 --tmax 0.05 --backend cpu --out "${WORK}/dispersive.bin")
expect_match("${err}" "warning: the shortest wavelength .* spans [0-9.]+ grid cells; fd8 needs about 4" "dispersion")
run_cli(FALSE out err model --velocity "${WORK}/v.bin" ${grid} --shots 0:10 --source-depth 20 --receivers 0:10:120
        --receiver-depth 10 --freq 15 --tmax 0.6 --out "${WORK}/x.bin")
expect_match("${err}" "option 'shots' must be X0:DX:N" "bad shot line")
run_cli(FALSE out err model --velocity "${WORK}/v.bin" ${grid} --shots 5000:10:1 --source-depth 20
        --receivers 0:10:120 --receiver-depth 10 --freq 15 --tmax 0.6 --out "${WORK}/x.bin")
expect_match("${err}" "shot 1 source.*outside the model" "source outside")
run_cli(FALSE out err model --velocity "${WORK}/v.bin" --nx 100 --nz 60 --dx 10 --dz 10 ${acq} --out "${WORK}/x.bin")
expect_match("${err}" "v.bin: holds 28800 bytes" "wrong grid size")
run_cli(FALSE out err model --velocity "${WORK}/v.bin" ${grid} ${acq} --operator fd7 --out "${WORK}/x.bin")
expect_match("${err}" "option 'operator'" "bad operator")
