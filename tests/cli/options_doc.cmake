# docs/options.md is what `strata-cli run --describe --markdown` prints from the job schemas:
# the options reference cannot drift from the code.
#   cmake -DCLI=strata-cli -DSRC=<source> -P options_doc.cmake
execute_process(COMMAND "${CLI}" run --describe --markdown RESULT_VARIABLE rc OUTPUT_VARIABLE generated ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "strata-cli run --describe --markdown failed (${rc}):\n${err}")
endif()
file(READ "${SRC}/docs/options.md" documented)
if(NOT generated STREQUAL documented)
  message(FATAL_ERROR "docs/options.md differs from the job schemas; regenerate it with\n"
                      "  strata-cli run --describe --markdown > docs/options.md")
endif()
