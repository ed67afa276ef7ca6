#!/usr/bin/env bash
# Incremental export on many banks: a full export into an empty folder, a re-export with nothing changed, and one
# with a single bank changed, in paired rounds; prints each run and the medians of wall and CPU (user + system).
# Usage: bench/incremental.sh QUIZPACK QUIZPACK_BENCH_GENERATE [BANKS [QUESTIONS [LANGUAGES [ROUNDS]]]]
# (defaults 100 banks of 100 questions in 3 languages, 5 rounds). Extra export options: QUIZPACK_EXPORT_OPTIONS.
set -euo pipefail
bin=$(realpath "$1")
generate=$(realpath "$2")
banks=${3:-100}
questions=${4:-100}
languages=${5:-3}
rounds=${6:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
"$generate" "$questions" "$languages" one >/dev/null
id="synthetic-$questions-$languages"
mkdir banks
for i in $(seq -f '%03g' 1 "$banks"); do
  cp -r one "banks/b$i"
  sed -i "0,/\"$id\"/s//\"bank-$i\"/" "banks/b$i/quiz.json"
done
export SOURCE_DATE_EPOCH=1700000000
read -r -a extra <<<"${QUIZPACK_EXPORT_OPTIONS:-}"

# Runs one export into dist; prints "wall cpu".
timed() {
  /usr/bin/time -f '%e %U %S' -o time.txt "$bin" export banks --out dist -q "${extra[@]}" "$@"
  awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }' time.txt
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "$banks banks × $questions questions × $languages languages; $(du -sh banks | cut -f1) of banks"
: >full.txt
: >same.txt
: >one.txt
for r in $(seq 1 "$rounds"); do
  rm -rf dist
  full=$(timed)
  same=$(timed)
  sed -i '0,/"bank-001"/s//"bank-001" /' banks/b001/quiz.json
  one=$(timed)
  echo "$full" >>full.txt
  echo "$same" >>same.txt
  echo "$one" >>one.txt
  echo "round $r: full $full | unchanged $same | one bank changed $one (wall s, CPU s)"
done
echo "output: $(du -sh dist | cut -f1) in $(find dist -type f ! -name '.quizpack-*' | wc -l) files"
for step in full same one; do
  wall=$(cut -d' ' -f1 "$step.txt" | median)
  cpu=$(cut -d' ' -f2 "$step.txt" | median)
  echo "median $step: wall $wall s, CPU $cpu s"
done
awk 'NR == FNR { w[FNR] = $1; c[FNR] = $2; next } { printf "round %d: unchanged / full = %.1f %% wall, %.1f %% CPU\n", FNR, 100 * $1 / w[FNR], 100 * $2 / c[FNR] }' full.txt same.txt
