# Contract of `strata-cli info` (run with -DCLI=... -DWORK=... -P info.cmake): the build, the
# backends and the GPUs; without --check the GPUs come from the driver (CUDA is not started), with
# --check from the loaded CUDA backend. Both agree on whether a GPU is there.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${SRC}/cmake/StrataCliTest.cmake")

run_cli(TRUE fast err info)
run_cli(TRUE checked err info --check)
foreach(out fast checked)
  expect_match("${${out}}" "build options: cuda=(on|off) gui=(on|off)" "${out}: build options")
  expect_match("${${out}}" "\nbackends: cpu \\([0-9]+ threads\\)" "${out}: backends")
  expect_match("${${out}}" "\njobs: .*krige" "${out}: jobs")
  # Either GPUs with their names and memory, or the reason there are none.
  expect_match("${${out}}" "\n(gpu 0: [^\n]+, [0-9.]+ GiB \\([0-9.]+ GiB free\\), compute capability [0-9]+\\.[0-9]+|gpu: none usable: [^\n]+)" "${out}: gpus")
endforeach()
string(FIND "${checked}" "\ngpu 0: " checked_gpu)
if(NOT checked_gpu EQUAL -1)
  expect_match("${fast}" "\ngpu 0: " "a GPU the CUDA backend uses is listed by the driver too")
  expect_match("${fast}" "\ncuda: started on first use" "info without --check does not start CUDA")
endif()

# STRATA_NO_CUDA hides the GPU in both modes.
set(ENV{STRATA_NO_CUDA} 1)
run_cli(TRUE hidden err info)
expect_match("${hidden}" "\nbackends: cpu \\([0-9]+ threads\\)\ngpu: none usable: " "hidden GPU")
run_cli(TRUE hidden err info --check)
expect_match("${hidden}" "\nbackends: cpu \\([0-9]+ threads\\)\ngpu: none usable: " "hidden GPU, checked")

# Whether this build runs across MPI ranks, and how many this run has.
expect_match("${fast}" "\nmpi: [^\n]+" "mpi line")
