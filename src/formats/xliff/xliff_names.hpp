// The XLIFF 2.0 names quizpack writes and reads: namespace, note categories, data ids and segment states.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "model/localized_text.hpp"

namespace quizpack::xliff {

inline constexpr const char* kNamespace = "urn:oasis:names:tc:xliff:document:2.0";
inline constexpr const char* kNoteKind = "kind";
inline constexpr const char* kNoteRole = "role";
inline constexpr const char* kNoteLengthLimit = "length-limit";

// The <data> id of the code at piece `index` of a source.
inline std::string data_id(std::size_t index) { return "d" + std::to_string(index + 1); }

// The id of the unit holding attribute `name` (alt, title) of the code at piece `index` of unit `unit_id`: a
// sub-flow of that unit.
inline std::string sub_flow_id(const std::string& unit_id, std::size_t index, const std::string& name) {
  return unit_id + "." + data_id(index) + "." + name;
}

// A bank text's state as a segment state: needs-review is "translated", translated is "final".
inline const char* state_name(TranslationState state) {
  switch (state) {
    case TranslationState::Source:
      return "final";
    case TranslationState::Translated:
      return "final";
    case TranslationState::NeedsReview:
      return "translated";
  }
  return "initial";
}

// A segment state as a bank text's state: initial and translated need review, reviewed and final are translated.
inline std::optional<TranslationState> state_from_name(std::string_view name) {
  if (name.empty() || name == "initial" || name == "translated") return TranslationState::NeedsReview;
  if (name == "reviewed" || name == "final") return TranslationState::Translated;
  return std::nullopt;
}

}  // namespace quizpack::xliff
