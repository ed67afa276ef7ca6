# A raw ESC (0x1B) inside a text, as in terminal colour codes.
set -e
sed 's/Because\./\x1b[31mBecause./' "$HOSTILE_DIR/base-bank.json" > quiz.json
