# Shared by the interrupt tests: a generated bank, timing, and a fingerprint of an output folder.
set -euo pipefail
bin=$(realpath "$1")
generate=$(realpath "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
"$generate" 1500 3 bank >/dev/null
export SOURCE_DATE_EPOCH=1700000000

# Every file under a folder with its checksum (the lock file's content included), sorted.
fingerprint() { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 -r sha256sum); }

# Milliseconds a full export takes here, so that signals land inside one whatever the build's speed.
full_export_ms() {
  local start end
  start=$(date +%s%N)
  "$bin" export bank --out timing -q
  end=$(date +%s%N)
  rm -rf timing
  echo $(((end - start) / 1000000))
}

# Starts an export of the bank into folder $1 and kills it outright (SIGKILL) at $2 % of the time a full export
# ($3 ms) has left once the run holds the folder's lock (loading the bank comes first).
kill_export_at() {
  local out=$1 percent=$2 total=$3 start pid started
  start=$(date +%s%N)
  "$bin" export bank --out "$out" -q &
  pid=$!
  until [ -s "$out/.quizpack-lock" ] && grep -q '^pid' "$out/.quizpack-lock"; do
    kill -0 "$pid" 2>/dev/null || fail "the run ended before it took its output folder"
    sleep 0.02
  done
  started=$((($(date +%s%N) - start) / 1000000))
  sleep "$(awk -v t="$total" -v s="$started" -v p="$percent" 'BEGIN { d = (t - s) * p / 100000; printf "%.3f", (d > 0 ? d : 0) }')"
  kill -KILL "$pid"
  wait "$pid" || true
}

fail() {
  echo "FAIL: $*" >&2
  exit 1
}
