#!/usr/bin/env bash
# Runs one CLI case: evaluates CASE_DIR/command (a shell line calling `quizpack`) in SOURCE_DIR, with $OUT a
# fresh empty folder, and compares stdout, stderr and the exit code with the expected ones. The binary's path
# and $OUT are shown as `quizpack` and `OUT`. Usage: run_case.sh QUIZPACK SOURCE_DIR CASE_DIR.
# QUIZPACK_UPDATE_GOLDEN=1 rewrites the expected files instead.
set -u
bin=$1
case_dir=$3
cd "$2" || exit 2
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
export OUT
quizpack() { "$bin" "$@"; }
stable() { sed -e "s|$bin|quizpack|g" -e "s|$OUT|OUT|g"; }
lines() { [ -z "$1" ] || printf '%s\n' "$1"; }
( eval "$(cat "$case_dir/command")" ) >"$OUT.stdout" 2>"$OUT.stderr" </dev/null
code=$?
actual_out=$(stable <"$OUT.stdout")
actual_err=$(stable <"$OUT.stderr")
rm -f "$OUT.stdout" "$OUT.stderr"
if [ "${QUIZPACK_UPDATE_GOLDEN:-}" = 1 ]; then
  lines "$actual_out" >"$case_dir/expected-stdout"
  lines "$actual_err" >"$case_dir/expected-stderr"
  echo "$code" >"$case_dir/exit-code"
  exit 0
fi
status=0
want_code=$(cat "$case_dir/exit-code")
if [ "$code" != "$want_code" ]; then
  echo "exit code $code, expected $want_code"
  status=1
fi
diff -u --label expected-stdout --label stdout "$case_dir/expected-stdout" <(lines "$actual_out") || status=1
diff -u --label expected-stderr --label stderr "$case_dir/expected-stderr" <(lines "$actual_err") || status=1
exit $status
