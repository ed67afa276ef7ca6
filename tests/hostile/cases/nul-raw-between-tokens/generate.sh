# A raw NUL byte between two members.
set -e
sed 's/"version": "1.0.0",/"version": "1.0.0",\x00/' "$HOSTILE_DIR/base-bank.json" > quiz.json
