# An empty file.
set -e
: > quiz.json
