#!/usr/bin/env bash
# The action's first step: uses the quizpack on PATH, else installs the build dependencies and builds it
# (release) from the action's own checkout, and puts it on PATH for the next steps.
set -euo pipefail
if command -v quizpack >/dev/null; then
  echo "quizpack: using $(command -v quizpack) ($(quizpack --version | head -n 1))"
  exit 0
fi
src=${GITHUB_ACTION_PATH:?the action's checkout}
build="${RUNNER_TEMP:-/tmp}/quizpack-build"
bash "$src/scripts/install-deps.sh"
cmake -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=Release -DQUIZPACK_TESTS=OFF >/dev/null
cmake --build "$build" -j"$(nproc)" --target quizpack
echo "$build" >>"${GITHUB_PATH:?where the runner reads added PATH entries}"
