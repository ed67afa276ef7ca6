// `quizpack xliff merge FILE.xlf... [--bank PATH]`: translations back into their banks, all files or none.
#include <algorithm>
#include <iostream>
#include <map>

#include "cli/exit_codes.hpp"
#include "cli/usage_error.hpp"
#include "cli/whole_file.hpp"
#include "cli/xliff_commands.hpp"
#include "export/player/interface_catalogue.hpp"
#include "import/xliff/xliff_merge.hpp"
#include "load/bank_edit.hpp"
#include "package/atomic_file.hpp"
#include "report/diagnostic_format.hpp"
#include "text/true_false_words.hpp"

namespace quizpack::cli {
namespace {

namespace fs = std::filesystem;

std::string read_whole(const std::string& path, std::size_t limit) {
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (ec) throw UsageError(path + ": cannot read: " + ec.message());
  if (size > limit)
    throw UsageError(path + ": " + std::to_string(size) + " bytes, over the limit of " + std::to_string(limit) +
                     " (raise it with --max-file-size)");
  return whole_file(path, path);
}

// One bank and the edits the XLIFF files make to it, in file order.
struct BankMerge {
  std::string text;
  std::size_t merged = 0;
};

// Checks one XLIFF file against its bank and applies its edits to the bank's text (in memory); false on errors.
bool merge_file(const std::string& path, const XliffMergeOptions& o, std::map<std::string, BankMerge>& banks,
                Diagnostics& problems) {
  XliffReadResult read = read_xliff(read_whole(path, o.limits.max_file_bytes), path);
  problems.insert(problems.end(), read.problems.begin(), read.problems.end());
  if (!read.file) return false;
  const std::string bank = fs::path(o.bank.empty() ? read.file->original : o.bank).lexically_normal().string();
  LoadLimits limits = o.limits;
  limits.keep_sources = true;
  LoadResult loaded = load_banks({bank}, limits);
  if (loaded.io_errors > 0 || loaded.has_errors() || loaded.quizzes.size() != 1) {
    problems.push_back(error("xliff-bank", "bank " + bank + " does not load; check it with quizpack validate",
                             SourceLocation{path, read.file->line, 1, ""}));
    return false;
  }
  const Quiz& quiz = loaded.quizzes.front();
  const UiTexts interface = interface_catalogue(quiz.source_language);
  XliffMergeResult merged =
      merge_targets(*read.file, quiz, has_interface_catalogue(read.file->trg_lang) ? nullptr : &interface);
  problems.insert(problems.end(), merged.problems.begin(), merged.problems.end());
  for (const auto& d : merged.problems)
    if (d.severity == Severity::Error) return false;
  auto [it, fresh] = banks.try_emplace(bank);
  if (fresh) it->second.text = read_whole(bank, o.limits.max_file_bytes);
  const bool declared =
      std::find(quiz.languages.begin(), quiz.languages.end(), read.file->trg_lang) != quiz.languages.end();
  it->second.text = apply_text_edits(it->second.text, merged.edits, declared ? "" : read.file->trg_lang);
  it->second.merged += merged.edits.size();
  return true;
}

}  // namespace

int run_xliff_merge(const XliffMergeOptions& o) {
  std::map<std::string, BankMerge> banks;
  Diagnostics problems;
  bool ok = true;
  for (const auto& path : o.files) ok = merge_file(path, o, banks, problems) && ok;
  for (const auto& [bank, merge] : banks) {
    const LoadResult check = load_bank_text(merge.text, bank, fs::absolute(bank).parent_path(), o.limits);
    for (const auto& d : check.diagnostics)
      if (d.severity == Severity::Error) {
        problems.push_back(d);
        ok = false;
      }
  }
  std::cerr << format_diagnostics(problems, DiagnosticStyle::Text);
  if (!ok) {
    std::cerr << "nothing was merged\n";
    return kExitContentErrors;
  }
  for (const auto& [bank, merge] : banks) {
    write_file_atomically(bank, merge.text);
    std::cerr << bank << ": " << merge.merged << (merge.merged == 1 ? " text merged\n" : " texts merged\n");
  }
  return kExitOk;
}

}  // namespace quizpack::cli
