# A question id of 1 MiB.
set -e
sed 's/"id": "q1"/"id": "@BIG@"/' "$HOSTILE_DIR/base-bank.json" | awk 'BEGIN { s = "x"; while (length(s) < 1048576) s = s s } { gsub(/@BIG@/, s); print }' > quiz.json
