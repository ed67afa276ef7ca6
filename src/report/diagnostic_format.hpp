// Prints diagnostics as text (file:line:col: error[rule]: message (pointer)), JSON, or GitHub Actions annotations.
#pragma once

#include <string>

#include "model/diagnostic.hpp"

namespace quizpack {

enum class DiagnosticStyle { Text, Json, Github };

// One line per diagnostic for Text and Github; one JSON document for Json. Ends with a newline when not empty.
std::string format_diagnostics(const Diagnostics& diagnostics, DiagnosticStyle style);

std::string format_diagnostic(const Diagnostic& d);

}  // namespace quizpack
