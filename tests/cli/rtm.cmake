# Contract of `strata-cli rtm` (run with -DCLI=... -DREF=... -DSRC=... -DWORK=... -P rtm.cmake).
# Small grids so that it runs in seconds on two cores.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${SRC}/cmake/StrataCliTest.cmake")

cli_built_with(segyio segy)

file(WRITE "${WORK}/pit.json" [=[
{"units": [{"name": "COVER", "velocity": 1800}, {"name": "ROCK", "velocity": 2600}],
 "surfaces": {"x": [0, 1190], "ground": [100, 100], "top_ROCK": [-300, -300]}}
]=])
set(grid --nx 120 --nz 60 --dx 10 --dz 10 --z-fastest)
set(acq --shots 300:300:3 --source-depth 20 --receivers 0:10:120 --receiver-depth 10 --freq 15 --tmax 0.6)
run_cli(TRUE out err model --strata "${WORK}/pit.json" ${grid} ${acq} --backend cpu
        --write-velocity "${WORK}/v.bin" --out "${WORK}/shots.bin")

# 1. Raw gathers (geometry from shots.bin.json) -> raw image on the velocity grid, same axis order.
run_cli(TRUE out err rtm --velocity "${WORK}/v.bin" ${grid} --data "${WORK}/shots.bin" --freq 15 --backend cpu
        --out "${WORK}/image.bin")
expect_size("${WORK}/image.bin" 28800)
expect_size("${WORK}/image.illumination.bin" 28800)
expect_match("${out}" "\"shots\": 3" "summary")
expect_match("${out}" "\"boundary_saving_shots\": 3" "summary")
expect_match("${err}" "shot 3 of 3" "progress per shot")

# 2. Checkpointing by request, recursive operator, explicit illumination path.
run_cli(TRUE out err rtm --velocity "${WORK}/v.bin" ${grid} --data "${WORK}/shots.bin" --freq 15 --backend cpu
        --operator rational --replay checkpointing --illumination "${WORK}/light.bin" --out "${WORK}/image2.bin")
expect_size("${WORK}/light.bin" 28800)
expect_match("${out}" "\"checkpointing_shots\": 3" "summary")

# 3. SEG-Y in and out: positions come from the trace headers, sampling from the binary header.
if(segy)
  run_cli(TRUE out err model --velocity "${WORK}/v.bin" ${grid} ${acq} --backend cpu --out "${WORK}/shots.segy")
  run_cli(TRUE out err rtm --velocity "${WORK}/v.bin" ${grid} --data "${WORK}/shots.segy" --freq 15 --backend cpu
          --out "${WORK}/image.segy")
  # 120 traces (one per x) of 60 depth samples.
  expect_size("${WORK}/image.segy" 61200)
  expect_match("${out}" "\"shots\": 3" "segy summary")
endif()

# 4. Errors.
run_cli(FALSE out err rtm --velocity "${WORK}/v.bin" ${grid} --data "${WORK}/missing.segy" --freq 15 --out "${WORK}/x.bin")
if(segy)
  expect_match("${err}" "missing.segy: cannot open" "missing data")
endif()
file(COPY "${WORK}/shots.bin" DESTINATION "${WORK}/lonely")
run_cli(FALSE out err rtm --velocity "${WORK}/v.bin" ${grid} --data "${WORK}/lonely/shots.bin" --freq 15
        --out "${WORK}/x.bin")
expect_match("${err}" "shots.bin.json: raw float32 gathers need this geometry file" "raw data without geometry")
run_cli(FALSE out err rtm --velocity "${WORK}/v.bin" ${grid} --data "${WORK}/shots.bin" --freq 15 --replay sometimes
        --out "${WORK}/x.bin")
expect_match("${err}" "option 'replay'" "bad replay")
# Imaging less often than the migration has steps would leave one time step in the image.
file(WRITE "${WORK}/image_kept.bin" "old image\n")
run_cli(FALSE out err rtm --velocity "${WORK}/v.bin" ${grid} --data "${WORK}/shots.bin" --freq 15 --imaging-every 1000000
        --backend cpu --out "${WORK}/image_kept.bin")
expect_match("${err}" "option 'imaging-every' 1000000 steps between images is more than the [0-9]+ steps" "imaging every")
file(READ "${WORK}/image_kept.bin" kept)
if(NOT kept STREQUAL "old image\n")
  message(FATAL_ERROR "a refused migration replaced its output")
endif()
run_cli(TRUE out err rtm --velocity "${WORK}/v.bin" ${grid} --data "${WORK}/shots.bin" --freq 15 --out "${WORK}/x.bin"
        --dump-job)
expect_match("${out}" "\"type\": \"rtm\"" "dump-job")
