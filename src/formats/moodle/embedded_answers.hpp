// Moodle's embedded answers (qtype_multianswer, "Cloze"): the sub-questions written inside a question text.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace quizpack {

// The sub-question types Moodle's parser tells apart (ANSWER_TYPE_DEF_REGEX).
enum class EmbeddedKind { short_answer, numerical, multichoice, multiresponse };
enum class EmbeddedLayout { dropdown, vertical, horizontal };

struct EmbeddedAlternative {
  double fraction = 0;              // 1 for "=", n/100 for "%n%", else 0 (multiresponse: as Moodle rescales it)
  bool specific_fraction = false;   // written as %n%
  std::string answer;               // as Moodle stores it: entities and \} \# undone
  std::optional<double> tolerance;  // numerical sub-questions: an answer that reads as a number has one (0 if none)
  std::optional<double> number;     // numerical sub-questions: the answer as a number, when it reads as one
  std::string feedback;             // HTML as Moodle stores it; empty when none
};

struct EmbeddedAnswer {
  double weight = 1;  // the sub-question's default mark, Moodle's {n:…}; 1 when n is left out
  EmbeddedKind kind = EmbeddedKind::short_answer;
  bool case_sensitive = false;  // SHORTANSWER_C
  EmbeddedLayout layout = EmbeddedLayout::dropdown;
  bool shuffle = false;
  std::string type_name;  // as written, e.g. "SAC", "MCVS"
  std::vector<EmbeddedAlternative> alternatives;
};

struct EmbeddedText {
  std::string text;                     // the text with the k-th embedded answer replaced by {#k}
  std::vector<EmbeddedAnswer> answers;  // in the order Moodle numbers them, from 1
  bool gave_up = false;                 // the search went past PHP's backtrack limit (Moodle stops there too)
};

// Reads every embedded answer of a Moodle question text with the rules of qtype_multianswer_extract_question.
EmbeddedText read_embedded_answers(std::string_view text);

// Writes one embedded answer so that Moodle's parser reads it back to the same sub-question. The weight is
// written as the integer Moodle's syntax allows (rounded; callers warn first). Answers and feedback are the
// exact strings Moodle should store: every character its parser gives a meaning is written as an entity.
std::string write_embedded_answer(const EmbeddedAnswer& answer);

// `text` written so that Moodle's html_entity_decode and \} \# unescaping give it back, and no character of
// it ends an answer or feedback early.
std::string encode_embedded_text(std::string_view text);

// HTML text around embedded answers: each "{" as an entity, so no run of prose reads as an embedded answer.
std::string encode_outside_embedded(std::string_view html);

// The type name written for a sub-question.
std::string embedded_type_name(const EmbeddedAnswer& answer);

}  // namespace quizpack
