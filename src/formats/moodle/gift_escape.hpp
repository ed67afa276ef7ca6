// Escapes text for GIFT: the reserved characters ~ = # { } : and \ get a backslash, line breaks become \n.
#pragma once

#include <string>
#include <string_view>

namespace quizpack {

std::string escape_gift(std::string_view text);

}  // namespace quizpack
