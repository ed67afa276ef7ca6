// Stable QTI identifiers and package paths derived from bank ids.
#include "formats/qti/identifiers.hpp"

namespace quizpack::qti {

std::string item_identifier(const Question& question) { return "Q_" + question.id; }
std::string choice_identifier(const std::string& choice_id) { return "C_" + choice_id; }
std::string gap_identifier(const std::string& gap_id) { return "GAP_" + gap_id; }
std::string match_prompt_identifier(const std::string& pair_id) { return "P_" + pair_id; }
std::string match_answer_identifier(const std::string& answer_id) { return "A_" + answer_id; }
std::string test_identifier(const Quiz& quiz) { return "T_" + quiz.id; }
std::string section_identifier(const std::string& section_id) { return "SECTION_" + section_id; }

std::string manifest_identifier(const Quiz& quiz, const LanguageTag& lang) {
  return "MANIFEST_" + quiz.id + "_" + lang;
}

std::string resource_identifier(const std::string& qti_identifier) { return "RES_" + qti_identifier; }

std::string item_path(const Question& question) { return "items/" + question.id + ".xml"; }
std::string test_path() { return "test.xml"; }

}  // namespace quizpack::qti
