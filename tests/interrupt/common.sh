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

fail() {
  echo "FAIL: $*" >&2
  exit 1
}
