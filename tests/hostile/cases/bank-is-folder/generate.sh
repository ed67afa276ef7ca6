# quiz.json is a folder holding no bank.
set -e
mkdir quiz.json
