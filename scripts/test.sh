#!/usr/bin/env bash
# Installs what is missing, checks formatting, builds with warnings as errors, runs clang-tidy on src/ after the
# dev build, and passes the whole test suite,
# first in the dev preset, then under ASan + UBSan (asan preset, without the browser tests: they test the
# player's JavaScript, and the exports they start are covered by the CLI tests under ASan).
# Compilations go through ccache when it is installed, shared by clones at any path (see README).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --tests
bash scripts/check-format.sh
jobs=$(nproc)
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
fi
for preset in dev asan; do
  echo "== $preset: configure, build, test"
  cmake --preset "$preset" -DQUIZPACK_WERROR=ON "${launcher[@]}" >/dev/null
  cmake --build --preset "$preset" -j"$jobs"
  if [ "$preset" = dev ]; then bash scripts/check-tidy.sh build/dev; fi
  ctest --preset "$preset" -j"$jobs"
done
