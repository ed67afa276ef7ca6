// Distinct ids for imported questions whose file gives two of them the same id.
#include "import/ids/question_ids.hpp"

#include "import/ids/imported_ids.hpp"
#include "text/markdown.hpp"

namespace quizpack {
namespace {

// `id` (bank id characters) as a title in every language `like` has; '_' escaped so it stays text.
LocalizedText id_title(const std::string& id, const LocalizedText& like) {
  std::string source;
  for (char c : id) {
    if (c == '_') source += '\\';
    source += c;
  }
  LocalizedText out;
  for (const auto& [lang, translation] : like.by_language)
    out.by_language.set(lang, Translation{parse_markdown(source), translation.state});
  return out;
}

}  // namespace

void make_question_ids_distinct(std::vector<Question>& questions, const std::vector<std::string>& categories,
                                const std::string& rule, Diagnostics& warnings) {
  std::vector<IdClaim> claims;
  for (std::size_t i = 0; i < questions.size(); ++i)
    claims.push_back({questions[i].id, i < categories.size() ? categories[i] : ""});
  const std::vector<std::string> ids = distinct_ids(claims);
  for (std::size_t i = 0; i < questions.size(); ++i) {
    Question& q = questions[i];
    if (ids[i] == q.id) continue;
    warnings.push_back(
        warning(rule,
                "question " + q.id + ": another question of the file has the id " + q.id + " too; this one becomes " +
                    ids[i] + (claims[i].category.empty() ? "" : " (from its category " + claims[i].category + ")"),
                q.location));
    if (!q.title) q.title = id_title(q.id, q.stem);
    q.id = ids[i];
  }
}

}  // namespace quizpack
