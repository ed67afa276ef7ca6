#!/usr/bin/env bash
# Builds quizpack (release preset) and runs the export benchmark: 1,000 and 10,000 questions in en, ja and hi.
# Usage: scripts/bench.sh [--build-dir DIR] [quizpack-bench options, e.g. --per-format --sizes 1000,10000 --json FILE]
# (--reference REF/quizpack --repeat 5: paired rounds against a reference build; see bench/README.md)
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=""
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build_dir="$2"; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done

bash scripts/install-deps.sh
# zip -r -6 is the benchmark's floor
if ! command -v zip >/dev/null; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  echo "bench: installing zip" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends zip >/dev/null
fi

targets=(--target quizpack quizpack-bench quizpack-bench-generate)
if [ -z "$build_dir" ]; then
  cmake --preset release >/dev/null
  cmake --build --preset release -j"$(nproc)" "${targets[@]}"
  build_dir=build/release
else
  cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$build_dir" -j"$(nproc)" "${targets[@]}"
fi

"$build_dir/quizpack-bench" --quizpack "$build_dir/quizpack" "${args[@]}"
