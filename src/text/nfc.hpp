// Unicode Normalization Form C, through ICU: one spelling for texts that learners' answers are compared with.
#pragma once

#include <string>

namespace quizpack {

// `text` in NFC ("e" + U+0301 becomes U+00E9). Text that is not well-formed UTF-8 comes back unchanged: the
// loader's JSON parser rejects it before any text reaches here, and nothing is replaced behind its back.
std::string to_nfc(std::string text);

}  // namespace quizpack
