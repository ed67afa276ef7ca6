#!/usr/bin/env bash
# Runs one hostile case: `quizpack validate` must print expected.txt and exit with exit-code, and
# `quizpack export` of the same bank into a fresh folder must exit with the same code, report the same
# errors and write nothing. Neither may take longer than 60 seconds (a hang).
# Usage: run_case.sh QUIZPACK CASE_DIR. The case is copied to a temporary folder; its generate.sh, if any,
# makes the bank there (large or binary inputs, symbolic links), with $HOSTILE_DIR/base-bank.json at hand.
# QUIZPACK_UPDATE_GOLDEN=1 rewrites expected.txt and exit-code.
set -u
bin=$1
HOSTILE_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export HOSTILE_DIR
case_dir=$(cd "$2" && pwd) || exit 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/bank"
cp -R "$case_dir/." "$work/bank/"
cd "$work/bank" || exit 2
rm -f expected.txt exit-code args
if [ -f generate.sh ]; then
  bash generate.sh || { echo "generate.sh failed"; exit 1; }
  rm -f generate.sh
fi
read -r -a args < <(cat "$case_dir/args" 2>/dev/null || true)
target=()
[ -e quiz.json ] || [ -L quiz.json ] && target=(quiz.json)
[ ${#target[@]} -eq 0 ] && [ ${#args[@]} -eq 0 ] && target=(.)

actual=$(timeout 60 "$bin" validate "${args[@]}" "${target[@]}" 2>/dev/null)
code=$?
describe() {
  case $1 in
    124) echo "timed out" ;;
    1[2-9][0-9]) echo "killed by signal $(($1 - 128))" ;;
    *) echo "exit code $1" ;;
  esac
}
if [ "${QUIZPACK_UPDATE_GOLDEN:-}" = 1 ]; then
  if [ "$code" -gt 2 ]; then
    echo "validate: $(describe "$code"); nothing recorded"
    exit 1
  fi
  printf '%s\n' "$actual" > "$case_dir/expected.txt"
  echo "$code" > "$case_dir/exit-code"
  exit 0
fi

status=0
want_code=$(cat "$case_dir/exit-code")
if [ "$code" != "$want_code" ]; then
  echo "validate: $(describe "$code"), expected $want_code"
  status=1
fi
if ! diff -u "$case_dir/expected.txt" <(printf '%s\n' "$actual") >"$work/diff"; then
  cut -c1-300 "$work/diff"
  status=1
fi

timeout 60 "$bin" export "${args[@]}" "${target[@]}" --out "$work/out" -q -j 1 2>"$work/export-errors" >/dev/null
export_code=$?
if [ "$export_code" != "$want_code" ]; then
  echo "export: $(describe "$export_code"), expected $want_code"
  status=1
fi
missing=$(comm -23 <(grep -F 'error[' "$case_dir/expected.txt" | sort) <(sort "$work/export-errors"))
if [ -n "$missing" ]; then
  echo "export did not report:"
  printf '%s\n' "$missing" | cut -c1-300
  status=1
fi
if [ -e "$work/out" ]; then
  echo "export wrote into its output folder:"
  find "$work/out" | sed 's/^/  /'
  status=1
fi
exit $status
