// The question kinds of a bank as a closed variant: every writer must visit every kind.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "model/localized_text.hpp"
#include "model/source_location.hpp"

namespace quizpack {

struct Choice {
  std::string id;
  LocalizedText text;
  bool correct = false;
  std::optional<LocalizedText> feedback;
};

struct SingleChoice {
  std::vector<Choice> choices;  // exactly one correct
};

// How a multiple-response question scores a partly right answer.
enum class PartialCredit {
  AllOrNothing,     // full points only for exactly the correct set, else zero
  RightMinusWrong,  // each correct choice ticked earns 1/k, each wrong choice ticked costs 1/k, floor 0
};

struct MultipleResponse {
  std::vector<Choice> choices;  // at least one correct
  PartialCredit partial_credit = PartialCredit::RightMinusWrong;
};

struct TrueFalse {
  bool answer = true;
  std::optional<LocalizedText> feedback_true;   // shown when the learner answers "true"
  std::optional<LocalizedText> feedback_false;  // shown when the learner answers "false"
};

struct ShortAnswer {
  std::map<LanguageTag, std::vector<std::string>> accepted;  // plain-text answers per language
  bool case_sensitive = false;
};

struct Tolerance {
  double value = 0;
  double tolerance = 0;  // absolute, >= 0
};
struct Range {
  double low = 0;
  double high = 0;
};

struct Numerical {
  std::variant<Tolerance, Range> accepted;
};

struct MatchPair {
  std::string id;
  LocalizedText prompt;
  LocalizedText answer;          // a shared answer's text is repeated in every pair that shares it
  std::string same_answer_as{};  // id of the pair whose answer this one shares; empty when it states its own
};
struct MatchDistractor {
  std::string id;
  LocalizedText answer;
};

struct Matching {
  std::vector<MatchPair> pairs;
  std::vector<MatchDistractor> distractors;  // extra answers that match no prompt
};

// The id of the answer a pair's prompt matches: its own id, or that of the pair whose answer it shares.
inline const std::string& answer_id_of(const MatchPair& pair) {
  return pair.same_answer_as.empty() ? pair.id : pair.same_answer_as;
}

// Whether the pair states its answer (rather than sharing an earlier pair's).
inline bool owns_answer(const MatchPair& pair) { return pair.same_answer_as.empty(); }

struct Essay {
  std::optional<LocalizedText> grader_info;  // guidance for the person grading
};

// How an ordering question scores a partly right order.
enum class OrderCredit {
  AllOrNothing,  // full points only for the whole order right, else zero
  PerPosition,   // each item in its right place earns 1/n
};

struct OrderItem {
  std::string id;
  LocalizedText text;
};

struct Ordering {
  std::vector<OrderItem> items;  // in the right order
  OrderCredit credit = OrderCredit::AllOrNothing;
};

// What a cloze gap accepts: text as a short answer, a number as a numerical question, or one option of a drop-down.
struct TextGap {
  std::map<LanguageTag, std::vector<std::string>> accepted;  // plain-text answers per language
  bool case_sensitive = false;
};
struct NumberGap {
  std::variant<Tolerance, Range> accepted;
};
struct GapOption {
  std::string id;
  LocalizedText text;  // one line of plain inline text per language
  bool correct = false;
};
struct ChoiceGap {
  std::vector<GapOption> options;  // exactly one correct
};

// One gap of a cloze question; the stem holds its marker `{{id}}` once in every language.
struct Gap {
  std::string id;
  std::variant<TextGap, NumberGap, ChoiceGap> accepts;
  double points = 1;
  std::optional<LocalizedText> feedback;
};

// A text with gaps: the question's points are the sum of its gaps' points.
struct Cloze {
  std::vector<Gap> gaps;  // in the bank's order; a language may place their markers in another order
};

// A text-only item between questions: its stem is the text; no response, no points.
struct Description {};

using QuestionBody = std::variant<SingleChoice, MultipleResponse, TrueFalse, ShortAnswer, Numerical, Matching, Essay,
                                  Ordering, Cloze, Description>;

// Whether the item is a description (text only), not a question that scores.
inline bool is_description(const QuestionBody& body) { return std::holds_alternative<Description>(body); }

struct Question {
  std::string id;
  double points = 1;
  std::optional<LocalizedText> title;  // optional short name; writers fall back to the id
  LocalizedText stem;
  std::optional<LocalizedText> explanation;  // shown after the learner answers, when the bank gives one
  std::string section;                       // id of the quiz's section holding it; empty when the quiz has none
  QuestionBody body;
  SourceLocation location;
};

// The bank's name for each kind, as in the JSON "kind" field.
const char* kind_name(const QuestionBody& body);

}  // namespace quizpack
