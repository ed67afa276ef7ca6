// What Moodle's importer does to a question name (qformat_default::clean_question_name), checked before writing.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "formats/moodle/moodle_names.hpp"
#include "text/whitespace.hpp"

namespace quizpack {

// Moodle's question.name column and clean_question_name's limit, in characters (core_text::strlen).
inline constexpr std::size_t kMoodleNameMaxChars = 255;

inline constexpr const char* kMoodleNameTagsMessage = "Moodle removes tag-like text such as <...> from question names";

// Characters of UTF-8 text as Moodle counts them: one per code point (bytes that do not start one are skipped).
inline std::size_t moodle_char_count(std::string_view text) {
  std::size_t count = 0;
  for (char c : text) count += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
  return count;
}

// True when PHP's strip_tags (clean_param PARAM_TEXT) removes part of a name without multilang spans:
// a '<' not followed by white space starts a tag that runs to the next '>' or to the end.
inline bool moodle_strips_from_name(std::string_view name) {
  for (std::size_t i = name.find('<'); i != std::string_view::npos; i = name.find('<', i + 1))
    if (i + 1 == name.size() || !is_space(name[i + 1])) return true;
  return false;
}

// True when Moodle would shorten the name as stored (multilang spans and entities included) to fit.
inline bool moodle_name_too_long(std::string_view stored) { return moodle_char_count(stored) > kMoodleNameMaxChars; }

// The warning for a name written as the question id instead: it names the format and the count.
inline std::string moodle_name_length_message(std::string_view format, std::string_view stored) {
  return "the name is " + std::to_string(moodle_char_count(stored)) + " characters as " + std::string(format) +
         " gives it to Moodle, which cuts names over " + std::to_string(kMoodleNameMaxChars) +
         "; the question id is written as its name";
}

// The name GIFT and per-language Moodle XML write: the title in `lang`, or the id when Moodle would cut the title.
inline std::string moodle_question_name(const Question& question, const LanguageTag& lang) {
  std::string name = question_display_name(question, lang);
  return moodle_name_too_long(name) ? question.id : name;
}

}  // namespace quizpack
