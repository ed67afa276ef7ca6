# The overlong two-byte form of "/" (C0 AF) inside a text.
set -e
sed 's/Because\./Because\xc0\xaf./' "$HOSTILE_DIR/base-bank.json" > quiz.json
