// The lookup from the bank's kind names to the alternatives of QuestionBody.
#include "model/question_kinds.hpp"

#include <utility>

namespace quizpack {
namespace {

// A default-constructed alternative `index` of QuestionBody.
template <std::size_t... I>
QuestionBody empty_body(std::size_t index, std::index_sequence<I...>) {
  using Make = QuestionBody (*)();
  static constexpr Make make[] = {[]() -> QuestionBody { return std::variant_alternative_t<I, QuestionBody>{}; }...};
  return make[index]();
}

}  // namespace

std::optional<QuestionBody> empty_body_of_kind(std::string_view name) {
  for (const auto& kind : kKindNames)
    if (kind.name == name) return empty_body(kind.index, std::make_index_sequence<std::variant_size_v<QuestionBody>>{});
  return std::nullopt;
}

const char* kind_name(const QuestionBody& body) { return kKindNames[body.index()].name.data(); }

}  // namespace quizpack
