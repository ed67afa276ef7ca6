// Percent-encoding of package paths for URLs and hrefs.
#pragma once

#include <string>
#include <string_view>

namespace quizpack {

// The characters RFC 3986 never needs to encode, plus '/' so that a path keeps its segments.
inline constexpr std::string_view kUnreservedPathChars = "-._~/";

// `path` with every byte that is neither an ASCII letter or digit nor in `kept` written as %XX (upper case).
std::string percent_encoded(std::string_view path, std::string_view kept = kUnreservedPathChars);

}  // namespace quizpack
