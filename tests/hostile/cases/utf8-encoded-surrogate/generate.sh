# U+D800 encoded directly in UTF-8 (ED A0 80), which UTF-8 forbids.
set -e
sed 's/Because\./Because\xed\xa0\x80./' "$HOSTILE_DIR/base-bank.json" > quiz.json
