#!/usr/bin/env bash
# check-unique-types passes on src/ and refuses a copy where a second header defines an existing type name.
set -euo pipefail
root=$1
bash "$root/scripts/check-unique-types.sh" "$root/src" >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$root/src" "$work/src"
printf '#pragma once\nnamespace quizpack {\nstruct Quiz {\n  int other;\n};\n}  // namespace quizpack\n' >"$work/src/load/second_quiz.hpp"
if bash "$root/scripts/check-unique-types.sh" "$work/src" 2>"$work/err"; then
  echo "a second definition of Quiz was not refused" >&2
  exit 1
fi
grep -q 'Quiz:' "$work/err" || { echo "the refusal does not name Quiz" >&2; exit 1; }
