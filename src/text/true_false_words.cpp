// The words "True" and "False" in the languages quizpack knows, English for the others.
#include "text/true_false_words.hpp"

#include <map>

namespace quizpack {

TrueFalseWords true_false_words(const LanguageTag& lang) {
  static const std::map<std::string, TrueFalseWords> table = {
      {"en", {"True", "False"}},  {"ja", {"正しい", "誤り"}},     {"hi", {"सही", "गलत"}},
      {"ar", {"صواب", "خطأ"}},    {"he", {"נכון", "לא נכון"}},    {"fr", {"Vrai", "Faux"}},
      {"de", {"Wahr", "Falsch"}}, {"es", {"Verdadero", "Falso"}}, {"zh", {"正确", "错误"}},
  };
  const std::string primary = lang.substr(0, lang.find('-'));
  auto it = table.find(primary);
  return it != table.end() ? it->second : table.at("en");
}

}  // namespace quizpack
