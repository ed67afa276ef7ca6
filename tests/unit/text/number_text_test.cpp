// number_text: shortest round-trip decimals, and the two ways of writing a negative zero.
#include <catch2/catch.hpp>

#include "text/number_text.hpp"

using quizpack::NegativeZero;
using quizpack::number_text;

TEST_CASE("number_text writes the shortest decimal that reads back as the same double") {
  CHECK(number_text(1) == "1");
  CHECK(number_text(0.5) == "0.5");
  CHECK(number_text(1.0 / 3) == "0.3333333333333333");
  CHECK(number_text(-2.25) == "-2.25");
  CHECK(number_text(0) == "0");
}

TEST_CASE("number_text keeps a negative zero's sign unless asked to write it as 0") {
  CHECK(number_text(-0.0) == "-0");
  CHECK(number_text(-0.0, NegativeZero::as_zero) == "0");
  CHECK(number_text(0.0, NegativeZero::as_zero) == "0");
  CHECK(number_text(-1.5, NegativeZero::as_zero) == "-1.5");
}
