// `quizpack review [PATH...] [--lang LIST] [--out DIR]`: one printable HTML page per bank and target language, each
// text in the source language beside its translation, for reviewers without tools.
#include <algorithm>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/completion.hpp"
#include "cli/exit_codes.hpp"
#include "cli/interrupts.hpp"
#include "cli/usage_error.hpp"
#include "export/review/review_sheet.hpp"
#include "package/atomic_file.hpp"

namespace quizpack::cli {
namespace {

namespace fs = std::filesystem;

struct Sheet {
  fs::path target;
  std::string html;
  fs::path temporary;
};

// The languages to write a sheet for: those asked for that the bank has, else all but its source language.
std::vector<LanguageTag> sheet_languages(const Quiz& quiz, const std::vector<std::string>& asked) {
  std::vector<LanguageTag> out;
  for (const auto& lang : quiz.languages)
    if (lang != quiz.source_language && (asked.empty() || std::find(asked.begin(), asked.end(), lang) != asked.end()))
      out.push_back(lang);
  return out;
}

void remove_temporaries(const std::vector<Sheet>& sheets) {
  std::error_code ec;
  for (const auto& s : sheets)
    if (!s.temporary.empty()) fs::remove(s.temporary, ec);
}

}  // namespace

std::function<int()> add_review_command(CLI::App& app) {
  struct Options : BankOptions {
    std::vector<std::string> languages;
    std::string out = "review";
  };
  auto o = std::make_shared<Options>();
  add_bank_command(app, "review",
                   "Write a printable review sheet per bank and language: each text beside its source, images inlined",
                   *o, [&](CLI::App& c) {
                     c.add_option("--lang", o->languages,
                                  "Target languages, comma-separated (default: every language but the source)")
                         ->delimiter(',')
                         ->type_name("LIST");
                     offer_dirs(c.add_option("--out", o->out, "Output folder (default: review)")->type_name("DIR"));
                   });

  return [o] {
    const std::atomic<int>& interrupted = watch_interrupts();
    const LoadResult loaded = load_banks(bank_paths(o->paths, "review"), o->limits);
    if (loaded.has_errors()) std::cerr << format_diagnostics(loaded.diagnostics, DiagnosticStyle::Text);
    if (loaded.io_errors > 0) return kExitUsage;
    if (loaded.has_errors()) return kExitContentErrors;
    std::vector<Sheet> sheets;
    for (const Quiz& quiz : loaded.quizzes)
      for (const auto& lang : sheet_languages(quiz, o->languages))
        sheets.push_back({fs::path(o->out) / review_sheet_name(quiz, lang), review_sheet(quiz, lang), {}});
    if (sheets.empty()) throw UsageError("review: no bank has a target language to review (see --lang)");
    std::error_code ec;
    const bool created = !fs::exists(o->out, ec);
    fs::create_directories(o->out, ec);
    if (ec) throw UsageError(o->out + ": cannot create the folder: " + ec.message());
    try {
      for (auto& s : sheets) {
        if (interrupted.load() != 0) break;
        s.temporary = write_temporary(s.target, s.html);
      }
    } catch (...) {
      remove_temporaries(sheets);
      throw;
    }
    if (const int signal = interrupted.load(); signal != 0) {
      remove_temporaries(sheets);
      if (created) fs::remove(o->out, ec);
      std::cerr << "quizpack: interrupted; nothing was written\n";
      return 128 + signal;
    }
    for (const auto& s : sheets) {
      commit_temporary(s.temporary, s.target);
      std::cerr << s.target.generic_string() << "\n";
    }
    return kExitOk;
  };
}

}  // namespace quizpack::cli
