// Runs every export format on a quiz and checks what each writes: schema-valid XML, a zippable package.
#pragma once

#include "model/quiz.hpp"

namespace quizpack::fuzz {

// For every row of formats() and every language it applies to: the writer must not throw (the gift row
// reads its output back and throws on a difference), every file with a schema must validate against it,
// a single-file format must return one file and a package must zip. Any failure is a finding(); an ignored
// one (QUIZPACK_FUZZ_IGNORE) skips that format and language only.
void check_every_format(const Quiz& quiz);

}  // namespace quizpack::fuzz
