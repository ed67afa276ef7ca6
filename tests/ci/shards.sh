#!/usr/bin/env bash
# A folder of 100 banks exported as N matrix jobs (--shard K/N, K = 1..N) for N = 1, 3 and 7: every bank's files
# are written by exactly one job, and validate's shards check every bank exactly once.
set -euo pipefail
bin=$(realpath "$1")
repo=$(realpath "$2")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

template="$repo/examples/every-kind"
template_id=$(sed -n 's/^  "id": "\(.*\)",$/\1/p' "$template/quiz.json")
[ -n "$template_id" ] || { echo "no top-level id in $template/quiz.json"; exit 1; }
for i in $(seq -w 1 100); do
  cp -r "$template" "$tmp/banks-$i"
  sed -i "s/^  \"id\": \"$template_id\",$/  \"id\": \"shard-bank-$i\",/" "$tmp/banks-$i/quiz.json"
done
mkdir "$tmp/banks" && mv "$tmp"/banks-* "$tmp/banks/"

for n in 1 3 7; do
  : >"$tmp/written"
  checked=0
  for k in $(seq 1 "$n"); do
    out="$tmp/out-$n-$k"
    "$bin" export "$tmp/banks" --shard "$k/$n" --format gift --out "$out" -q
    [ -d "$out" ] && find "$out" -name '*.gift' -printf '%P\n' >>"$tmp/written"
    line=$("$bin" validate "$tmp/banks" --shard "$k/$n" 2>&1 >/dev/null | tail -1)
    checked=$((checked + $(sed -n 's/^\([0-9]*\) banks\? checked.*/\1/p' <<<"$line")))
  done
  files=$(wc -l <"$tmp/written")
  distinct=$(sort -u "$tmp/written" | wc -l)
  banks=$(sed 's|/.*||' "$tmp/written" | sort -u | wc -l)
  [ "$files" = "$distinct" ] || { echo "N=$n: $((files - distinct)) files written by two jobs"; exit 1; }
  [ "$banks" = 100 ] || { echo "N=$n: the jobs wrote $banks of the 100 banks"; exit 1; }
  [ "$checked" = 100 ] || { echo "N=$n: validate's shards checked $checked of the 100 banks"; exit 1; }
done
code=0
"$bin" export "$tmp/banks" --shard 4/3 --out "$tmp/bad" -q 2>/dev/null || code=$?
[ "$code" = 2 ] || { echo "--shard 4/3 gave exit $code, not 2"; exit 1; }
echo "100 banks: N = 1, 3 and 7 shards export and validate each bank exactly once; 4/3 is refused"
