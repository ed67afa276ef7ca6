// The one table of question kinds: the bank's name of each QuestionBody alternative, and the lookup by name.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>
#include <variant>

#include "model/question.hpp"

namespace quizpack {

template <class Kind, class Variant>
struct AlternativeIndex;
template <class Kind, class... Alternatives>
struct AlternativeIndex<Kind, std::variant<Alternatives...>> {
  static constexpr std::size_t value = [] {
    constexpr bool same[] = {std::is_same_v<Kind, Alternatives>...};
    std::size_t i = 0;
    while (i < sizeof...(Alternatives) && !same[i]) ++i;
    return i;
  }();
};

// The position of `Kind` among QuestionBody's alternatives.
template <class Kind>
constexpr std::size_t kind_index() {
  constexpr std::size_t index = AlternativeIndex<Kind, QuestionBody>::value;
  static_assert(index < std::variant_size_v<QuestionBody>, "not a question kind");
  return index;
}

struct KindName {
  std::size_t index;      // of the alternative in QuestionBody
  std::string_view name;  // as in the bank's "kind" field
};

// One entry per alternative, in the order of QuestionBody.
inline constexpr std::array kKindNames{
    KindName{kind_index<SingleChoice>(), "single-choice"},
    KindName{kind_index<MultipleResponse>(), "multiple-response"},
    KindName{kind_index<TrueFalse>(), "true-false"},
    KindName{kind_index<ShortAnswer>(), "short-answer"},
    KindName{kind_index<Numerical>(), "numerical"},
    KindName{kind_index<Matching>(), "matching"},
    KindName{kind_index<Essay>(), "essay"},
    KindName{kind_index<Ordering>(), "ordering"},
    KindName{kind_index<Cloze>(), "cloze"},
    KindName{kind_index<Description>(), "description"},
};

static_assert(kKindNames.size() == std::variant_size_v<QuestionBody>,
              "kKindNames needs one name for every alternative of QuestionBody");

constexpr bool kind_names_in_order() {
  for (std::size_t i = 0; i < kKindNames.size(); ++i)
    if (kKindNames[i].index != i) return false;
  return true;
}
static_assert(kind_names_in_order(), "kKindNames must list the alternatives in the order of QuestionBody");

// A default body of the kind the bank calls `name`, or nothing when no kind has that name.
std::optional<QuestionBody> empty_body_of_kind(std::string_view name);

}  // namespace quizpack
