// The writing direction of a language.
#include "text/writing_direction.hpp"

#include <algorithm>
#include <array>
#include <string_view>

namespace quizpack {

bool is_right_to_left(const LanguageTag& lang) {
  static constexpr std::array<std::string_view, 10> rtl = {"ar", "arc", "dv", "fa", "he", "ks", "ps", "sd", "ur", "yi"};
  const std::string primary = lang.substr(0, lang.find('-'));
  return std::find(rtl.begin(), rtl.end(), primary) != rtl.end();
}

}  // namespace quizpack
