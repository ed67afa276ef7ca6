# media is a symbolic link to a folder outside the bank folder.
set -e
mkdir -p ../outside; printf "PNG" > ../outside/figure.png; ln -s "$PWD/../outside" media
