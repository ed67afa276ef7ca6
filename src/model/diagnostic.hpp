// A problem found in a bank or while exporting it, printed as file:line:col: severity[rule]: message (pointer).
#pragma once

#include <string>
#include <vector>

#include "model/source_location.hpp"

namespace quizpack {

enum class Severity { Error, Warning };

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string rule;  // stable id, e.g. duplicate-id
  std::string message;
  SourceLocation location;
};

using Diagnostics = std::vector<Diagnostic>;

inline Diagnostic warning(std::string rule, std::string message, SourceLocation where) {
  return {Severity::Warning, std::move(rule), std::move(message), std::move(where)};
}
inline Diagnostic error(std::string rule, std::string message, SourceLocation where) {
  return {Severity::Error, std::move(rule), std::move(message), std::move(where)};
}

}  // namespace quizpack
