# Byte 0xFF inside a text.
set -e
sed 's/Because\./Because\xff./' "$HOSTILE_DIR/base-bank.json" > quiz.json
