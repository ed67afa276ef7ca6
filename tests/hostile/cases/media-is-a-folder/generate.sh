# media/figure.png is a folder.
set -e
mkdir -p media/figure.png
