#!/usr/bin/env bash
# SIGINT, SIGTERM and SIGHUP at several moments of an export, into a folder with earlier output and into a new
# one: exit 128 + signal and one line, or (a signal that came too late) a complete export; never anything else.
source "$(dirname "$0")/common.sh"
"$bin" export bank --out earlier --format gift -q
before=$(fingerprint earlier)
total=$(full_export_ms)
echo "a full export takes ${total} ms"

interrupted=0
for signal in INT TERM HUP; do
  number=$(kill -l "$signal")
  for percent in 10 45; do
    for target in earlier fresh; do
      rm -rf trial
      [ "$target" = earlier ] && cp -a earlier trial
      "$bin" export bank --out trial -q 2>stderr &
      pid=$!
      sleep "$(awk -v t="$total" -v p="$percent" 'BEGIN { printf "%.3f", t * p / 100000 }')"
      kill -s "$signal" "$pid" 2>/dev/null || true
      code=0
      wait "$pid" || code=$?
      what="SIG$signal at $percent% into the $target folder"
      if [ "$code" = 0 ]; then
        echo "$what: the export finished first"
        continue
      fi
      [ "$code" = $((128 + number)) ] || fail "$what: exit $code, want $((128 + number)); stderr: $(cat stderr)"
      [ "$(cat stderr)" = "quizpack: interrupted; nothing was changed in trial" ] || fail "$what: stderr: $(cat stderr)"
      if [ "$target" = earlier ]; then
        [ "$(fingerprint trial)" = "$before" ] || fail "$what: the earlier output changed"
      else
        [ ! -e trial ] || fail "$what: left $(find trial | head -5)"
      fi
      interrupted=$((interrupted + 1))
      echo "$what: exit $code, nothing left behind"
    done
  done
done
[ "$interrupted" -ge 8 ] || fail "only $interrupted of 12 runs were interrupted; the bank is too small for this machine"
echo "$interrupted of 12 runs interrupted cleanly"
