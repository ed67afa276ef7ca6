// `quizpack import FILE...`: reads GIFT, Moodle XML or QTI 2.1 files, the languages of one quiz, into one bank.
#include <algorithm>
#include <atomic>
#include <exception>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <thread>

#include "cli/commands.hpp"
#include "cli/completion.hpp"
#include "cli/exit_codes.hpp"
#include "cli/import_inputs.hpp"
#include "cli/import_into.hpp"
#include "cli/import_output.hpp"
#include "cli/import_package.hpp"
#include "cli/usage_error.hpp"
#include "import/ids/imported_sections.hpp"
#include "import/merge/imported_quiz.hpp"
#include "import/merge/merge_languages.hpp"
#include "import/merge/merge_sections.hpp"
#include "import/merge/question_merge.hpp"
#include "report/diagnostic_format.hpp"

namespace quizpack::cli {
namespace fs = std::filesystem;
namespace {

struct ImportCommandOptions {
  std::vector<std::string> files;
  std::string from;
  std::vector<std::string> languages;
  std::string source_language;
  std::string id;
  std::string out;
  std::string into;
  std::string match = "id";
  std::string state = "needs-review";
  bool strict = false;
  bool force = false;
};

void check_tags_and_id(const ImportCommandOptions& o) {
  if (!o.languages.empty() && o.languages.size() != o.files.size())
    throw UsageError("--lang gives one tag per file, in order (for example --lang en,ja,hi); " +
                     std::to_string(o.files.size()) + (o.files.size() == 1 ? " file, " : " files, ") +
                     std::to_string(o.languages.size()) + " tags");
  static const std::regex tag("[a-z]{2,3}(-[A-Za-z0-9]{2,8})*");
  for (const auto& lang : o.languages)
    if (!std::regex_match(lang, tag))
      throw UsageError("--lang: '" + lang + "' is not a language tag such as en or pt-BR");
}

// One import per language of each input; a language given by two files is a usage error. The inputs' questions
// move into them (copied for all but the last language of a multilingual file), unless `one_file_stays` and there
// is one file: then they stay in it, as nothing is to be merged.
std::vector<LanguageImport> language_imports(std::vector<ImportInput>& inputs, bool one_file_stays) {
  const bool merged_already = one_file_stays && inputs.size() == 1;
  std::vector<LanguageImport> out;
  for (auto& in : inputs)
    for (std::size_t i = 0; i < in.languages.size(); ++i) {
      const LanguageTag& lang = in.languages[i];
      for (const auto& seen : out)
        if (seen.lang == lang) throw UsageError("language '" + lang + "' is in both " + seen.file + " and " + in.file);
      const bool last = i + 1 == in.languages.size();
      std::vector<Question> questions;
      if (!merged_already) questions = last ? std::move(in.questions) : in.questions;
      out.push_back(LanguageImport{in.file, lang, std::move(questions), in.format != "gift"});
    }
  return out;
}

// The questions of the one file that holds every language: the source's texts are "source", the others `state`.
std::vector<Question> questions_of_one_file(ImportInput& in, const LanguageTag& source, TranslationState state) {
  std::vector<Question> out = std::move(in.questions);
  for (auto& q : out)
    for (const auto& lang : in.languages) set_state(q, lang, lang == source ? TranslationState::Source : state);
  return out;
}

// The sections of the quiz: the source file's, with each file's titles matched by position.
std::vector<Section> quiz_sections(const std::vector<ImportInput>& inputs, const QuizSettings& settings,
                                   Diagnostics& warnings) {
  std::vector<FileSections> files;
  std::size_t source = 0;
  for (const auto& in : inputs) {
    if (std::find(in.languages.begin(), in.languages.end(), settings.source_language) != in.languages.end())
      source = files.size();
    files.push_back({in.file, in.languages, in.sections});
  }
  return merge_sections(files, source, settings.source_language, settings.languages, settings.state, warnings);
}

std::size_t source_index(const std::vector<LanguageImport>& imports, const std::string& source_language) {
  if (source_language.empty()) return 0;
  for (std::size_t i = 0; i < imports.size(); ++i)
    if (imports[i].lang == source_language) return i;
  throw UsageError("--source-lang: '" + source_language + "' is not among the languages of the files");
}

QuizSettings quiz_settings(const ImportCommandOptions& o, const std::vector<ImportInput>& inputs,
                           const std::vector<LanguageImport>& imports, std::size_t source) {
  QuizSettings settings;
  settings.id = o.id;
  settings.source_language = imports[source].lang;
  settings.languages.push_back(settings.source_language);
  for (const auto& i : imports)
    if (i.lang != settings.source_language) settings.languages.push_back(i.lang);
  settings.state = o.state == "translated" ? TranslationState::Translated : TranslationState::NeedsReview;
  for (const auto& in : inputs) {
    if (settings.title.empty()) settings.title = in.title;
    if (!settings.passing_score) settings.passing_score = in.passing_score;
    if (!settings.description) {
      settings.description = in.description;
    } else if (in.description && in.format == "qti21") {  // one package per language: their descriptions join
      for (const auto& [lang, text] : in.description->by_language)
        if (!settings.description->has(lang)) settings.description->by_language.set(lang, text);
    }
  }
  settings.shuffle_choices = inputs.front().shuffle_choices;
  return settings;
}

// What the summary tells of a quiz, taken before writing it consumes the quiz.
struct QuizOutline {
  std::vector<std::string> kinds;  // of each question, in order
  std::vector<LanguageTag> languages;
  std::string id;
  bool untitled = false;  // the title is the id: the files carry none
};

QuizOutline outline(const Quiz& quiz) {
  QuizOutline out{{}, quiz.languages, quiz.id, quiz.title.in(quiz.source_language).source == quiz.id};
  for (const auto& q : quiz.questions) out.kinds.emplace_back(kind_name(q.body));
  return out;
}

// The summary of an import whose questions at `left_out` the bank refused.
std::string summary(const QuizOutline& quiz, const std::vector<std::size_t>& left_out,
                    std::map<std::string, int> skipped, const std::string& out) {
  std::map<std::string, int> kinds;
  for (std::size_t i = 0; i < quiz.kinds.size(); ++i)
    if (std::find(left_out.begin(), left_out.end(), i) == left_out.end()) ++kinds[quiz.kinds[i]];
  if (!left_out.empty()) skipped["refused by the bank's rules"] += static_cast<int>(left_out.size());
  std::string text = "imported " + std::to_string(quiz.kinds.size() - left_out.size()) + " questions in";
  for (const auto& lang : quiz.languages) text += " " + lang;
  for (const auto& [kind, n] : kinds) text += "\n  " + std::to_string(n) + " " + kind;
  int total = 0;
  for (const auto& [reason, n] : skipped) total += n;
  if (total > 0) text += "\nskipped " + std::to_string(total);
  for (const auto& [reason, n] : skipped) text += "\n  " + std::to_string(n) + " " + reason;
  text += "\nwrote " + (fs::path(out) / "quiz.json").string() + "\n";
  if (quiz.untitled)
    text += "the files carry no quiz title: the title and description are \"" + quiz.id + "\", for you to write\n";
  return text;
}

int fail(const Diagnostics& diagnostics, const std::string& why) {
  std::cerr << format_diagnostics(diagnostics, DiagnosticStyle::Text) << "quizpack: " << why
            << "; nothing was written\n";
  return kExitContentErrors;
}

bool has_errors(const Diagnostics& diagnostics) {
  for (const auto& d : diagnostics)
    if (d.severity == Severity::Error) return true;
  return false;
}

// Every file read by its reader, one per core at once, the largest first; results and errors come in file order.
// A Moodle XML file's questions are spread over its share of the cores, and over two at least, so that a file
// read alone still uses them.
std::vector<ImportInput> read_inputs(const ImportCommandOptions& o) {
  std::vector<std::size_t> order(o.files.size());
  std::vector<std::uintmax_t> sizes(o.files.size(), 0);
  for (std::size_t i = 0; i < o.files.size(); ++i) {
    order[i] = i;
    std::error_code ec;
    if (fs::is_regular_file(o.files[i], ec)) sizes[i] = fs::file_size(o.files[i], ec);
  }
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return sizes[a] > sizes[b]; });
  std::vector<std::optional<ImportInput>> read(o.files.size());
  std::vector<std::exception_ptr> failed(o.files.size());
  std::atomic<std::size_t> next{0};
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const auto workers = static_cast<unsigned>(std::min<std::size_t>(cores, order.size()));
  const unsigned question_threads = std::max(std::min(2u, cores), cores / std::max(1u, workers));
  auto worker = [&] {
    for (std::size_t k = next++; k < order.size(); k = next++) {
      const std::size_t i = order[k];
      try {
        read[i] = read_import_input(o.files[i], o.from, o.languages.empty() ? LanguageTag() : o.languages[i],
                                    question_threads);
      } catch (...) {
        failed[i] = std::current_exception();
      }
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 1; t < workers; ++t) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  std::vector<ImportInput> out;
  for (std::size_t i = 0; i < read.size(); ++i) {
    if (failed[i]) std::rethrow_exception(failed[i]);
    out.push_back(std::move(*read[i]));
  }
  return out;
}

int run_import(ImportCommandOptions o) {
  check_tags_and_id(o);
  std::vector<ImportInput> inputs = read_inputs(o);
  Diagnostics all;
  std::map<std::string, int> skipped;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    all.insert(all.end(), inputs[i].diagnostics.begin(), inputs[i].diagnostics.end());
    if (i == 0)
      for (const auto& [reason, n] : inputs[0].skipped) skipped[reason] += n;
  }
  if (has_errors(all)) return fail(all, "the files cannot be read");
  std::vector<LanguageImport> imports = language_imports(inputs, o.into.empty());
  if (!o.into.empty()) {
    if (!o.id.empty() || !o.out.empty() || !o.source_language.empty())
      throw UsageError("--into adds to a bank as it is; --id, --out and --source-lang do not go with it");
    const TranslationState state =
        o.state == "translated" ? TranslationState::Translated : TranslationState::NeedsReview;
    return import_into_bank(
        {o.into, o.match == "order" ? QuestionMatch::ByOrder : QuestionMatch::ById, state, o.strict, o.force}, inputs,
        imports);
  }
  const std::size_t source = source_index(imports, o.source_language);
  if (o.id.empty()) {
    fs::path named(imports[source].file);
    if (named.filename().empty()) named = named.parent_path();  // a package folder given as dir/
    o.id = bank_id_from_name(named.filename().string());
  }
  if (o.out.empty()) o.out = (fs::path("content") / o.id).string();
  if (!o.force && fs::exists(fs::path(o.out) / "quiz.json"))
    throw UsageError(o.out + "/quiz.json exists; give --force to replace it, or another --out");

  const QuizSettings settings = quiz_settings(o, inputs, imports, source);
  MergeResult merged;
  if (inputs.size() == 1)
    merged.questions = questions_of_one_file(inputs[0], settings.source_language, settings.state);
  else
    merged = merge_languages(std::move(imports), source,
                             o.match == "order" ? QuestionMatch::ByOrder : QuestionMatch::ById, settings.state);
  all.insert(all.end(), merged.diagnostics.begin(), merged.diagnostics.end());
  if (has_errors(all)) return fail(all, "the files do not hold the same questions");
  const std::size_t before = all.size();
  Quiz quiz = imported_quiz(std::move(merged.questions), settings, all);
  quiz.sections = quiz_sections(inputs, settings, all);
  fit_sections(quiz, all);
  for (std::size_t i = before; i < all.size(); ++i)
    if (all[i].message.find("it is left out") != std::string::npos) ++skipped["incomplete for the bank"];
  use_package_titles(inputs, settings.state, quiz);
  for (auto& in : inputs)
    quiz.media.insert(quiz.media.end(), std::make_move_iterator(in.media.begin()),
                      std::make_move_iterator(in.media.end()));
  if (o.strict && !all.empty()) return fail(all, "warnings are errors with --strict");
  if (quiz.questions.empty()) return fail(all, "no question could be imported");
  if (std::all_of(quiz.questions.begin(), quiz.questions.end(),
                  [](const Question& q) { return is_description(q.body); }))
    return fail(all, "the files hold descriptions only, and a bank needs a question to score");
  const QuizOutline written = outline(quiz);
  const CheckedBank checked = write_checked_bank(std::move(quiz), o.out, all);
  if (!checked.written && checked.left_out.size() == written.kinds.size())
    return fail(all, "no question could be imported");
  if (!checked.written) return fail(all, "the imported bank does not pass validation");
  std::cerr << format_diagnostics(all, DiagnosticStyle::Text) << summary(written, checked.left_out, skipped, o.out);
  return kExitOk;
}

}  // namespace

std::function<int()> add_import_command(CLI::App& app) {
  auto o = std::make_shared<ImportCommandOptions>();
  CLI::App* cmd =
      app.add_subcommand("import", "Read GIFT, Moodle XML or QTI 2.1 files, the languages of one quiz, into a bank");
  offer_files(cmd->add_option("files", o->files,
                              "GIFT or Moodle XML files or QTI 2.1 packages (zip or folder), the languages of one quiz")
                  ->type_name("FILE")
                  ->required());
  add_choice_option(*cmd, "--from", o->from, {"gift", "moodlexml", "qti21"},
                    "Input format (default: detected from the content)");
  cmd->add_option("--lang", o->languages, "The language of each file, comma-separated, in order")
      ->delimiter(',')
      ->allow_extra_args(false)
      ->type_name("LIST");
  cmd->add_option("--source-lang", o->source_language, "The language written first (default: the first file's)");
  cmd->add_option("--id", o->id, "Quiz id (default: made from the source file's name)");
  offer_dirs(cmd->add_option("--out", o->out, "Bank folder to write (default: content/QUIZ-ID)"));
  offer_files(
      cmd->add_option("--into", o->into, "Add the files' languages to this existing bank instead")->type_name("BANK"));
  add_choice_option(*cmd, "--match", o->match, {"id", "order"}, "Match questions across files by id or by position");
  add_choice_option(*cmd, "--state", o->state, {"needs-review", "translated"},
                    "State of the texts not in the source language");
  cmd->add_flag("--strict", o->strict, "Fail (exit 1) on warnings too");
  cmd->add_flag("--force", o->force, "Replace an existing bank (with --into: a language's texts)");
  return [o] { return run_import(*o); };
}

}  // namespace quizpack::cli
