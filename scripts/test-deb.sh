#!/usr/bin/env bash
# Builds the DEB package, installs it with apt (which pulls its dependencies, as on a clean
# Debian 12), and checks the installed programs and metadata:
#   strata-cli info, strata --exit-after-first-frame under Xvfb (on the bundled sample project),
#   the AppStream metadata (appstreamcli validate) and the desktop entry.
# Removes the package afterwards unless --keep is given. Run as root or with sudo.
set -euo pipefail
cd "$(dirname "$0")/.."
keep=0
[ "${1:-}" = "--keep" ] && keep=1
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
scripts/install-deps.sh
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq appstream desktop-file-utils >/dev/null
scripts/build.sh
(cd build && cpack -G DEB >/dev/null)
package=$(ls -t build/strata_*.deb | head -n 1)
echo "package: $package ($(du -h "$package" | cut -f1))"
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "./$package" >/dev/null
cleanup() { [ "$keep" -eq 1 ] || $sudo env DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq strata >/dev/null; }
trap cleanup EXIT

# The installed programs, run from an empty folder so that nothing of the build tree is found.
scratch=$(mktemp -d)
cd "$scratch"
for program in /usr/bin/strata /usr/bin/strata-cli; do
  missing=$(ldd "$program" | grep "not found" || true)
  [ -z "$missing" ] || { echo "FAIL: $program misses libraries: $missing"; exit 1; }
done
/usr/bin/strata-cli info | head -n 5
timeout 120 xvfb-run -a -s "-screen 0 1280x1024x24" /usr/bin/strata --exit-after-first-frame \
  /usr/share/strata/samples/laterite/laterite.strata
echo "strata: first frame drawn"
appstreamcli validate --no-net /usr/share/metainfo/org.strata.Strata.metainfo.xml
desktop-file-validate /usr/share/applications/strata.desktop
cd / && rm -rf "$scratch"
echo "DEB package: installed, started and validated"
