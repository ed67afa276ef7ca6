// Base64 (RFC 4648) decoding of the files Moodle XML embeds.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace quizpack {

// The bytes `text` encodes, white space ignored; nullopt when it is not base64.
std::optional<std::string> decode_base64(std::string_view text);

}  // namespace quizpack
