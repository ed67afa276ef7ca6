// The bank's word for each translation state, as in the JSON "state" field.
#pragma once

#include "model/localized_text.hpp"

namespace quizpack {

constexpr const char* state_name(TranslationState state) {
  switch (state) {
    case TranslationState::Source:
      return "source";
    case TranslationState::Translated:
      return "translated";
    case TranslationState::NeedsReview:
      return "needs-review";
  }
  return "needs-review";
}

}  // namespace quizpack
