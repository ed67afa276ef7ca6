#!/usr/bin/env bash
# An export killed outright (SIGKILL) leaves temporary files and folders; the next run into the same folder
# removes them, so its output equals a clean run's. The kill lands at a share of the time left once the
# run has taken its output folder (loading the bank comes first).
source "$(dirname "$0")/common.sh"
"$bin" export bank --out clean --format gift -q
total=$(full_export_ms)
for percent in 30 60; do
  rm -rf killed
  kill_export_at killed "$percent" "$total"
  left=$(find killed -name '*.quizpack-tmp-*' | wc -l)
  [ -s killed/.quizpack-lock ] || fail "the killed run at $percent% left no journal"
  "$bin" export bank --out killed --format gift -q
  [ "$(fingerprint killed)" = "$(fingerprint clean)" ] ||
    fail "after the run killed at $percent%: $(diff <(fingerprint clean) <(fingerprint killed) | head -5)"
  echo "killed at $percent%: $left temporary files left, all removed by the next run"
done
