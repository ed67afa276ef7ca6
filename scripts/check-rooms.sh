#!/usr/bin/env bash
# Checks that every #include "room/..." in src/ is allowed by src/ROOMS, and that the rooms form no cycle.
# Usage: scripts/check-rooms.sh [SRC_DIR]   (default: src/ of this repository); exit 1 on any violation.
set -euo pipefail
src=${1:-"$(dirname "$0")/../src"}
rooms_file="$src/ROOMS"
[ -f "$rooms_file" ] || { echo "check-rooms: no $rooms_file" >&2; exit 2; }

declare -A allowed
pairs=""
while IFS= read -r line; do
  line=${line%%#*}
  [[ "$line" =~ ^[[:space:]]*$ ]] && continue
  room=${line%%:*}
  room=${room// /}
  deps=${line#*:}
  allowed[$room]=" $deps "
  for d in $deps; do pairs+="$d $room"$'\n'; done
  pairs+="$room $room"$'\n'
done <"$rooms_file"

status=0
# tsort reports a loop on stderr when the table has a cycle
if ! printf '%s' "$pairs" | tsort >/dev/null 2>/tmp/check-rooms.$$; then status=1; fi
if [ -s /tmp/check-rooms.$$ ]; then
  echo "check-rooms: src/ROOMS has a cycle:" >&2
  sed 's/^/  /' /tmp/check-rooms.$$ >&2
  status=1
fi
rm -f /tmp/check-rooms.$$

while IFS= read -r -d '' file; do
  rel=${file#"$src"/}
  room=${rel%%/*}
  [ "$room" = "$rel" ] && continue  # files directly in src/
  if [ -z "${allowed[$room]+x}" ]; then
    echo "check-rooms: $rel: room '$room' is not in src/ROOMS" >&2
    status=1
    continue
  fi
  while IFS=: read -r lineno inc; do
    target=${inc#*\"}
    target=${target%%\"*}
    [[ "$target" == */* ]] || continue
    dep=${target%%/*}
    [ "$dep" = "$room" ] && continue
    if [[ "${allowed[$room]}" != *" $dep "* ]]; then
      echo "src/$rel:$lineno: error: room '$room' may not include '$target' (src/ROOMS allows: ${allowed[$room]# })" >&2
      status=1
    fi
  done < <(grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$file" || true)
done < <(find "$src" -type f \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' \) -print0 | sort -z)

[ "$status" = 0 ] && echo "check-rooms: every include follows src/ROOMS"
exit "$status"
