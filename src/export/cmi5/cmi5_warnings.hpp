// What a cmi5 package cannot carry of a quiz as the bank says it, one warning per case.
#pragma once

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack::cmi5 {

Diagnostics cmi5_warnings(const Quiz& quiz);

}  // namespace quizpack::cmi5
