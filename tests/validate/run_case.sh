#!/usr/bin/env bash
# Runs `quizpack validate` on one case folder and compares stdout and the exit code with the expected ones.
# Usage: run_case.sh QUIZPACK CASE_DIR. QUIZPACK_UPDATE_GOLDEN=1 rewrites expected.txt instead.
set -u
bin=$1
cd "$2" || exit 2
read -r -a args < <(cat args 2>/dev/null || true)
target=()
[ -f quiz.json ] && target=(quiz.json)
[ ${#target[@]} -eq 0 ] && [ ${#args[@]} -eq 0 ] && target=(.)
actual=$("$bin" validate "${args[@]}" "${target[@]}" 2>/dev/null)
code=$?
if [ "${QUIZPACK_UPDATE_GOLDEN:-}" = 1 ]; then
  printf '%s\n' "$actual" > expected.txt
  exit 0
fi
want_code=$(cat exit-code)
status=0
if [ "$code" != "$want_code" ]; then
  echo "exit code $code, expected $want_code"
  status=1
fi
if ! diff -u expected.txt <(printf '%s\n' "$actual"); then
  status=1
fi
exit $status
