// The quizpack command: argument parsing and exit codes; the work is done by the library.
#include <malloc.h>

#include <clocale>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"

int main(int argc, char** argv) {
  std::setlocale(LC_ALL, "C");
  // Buffers of 1 MiB and more (package contents, output files) get their own mappings and go back to the
  // system when freed; glibc's adaptive threshold would otherwise keep them in the heap, fragmented.
  mallopt(M_MMAP_THRESHOLD, 1 << 20);
  CLI::App app{"quizpack: validate multilingual question banks and export them to SCORM, QTI and Moodle", "quizpack"};
  app.set_version_flag("--version", std::string("quizpack ") + QUIZPACK_VERSION);
  app.require_subcommand(1);
  app.footer("Exit codes: 0 success, 1 content errors, 2 usage or I/O errors.");
  auto run_validate = quizpack::cli::add_validate_command(app);
  auto run_export = quizpack::cli::add_export_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? quizpack::cli::kExitOk : quizpack::cli::kExitUsage;
  }
  try {
    if (app.got_subcommand("validate")) return run_validate();
    return run_export();
  } catch (const std::exception& e) {
    std::cerr << "quizpack: error: " << e.what() << "\n";
    return quizpack::cli::kExitUsage;
  }
}
