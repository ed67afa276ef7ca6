// Loads question banks: JSON → schema validation → semantic rules → model, with precise diagnostics.
#include "load/load_bank.hpp"

namespace quizpack {

bool LoadResult::has_errors() const {
  for (const auto& d : diagnostics)
    if (d.severity == Severity::Error) return true;
  return false;
}

bool LoadResult::has_warnings() const {
  for (const auto& d : diagnostics)
    if (d.severity == Severity::Warning) return true;
  return false;
}

}  // namespace quizpack
