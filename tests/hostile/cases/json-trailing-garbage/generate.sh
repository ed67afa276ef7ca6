# A complete bank followed by a stray closing brace.
set -e
cat "$HOSTILE_DIR/base-bank.json" > quiz.json; echo '}' >> quiz.json
