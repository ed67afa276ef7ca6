#!/usr/bin/env bash
# Checks that no two headers of src/ define a type of the same name at namespace scope: two such
# definitions in one namespace break the one-definition rule, which the linker does not report.
# Usage: scripts/check-unique-types.sh [SRC_DIR]; exit 1 when a name is defined twice.
set -euo pipefail
src=${1:-"$(dirname "$0")/../src"}
duplicates=$(grep -rHoE '^(struct|class|enum class|enum) [A-Za-z_][A-Za-z0-9_]* *(final *)?(:[^;{]*)?\{' \
               --include='*.hpp' "$src" |
             sed -E 's/^([^:]*):(struct|class|enum class|enum) ([A-Za-z0-9_]+).*/\3 \1/' | sort |
             awk '{count[$1]++; files[$1] = files[$1] " " $2} END {for (n in count) if (count[n] > 1) print n ":" files[n]}')
if [ -n "$duplicates" ]; then
  echo "check-unique-types: types defined in more than one header:" >&2
  echo "$duplicates" | sed 's/^/  /' >&2
  exit 1
fi
echo "check-unique-types: every type name in src/ headers is defined once"
