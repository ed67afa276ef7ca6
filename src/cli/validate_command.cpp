// `quizpack validate PATH...`: loads banks and prints every problem found.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/keep_until_exit.hpp"
#include "export/release_memory.hpp"
#include "report/diagnostic_format.hpp"

namespace quizpack::cli {

std::function<int()> add_validate_command(CLI::App& app) {
  struct Options : BankOptions {
    std::string style = "text";
    bool strict = false;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = add_bank_command(
      app, "validate", "Check banks: JSON Schema, then semantic rules; print every problem", *o, [&](CLI::App& c) {
        add_style_option(c, o->style, "Output: text, json, or github (GitHub Actions annotations)");
        c.add_flag("--strict", o->strict, "Fail (exit 1) on warnings too");
      });
  add_severity_option(*cmd, o->limits);
  add_shard_option(*cmd, o->limits);

  return [o] {
    prefer_large_pages();
    const DiagnosticStyle style = diagnostic_style(o->style);
    const std::vector<std::filesystem::path> paths = bank_paths(o->paths, "validate");
    const LoadResult& result = keep_until_exit(load_banks(paths, o->limits));
    std::cout << format_diagnostics(result.diagnostics, style);
    if (style == DiagnosticStyle::Text) {
      std::size_t errors = 0;
      for (const auto& d : result.diagnostics) errors += d.severity == Severity::Error;
      std::cerr << result.banks_found << (result.banks_found == 1 ? " bank" : " banks") << " checked: " << errors
                << (errors == 1 ? " error, " : " errors, ") << result.diagnostics.size() - errors
                << (result.diagnostics.size() - errors == 1 ? " warning\n" : " warnings\n");
    }
    if (result.io_errors > 0) return kExitUsage;
    if (result.has_errors() || (o->strict && result.has_warnings())) return kExitContentErrors;
    return kExitOk;
  };
}

}  // namespace quizpack::cli
