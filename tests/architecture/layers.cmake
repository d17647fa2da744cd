# The engine's layers (docs/developer.md): run with -DSRC=<source root> -P layers.cmake.
#  1. Only the file code of compute/ reads or writes files: compute/io/, the jobs (*Job, *Jobs)
#     and the capabilities' file formats (*File, *Files, *Io, *Reader, *Writer). Algorithms take
#     data and give data.
#  2. Only the jobs layer sees jobs/Job.h: algorithms take their progress, cancel token and
#     backend from core (strata/core/RunContext.h).
file(GLOB_RECURSE sources RELATIVE "${SRC}" "${SRC}/compute/*.cpp" "${SRC}/compute/*.cu" "${SRC}/compute/*.h"
     "${SRC}/compute/*.cuh")
set(file_io "std::ifstream|std::ofstream|std::fstream|fopen\\(|io::read[A-Z]|io::write[A-Z]|io::AtomicFile|GDALOpen")
set(failures "")
foreach(source ${sources})
  get_filename_component(name "${source}" NAME_WE)
  set(file_code FALSE)
  if(source MATCHES "^compute/(io|jobs)/" OR name MATCHES "(Job|Jobs|File|Files|Io|Reader|Writer)$")
    set(file_code TRUE)
  endif()
  set(jobs_layer FALSE)
  if(source MATCHES "^compute/jobs/" OR source MATCHES "^compute/include/strata/jobs/" OR name MATCHES "(Job|Jobs|Files)$")
    set(jobs_layer TRUE)
  endif()
  file(READ "${SRC}/${source}" text)
  if(NOT file_code AND text MATCHES "${file_io}")
    string(REGEX MATCH "${file_io}" what "${text}")
    string(APPEND failures "  ${source}: file I/O (${what}) outside the file code\n")
  endif()
  if(NOT jobs_layer AND text MATCHES "#include \"strata/jobs/Job.h\"")
    string(APPEND failures "  ${source}: includes strata/jobs/Job.h outside the jobs layer\n")
  endif()
endforeach()
list(LENGTH sources count)
if(failures)
  message(FATAL_ERROR "layering broken:\n${failures}")
endif()
message("${count} engine files checked: file I/O and the job header stay in their layers")
