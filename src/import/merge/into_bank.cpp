// Matches imported questions to a bank's, takes the bank's grading where the file is silent, and merges.
#include "import/merge/into_bank.hpp"

#include <sstream>

namespace quizpack {
namespace {

std::string points_text(double points) {
  std::ostringstream out;
  out << points;
  return out.str();
}

// The bank question the `i`th question of `other` is matched to, or null.
const Question* bank_question(const Quiz& bank, const std::vector<Question>& other, std::size_t i,
                              QuestionMatch match) {
  if (match == QuestionMatch::ByOrder) return i < bank.questions.size() ? &bank.questions[i] : nullptr;
  for (const auto& q : bank.questions)
    if (q.id == other[i].id) return &q;
  return nullptr;
}

void take_points(const Question& in_bank, Question& q, bool carried, Diagnostics& warnings) {
  if (in_bank.points == q.points) return;
  if (carried)
    warnings.push_back(warning("import-points",
                               "question " + in_bank.id + ": " + points_text(q.points) + " points here, " +
                                   points_text(in_bank.points) + " in the bank; the bank's are kept",
                               q.location));
  q.points = in_bank.points;
}

// What a file without grading details leaves out, taken from the bank question.
void take_grading(const Question& in_bank, Question& q, const Quiz& bank, const LanguageTag& lang,
                  Diagnostics& warnings) {
  if (const auto* sa = std::get_if<ShortAnswer>(&in_bank.body))
    if (auto* mine = std::get_if<ShortAnswer>(&q.body)) mine->case_sensitive = sa->case_sensitive;
  const auto* essay = std::get_if<Essay>(&in_bank.body);
  auto* mine = std::get_if<Essay>(&q.body);
  if (essay == nullptr || mine == nullptr || !essay->grader_info || mine->grader_info) return;
  LocalizedText info;
  info.by_language.set(lang, Translation{essay->grader_info->in(bank.source_language), TranslationState::NeedsReview});
  mine->grader_info = std::move(info);
  warnings.push_back(warning("import-into-grader",
                             "question " + in_bank.id + ": the file carries no grader information; the bank's \"" +
                                 bank.source_language + "\" one is copied with the state needs-review",
                             q.location));
}

}  // namespace

MergeResult merge_into_bank(const Quiz& bank, const std::string& bank_file, std::vector<LanguageImport> imports,
                            QuestionMatch match, TranslationState state) {
  Diagnostics warnings;
  for (auto& other : imports)
    for (std::size_t i = 0; i < other.questions.size(); ++i) {
      const Question* in_bank = bank_question(bank, other.questions, i, match);
      if (in_bank == nullptr || in_bank->body.index() != other.questions[i].body.index()) continue;
      take_points(*in_bank, other.questions[i], other.carries_grading, warnings);
      if (!other.carries_grading) take_grading(*in_bank, other.questions[i], bank, other.lang, warnings);
    }
  imports.insert(imports.begin(), LanguageImport{bank_file, bank.source_language, bank.questions, true});
  MergeResult result = merge_languages(imports, 0, match, state, "the bank");
  result.diagnostics.insert(result.diagnostics.end(), warnings.begin(), warnings.end());
  return result;
}

}  // namespace quizpack
