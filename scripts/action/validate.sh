#!/usr/bin/env bash
# The action's second step: validates QUIZPACK_PATHS (space-separated) with GitHub annotations; exit 1 on errors
# (and on warnings when QUIZPACK_STRICT is "true"); QUIZPACK_SEVERITY is passed as --severity.
set -euo pipefail
read -r -a paths <<<"${QUIZPACK_PATHS:-content}"
args=(validate --format github)
[ "${QUIZPACK_STRICT:-false}" = true ] && args+=(--strict)
[ -n "${QUIZPACK_SEVERITY:-}" ] && args+=(--severity "$QUIZPACK_SEVERITY")
exec quizpack "${args[@]}" "${paths[@]}"
