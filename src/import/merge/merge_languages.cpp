// Matches the questions of every language file to those of the source file and merges their texts.
#include "import/merge/merge_languages.hpp"

#include <map>
#include <utility>

#include "import/merge/question_merge.hpp"

namespace quizpack {
namespace {

SourceLocation file_location(const std::string& file) { return SourceLocation{file, 0, 0, ""}; }

// The question of `other` matched to each question of `base`, or null; unmatched ones of `other` are errors.
std::vector<Question*> match_questions(const LanguageImport& base, LanguageImport& other, QuestionMatch match,
                                       Diagnostics& errors) {
  std::vector<Question*> out(base.questions.size(), nullptr);
  if (match == QuestionMatch::ByOrder) {
    for (std::size_t i = 0; i < base.questions.size() && i < other.questions.size(); ++i) out[i] = &other.questions[i];
    if (other.questions.size() != base.questions.size())
      errors.push_back(error("import-mismatch",
                             std::to_string(other.questions.size()) + " questions here, " +
                                 std::to_string(base.questions.size()) + " in " + base.file,
                             file_location(other.file)));
    return out;
  }
  std::map<std::string, std::size_t> position;
  for (std::size_t i = 0; i < base.questions.size(); ++i) position.emplace(base.questions[i].id, i);
  for (auto& q : other.questions) {
    const auto it = position.find(q.id);
    if (it == position.end())
      errors.push_back(error("import-mismatch", "question " + q.id + " is not in " + base.file, q.location));
    else
      out[it->second] = &q;
  }
  return out;
}

}  // namespace

MergeResult merge_languages(std::vector<LanguageImport> imports, std::size_t source, QuestionMatch match,
                            TranslationState state, const std::string& base_name) {
  MergeResult result;
  LanguageImport& base = imports.at(source);
  for (auto& q : base.questions) set_state(q, base.lang, TranslationState::Source);
  for (std::size_t f = 0; f < imports.size(); ++f) {
    if (f == source) continue;
    LanguageImport& other = imports[f];
    const auto matched = match_questions(base, other, match, result.diagnostics);
    for (std::size_t i = 0; i < matched.size(); ++i) {
      if (matched[i] == nullptr) {
        if (match == QuestionMatch::ById)
          result.diagnostics.push_back(
              error("import-mismatch",
                    "question " + base.questions[i].id + " has no \"" + other.lang + "\" version in " + other.file,
                    base.questions[i].location));
        continue;
      }
      merge_question(base.questions[i], std::move(*matched[i]), other.lang, state, result.diagnostics, base_name);
    }
  }
  result.questions = std::move(base.questions);
  return result;
}

}  // namespace quizpack
