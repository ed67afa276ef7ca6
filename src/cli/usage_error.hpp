// A mistake in the command line found after parsing: printed as "quizpack: MESSAGE", exit code 2.
#pragma once

#include <stdexcept>

namespace quizpack::cli {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace quizpack::cli
