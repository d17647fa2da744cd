# Builds the fuzz targets with clang and runs each for SECONDS seconds from its seed corpus.
#   cmake -DCLANG=<clang++> -DSOURCE=<tests/fuzz> -DBUILD=<dir> -DWORK=<dir> -DSECONDS=20 -P RunFuzzers.cmake
# Prints STRATA_FUZZ_SKIPPED (the test then counts as skipped) when clang or libFuzzer is missing.
if(NOT CLANG OR NOT EXISTS "${CLANG}")
  message("STRATA_FUZZ_SKIPPED: no clang++ found; libFuzzer targets need clang")
  return()
endif()
set(_generator)
find_program(_ninja ninja)
if(_ninja)
  set(_generator -G Ninja)
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" -S "${SOURCE}" -B "${BUILD}" ${_generator}
                        -DCMAKE_CXX_COMPILER=${CLANG} -DCMAKE_BUILD_TYPE=RelWithDebInfo
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "configuring the fuzz targets failed:\n${out}${err}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BUILD}" -j 2 RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  string(FIND "${out}${err}" "libclang_rt.fuzzer" no_runtime)
  if(NOT no_runtime EQUAL -1)
    message("STRATA_FUZZ_SKIPPED: clang has no libFuzzer runtime (install libclang-rt-<version>-dev)")
    return()
  endif()
  message(FATAL_ERROR "building the fuzz targets failed:\n${out}${err}")
endif()

file(GLOB targets RELATIVE "${BUILD}" "${BUILD}/fuzz_*")
list(TRANSFORM targets REPLACE "^fuzz_" "")
foreach(target ${targets})
  # libFuzzer adds what it finds to the first corpus folder: work on a copy of the seeds.
  set(corpus "${WORK}/corpus_${target}")
  file(REMOVE_RECURSE "${corpus}")
  file(MAKE_DIRECTORY "${corpus}" "${WORK}/artifacts")
  file(GLOB seeds "${SOURCE}/corpus/${target}/*")
  if(seeds)
    file(COPY ${seeds} DESTINATION "${corpus}")
  endif()
  message("fuzzing ${target} for ${SECONDS} s")
  execute_process(COMMAND "${BUILD}/fuzz_${target}" -max_total_time=${SECONDS} -timeout=10 -rss_limit_mb=2048
                          -max_len=4096 -print_final_stats=1 -artifact_prefix=${WORK}/artifacts/${target}- "${corpus}"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  string(REGEX MATCH "stat::number_of_executed_units: *[0-9]+" runs "${err}")
  message("  ${target}: ${runs}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "fuzz_${target} found a failure (exit ${rc}); the input is in ${WORK}/artifacts:\n${err}")
  endif()
endforeach()
