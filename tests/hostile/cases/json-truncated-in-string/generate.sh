# The base bank cut in the middle of a string.
set -e
head -c 300 "$HOSTILE_DIR/base-bank.json" > quiz.json
