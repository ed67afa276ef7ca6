#!/usr/bin/env bash
# Incremental export: an unchanged bank is not rewritten; a changed bank, media file, option or quizpack build, or
# an edited or deleted output, rewrites what it must and nothing else; --force rewrites all; a killed incremental
# run leaves the earlier outputs as they were and the next run repairs the folder.
source "$(dirname "$0")/common.sh"
"$generate" 200 2 small >/dev/null
[ -n "$(ls small/media)" ] || fail "the small bank has no media file"
for i in 1 2 3 4 5 6; do
  cp -r small "banks-$i"
  sed -i '0,/"synthetic-200-2"/s//"bank-'"$i"'"/' "banks-$i/quiz.json"
done
mkdir banks && mv banks-* banks/
formats=(--format gift,qti21,scorm12)

# Each output file's inode and checksum, sorted: a rewritten file has a new inode.
inodes() { (cd "$1" && find . -type f ! -name '.quizpack-*' -printf '%i %p\n' | sort -k2); }
# The banks whose files a run wrote, from its JSON summary.
written() { jq -r '[.files[].quiz] | unique | join(" ")' "$1"; }
skipped() { jq -r '[.skipped[].quiz] | join(" ")' "$1"; }
run() { "$bin" export banks "${formats[@]}" --out dist -q --summary-json "$1" "${@:2}"; }

run first.json
[ "$(written first.json)" = "bank-1 bank-2 bank-3 bank-4 bank-5 bank-6" ] || fail "first run wrote $(written first.json)"
before=$(inodes dist)

run same.json
[ "$(written same.json)" = "" ] || fail "an unchanged run wrote $(written same.json)"
[ "$(skipped same.json)" = "bank-1 bank-2 bank-3 bank-4 bank-5 bank-6" ] || fail "skipped: $(skipped same.json)"
[ "$(inodes dist)" = "$before" ] || fail "an unchanged run replaced files"
"$bin" export banks "${formats[@]}" --out dist 2>stderr
grep -q '^6 banks unchanged since the last export, not rewritten (--force rewrites them): bank-1 ' stderr ||
  fail "no line for the unchanged banks: $(cat stderr)"
echo "nothing changed: nothing written, 6 banks reported unchanged"

# Only the changed bank's files are new.
changed_only() {
  local what=$1 bank=$2 summary=$3
  [ "$(written "$summary")" = "$bank" ] || fail "$what: wrote $(written "$summary"), want $bank"
  diff <(inodes dist | grep -v "/$bank/") <(echo "$before" | grep -v "/$bank/") >/dev/null ||
    fail "$what: files of other banks were replaced"
  [ "$(inodes dist | grep "/$bank/")" != "$(echo "$before" | grep "/$bank/")" ] || fail "$what: $bank not rewritten"
  before=$(inodes dist)
  echo "$what: only $bank rewritten"
}
sed -i '0,/"bank-3"/s//"bank-3" /' banks/banks-3/quiz.json
run one.json
changed_only "one bank's file changed" bank-3 one.json

media=$(find banks/banks-5/media -type f | head -1)
printf 'x' >>"$media"
run media.json
changed_only "a media file changed" bank-5 media.json

rm dist/bank-2/en/bank-2.gift
run deleted.json
changed_only "an output deleted" bank-2 deleted.json
[ -s dist/bank-2/en/bank-2.gift ] || fail "the deleted output did not come back"

good=$(sha256sum <dist/bank-4/ja/bank-4.gift)
printf 'edited' >>dist/bank-4/ja/bank-4.gift
run edited.json
changed_only "an output edited" bank-4 edited.json
[ "$(sha256sum <dist/bank-4/ja/bank-4.gift)" = "$good" ] || fail "the edited output was not put back"

all="bank-1 bank-2 bank-3 bank-4 bank-5 bank-6"
every_bank() {
  [ "$(written "$2")" = "$all" ] || fail "$1: wrote $(written "$2")"
  echo "$1: every bank rewritten"
}
run force.json --force
every_bank "--force" force.json
run lang.json --lang en,ja
every_bank "another option (--lang)" lang.json
SOURCE_DATE_EPOCH=1800000000 run epoch.json --lang en,ja
every_bank "another SOURCE_DATE_EPOCH" epoch.json
cp "$bin" quizpack-rebuilt
bin=$work/quizpack-rebuilt run rebuilt.json --lang en,ja
every_bank "another quizpack build" rebuilt.json

# A killed incremental run: the big bank changed, the run killed while it writes; the earlier files stay as they
# were, the next run repairs the folder and equals a clean export.
"$bin" export bank --out killed -q
# The output files with their checksums: neither quizpack's own files nor a killed run's temporary files.
outputs() { (cd "$1" && find . -type f ! -name '.quizpack-*' ! -name '*.quizpack-tmp-*' -print0 | sort -z | xargs -0 sha256sum); }
earlier=$(outputs killed)
sed -i '0,/"synthetic-1500-3"/s//"synthetic-1500-3" /' bank/quiz.json
"$bin" export bank --out clean -q
total=$(full_export_ms)
for percent in 30 60; do
  kill_export_at killed "$percent" "$total"
  now=$(outputs killed)
  [ "$now" = "$earlier" ] || fail "the run killed at $percent% changed the earlier files"
  echo "killed at $percent%: $(find killed -name '*.quizpack-tmp-*' | wc -l) temporary files left, the earlier files intact"
done
"$bin" export bank --out killed -q --summary-json repair.json
[ "$(written repair.json)" = "synthetic-1500-3" ] || fail "the repairing run wrote $(written repair.json)"
[ "$(outputs killed)" = "$(outputs clean)" ] ||
  fail "after the repair: $(diff <(fingerprint clean) <(fingerprint killed) | head -5)"
"$bin" export bank --out killed -q --summary-json after.json
[ "$(written after.json)" = "" ] || fail "the run after the repair wrote $(written after.json)"
echo "the next run repaired the folder; the one after wrote nothing"
