# The base bank followed by 64 MiB of spaces: one byte over the default limit.
set -e
cat "$HOSTILE_DIR/base-bank.json" > quiz.json; head -c 67108864 /dev/zero | tr '\0' ' ' >> quiz.json
