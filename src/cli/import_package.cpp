// Reads a QTI 2.1 package from disk (a zip within the package limits, or a folder's files) and hands it to the reader.
#include "cli/import_package.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "cli/usage_error.hpp"
#include "cli/whole_file.hpp"
#include "import/html/markdown_escape.hpp"
#include "import/qti21/qti21_import.hpp"
#include "package/zip_reader.hpp"
#include "text/markdown.hpp"

namespace quizpack::cli {
namespace fs = std::filesystem;
namespace {

[[noreturn]] void refuse(const std::string& file, const std::string& why) {
  throw std::runtime_error(file + ": " + why + "; the package is refused");
}

std::string file_bytes(const fs::path& path, std::size_t limit, const std::string& shown) {
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (ec) throw UsageError(shown + ": cannot read the file");
  if (size > limit) refuse(shown, "it is over " + std::to_string(limit >> 20) + " MiB");
  return whole_file(path, shown);
}

// The regular files under `folder` within the package limits; symbolic links are refused.
std::vector<PackageEntry> folder_entries(const std::string& folder, const PackageLimits& limits) {
  std::vector<PackageEntry> out;
  std::size_t total = 0;
  std::vector<fs::path> paths;
  for (const auto& entry : fs::recursive_directory_iterator(folder)) {
    const std::string relative = fs::relative(entry.path(), folder).generic_string();
    if (entry.is_symlink()) refuse(folder, "it holds a symbolic link, " + relative);
    if (!entry.is_regular_file()) continue;
    paths.push_back(entry.path());
    if (paths.size() > limits.max_entries)
      refuse(folder, "it holds over " + std::to_string(limits.max_entries) + " files");
  }
  std::sort(paths.begin(), paths.end());
  for (const auto& path : paths) {
    const std::string relative = fs::relative(path, folder).generic_string();
    out.push_back({relative, file_bytes(path, limits.max_entry_bytes, folder + "/" + relative)});
    total += out.back().bytes.size();
    if (total > limits.max_total_bytes)
      refuse(folder, "its files are over " + std::to_string(limits.max_total_bytes >> 20) + " MiB in all");
  }
  return out;
}

std::vector<PackageEntry> package_entries(const std::string& file) {
  const PackageLimits limits;
  if (fs::is_directory(file)) return folder_entries(file, limits);
  return read_zip_entries(file_bytes(file, limits.max_total_bytes, file), file, limits);
}

}  // namespace

bool is_qti21_package(const std::string& file) {
  if (fs::is_directory(file)) return fs::is_regular_file(fs::path(file) / "imsmanifest.xml");
  std::ifstream in(file, std::ios::binary);
  char head[4] = {};
  in.read(head, sizeof head);
  return in.gcount() == 4 && is_zip(std::string_view(head, 4));
}

void read_qti21_input(const std::string& file, const LanguageTag& lang, ImportInput& in) {
  std::vector<PackageEntry> entries;
  try {
    entries = package_entries(file);
  } catch (const std::runtime_error& e) {
    std::string message = e.what();
    const std::string named = file + ": ";
    if (message.rfind(named, 0) == 0) message.erase(0, named.size());
    in.diagnostics.push_back(error("import-package", message, SourceLocation{file, 0, 0, ""}));
    return;
  }
  Qti21Import imported = import_qti21(entries, file, lang);
  in.passing_score = imported.passing_score;
  take_import(std::move(imported), "the items carry no xml:lang, so the package's language is unknown", in);
}

void use_package_titles(const std::vector<ImportInput>& inputs, TranslationState state, Quiz& quiz) {
  for (const auto& in : inputs) {
    if (in.format != "qti21" || in.title.empty()) continue;
    std::string markdown;
    append_escaped(markdown, in.title);
    for (const auto& lang : in.languages)
      if (quiz.title.has(lang))
        quiz.title.by_language.set(lang, Translation{parse_markdown(markdown),
                                                     lang == quiz.source_language ? TranslationState::Source : state});
  }
}

}  // namespace quizpack::cli
