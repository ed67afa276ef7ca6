// The words "True" and "False" in the languages of the player's catalogue, English for the others; a bank's own.
#include "text/true_false_words.hpp"

#include <algorithm>
#include <cctype>
#include <map>

namespace quizpack {
namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

bool has_subtag(const std::string& tag, const std::string& subtag) {
  return ("-" + tag + "-").find("-" + subtag + "-") != std::string::npos;
}

// The catalogue's key for `lang`: Chinese by script (Hant for Taiwan, Hong Kong and Macao), others by language.
std::string catalogue_key(const LanguageTag& lang) {
  const std::string tag = lower(lang);
  std::string primary = tag.substr(0, tag.find_first_of("-_"));
  if (primary != "zh") return primary;
  const bool hant = has_subtag(tag, "hant") || has_subtag(tag, "tw") || has_subtag(tag, "hk") || has_subtag(tag, "mo");
  return hant && !has_subtag(tag, "hans") ? "zh-hant" : "zh-hans";
}

// The table's languages are those of the player's interface catalogue (src/player/strings/<language>.json).

const std::map<std::string, TrueFalseWords>& word_table() {
  static const std::map<std::string, TrueFalseWords> table = {
      {"en", {"True", "False"}},       {"ja", {"正しい", "誤り"}},     {"hi", {"सही", "गलत"}},
      {"ar", {"صواب", "خطأ"}},         {"he", {"נכון", "לא נכון"}},    {"fr", {"Vrai", "Faux"}},
      {"de", {"Wahr", "Falsch"}},      {"es", {"Verdadero", "Falso"}}, {"it", {"Vero", "Falso"}},
      {"pt", {"Verdadeiro", "Falso"}}, {"nl", {"Waar", "Onwaar"}},     {"pl", {"Prawda", "Fałsz"}},
      {"ru", {"Верно", "Неверно"}},    {"uk", {"Правда", "Неправда"}}, {"tr", {"Doğru", "Yanlış"}},
      {"ko", {"참", "거짓"}},          {"zh-hans", {"正确", "错误"}},  {"zh-hant", {"正確", "錯誤"}},
  };
  return table;
}

}  // namespace

TrueFalseWords true_false_words(const LanguageTag& lang) {
  auto it = word_table().find(catalogue_key(lang));
  return it != word_table().end() ? it->second : word_table().at("en");
}

TrueFalseWords true_false_words(const Quiz& quiz, const LanguageTag& lang) {
  TrueFalseWords words = true_false_words(lang);
  if (const auto* own = ui_word(quiz.ui, lang, "trueLabel")) words.true_word = *own;
  if (const auto* own = ui_word(quiz.ui, lang, "falseLabel")) words.false_word = *own;
  return words;
}

bool has_own_true_false_words(const Quiz& quiz, const LanguageTag& lang) {
  return ui_word(quiz.ui, lang, "trueLabel") != nullptr || ui_word(quiz.ui, lang, "falseLabel") != nullptr;
}

std::string interface_catalogue_language(const LanguageTag& lang) { return catalogue_key(lang); }

bool has_interface_catalogue(const LanguageTag& lang) {
  return word_table().count(catalogue_key(lang)) != 0 || is_pseudo_language(lang);
}

bool is_pseudo_language(const LanguageTag& lang) { return lower(lang).ends_with("-xa"); }

}  // namespace quizpack
