# media/pipe.png is a named pipe that nobody writes to.
set -e
mkdir -p media; mkfifo media/pipe.png
