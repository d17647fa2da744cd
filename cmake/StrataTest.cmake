# strata_add_test(NAME name SOURCES ... LABELS ... [TIMEOUT s] [LIBS ...] [GPU])
# One line per test program. A program whose every test skipped (GTEST_SKIP, e.g. "no GPU") shows
# as skipped in CTest; one with some passed and some skipped stays "passed", and any failure stays
# "failed" (CTest's skip expression would otherwise override the exit code).
function(strata_add_test)
  cmake_parse_arguments(T "GPU" "NAME;TIMEOUT" "SOURCES;LABELS;LIBS" ${ARGN})
  if(NOT T_TIMEOUT)
    set(T_TIMEOUT 300)
  endif()
  add_executable(${T_NAME} ${T_SOURCES})
  target_link_libraries(${T_NAME} PRIVATE strata_compute GTest::gtest_main ${T_LIBS})
  target_compile_definitions(${T_NAME} PRIVATE
    STRATA_REFERENCE_DIR="${STRATA_REFERENCE_DIR}" STRATA_SAMPLES_DIR="${STRATA_SAMPLES_DIR}"
    STRATA_SOURCE_DIR="${CMAKE_SOURCE_DIR}")
  strata_warnings(${T_NAME})
  if(STRATA_WITH_CUDA)
    add_dependencies(${T_NAME} strata_cuda)
  endif()
  add_test(NAME ${T_NAME} COMMAND ${T_NAME})
  set_tests_properties(${T_NAME} PROPERTIES LABELS "${T_LABELS}" TIMEOUT ${T_TIMEOUT}
    SKIP_REGULAR_EXPRESSION
      "\\[  PASSED  \\] 0 tests\\.\n\\[  SKIPPED \\] [0-9]+ tests?, listed below:(\n\\[  SKIPPED \\] [^\n]*)*\n*$")
endfunction()
