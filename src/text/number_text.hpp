// Numbers as the shortest decimal text that reads back as the same double, shared by every writer.
#pragma once

#include <string>

namespace quizpack {

// How a negative zero is written: "-0" as std::to_chars writes it (GIFT, Moodle XML) or "0" (QTI).
enum class NegativeZero { keep_sign, as_zero };

// The shortest decimal that reads back as `value` ("1", "0.5", "0.3333333333333333", "1e+21").
std::string number_text(double value, NegativeZero negative_zero = NegativeZero::keep_sign);

// The same shortest digits written without an exponent ("602200000000000000000000", "0.00000000000001"),
// for formats whose readers do not all take exponents (GIFT). A negative zero is written "0".
std::string plain_decimal_text(double value);

}  // namespace quizpack
