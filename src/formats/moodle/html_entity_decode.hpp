// PHP's html_entity_decode as Moodle calls it (ENT_QUOTES, HTML 4.01 names, UTF-8), for embedded answers.
#pragma once

#include <string>
#include <string_view>

namespace quizpack {

// Numeric references (&#38; &#x26;) and HTML 4.01's named ones become their characters; a reference without
// its ";", to an invalid code point, or with an unknown name stays as written.
std::string html_entity_decode(std::string_view text);

}  // namespace quizpack
