# The base bank cut right after a key and its colon.
set -e
head -c 25 "$HOSTILE_DIR/base-bank.json" > quiz.json
