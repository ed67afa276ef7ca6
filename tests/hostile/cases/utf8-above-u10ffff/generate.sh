# A four-byte sequence above U+10FFFF (F4 90 80 80).
set -e
sed 's/Because\./Because\xf4\x90\x80\x80./' "$HOSTILE_DIR/base-bank.json" > quiz.json
