# The base bank saved as UTF-16LE with its byte-order mark.
set -e
printf '\xff\xfe' > quiz.json; iconv -f UTF-8 -t UTF-16LE "$HOSTILE_DIR/base-bank.json" >> quiz.json
