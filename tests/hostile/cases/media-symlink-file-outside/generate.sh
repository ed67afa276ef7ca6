# media/figure.png is a symbolic link to a file outside the bank folder.
set -e
mkdir -p media ../outside; printf "PNG" > ../outside/secret.png; ln -s "$PWD/../outside/secret.png" media/figure.png
