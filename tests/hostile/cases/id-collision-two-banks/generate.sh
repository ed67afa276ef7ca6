# Two banks in one folder with the same quiz id: their exports would land in the same place.
set -e
mkdir a b
cp "$HOSTILE_DIR/base-bank.json" a/quiz.json
cp "$HOSTILE_DIR/base-bank.json" b/quiz.json
