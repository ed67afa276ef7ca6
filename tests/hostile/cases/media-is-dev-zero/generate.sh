# media/zero.png is a symbolic link to /dev/zero, inside a folder of the bank.
set -e
mkdir -p media; ln -s /dev/zero media/zero.png
