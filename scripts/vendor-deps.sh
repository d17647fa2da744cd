#!/usr/bin/env bash
# Copies the header-only dependencies and GoogleTest's sources into .deps/ (git-ignored) so that
# compute/, strata-cli and the compute tests build on a machine that has only CMake, a compiler,
# CUDA and Eigen:  cmake -S . -B build -DSTRATA_WITH_GUI=OFF -DSTRATA_WITH_GDAL=OFF
# Each library gets its own include folder, so that a vendored copy never shadows a different
# system version of another library.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .deps && mkdir -p .deps/nlohmann .deps/cli11 .deps/nanoflann
cp -r /usr/include/nlohmann .deps/nlohmann/
cp -r /usr/include/CLI .deps/cli11/
cp /usr/include/nanoflann.hpp .deps/nanoflann/
cp -r /usr/src/googletest .deps/googletest
echo "dependencies copied into .deps/"
