// Percent-encoding of package paths for URLs and hrefs, and decoding of the paths importers read.
#pragma once

#include <string>
#include <string_view>

namespace quizpack {

// The characters RFC 3986 never needs to encode, plus '/' so that a path keeps its segments.
inline constexpr std::string_view kUnreservedPathChars = "-._~/";

// `path` with every byte that is neither an ASCII letter or digit nor in `kept` written as %XX (upper case).
std::string percent_encoded(std::string_view path, std::string_view kept = kUnreservedPathChars);

// `s` with every %XX (hexadecimal digits, either case) replaced by its byte; a lone '%' stays.
std::string percent_decoded(const std::string& s);

}  // namespace quizpack
