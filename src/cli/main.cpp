// The quizpack command: argument parsing and exit codes; the work is done by the library.
#include <clocale>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/completion.hpp"
#include "cli/exit_codes.hpp"
#include "cli/unknown_names.hpp"
#include "cli/usage_error.hpp"
#include "export/format_table.hpp"
#include "export/release_memory.hpp"

namespace {

std::string version_text() {
  std::string names;
  for (const auto& f : quizpack::formats()) names += (names.empty() ? "" : ", ") + f.name;
  return std::string("quizpack ") + QUIZPACK_VERSION + "\nformats: " + names;
}

// `quizpack help [COMMAND]`: the usage of quizpack or of one command.
std::function<int()> add_help_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand("help", "Print this usage, or a command's: quizpack help COMMAND");
  cmd->prefix_command();
  return [&app, cmd] {
    const std::vector<std::string> words = cmd->remaining();
    if (words.empty()) {
      std::cout << app.get_formatter()->make_help(&app, "quizpack", CLI::AppFormatMode::Normal);
      return quizpack::cli::kExitOk;
    }
    for (CLI::App* sub : app.get_subcommands({}))
      if (sub->get_name() == words.front()) {
        std::cout << sub->get_formatter()->make_help(sub, "quizpack " + sub->get_name(), CLI::AppFormatMode::Normal);
        return quizpack::cli::kExitOk;
      }
    throw quizpack::cli::UsageError(quizpack::cli::unknown_command_message(app, words.front()));
  };
}

std::function<int()> add_version_command(CLI::App& app) {
  app.add_subcommand("version", "Print the version and the export formats (as --version)");
  return [] {
    std::cout << version_text() << "\n";
    return quizpack::cli::kExitOk;
  };
}

int parse_error(CLI::App& app, const CLI::ParseError& e) {
  if (e.get_exit_code() == 0) return app.exit(e);
  std::cerr << "quizpack: " << e.what() << "\n";
  return quizpack::cli::kExitUsage;
}

}  // namespace

int main(int argc, char** argv) {
  std::setlocale(LC_ALL, "C");
  quizpack::configure_allocator();
  CLI::App app{"quizpack: validate multilingual question banks and export them to SCORM, QTI and Moodle", "quizpack"};
  app.set_version_flag("-V,--version", version_text, "Print the version and the export formats, and exit");
  app.require_subcommand(0, 1);
  app.footer("Exit codes: 0 success, 1 content errors, 2 usage or I/O errors.");
  auto run_validate = quizpack::cli::add_validate_command(app);
  auto run_export = quizpack::cli::add_export_command(app);
  auto run_init = quizpack::cli::add_init_command(app);
  auto run_import = quizpack::cli::add_import_command(app);
  auto run_status = quizpack::cli::add_status_command(app);
  auto run_xliff = quizpack::cli::add_xliff_command(app);
  auto run_preview = quizpack::cli::add_preview_command(app);
  auto run_review = quizpack::cli::add_review_command(app);
  auto run_help = add_help_command(app);
  auto run_version = add_version_command(app);
  auto run_completion = quizpack::cli::add_completion_command(app);
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (const std::string unknown = quizpack::cli::unknown_name_message(app, args); !unknown.empty()) {
    std::cerr << "quizpack: " << unknown << "\n";
    return quizpack::cli::kExitUsage;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return parse_error(app, e);
  }
  try {
    if (app.got_subcommand("validate")) return run_validate();
    if (app.got_subcommand("export")) return run_export();
    if (app.got_subcommand("init")) return run_init();
    if (app.got_subcommand("import")) return run_import();
    if (app.got_subcommand("status")) return run_status();
    if (app.got_subcommand("xliff")) return run_xliff();
    if (app.got_subcommand("preview")) return run_preview();
    if (app.got_subcommand("review")) return run_review();
    if (app.got_subcommand("help")) return run_help();
    if (app.got_subcommand("version")) return run_version();
    if (app.got_subcommand("completion")) return run_completion();
    std::cerr << app.help();
    return quizpack::cli::kExitUsage;
  } catch (const quizpack::cli::UsageError& e) {
    std::cerr << "quizpack: " << e.what() << "\n";
    return quizpack::cli::kExitUsage;
  } catch (const std::exception& e) {
    std::cerr << "quizpack: error: " << e.what() << "\n";
    return quizpack::cli::kExitUsage;
  }
}
