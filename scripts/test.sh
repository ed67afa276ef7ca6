#!/usr/bin/env bash
# Installs what is missing, checks formatting, builds with warnings as errors and passes the whole test suite,
# first in the dev preset, then under ASan + UBSan (asan preset).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --tests
bash scripts/check-format.sh
jobs=$(nproc)
for preset in dev asan; do
  echo "== $preset: configure, build, test"
  cmake --preset "$preset" -DQUIZPACK_WERROR=ON >/dev/null
  cmake --build --preset "$preset" -j"$jobs"
  ctest --preset "$preset" -j"$jobs"
done
