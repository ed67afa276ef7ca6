// Standard base64 (RFC 4648, with padding) for files embedded in Moodle XML.
#pragma once

#include <string>
#include <string_view>

namespace quizpack {

std::string base64_encode(std::string_view bytes);

}  // namespace quizpack
