// Schema-valid bank JSON → Quiz, checking the semantic rules the schema cannot express.
#include "load/build_quiz.hpp"

#include <algorithm>
#include <cmath>
#include <set>

#include "load/body_parts.hpp"
#include "load/item_writing_rules.hpp"
#include "load/media.hpp"
#include "load/read_cloze.hpp"
#include "load/read_sections.hpp"
#include "load/read_text.hpp"
#include "load/read_ui.hpp"
#include "model/overloaded.hpp"
#include "model/question_kinds.hpp"
#include "text/comparable_text.hpp"
#include "text/nfc.hpp"
#include "text/plain_text.hpp"
#include "text/true_false_words.hpp"

namespace quizpack {
namespace {

using json = nlohmann::json;

std::optional<LocalizedText> optional_text(const json& q, const char* key, const std::string& pointer,
                                           BankContext& ctx) {
  if (!q.contains(key)) return std::nullopt;
  return read_text(q.at(key), pointer + "/" + key, ctx);
}

std::vector<Choice> read_choices(const json& q, const std::string& pointer, BankContext& ctx) {
  std::vector<Choice> choices;
  std::vector<std::pair<std::string, std::string>> ids;
  const json& list = q.at("choices");
  for (std::size_t i = 0; i < list.size(); ++i) {
    const json& c = list[i];
    const std::string p = pointer + "/choices/" + std::to_string(i);
    Choice choice;
    choice.id = c.at("id").get<std::string>();
    choice.correct = c.value("correct", false);
    choice.text = read_text(c.at("text"), p + "/text", ctx, TextShape::Inline);
    choice.feedback = optional_text(c, "feedback", p, ctx);
    ids.emplace_back(choice.id, p);
    choices.push_back(std::move(choice));
  }
  check_unique_ids(ids, "choice", ctx);
  std::vector<std::pair<const LocalizedText*, std::string>> texts;
  for (std::size_t i = 0; i < choices.size(); ++i)
    texts.emplace_back(&choices[i].text, pointer + "/choices/" + std::to_string(i) + "/text");
  check_distinct_texts(texts, "option", ctx);
  return choices;
}

std::size_t count_correct(const std::vector<Choice>& choices) {
  return static_cast<std::size_t>(
      std::count_if(choices.begin(), choices.end(), [](const Choice& c) { return c.correct; }));
}

QuestionBody read_single_choice(const json& q, const std::string& pointer, BankContext& ctx) {
  SingleChoice body{read_choices(q, pointer, ctx)};
  const std::size_t n = count_correct(body.choices);
  if (n != 1)
    ctx.fail("correct-count", "a single-choice question needs exactly one correct option; it has " + std::to_string(n),
             pointer + "/choices");
  return body;
}

QuestionBody read_multiple_response(const json& q, const std::string& pointer, BankContext& ctx) {
  MultipleResponse body;
  body.choices = read_choices(q, pointer, ctx);
  body.partial_credit = q.value("partialCredit", "right-minus-wrong") == "all-or-nothing"
                            ? PartialCredit::AllOrNothing
                            : PartialCredit::RightMinusWrong;
  if (count_correct(body.choices) == 0)
    ctx.fail("correct-count", "a multiple-response question needs at least one correct option; it has none",
             pointer + "/choices");
  return body;
}

QuestionBody read_true_false(const json& q, const std::string& pointer, BankContext& ctx) {
  TrueFalse body;
  body.answer = q.at("answer").get<bool>();
  body.feedback_true = optional_text(q, "feedbackTrue", pointer, ctx);
  body.feedback_false = optional_text(q, "feedbackFalse", pointer, ctx);
  return body;
}

QuestionBody read_short_answer(const json& q, const std::string& pointer, BankContext& ctx) {
  ShortAnswer body;
  body.case_sensitive = q.value("caseSensitive", false);
  body.accepted = read_accepted(q, body.case_sensitive, pointer, ctx);
  return body;
}

QuestionBody read_numerical(const json& q, const std::string& pointer, BankContext& ctx) {
  return Numerical{read_accept(q, pointer, ctx)};
}

// Whether two answers read the same in every language of the bank.
bool same_in_every_language(const LocalizedText& a, const LocalizedText& b, const BankContext& ctx) {
  return std::all_of(ctx.languages.begin(), ctx.languages.end(), [&](const LanguageTag& lang) {
    return a.has(lang) && b.has(lang) &&
           comparable_text(plain_text(a.in(lang))) == comparable_text(plain_text(b.in(lang)));
  });
}

// Gives each pair that names "sameAnswerAs" the answer of the pair it names, which must state its own.
void resolve_shared_answers(Matching& body, const std::string& pointer, BankContext& ctx) {
  for (std::size_t i = 0; i < body.pairs.size(); ++i) {
    MatchPair& pair = body.pairs[i];
    if (owns_answer(pair)) continue;
    const auto owner = std::find_if(body.pairs.begin(), body.pairs.end(),
                                    [&](const MatchPair& p) { return p.id == pair.same_answer_as; });
    const std::string p = pointer + "/pairs/" + std::to_string(i) + "/sameAnswerAs";
    if (owner == body.pairs.end() || owner->id == pair.id)
      ctx.fail("unknown-pair",
               "\"sameAnswerAs\" names \"" + pair.same_answer_as + "\", which is no other pair of this question", p);
    else if (!owns_answer(*owner))
      ctx.fail("unknown-pair",
               "\"sameAnswerAs\" names pair \"" + owner->id +
                   "\", which shares another pair's answer itself; name the pair that states the answer",
               p);
    else
      pair.answer = owner->answer;
  }
}

// A pair stating the same answer as an earlier pair in every language shares that answer (with a warning).
void share_repeated_answers(Matching& body, const std::string& pointer, BankContext& ctx) {
  for (std::size_t i = 0; i < body.pairs.size(); ++i) {
    MatchPair& pair = body.pairs[i];
    if (!owns_answer(pair)) continue;
    for (std::size_t j = 0; j < i; ++j) {
      const MatchPair& earlier = body.pairs[j];
      if (!owns_answer(earlier) || !same_in_every_language(earlier.answer, pair.answer, ctx)) continue;
      ctx.warn("repeated-answer",
               "pair \"" + pair.id + "\" states the answer of pair \"" + earlier.id +
                   "\" again; both prompts match that one answer (write \"sameAnswerAs\": \"" + earlier.id +
                   "\" to say so)",
               pointer + "/pairs/" + std::to_string(i) + "/answer");
      pair.same_answer_as = earlier.id;
      break;
    }
  }
}

QuestionBody read_matching(const json& q, const std::string& pointer, BankContext& ctx) {
  Matching body;
  std::vector<std::pair<std::string, std::string>> ids;
  const json& pairs = q.at("pairs");
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const std::string p = pointer + "/pairs/" + std::to_string(i);
    MatchPair pair{pairs[i].at("id").get<std::string>(),
                   read_text(pairs[i].at("prompt"), p + "/prompt", ctx, TextShape::Inline),
                   {},
                   pairs[i].value("sameAnswerAs", "")};
    const bool has_answer = pairs[i].contains("answer");
    if (has_answer == !owns_answer(pair))
      ctx.fail("schema",
               has_answer ? "a pair gives its own 'answer' or 'sameAnswerAs', not both"
                          : "Missing required property 'answer' (or 'sameAnswerAs')",
               has_answer ? p + "/sameAnswerAs" : p);
    if (has_answer) pair.answer = read_text(pairs[i].at("answer"), p + "/answer", ctx, TextShape::Inline);
    ids.emplace_back(pair.id, p);
    body.pairs.push_back(std::move(pair));
  }
  if (q.contains("distractors")) {
    const json& extra = q.at("distractors");
    for (std::size_t i = 0; i < extra.size(); ++i) {
      const std::string p = pointer + "/distractors/" + std::to_string(i);
      MatchDistractor d{extra[i].at("id").get<std::string>(),
                        read_text(extra[i].at("answer"), p + "/answer", ctx, TextShape::Inline)};
      ids.emplace_back(d.id, p);
      body.distractors.push_back(std::move(d));
    }
  }
  check_unique_ids(ids, "pair or distractor", ctx);
  share_repeated_answers(body, pointer, ctx);
  resolve_shared_answers(body, pointer, ctx);
  std::vector<std::pair<const LocalizedText*, std::string>> prompts, answers;
  for (std::size_t i = 0; i < body.pairs.size(); ++i) {
    prompts.emplace_back(&body.pairs[i].prompt, pointer + "/pairs/" + std::to_string(i) + "/prompt");
    if (owns_answer(body.pairs[i]))
      answers.emplace_back(&body.pairs[i].answer, pointer + "/pairs/" + std::to_string(i) + "/answer");
  }
  for (std::size_t i = 0; i < body.distractors.size(); ++i)
    answers.emplace_back(&body.distractors[i].answer, pointer + "/distractors/" + std::to_string(i) + "/answer");
  check_distinct_texts(prompts, "prompt", ctx);
  check_distinct_texts(answers, "answer", ctx);
  return body;
}

QuestionBody read_ordering(const json& q, const std::string& pointer, BankContext& ctx) {
  Ordering body;
  body.credit = q.value("partialCredit", "all-or-nothing") == "per-position" ? OrderCredit::PerPosition
                                                                             : OrderCredit::AllOrNothing;
  std::vector<std::pair<std::string, std::string>> ids;
  std::vector<std::pair<const LocalizedText*, std::string>> texts;
  const json& items = q.at("items");
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::string p = pointer + "/items/" + std::to_string(i);
    body.items.push_back(OrderItem{items[i].at("id").get<std::string>(),
                                   read_text(items[i].at("text"), p + "/text", ctx, TextShape::Inline)});
    ids.emplace_back(body.items.back().id, p);
  }
  if (body.items.size() < 2)
    ctx.fail("item-count", "an ordering question needs at least 2 items; it has " + std::to_string(body.items.size()),
             pointer + "/items");
  check_unique_ids(ids, "item", ctx);
  for (std::size_t i = 0; i < body.items.size(); ++i) texts.emplace_back(&body.items[i].text, ids[i].second + "/text");
  check_distinct_texts(texts, "item", ctx);
  return body;
}

QuestionBody read_essay(const json& q, const std::string& pointer, BankContext& ctx) {
  return Essay{optional_text(q, "graderInfo", pointer, ctx)};
}

// The body of the kind the question names; an unknown kind is an error (the schema check reports it first).
QuestionBody read_body(const json& q, const std::string& pointer, BankContext& ctx) {
  const std::string kind = q.at("kind").get<std::string>();
  const auto empty = empty_body_of_kind(kind);
  if (!empty) {
    ctx.fail("schema", "unknown question kind \"" + kind + "\"", pointer + "/kind");
    return QuestionBody{};
  }
  return std::visit(Overloaded{
                        [&](const SingleChoice&) { return read_single_choice(q, pointer, ctx); },
                        [&](const MultipleResponse&) { return read_multiple_response(q, pointer, ctx); },
                        [&](const TrueFalse&) { return read_true_false(q, pointer, ctx); },
                        [&](const ShortAnswer&) { return read_short_answer(q, pointer, ctx); },
                        [&](const Numerical&) { return read_numerical(q, pointer, ctx); },
                        [&](const Matching&) { return read_matching(q, pointer, ctx); },
                        [&](const Essay&) { return read_essay(q, pointer, ctx); },
                        [&](const Ordering&) { return read_ordering(q, pointer, ctx); },
                        [&](const Cloze&) { return QuestionBody{read_cloze(q, pointer, ctx)}; },
                        [&](const Description&) { return QuestionBody{Description{}}; },
                    },
                    *empty);
}

// A description scores nothing and explains no answer: stated points other than 0 or an explanation are errors.
void check_description(const json& q, const std::string& pointer, BankContext& ctx) {
  if (q.contains("points") && q.at("points").is_number() && q.at("points").get<double>() != 0)
    ctx.fail("description-points", "a description scores nothing; its \"points\" can only be 0", pointer + "/points");
  if (q.contains("explanation"))
    ctx.fail("description-explanation", "a description has no answer to explain; remove its \"explanation\"",
             pointer + "/explanation");
}

Question read_question(const json& q, const std::string& pointer, BankContext& ctx) {
  Question question;
  question.id = q.at("id").get<std::string>();
  const bool description = q.value("kind", "") == "description";
  question.points = description ? 0.0 : q.value("points", 1.0);
  question.title = optional_text(q, "title", pointer, ctx);
  question.stem = read_text(q.at("stem"), pointer + "/stem", ctx);
  question.section = q.value("section", "");
  if (description) check_description(q, pointer, ctx);
  question.explanation = description ? std::nullopt : optional_text(q, "explanation", pointer, ctx);
  if (!question.explanation && !description)
    ctx.report("missing-explanation", RuleLevel::Off,
               "question " + question.id + " has no explanation to show after the learner answers", pointer + "/id");
  question.location = ctx.where(pointer);  // off the main thread, the caller sets its position
  question.body = read_body(q, pointer, ctx);
  place_gaps(question, q, pointer, ctx);
  return question;
}

Level level_from(const std::string& s) {
  if (s == "easy") return Level::Easy;
  if (s == "hard") return Level::Hard;
  return Level::Medium;
}

}  // namespace

std::optional<BankLanguages> bank_languages(const json& doc) {
  if (!doc.is_object()) return std::nullopt;
  const auto languages = doc.find("languages");
  const auto source = doc.find("sourceLanguage");
  if (languages == doc.end() || source == doc.end() || !languages->is_array() || !source->is_string())
    return std::nullopt;
  BankLanguages out;
  for (const auto& l : *languages) {
    if (!l.is_string()) return std::nullopt;
    out.languages.push_back(l.get<std::string>());
  }
  const auto& s = source->get_ref<const std::string&>();
  if (std::find(out.languages.begin(), out.languages.end(), s) != out.languages.end()) out.source_language = s;
  return out;
}

Question build_question(const json& q, std::size_t index, BankContext& ctx) {
  return read_question(q, "/questions/" + std::to_string(index), ctx);
}

std::optional<Quiz> build_quiz(const json& doc, std::vector<BuiltQuestion>&& questions, BankContext& ctx) {
  const auto errors = [](const Diagnostics& d) {
    return static_cast<std::size_t>(
        std::count_if(d.begin(), d.end(), [](const Diagnostic& x) { return x.severity == Severity::Error; }));
  };
  const std::size_t errors_before = errors(ctx.out);
  Quiz quiz;
  quiz.id = doc.at("id").get<std::string>();
  quiz.version = doc.at("version").get<std::string>();
  quiz.source_language = doc.at("sourceLanguage").get<std::string>();
  quiz.languages = doc.at("languages").get<std::vector<std::string>>();
  ctx.languages = quiz.languages;
  if (std::find(quiz.languages.begin(), quiz.languages.end(), quiz.source_language) != quiz.languages.end())
    ctx.source_language = quiz.source_language;
  else
    ctx.fail("source-language", "the source language \"" + quiz.source_language + "\" is not among the languages",
             "/sourceLanguage");
  quiz.ui = read_ui(doc, ctx);
  for (const auto& lang : quiz.languages)
    if (!has_interface_catalogue(lang) && quiz.ui.count(lang) == 0)
      ctx.warn("ui-language",
               "the player has no interface texts in \"" + lang +
                   "\" (buttons, messages) and the bank's \"ui\" gives none: it shows them in English",
               "/languages");
  quiz.level = level_from(doc.value("level", "medium"));
  quiz.guide = doc.value("guide", "");
  quiz.activity_iri = doc.value("activityIri", "");
  quiz.passing_score = doc.value("passingScore", 0.8);
  if (doc.contains("shuffle")) {
    quiz.shuffle.questions = doc.at("shuffle").value("questions", false);
    quiz.shuffle.choices = doc.at("shuffle").value("choices", false);
  }
  quiz.title = read_text(doc.at("title"), "/title", ctx);
  quiz.description = read_text(doc.at("description"), "/description", ctx);
  quiz.location = ctx.where("/id");

  std::vector<std::pair<std::string, std::string>> ids;
  quiz.questions.reserve(questions.size());
  for (std::size_t i = 0; i < questions.size(); ++i) {
    auto& built = questions[i];
    for (auto& d : built.diagnostics) {
      d.location = ctx.resolve(d.location);
      ctx.out.push_back(std::move(d));
    }
    for (auto& image : built.images) ctx.images.push_back(std::move(image));
    ids.emplace_back(built.question.id, "/questions/" + std::to_string(i));
    if (built.question.location.line == 0) built.question.location = ctx.where(built.question.location.pointer);
    quiz.questions.push_back(std::move(built.question));
  }
  questions.clear();
  check_unique_ids(ids, "question", ctx);
  if (!quiz.questions.empty() && std::all_of(quiz.questions.begin(), quiz.questions.end(),
                                             [](const Question& q) { return is_description(q.body); }))
    ctx.fail("no-question", "every item of the bank is a description: there is no question to score", "/questions");
  quiz.sections = read_sections(doc, quiz.questions, ctx);

  quiz.media = read_media(quiz, ctx);
  check_item_writing(quiz, ctx);

  if (errors(ctx.out) != errors_before) return std::nullopt;
  return quiz;
}

}  // namespace quizpack
