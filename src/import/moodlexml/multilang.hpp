// Moodle's multilang spans (<span lang="xx" class="multilang">) in a text, split into one text per language.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace quizpack {

struct MultilangText {
  std::vector<std::string> languages;        // the span languages, in order of first appearance
  std::map<std::string, std::string> texts;  // per language: its spans' contents with the text around them
  std::string shared;                        // the text outside every span, shown in every language
};

// Splits `html` at its multilang spans; language tags are written as the bank writes them ("pt_br" → "pt-br").
MultilangText split_multilang(const std::string& html);

// The text of `lang` in `split`: its spans with the shared text, or the shared text when it has none.
std::string text_in(const MultilangText& split, const std::string& lang);

}  // namespace quizpack
