# quiz.json is a named pipe that nobody writes to.
set -e
mkfifo quiz.json
