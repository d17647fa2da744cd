#!/usr/bin/env bash
# Copies the header-only dependencies and GoogleTest's sources into .deps/ (git-ignored) so that
# compute/, strata-cli and the compute tests build on a machine that has only CMake, a compiler,
# CUDA and Eigen:  cmake -S . -B build -DSTRATA_WITH_GUI=OFF -DSTRATA_WITH_GDAL=OFF
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .deps/include
cp -r /usr/include/nlohmann .deps/include/
cp -r /usr/include/CLI .deps/include/
cp /usr/include/nanoflann.hpp .deps/include/
rm -rf .deps/googletest && cp -r /usr/src/googletest .deps/googletest
echo "dependencies copied into .deps/"
