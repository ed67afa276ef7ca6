# A description nested in 10,000 arrays, closed.
set -e
open=$(head -c 10000 /dev/zero | tr '\0' '[')
close=$(head -c 10000 /dev/zero | tr '\0' ']')
sed "s/\"description\": /\"description\": $open 1 $close, \"x\": /" "$HOSTILE_DIR/base-bank.json" > quiz.json
