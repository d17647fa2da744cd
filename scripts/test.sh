#!/usr/bin/env bash
# README command 2: install what is missing, build, and run every test (GUI tests under Xvfb).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
scripts/install-deps.sh
scripts/build.sh
cd build
# The GUI tests open an OpenGL window: give them a virtual X server (Mesa llvmpipe, GLX).
# The nightly-style fuzz runs (label fuzz-long, 10 min a target) are left out: `ctest -L fuzz-long`.
xvfb-run -a -s "-screen 0 1600x1200x24" ctest --output-on-failure --timeout 900 -LE fuzz-long "$@"
echo "total time: $(( $(date +%s) - start )) s"
