# A raw 0x01 byte inside a text.
set -e
sed 's/Because\./Because\x01./' "$HOSTILE_DIR/base-bank.json" > quiz.json
