# A stem of 1 MiB (over the 64 KiB text limit).
set -e
sed 's/Which one?/@BIG@/' "$HOSTILE_DIR/base-bank.json" | awk 'BEGIN { s = "x"; while (length(s) < 1048576) s = s s } { gsub(/@BIG@/, s); print }' > quiz.json
