#!/usr/bin/env bash
# Configures and builds Strata into build/ (all options on that this machine supports).
set -euo pipefail
cd "$(dirname "$0")/.."
build_type=${STRATA_BUILD_TYPE:-Release}
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="$build_type" "$@"
cmake --build build --parallel "$(nproc)"
