#!/usr/bin/env bash
# Installs the Debian 12 packages Strata builds and tests with (as root, or with sudo).
# Only missing packages are installed, so a second run costs seconds.
set -euo pipefail
packages=(
  build-essential cmake ninja-build pkg-config git
  libeigen3-dev nlohmann-json3-dev libcli11-dev libnanoflann-dev libgtest-dev googletest
  libgdal-dev libsegyio-dev libopenmpi-dev openmpi-bin
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libqt6opengl6-dev qt6-charts-dev qt6-svg-dev
  qt6-qpa-plugins libvtk9-dev libgl1-mesa-dri xvfb xauth
  clang-14 libclang-rt-14-dev
  dpkg-dev file
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi
# nvcc is optional: with it (in PATH or /usr/local/cuda/bin) the CUDA backend is built too.
