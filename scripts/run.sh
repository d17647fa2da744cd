#!/usr/bin/env bash
# README command 1: install what is missing, build, and start Strata on a bundled sample project.
#   scripts/run.sh              asks which sample to open (laterite or babbitt)
#   scripts/run.sh babbitt      opens that sample; a path opens that project
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
samples=(laterite babbitt)
describe() {
  case "$1" in
    laterite) echo "nickel laterite, 249 vertical holes: lithology and the stratum surfaces of a pit" ;;
    babbitt) echo "Babbitt Cu-Ni, 399 curved holes in feet: copper composites, variogram and kriging" ;;
  esac
}
choice=${1:-}
if [ -z "$choice" ]; then
  if [ -t 0 ]; then
    echo "Which sample project?"
    PS3="number: "
    select name in "${samples[@]}"; do [ -n "$name" ] && { choice=$name; break; }; done
  else
    choice=laterite
  fi
fi
case "$choice" in
  laterite|babbitt) project=resources/samples/$choice/$choice.strata; echo "$choice: $(describe "$choice")" ;;
  *) project=$choice ;;
esac
[ -f "$project" ] || { echo "no project file: $project" >&2; exit 2; }
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  echo "No display found. To run Strata without one, use a virtual X server:" >&2
  echo "  xvfb-run -a build/bin/strata $project" >&2
  exit 2
fi
shift || true
exec build/bin/strata "$project" "$@"
