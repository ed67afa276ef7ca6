# The base bank with a UTF-8 byte-order mark.
set -e
printf '\xef\xbb\xbf' > quiz.json; cat "$HOSTILE_DIR/base-bank.json" >> quiz.json
