// TeX as quiz authors write it → a MathML Core <math> element, with the TeX as alttext.
#include "math/tex_to_mathml.hpp"

#include "math/tex_parser.hpp"

namespace quizpack::math {

MathResult tex_to_mathml(std::string_view tex, bool display, const MathOptions& options) {
  MathResult result;
  Node& math = result.math;
  math.tag = Tag::math;
  if (display) math.set("display", "block");
  if (options.left_to_right) math.set("dir", "ltr");
  math.set("alttext", std::string(tex));
  try {
    Parser parser(tex, display);
    math.children = parser.parse_formula();
  } catch (const TexFailure& failure) {
    result.error = failure.error;
    math.children.clear();
    math.children.push_back(element(Tag::merror, {token(Tag::mtext, std::string(tex))}));
  }
  return result;
}

std::optional<TexError> check_tex(std::string_view tex) { return tex_to_mathml(tex, false).error; }

}  // namespace quizpack::math
