#!/usr/bin/env bash
# Copies src/ROOMS into a scratch tree, then checks that an upward include and a cycle each fail the room check.
set -euo pipefail
repo=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
check() { bash "$repo/scripts/check-rooms.sh" "$tmp/src" 2>&1; }

mkdir -p "$tmp/src/model" "$tmp/src/export"
cp "$repo/src/ROOMS" "$tmp/src/ROOMS"
echo '#include "model/quiz.hpp"' >"$tmp/src/export/writer.cpp"
out=$(check) || { echo "a downward include was refused: $out"; exit 1; }

echo '#include "export/format_table.hpp"' >"$tmp/src/model/quiz.hpp"
if out=$(check); then echo "an upward include passed: $out"; exit 1; fi
grep -q "src/model/quiz.hpp:1: error: room 'model' may not include 'export/format_table.hpp'" <<<"$out" ||
  { echo "unexpected message: $out"; exit 1; }

rm "$tmp/src/model/quiz.hpp"
echo 'model: export' >>"$tmp/src/ROOMS"
if out=$(check); then echo "a cycle passed: $out"; exit 1; fi
grep -q "has a cycle" <<<"$out" || { echo "unexpected message: $out"; exit 1; }
echo "upward include and cycle refused"
