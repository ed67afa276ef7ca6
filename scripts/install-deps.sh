#!/usr/bin/env bash
# Installs what quizpack needs to build, test and benchmark on Debian 12; idempotent, quiet when all is there.
set -euo pipefail
cd "$(dirname "$0")/.."

want_tests=0
[ "${1:-}" = "--tests" ] && want_tests=1

build_pkgs=(cmake g++ make pkgconf libpugixml-dev libzip-dev libdeflate-dev libmimalloc-dev libxxhash-dev zipcmp zipmerge ziptool
  nlohmann-json3-dev catch2 libxml2-dev libxml2-utils libcli11-dev libcmark-dev libicu-dev libcpp-httplib-dev help2man
  dpkg-dev file)
test_pkgs=(ccache chromium nodejs npm zip unzip clang libclang-rt-14-dev clang-format clang-tidy
  fonts-ipafont-gothic fonts-lohit-deva fonts-dejavu-core zsh fish man-db)

pkgs=("${build_pkgs[@]}")
[ "$want_tests" = 1 ] && pkgs+=("${test_pkgs[@]}")

missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# node and npm may come from another repository under other package names
if [ "$want_tests" = 1 ] && command -v node >/dev/null && command -v npm >/dev/null; then
  filtered=()
  for p in "${missing[@]}"; do [[ "$p" == nodejs || "$p" == npm ]] || filtered+=("$p"); done
  missing=("${filtered[@]}")
fi

SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
if [ "${#missing[@]}" -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# valijson: Debian's libvalijson-dev is header-only but depends on Qt, Poco and more; unpack its headers only.
vdir=third_party/valijson
if [ ! -f "$vdir/include/valijson/validator.hpp" ]; then
  echo "install-deps: unpacking valijson headers into $vdir" >&2
  tmp=$(mktemp -d)
  (cd "$tmp" && apt-get download libvalijson-dev >/dev/null 2>&1) || {
    $SUDO apt-get update -qq && (cd "$tmp" && apt-get download libvalijson-dev >/dev/null)
  }
  dpkg-deb -x "$tmp"/libvalijson-dev_*.deb "$tmp/x"
  mkdir -p "$vdir/include"
  cp -r "$tmp/x/usr/include/valijson" "$vdir/include/"
  rm -rf "$tmp"
fi

# browser-test tools from npm, pinned by tests/browser/package-lock.json
if [ "$want_tests" = 1 ] && [ -f tests/browser/package.json ]; then
  if [ ! -d tests/browser/node_modules ] || [ tests/browser/package-lock.json -nt tests/browser/node_modules ]; then
    echo "install-deps: npm ci in tests/browser" >&2
    (cd tests/browser && npm ci --no-audit --no-fund --silent >/dev/null)
    touch tests/browser/node_modules
  fi
fi
