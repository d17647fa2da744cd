# Copies the pictures the GUI tests took (FROM/<name>.png) into the user guide (TO/<name>.png).
#   cmake -DFROM=<build>/tests/gui -DTO=<source>/docs/images -DIMAGES=a,b -P CopyDocImages.cmake
string(REPLACE "," ";" IMAGES "${IMAGES}")
foreach(image ${IMAGES})
  if(NOT EXISTS "${FROM}/${image}.png")
    message(FATAL_ERROR "${FROM}/${image}.png is missing: run the GUI tests under a display first "
                        "(xvfb-run -a -s \"-screen 0 1600x1200x24\" ctest -L gui)")
  endif()
endforeach()
foreach(image ${IMAGES})
  file(COPY_FILE "${FROM}/${image}.png" "${TO}/${image}.png" ONLY_IF_DIFFERENT)
  message(STATUS "docs/images/${image}.png")
endforeach()
