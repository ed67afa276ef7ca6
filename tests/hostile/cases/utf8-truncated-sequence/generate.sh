# A three-byte sequence cut after two bytes (E3 81) right before the closing quote.
set -e
sed 's/Because\./Because\xe3\x81/' "$HOSTILE_DIR/base-bank.json" > quiz.json
