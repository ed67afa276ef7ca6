// number_text: shortest round-trip decimals, and the two ways of writing a negative zero.
#include <catch2/catch.hpp>
#include <cstdlib>

#include "text/number_text.hpp"

using quizpack::NegativeZero;
using quizpack::number_text;
using quizpack::plain_decimal_text;

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

TEST_CASE("plain_decimal_text writes the shortest digits without an exponent") {
  CHECK(plain_decimal_text(6.022e23) == "602200000000000000000000");
  CHECK(plain_decimal_text(1e20) == "100000000000000000000");
  CHECK(plain_decimal_text(0.0005) == "0.0005");
  CHECK(plain_decimal_text(1e-14) == "0.00000000000001");
  CHECK(plain_decimal_text(1.05e-14) == "0.0000000000000105");
  CHECK(plain_decimal_text(-2.5e-7) == "-0.00000025");
  CHECK(plain_decimal_text(0.375) == "0.375");
  CHECK(plain_decimal_text(12.5) == "12.5");
  CHECK(plain_decimal_text(100) == "100");
  CHECK(plain_decimal_text(-0.0) == "0");
}

TEST_CASE("plain_decimal_text reads back as the same double") {
  for (const double value : {6.022e23, 1.0 / 3, 0.1 + 0.2, 1e-300, 1.7976931348623157e308, -123456.789e-9}) {
    CAPTURE(value);
    CHECK(std::strtod(plain_decimal_text(value).c_str(), nullptr) == value);
  }
}
