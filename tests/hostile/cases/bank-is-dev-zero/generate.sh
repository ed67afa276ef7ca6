# quiz.json is a symbolic link to /dev/zero.
set -e
ln -s /dev/zero quiz.json
