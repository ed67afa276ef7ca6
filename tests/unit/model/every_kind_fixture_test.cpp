// The shared test fixtures hold a question of every kind, in the order of kKindNames.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "model/question_kinds.hpp"
#include "support/every_kind_quiz.hpp"
#include "support/torture_quiz.hpp"

using namespace quizpack;

TEST_CASE("every_kind_quiz has one question per kind, in the order of the kind table") {
  const Quiz quiz = test::every_kind_quiz();
  REQUIRE(quiz.questions.size() == kKindNames.size());
  for (std::size_t i = 0; i < kKindNames.size(); ++i) {
    INFO(quiz.questions[i].id);
    CHECK(quiz.questions[i].body.index() == kKindNames[i].index);
    CHECK(std::string(kind_name(quiz.questions[i].body)) == std::string(kKindNames[i].name));
  }
  CHECK(quiz.languages == std::vector<LanguageTag>{"en", "ar", "ja"});
}

TEST_CASE("every_form_quiz starts with every_kind_quiz and adds the other form of four kinds") {
  const Quiz kinds = test::every_kind_quiz();
  const Quiz forms = test::every_form_quiz();
  REQUIRE(forms.questions.size() == kinds.questions.size() + 4);
  for (std::size_t i = 0; i < kinds.questions.size(); ++i) CHECK(forms.questions[i].id == kinds.questions[i].id);
  const auto& all = std::get<MultipleResponse>(forms.questions[test::question_at(forms, "q-multi-all")].body);
  CHECK(all.partial_credit == PartialCredit::AllOrNothing);
  CHECK(std::get<ShortAnswer>(forms.questions[test::question_at(forms, "q-short-case")].body).case_sensitive);
  CHECK(std::holds_alternative<Range>(
      std::get<Numerical>(forms.questions[test::question_at(forms, "q-range")].body).accepted));
  CHECK(std::get<Ordering>(forms.questions[test::question_at(forms, "q-order-positions")].body).credit ==
        OrderCredit::PerPosition);
}

TEST_CASE("the torture quiz holds every kind too") {
  std::set<std::string> kinds;
  for (const auto& q : test::torture_quiz().questions) kinds.insert(kind_name(q.body));
  for (const auto& k : kKindNames) CHECK(kinds.count(std::string(k.name)) == 1);
}
