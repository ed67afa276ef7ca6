// Command-line options that raise or lower the loader's protective limits.
#include "cli/commands.hpp"

namespace quizpack::cli {

void add_limit_options(CLI::App& cmd, LoadLimits& limits) {
  cmd.add_option("--max-file-size", limits.max_file_bytes, "Largest bank file in bytes")
      ->capture_default_str()
      ->group("Limits");
  cmd.add_option("--max-questions", limits.max_questions, "Most questions in one bank")
      ->capture_default_str()
      ->group("Limits");
  cmd.add_option("--max-text-length", limits.max_text_bytes, "Longest text in bytes, per language")
      ->capture_default_str()
      ->group("Limits");
}

}  // namespace quizpack::cli
