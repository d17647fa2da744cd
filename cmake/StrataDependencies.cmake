# Dependencies of the engine and the CLI. Each is taken from the system (Debian packages) and,
# where the system lacks it (as on a bare GPU build machine), from STRATA_DEPS_DIR, which
# scripts/vendor-deps.sh fills with the header-only libraries and GoogleTest's sources.
find_package(Threads REQUIRED)
find_package(OpenMP REQUIRED COMPONENTS CXX)

find_package(Eigen3 3.3 QUIET NO_MODULE)
if(NOT TARGET Eigen3::Eigen)
  find_path(STRATA_EIGEN_INCLUDE Eigen/Core PATHS /usr/include/eigen3 "${STRATA_DEPS_DIR}/eigen3" REQUIRED)
  add_library(Eigen3::Eigen INTERFACE IMPORTED)
  target_include_directories(Eigen3::Eigen INTERFACE "${STRATA_EIGEN_INCLUDE}")
endif()

find_package(nlohmann_json 3.10 QUIET)
if(NOT TARGET nlohmann_json::nlohmann_json)
  # Prefer the system copy: mixing two versions breaks nlohmann's inline ABI namespace.
  find_path(STRATA_JSON_INCLUDE nlohmann/json.hpp PATHS "${STRATA_DEPS_DIR}/nlohmann" REQUIRED)
  add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
  target_include_directories(nlohmann_json::nlohmann_json INTERFACE "${STRATA_JSON_INCLUDE}")
endif()

find_package(CLI11 2.0 QUIET)
if(NOT TARGET CLI11::CLI11)
  find_path(STRATA_CLI11_INCLUDE CLI/CLI.hpp PATHS "${STRATA_DEPS_DIR}/cli11" REQUIRED)
  add_library(CLI11::CLI11 INTERFACE IMPORTED)
  target_include_directories(CLI11::CLI11 INTERFACE "${STRATA_CLI11_INCLUDE}")
endif()

find_path(STRATA_NANOFLANN_INCLUDE nanoflann.hpp PATHS "${STRATA_DEPS_DIR}/nanoflann" REQUIRED)
add_library(strata_nanoflann INTERFACE)
target_include_directories(strata_nanoflann SYSTEM INTERFACE "${STRATA_NANOFLANN_INCLUDE}")

if(STRATA_WITH_GDAL)
  find_package(GDAL 3.0 REQUIRED)
endif()

if(STRATA_WITH_SEGYIO)
  find_path(STRATA_SEGYIO_INCLUDE segyio/segy.h)
  find_library(STRATA_SEGYIO_LIBRARY segyio)
  if(NOT STRATA_SEGYIO_INCLUDE OR NOT STRATA_SEGYIO_LIBRARY)
    message(STATUS "segyio not found: SEG-Y input/output disabled (install libsegyio-dev)")
    set(STRATA_WITH_SEGYIO OFF CACHE BOOL "" FORCE)
  endif()
endif()

if(STRATA_BUILD_TESTS)
  find_package(GTest QUIET)
  if(NOT TARGET GTest::gtest_main)
    if(EXISTS "${STRATA_DEPS_DIR}/googletest/CMakeLists.txt")
      set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
      add_subdirectory("${STRATA_DEPS_DIR}/googletest" "${CMAKE_BINARY_DIR}/googletest" EXCLUDE_FROM_ALL)
    elseif(EXISTS /usr/src/googletest/CMakeLists.txt)
      set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
      add_subdirectory(/usr/src/googletest "${CMAKE_BINARY_DIR}/googletest" EXCLUDE_FROM_ALL)
    else()
      message(FATAL_ERROR "GoogleTest not found: install libgtest-dev or run scripts/vendor-deps.sh")
    endif()
  endif()
endif()
