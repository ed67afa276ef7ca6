#!/usr/bin/env bash
# Builds the .deb with cpack, unpacks it into a scratch root and checks its quizpack, man page and completions.
# usage: deb.sh CPACK BUILD_DIR BUILT_QUIZPACK SOURCE_DIR
set -euo pipefail
cpack=$1 build=$2 built=$3 src=$4

fail() { echo "FAIL: $*" >&2; exit 1; }
for tool in "$cpack" dpkg-deb dpkg-shlibdeps file man groff bash zsh fish; do
  command -v "$tool" >/dev/null || fail "$tool is missing (bash scripts/install-deps.sh --tests)"
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$tmp/pkg" >"$tmp/cpack.log" 2>&1 ||
  { cat "$tmp/cpack.log" >&2; fail "cpack -G DEB failed"; }
debs=("$tmp"/pkg/*.deb)
[ "${#debs[@]}" = 1 ] && [ -f "${debs[0]}" ] || fail "expected one .deb, found: ${debs[*]}"
deb=${debs[0]}
echo "package: $(basename "$deb")"

# Metadata: dpkg-shlibdeps found the shared libraries quizpack links.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for lib in libc6 libstdc++6 libxml2 libzip4 libpugixml1v5 libcmark; do
  [[ "$depends" == *"$lib"* ]] || fail "Depends lacks $lib"
done
[ "$(dpkg-deb -f "$deb" Package)" = quizpack ] || fail "package name is not quizpack"
[ -n "$(dpkg-deb -f "$deb" Maintainer)" ] || fail "no Maintainer"

root=$tmp/root
dpkg-deb -x "$deb" "$root"
bin=$root/usr/bin/quizpack
man=$root/usr/share/man/man1/quizpack.1.gz
bash_completion=$root/usr/share/bash-completion/completions/quizpack
zsh_completion=$root/usr/share/zsh/vendor-completions/_quizpack
fish_completion=$root/usr/share/fish/vendor_completions.d/quizpack.fish
for f in "$bin" "$man" "$bash_completion" "$zsh_completion" "$fish_completion"; do
  [ -s "$f" ] || fail "${f#"$root"} is not in the package"
done

# The installed program runs from the scratch root; its schemas are built in.
[ "$("$bin" --version)" = "$("$built" --version)" ] || fail "installed --version differs from the build's"
(cd "$src" && "$bin" validate content >"$tmp/validate.out" 2>&1) || { cat "$tmp/validate.out" >&2; fail "validate content"; }

# The man page renders without warnings and names every command and the exit codes.
gzip -dc "$man" | groff -man -Tutf8 -ww -z 2>"$tmp/groff.err" || fail "groff failed"
[ ! -s "$tmp/groff.err" ] || { cat "$tmp/groff.err" >&2; fail "groff warnings"; }
page=$(MANWIDTH=100 MANPAGER=cat PAGER=cat man -l "$man" 2>&1 | col -b)
for word in "quizpack init" "quizpack validate" "quizpack export" "quizpack help" "quizpack version" \
  "EXIT STATUS" "usage or I/O errors" "128 + N" "--message-format"; do
  grep -qF -- "$word" <<<"$page" || fail "man page lacks '$word'"
done

# The completions parse, and answer.
bash -n "$bash_completion" || fail "bash -n"
zsh -n "$zsh_completion" || fail "zsh -n"
fish -n "$fish_completion" || fail "fish -n"
bash_complete() {
  bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _quizpack; printf "%s\n" "${COMPREPLY[@]}"' \
    _ "$bash_completion" "$@"
}
[ "$(bash_complete quizpack ex)" = export ] || fail "bash: 'quizpack ex' does not offer export"
[ "$(bash_complete quizpack validate --format j)" = json ] || fail "bash: validate --format j"
[ "$(bash_complete quizpack export --format gift,qti3)" = gift,qti30 ] || fail "bash: export --format gift,qti3"
[ "$(bash_complete quizpack help ini)" = init ] || fail "bash: help ini"
[ -z "$(bash_complete quizpack comp)" ] || fail "bash: the hidden completion command is offered"
[ "$(bash_complete quizpack prev)" = preview ] || fail "bash: 'quizpack prev' does not offer preview"
[ "$(bash_complete quizpack preview --po)" = --port ] || fail "bash: preview --po"
[ "$(bash_complete quizpack preview --op)" = --open ] || fail "bash: preview --op"
[ "$(bash_complete quizpack revi)" = review ] || fail "bash: 'quizpack revi' does not offer review"
fish_complete() { fish -c "source $(printf %q "$fish_completion"); complete -C '$1'" | cut -f1; }
[ "$(fish_complete 'quizpack ex')" = export ] || fail "fish: 'quizpack ex' does not offer export"
[ "$(fish_complete 'quizpack validate --format j')" = json ] || fail "fish: validate --format j"
[ "$(fish_complete 'quizpack review --la')" = --lang ] || fail "fish: review --la"
[ "$(fish_complete 'quizpack preview --po')" = --port ] || fail "fish: preview --po"
echo "ok"
