# 10,000 objects nested under one key, closed.
set -e
{ for i in $(seq 10000); do printf '{"a":'; done; printf '1'; for i in $(seq 10000); do printf '}'; done; } > quiz.json
