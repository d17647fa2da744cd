#!/usr/bin/env bash
# README command 1: install what is missing, build, and start Strata on the bundled sample project.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
project=resources/samples/laterite/laterite.strata
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  echo "No display found. To run Strata without one, use a virtual X server:" >&2
  echo "  xvfb-run -a build/bin/strata $project" >&2
  exit 2
fi
exec build/bin/strata "$project" "$@"
