# A raw NUL byte inside a text.
set -e
sed 's/Because\./Because\x00./' "$HOSTILE_DIR/base-bank.json" > quiz.json
