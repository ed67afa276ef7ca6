// Letters and digits in the Unicode mathematical alphabets (𝐚, 𝑎, ℝ, 𝒜 …), which MathML Core uses for styles.
#pragma once

#include "math/tex_commands.hpp"

namespace quizpack::math {

// `c` in the alphabet of `font`; `c` itself when that alphabet has no such character.
char32_t styled_char(char32_t c, Font font);

}  // namespace quizpack::math
