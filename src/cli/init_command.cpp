// `quizpack init [FOLDER]`: writes a starter bank and the bank schema into FOLDER, never over an existing file.
#include <filesystem>
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/completion.hpp"
#include "cli/exit_codes.hpp"
#include "cli/starter_bank.hpp"
#include "cli/usage_error.hpp"
#include "embed/embedded_file.hpp"
#include "package/atomic_file.hpp"

namespace quizpack::cli {
namespace {

namespace fs = std::filesystem;

constexpr const char* kStarterBank = "quiz.json";
constexpr const char* kStarterQuizFolder = "first-quiz";
constexpr const char* kBankSchema = "bank/quizpack-bank.schema.json";
constexpr const char* kSchemaFileName = "quizpack-bank.schema.json";

struct PlannedFile {
  fs::path target;
  std::string_view bytes;
};

std::string_view embedded(std::span<const EmbeddedFile> files, std::string_view path) {
  const EmbeddedFile* file = find_embedded(files, path);
  if (file == nullptr) throw std::logic_error("missing embedded file " + std::string(path));
  return file->data;
}

// Refuses the whole init when any file it would write is already there.
void refuse_existing(const std::vector<PlannedFile>& files) {
  for (const auto& f : files) {
    std::error_code ec;
    if (fs::exists(fs::symlink_status(f.target, ec)))
      throw UsageError(f.target.string() + " already exists; init writes only new files (give another FOLDER)");
  }
}

// `path` as a shell word: as it is when it needs no quoting, else in single quotes.
std::string shell_word(const std::string& path) {
  const bool plain = !path.empty() && path.find_first_not_of(
                                          "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                          "0123456789._/-") == std::string::npos;
  if (plain) return path;
  std::string quoted = "'";
  for (char c : path) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

int run_init(const std::string& folder) {
  const fs::path root(folder);
  const std::vector<PlannedFile> files{
      {root / kStarterQuizFolder / kStarterBank, embedded(starter_files(), kStarterBank)},
      {root / kSchemaFileName, embedded(schema_files(), kBankSchema)},
  };
  refuse_existing(files);
  for (const auto& f : files) {
    std::error_code ec;
    fs::create_directories(f.target.parent_path(), ec);
    if (ec) throw std::runtime_error("cannot create " + f.target.parent_path().string() + ": " + ec.message());
    write_file_atomically(f.target, f.bytes);
    std::cout << "wrote " << f.target.string() << "\n";
  }
  const std::string paths = folder == "content" ? "" : " " + shell_word(folder);
  std::cout << "next: quizpack validate" << paths << " && quizpack export" << paths << " --out dist\n";
  return kExitOk;
}

}  // namespace

std::function<int()> add_init_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand("init", "Write a starter bank (two languages, one question of each kind)");
  auto folder = std::make_shared<std::string>("content");
  offer_dirs(cmd->add_option("FOLDER", *folder, "Folder of banks to create or add to")->capture_default_str());
  cmd->footer(
      "Writes FOLDER/first-quiz/quiz.json and FOLDER/quizpack-bank.schema.json (for editors); refuses\n"
      "to overwrite either.");
  return [folder] { return run_init(*folder); };
}

}  // namespace quizpack::cli
