#!/usr/bin/env bash
# `validate` of a generated bank and `import` of its multilingual Moodle XML, a reference build and the build under
# test run in paired rounds (reference first, then the other, in every round); prints each run, the medians of wall
# time, CPU time (user + system) and peak resident memory, the ratios to the reference, and the targets.
# Usage: bench/validate_import.sh REFERENCE_QUIZPACK QUIZPACK QUIZPACK_BENCH_GENERATE [QUESTIONS [LANGUAGES [ROUNDS]]]
# (defaults 10,000 questions in 3 languages, 5 rounds). Both builds must print and write the same bytes.
set -euo pipefail
ref=$(realpath "$1")
new=$(realpath "$2")
generate=$(realpath "$3")
questions=${4:-10000}
languages=${5:-3}
rounds=${6:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
"$generate" "$questions" "$languages" bank >/dev/null
"$ref" export --format moodlexml-multilang --out dist -q bank/quiz.json
xml=$(find dist -name '*.multilang.moodle.xml')

# Runs one command of build $1 (ref or new) for step $2; appends "wall cpu MiB" to $1-$2.txt and prints it.
timed() {
  local build=$1 step=$2 bin=$ref
  [ "$build" = new ] && bin=$new
  shift 2
  /usr/bin/time -f '%e %U %S %M' -o time.txt "$bin" "$@" >"$build-$step.out" 2>&1
  awk '{ printf "%.3f %.3f %.1f\n", $1, $2 + $3, $4 / 1024 }' time.txt | tee -a "$build-$step.txt"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "$questions questions × $languages languages: bank $(du -b bank/quiz.json | cut -f1) bytes," \
  "multilang Moodle XML $(du -b "$xml" | cut -f1) bytes; $rounds paired rounds"
for r in $(seq 1 "$rounds"); do
  line="round $r:"
  for build in ref new; do
    v=$(timed "$build" validate validate bank/quiz.json)
    rm -rf "in-$build"
    i=$(timed "$build" import import --out "in-$build" "$xml")
    line="$line $build validate $v | import $i |"
  done
  echo "$line (wall s, CPU s, peak MiB)"
  cmp -s ref-validate.out new-validate.out || { echo "validate prints differently" >&2; exit 1; }
  cmp -s in-ref/quiz.json in-new/quiz.json || { echo "the imported banks differ" >&2; exit 1; }
done
for step in validate import; do
  for build in ref new; do
    f=$build-$step.txt
    printf '%s %s: median wall %s s, CPU %s s, peak %s MiB\n' "$step" "$build" "$(cut -d' ' -f1 "$f" | median)" \
      "$(cut -d' ' -f2 "$f" | median)" "$(cut -d' ' -f3 "$f" | median)"
  done
  paste -d' ' "ref-$step.txt" "new-$step.txt" |
    awk -v s="$step" '{ w = w sprintf(" %.2f", $4 / $1); c = c sprintf(" %.2f", $5 / $2) }
      END { print s " new / ref per round: wall" w ", CPU" c }'
done
vw=$(cut -d' ' -f1 new-validate.txt | median)
iw=$(cut -d' ' -f1 new-import.txt | median)
im=$(cut -d' ' -f3 new-import.txt | median)
awk -v vw="$vw" -v iw="$iw" -v im="$im" 'BEGIN {
  printf "target validate <= 0.4 s wall: %s (%s s)\n", vw <= 0.4 ? "PASS" : "MISS", vw
  printf "target import <= 2 s wall: %s (%s s)\n", iw <= 2 ? "PASS" : "MISS", iw
  printf "target import <= 256 MiB: %s (%s MiB)\n", im <= 256 ? "PASS" : "MISS", im }'
