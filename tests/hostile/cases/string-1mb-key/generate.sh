# An unknown property whose name is 1 MiB long.
set -e
sed 's/"version": "1.0.0",/"version": "1.0.0", "@BIG@": 1,/' "$HOSTILE_DIR/base-bank.json" | awk 'BEGIN { s = "x"; while (length(s) < 1048576) s = s s } { gsub(/@BIG@/, s); print }' > quiz.json
