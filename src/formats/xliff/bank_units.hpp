// Every translatable text of a quiz as an XLIFF unit: a stable id, where it is in the bank, and a translator's context.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "model/quiz.hpp"

namespace quizpack {

struct BankUnit {
  std::string id;       // stable, from the question id and the field, e.g. q.fp32-master-weights.choice.a.text
  std::string pointer;  // JSON pointer of the text in the bank, e.g. /questions/0/choices/0/text
  const LocalizedText* text = nullptr;
  std::string kind;           // the question's kind, or "quiz" for the quiz's own texts
  std::string role;           // what the text is: stem, correct option, distractor, feedback, explanation, ...
  std::size_t max_chars = 0;  // a length limit an output imposes, in characters; 0 when none
  // An item of a plain-text list (a short answer's accepted answers): `text` is built for the unit and owned here,
  // `pointer` leads to the list's object of languages, and `item` is the index in each language's list.
  bool list_item = false;
  std::size_t item = 0;
  std::shared_ptr<const LocalizedText> owned;
  // An interface text of the bank's "ui" object: its key; `text` is built for the unit (owned) and `pointer` is /ui.
  std::string ui_key;

  // Whether the unit is plain text, without Markdown or inline codes.
  [[nodiscard]] bool plain() const { return list_item || !ui_key.empty(); }
};

// The quiz's texts in bank order: its title and description, then each question's fields, then the interface texts
// the bank's "ui" gives in its source language (plain ones; plural forms are not extracted). Given the player's
// interface texts in the source language (`interface`, for a target language the player's catalogue lacks), every
// one of them the bank's "ui" does not give is a unit too.
std::vector<BankUnit> bank_units(const Quiz& quiz, const UiTexts* interface = nullptr);

}  // namespace quizpack
