# One level over the limit of 64.
set -e
{ printf '{"a":'; for i in $(seq 64); do printf '['; done; for i in $(seq 64); do printf ']'; done; printf '}'; } > quiz.json
