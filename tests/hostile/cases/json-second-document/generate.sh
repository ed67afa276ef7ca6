# Two banks concatenated in one file.
set -e
cat "$HOSTILE_DIR/base-bank.json" "$HOSTILE_DIR/base-bank.json" > quiz.json
