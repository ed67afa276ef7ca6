// Moodle's embedded answers (multianswer, "cloze") as the bank's gaps, with what the bank cannot hold named.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "formats/moodle/embedded_answers.hpp"
#include "model/question.hpp"

namespace quizpack {

// A bank text (every language of the file) from an HTML fragment as Moodle stores it.
using HtmlToText = std::function<LocalizedText(const std::string& html)>;

struct MultianswerGaps {
  std::optional<Cloze> cloze;        // empty when the question cannot become a cloze (`refusal` says why)
  std::string refusal;               // one sentence
  std::string stem_html;             // the question text with {{g1}} … where the sub-questions were
  double points = 0;                 // the sum of the sub-questions' weights
  std::vector<std::string> changes;  // what the bank holds differently, one sentence each, naming the gap
};

// The gaps of a multianswer question text. Sub-question k becomes gap "g<k>". `languages` get every text
// answer (a Moodle question has one list for all languages).
MultianswerGaps multianswer_gaps(const std::string& questiontext, const std::vector<LanguageTag>& languages,
                                 const HtmlToText& html_to_text);

}  // namespace quizpack
