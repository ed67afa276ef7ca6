// Synthetic CommonMark texts of chosen lengths in Latin, CJK, Devanagari, Arabic and Cyrillic scripts.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "random_stream.hpp"

namespace quizpack::bench {

// How one language writes: its words, whether words are spaced, its punctuation, and how dense it is.
struct LanguageStyle {
  std::string tag;
  std::vector<std::string> words;
  std::vector<std::string> particles;  // short joining words, mixed between the content words
  std::string word_gap;                // " ", or "" for scripts written without spaces
  std::string comma, full_stop, question_mark;
  double density;  // characters this language needs for what English says in one
};

// The languages in the order banks with more languages add them: en, ja, hi, then ar, zh, fr, ru.
const std::vector<LanguageStyle>& language_styles();

// What kind of text to make: a question ends with a question mark, a phrase has no final punctuation.
enum class Sentence { Question, Statement, Phrase };

// Makes texts of a target length in one language, with some inline markup (code, emphasis, strong).
class TextMaker {
 public:
  explicit TextMaker(const LanguageStyle& style) : style_(style) {}

  // A text of about `english_chars` × density characters; `markup` allows code spans and emphasis.
  std::string text(RandomStream& random, std::size_t english_chars, Sentence kind, bool markup) const;

  // A text of several sentences, sometimes with a link and a short list.
  std::string explanation(RandomStream& random, std::size_t english_chars) const;

  // A short plain answer of one to three words, as learners type it.
  std::string short_answer(RandomStream& random) const;

  const LanguageStyle& style() const { return style_; }

 private:
  std::string word(RandomStream& random, bool markup) const;

  const LanguageStyle& style_;
};

// Characters (Unicode code points) in UTF-8 text.
std::size_t count_characters(const std::string& utf8);

}  // namespace quizpack::bench
