# quiz.json is a symbolic link to nothing.
set -e
ln -s does-not-exist.json quiz.json
