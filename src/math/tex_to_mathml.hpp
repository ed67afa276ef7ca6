// TeX as quiz authors write it → a MathML Core <math> element, with the TeX as alttext.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "math/mathml_tree.hpp"
#include "math/tex_lexer.hpp"

namespace quizpack::math {

struct MathOptions {
  bool left_to_right = false;  // dir="ltr" on <math>: formulas read left to right inside right-to-left pages
};

struct MathResult {
  Node math;  // on an error, <math> holding the TeX in <merror>
  std::optional<TexError> error;
};

// Converts `tex` (without its \( \) delimiters); a display formula gets display="block".
MathResult tex_to_mathml(std::string_view tex, bool display, const MathOptions& options = {});

// The first problem the converter finds in `tex`, if any.
std::optional<TexError> check_tex(std::string_view tex);

}  // namespace quizpack::math
