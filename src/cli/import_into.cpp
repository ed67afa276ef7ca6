// `quizpack import --into BANK`: new languages written into the bank's own bytes, only their texts and states.
#include "cli/import_into.hpp"

#include <algorithm>
#include <iostream>

#include "cli/exit_codes.hpp"
#include "cli/usage_error.hpp"
#include "cli/whole_file.hpp"
#include "formats/xliff/bank_units.hpp"
#include "import/html/markdown_escape.hpp"
#include "import/merge/merge_sections.hpp"
#include "load/bank_edit.hpp"
#include "load/load_bank.hpp"
#include "package/atomic_file.hpp"
#include "report/diagnostic_format.hpp"

namespace quizpack::cli {
namespace fs = std::filesystem;
namespace {

std::string read_bytes(const fs::path& path) { return whole_file(path, path.string()); }

int refuse(const Diagnostics& diagnostics, const std::string& why) {
  std::cerr << format_diagnostics(diagnostics, DiagnosticStyle::Text) << "quizpack: " << why
            << "; nothing was written\n";
  return kExitContentErrors;
}

bool has_errors(const Diagnostics& diagnostics) {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

void check_languages(const Quiz& bank, const std::vector<LanguageImport>& imports, bool force) {
  for (const auto& i : imports) {
    if (i.lang == bank.source_language)
      throw UsageError(i.file + ": \"" + i.lang + "\" is the source language of " + bank.id +
                       "; --into adds translations, never the source");
    const bool has = std::find(bank.languages.begin(), bank.languages.end(), i.lang) != bank.languages.end();
    if (has && !force)
      throw UsageError(bank.id + " already has \"" + i.lang + "\" texts; give --force to replace them with " + i.file +
                       "'s");
  }
}

// The quiz title or description in `lang`: the one-language file's own, else the source text to review.
void quiz_text(LocalizedText& text, const std::string& given, const LanguageTag& lang, const LanguageTag& source,
               TranslationState state, const std::string& what, Diagnostics& warnings) {
  if (!given.empty()) {
    RichText rich;
    rich.source = given;
    text.by_language.set(lang, Translation{rich, state});
    return;
  }
  text.by_language.set(lang, Translation{text.in(source), TranslationState::NeedsReview});
  warnings.push_back(warning(
      "import-into-" + what,
      "the files carry no quiz " + what + " in \"" + lang + "\": the source one is copied with the state needs-review",
      SourceLocation{}));
}

// A one-language file's title or description in `lang` as CommonMark, or "" when no file gives one.
std::string given_text(const std::vector<ImportInput>& inputs, const LanguageTag& lang, bool title) {
  for (const auto& in : inputs) {
    if (in.languages.size() != 1 || in.languages.front() != lang) continue;
    if (title) {
      std::string markdown;
      append_escaped(markdown, in.title);
      return markdown;
    }
    if (in.description && in.description->by_language.find(lang) != in.description->by_language.end())
      return in.description->in(lang).source;
  }
  return "";
}

// The bank's edits for `lang`: every text of `quiz` in it, and the accepted answers of short answers and text gaps.
void edits_for(const Quiz& quiz, const LanguageTag& lang, std::vector<TextEdit>& texts) {
  for (const auto& unit : bank_units(quiz)) {
    if (unit.list_item) continue;  // accepted answers go as whole lists below
    const auto it = unit.text->by_language.find(lang);
    if (it != unit.text->by_language.end())
      texts.push_back({unit.pointer, lang, it->second.text.source, it->second.state});
  }
  const auto add_list = [&](const std::map<LanguageTag, std::vector<std::string>>& accepted, const std::string& at) {
    const auto it = accepted.find(lang);
    if (it != accepted.end()) texts.push_back({at, lang, "", TranslationState::NeedsReview, it->second});
  };
  for (std::size_t i = 0; i < quiz.questions.size(); ++i) {
    const std::string question = "/questions/" + std::to_string(i);
    if (const auto* sa = std::get_if<ShortAnswer>(&quiz.questions[i].body))
      add_list(sa->accepted, question + "/accepted");
    if (const auto* cloze = std::get_if<Cloze>(&quiz.questions[i].body))
      for (std::size_t k = 0; k < cloze->gaps.size(); ++k)
        if (const auto* text = std::get_if<TextGap>(&cloze->gaps[k].accepts))
          add_list(text->accepted, question + "/gaps/" + std::to_string(k) + "/accepted");
  }
}

// Writes the media the files bring that the bank lacks; a name it has with other bytes is an error.
std::vector<fs::path> add_media(const fs::path& folder, const std::vector<ImportInput>& inputs, Diagnostics& errors) {
  std::vector<fs::path> added;
  for (const auto& in : inputs)
    for (const auto& media : in.media) {
      const fs::path target = folder / media.path;
      if (fs::exists(target)) {
        if (read_bytes(target) != media.bytes)
          errors.push_back(error("import-media", media.path + " is in the bank with other bytes",
                                 SourceLocation{in.file, 0, 0, ""}));
        continue;
      }
      if (std::find(added.begin(), added.end(), target) != added.end()) continue;
      fs::create_directories(target.parent_path());
      write_file_atomically(target, media.bytes);
      added.push_back(target);
    }
  return added;
}

void remove_all(const std::vector<fs::path>& files) {
  std::error_code ignored;
  for (const auto& f : files) fs::remove(f, ignored);
}

}  // namespace

int import_into_bank(const ImportIntoRequest& request, const std::vector<ImportInput>& inputs,
                     const std::vector<LanguageImport>& imports) {
  fs::path file = request.bank;
  if (fs::is_directory(file)) file /= kBankFileName;
  LoadLimits limits;
  limits.keep_sources = true;
  LoadResult loaded = load_banks({file}, limits);
  if (loaded.io_errors > 0 || loaded.has_errors() || loaded.quizzes.size() != 1)
    return refuse(loaded.diagnostics, "--into " + request.bank + " does not load; check it with quizpack validate");
  const Quiz& bank = loaded.quizzes.front();
  check_languages(bank, imports, request.force);

  MergeResult merged = merge_into_bank(bank, file.string(), imports, request.match, request.state);
  Diagnostics all = merged.diagnostics;
  if (has_errors(all)) return refuse(all, "the files do not hold the bank's questions");
  Quiz quiz = bank;
  quiz.questions = std::move(merged.questions);
  for (const auto& in : inputs)
    add_section_titles(quiz.sections, {in.file, in.languages, in.sections}, bank.source_language, request.state, true,
                       all);
  std::string text = read_bytes(file);
  for (const auto& i : imports) {
    quiz_text(quiz.title, given_text(inputs, i.lang, true), i.lang, bank.source_language, request.state, "title", all);
    quiz_text(quiz.description, given_text(inputs, i.lang, false), i.lang, bank.source_language, request.state,
              "description", all);
    std::vector<TextEdit> texts;
    edits_for(quiz, i.lang, texts);
    const bool declared = std::find(bank.languages.begin(), bank.languages.end(), i.lang) != bank.languages.end();
    text = apply_text_edits(text, texts, declared ? "" : i.lang);
  }
  if (request.strict && !all.empty()) return refuse(all, "warnings are errors with --strict");
  const std::vector<fs::path> added = add_media(file.parent_path(), inputs, all);
  const LoadResult check = load_bank_text(text, file.string(), fs::absolute(file).parent_path());
  for (const auto& d : check.diagnostics)
    if (d.severity == Severity::Error) all.push_back(d);
  if (has_errors(all)) {
    remove_all(added);
    return refuse(all, "the bank with the new languages does not pass validation");
  }
  write_file_atomically(file, text);
  std::cerr << format_diagnostics(all, DiagnosticStyle::Text) << file.string() << ": added";
  for (const auto& i : imports) std::cerr << " " << i.lang;
  std::cerr << " to " << quiz.questions.size() << " questions\n";
  return kExitOk;
}

}  // namespace quizpack::cli
