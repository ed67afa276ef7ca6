#!/usr/bin/env bash
# Installs what is missing, checks formatting, builds with warnings as errors, runs clang-tidy on src/ after the
# dev build, and passes the whole test suite,
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
  if [ "$preset" = dev ]; then bash scripts/check-tidy.sh build/dev; fi
  ctest --preset "$preset" -j"$jobs"
done
