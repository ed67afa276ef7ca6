#!/usr/bin/env bash
# Runs each `run:` step of action.yml with the environment a GitHub runner gives it, with the built quizpack on
# PATH (so the install step takes it): a broken bank gives annotations and exit 1, the bundled banks exit 0.
set -euo pipefail
bin=$(realpath "$1")
repo=$(realpath "$2")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
ln -s "$bin" "$tmp/bin/quizpack"
export PATH="$tmp/bin:$PATH" GITHUB_ACTION_PATH="$repo" RUNNER_TEMP="$tmp" GITHUB_PATH="$tmp/github-path"

mapfile -t steps < <(sed -n 's/^ *run: //p' "$repo/action.yml")
[ "${#steps[@]}" = 2 ] || { echo "action.yml should have 2 run steps, has ${#steps[@]}"; exit 1; }

cd "$repo"
eval "${steps[0]}" | grep -q "quizpack: using $tmp/bin/quizpack" || { echo "the install step did not take quizpack on PATH"; exit 1; }

code=0
out=$(QUIZPACK_PATHS="tests/validate/cases/correct-count-two tests/validate/cases/duplicate-id-question" \
  eval "${steps[1]}" 2>/dev/null) || code=$?
[ "$code" = 1 ] || { echo "a broken bank gave exit $code"; exit 1; }
grep -q '^::error file=tests/validate/cases/correct-count-two/quiz.json,line=[0-9]*,col=[0-9]*,title=quizpack correct-count::' <<<"$out" ||
  { echo "no correct-count annotation in: $out"; exit 1; }
grep -q 'title=quizpack duplicate-id::' <<<"$out" || { echo "no duplicate-id annotation in: $out"; exit 1; }

QUIZPACK_PATHS="content examples" eval "${steps[1]}" >/dev/null 2>&1 || { echo "the bundled banks failed"; exit 1; }
code=0
QUIZPACK_PATHS="examples" QUIZPACK_STRICT=true eval "${steps[1]}" >/dev/null 2>&1 || code=$?
[ "$code" = 1 ] || { echo "strict: the examples' warnings gave exit $code"; exit 1; }
echo "the action annotates a broken bank, passes the bundled ones and fails on warnings when strict"
