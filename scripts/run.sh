#!/usr/bin/env bash
# Installs what is missing, builds quizpack (release preset) and exports the bundled banks into dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j"$(nproc)"
build/release/quizpack validate content/ examples/
build/release/quizpack export content/ examples/ --out dist/
