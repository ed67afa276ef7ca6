// Builds the quiz around imported questions and leaves out what the bank cannot hold.
#include "import/merge/imported_quiz.hpp"

#include <cctype>
#include <set>

#include "import/html/markdown_escape.hpp"
#include "text/comparable_text.hpp"
#include "text/markdown.hpp"
#include "text/plain_text.hpp"

namespace quizpack {
namespace {

bool blank(const RichText& text) {
  for (char c : text.source)
    if (!std::isspace(static_cast<unsigned char>(c))) return false;
  return true;
}

// The first language in which `text` is missing or blank, or "" when it is complete.
std::string missing_language(const LocalizedText& text, const std::vector<LanguageTag>& languages) {
  for (const auto& lang : languages)
    if (!text.has(lang) || blank(text.in(lang))) return lang;
  return "";
}

// `text` in every language of the quiz, the source language marked as such.
LocalizedText same_text(const std::string& text, const QuizSettings& settings) {
  std::string source;
  append_escaped(source, text);
  LocalizedText out;
  for (const auto& lang : settings.languages)
    out.by_language.set(lang,
                        Translation{parse_markdown(source),
                                    lang == settings.source_language ? TranslationState::Source : settings.state});
  return out;
}

// The plain text of `text`'s CommonMark source (its tree may not be made yet).
std::string plain_source(const RichText& text) { return plain_text(parse_markdown(text.source)); }

// Plain text compared as the loader compares options: case and runs of white space ignored.
std::string comparable(const RichText& text) { return comparable_text(plain_source(text)); }

// The first text that reads the same as an earlier one of `texts` in some language, or "".
std::string repeated_text(const std::vector<const LocalizedText*>& texts, const std::vector<LanguageTag>& languages) {
  for (const auto& lang : languages) {
    std::set<std::string> seen;
    for (const LocalizedText* t : texts)
      if (t->has(lang) && !seen.insert(comparable(t->in(lang))).second) return plain_source(t->in(lang));
  }
  return "";
}

// Whether two texts are the same plain text in every language (Moodle gives such matching answers one choice).
bool same_plain_text(const LocalizedText& a, const LocalizedText& b, const std::vector<LanguageTag>& languages) {
  for (const auto& lang : languages)
    if (!a.has(lang) || !b.has(lang) || plain_source(a.in(lang)) != plain_source(b.in(lang))) return false;
  return true;
}

// Prompts whose answer text repeats an earlier prompt's share that one answer, as Moodle and QTI mean it.
void share_repeated_answers(QuestionBody& body, const std::vector<LanguageTag>& languages) {
  auto* matching = std::get_if<Matching>(&body);
  if (!matching) return;
  auto& pairs = matching->pairs;
  for (std::size_t i = 0; i < pairs.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (owns_answer(pairs[j]) && same_plain_text(pairs[j].answer, pairs[i].answer, languages)) {
        pairs[i].same_answer_as = pairs[j].id;
        pairs[i].answer = pairs[j].answer;
        break;
      }
}

// Why the bank refuses `body` though Moodle allows it (options or matching answers that read the same).
std::string refused_structure(const QuestionBody& body, const std::vector<LanguageTag>& languages) {
  std::vector<const LocalizedText*> texts;
  std::string what;
  if (const auto* single = std::get_if<SingleChoice>(&body)) {
    for (const auto& c : single->choices) texts.push_back(&c.text);
    what = "option";
  } else if (const auto* multiple = std::get_if<MultipleResponse>(&body)) {
    for (const auto& c : multiple->choices) texts.push_back(&c.text);
    what = "option";
  } else if (const auto* matching = std::get_if<Matching>(&body)) {
    for (const auto& p : matching->pairs)
      if (owns_answer(p)) texts.push_back(&p.answer);
    for (const auto& d : matching->distractors) texts.push_back(&d.answer);
    what = "answer";
  }
  const std::string repeated = repeated_text(texts, languages);
  if (repeated.empty()) return "";
  return "the " + what + " \"" + repeated + "\" appears twice, which the bank does not allow";
}

// No explanation when no language gives one; when only some do, the others get a copy of the first one's
// text to review, with a warning, since the bank needs a text in every language or none.
void settle_explanation(Question& q, const QuizSettings& settings, Diagnostics& warnings) {
  if (!q.explanation) return;
  const Translation* given = nullptr;
  std::vector<LanguageTag> lacking;
  for (const auto& lang : settings.languages) {
    const auto it = q.explanation->by_language.find(lang);
    if (it == q.explanation->by_language.end() || blank(it->second.text))
      lacking.push_back(lang);
    else if (!given)
      given = &it->second;
  }
  if (!given) {
    q.explanation.reset();
    return;
  }
  if (lacking.empty()) return;
  const RichText copy = given->text;
  std::string names;
  for (const auto& lang : lacking) {
    q.explanation->by_language.set(lang, Translation{copy, TranslationState::NeedsReview});
    names += (names.empty() ? "\"" : ", \"") + lang + "\"";
  }
  warnings.push_back(warning("import-incomplete",
                             "question " + q.id + " has no explanation (general feedback) in " + names +
                                 "; it gets another language's, to be translated (needs-review)",
                             q.location));
}

}  // namespace

Quiz imported_quiz(std::vector<Question> questions, const QuizSettings& settings, Diagnostics& warnings) {
  Quiz quiz;
  quiz.id = settings.id;
  quiz.version = "1.0.0";
  quiz.languages = settings.languages;
  quiz.source_language = settings.source_language;
  const std::string title = settings.title.empty() ? settings.id : settings.title;
  quiz.title = same_text(title, settings);
  quiz.description = same_text(title, settings);
  if (settings.description && missing_language(*settings.description, settings.languages).empty()) {
    quiz.description = *settings.description;
    for (auto& [lang, translation] : quiz.description.by_language)
      translation.state = lang == settings.source_language ? TranslationState::Source : settings.state;
  }
  quiz.shuffle.choices = settings.shuffle_choices;
  if (settings.passing_score) quiz.passing_score = *settings.passing_score;
  for (auto& q : questions) {
    if (const std::string lang = missing_language(q.stem, settings.languages); !lang.empty()) {
      warnings.push_back(warning("import-incomplete",
                                 "question " + q.id + " has no \"" + lang + "\" question text; it is left out",
                                 q.location));
      continue;
    }
    settle_explanation(q, settings, warnings);
    share_repeated_answers(q.body, settings.languages);
    if (const std::string why = refused_structure(q.body, settings.languages); !why.empty()) {
      warnings.push_back(
          warning("import-incomplete", "question " + q.id + ": " + why + "; it is left out", q.location));
      continue;
    }
    quiz.questions.push_back(std::move(q));
  }
  return quiz;
}

std::string bank_id_from_name(const std::string& name) {
  std::string id;
  for (char c : name.substr(0, name.find('.'))) {
    const bool kept = std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
    id += kept ? c : '-';
  }
  if (id.empty() || !(std::isalpha(static_cast<unsigned char>(id[0])) || id[0] == '_')) id = "quiz-" + id;
  if (id.size() > 64) id.resize(64);
  return id;
}

}  // namespace quizpack
