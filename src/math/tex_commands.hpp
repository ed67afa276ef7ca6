// The TeX commands the converter knows: symbols with their MathML token and TeX class, and constructions.
#pragma once

#include <cstdint>
#include <string_view>

namespace quizpack::math {

// TeX's atom classes, which decide spacing and how delimiters pair.
enum class Atom : std::uint8_t { ord, op, bin, rel, open, close, punct, inner };

// The Unicode alphabets of \mathbf, \mathbb, … (MathML Core styles letters by code point, not by attribute).
enum class Font : std::uint8_t {
  none,
  roman,
  bold,
  italic,
  bold_italic,
  sans,
  mono,
  script,
  double_struck,
  fraktur,
  bold_symbol,  // \boldsymbol: bold italic letters, bold digits and symbols
};

enum class Kind : std::uint8_t {
  letter,          // <mi>, italic as a single letter (Greek lower case)
  upright,         // <mi mathvariant="normal"> (Greek capitals)
  ordinary,        // <mi> symbol (∞, ∂)
  op,              // <mo> of its atom class
  large_op,        // ∑ ∏ ⋃: limits above and below in display style
  integral,        // ∫: limits beside unless \limits
  function,        // \sin: <mi>name</mi> with function application
  limit_function,  // \lim \max: limits below in display style
  space,           // <mspace width="text">
  text_space,      // a space in <mtext>
  fraction,        // param: 0 \frac, 1 \dfrac, 2 \tfrac, 3 \cfrac
  binomial,        // param as fraction
  root,            // \sqrt
  left,
  right,
  middle,
  big,           // \big…: param the size (1-4); atom the delimiter's role
  font,          // \mathbf{…}: param the Font
  font_switch,   // {\rm …}: param the Font
  text,          // \text{…}: param the Font
  operatorname,  // param 1 for \operatorname*
  accent,        // \hat: text the mark, param 1 when it stretches
  over_under,    // \overline, \underbrace: text the mark, param 0 over, 1 under
  arrow_over,    // \xrightarrow: text the arrow
  stack,         // param 0 \overset, 1 \underset, 2 \stackrel
  begin,
  end,
  limits,        // param 1 \limits, 0 \nolimits
  style,         // param 0 \displaystyle, 1 \textstyle, 2 \scriptstyle, 3 \scriptscriptstyle
  negation,      // \not
  infix,         // \over (param 0), \choose (1)
  modulo,        // param 0 \bmod, 1 \pmod, 2 \mod, 3 \pod
  phantom,       // param 0 \phantom, 1 \hphantom, 2 \vphantom
  length_space,  // \hspace{len}, \kern len, \mkern, \hskip
  newline,       // \\ and \cr
  substack,
  ignored,  // \nonumber, \notag, \relax, \allowbreak: nothing to show
};

struct CommandInfo {
  Kind kind = Kind::ordinary;
  Atom atom = Atom::ord;
  std::uint8_t param = 0;
  std::string_view text;
};

// The command `name` (without its backslash), or nullptr when the converter does not know it.
const CommandInfo* find_command(std::string_view name);

// How a character typed in a formula is written: its token and class.
struct CharInfo {
  Kind kind = Kind::letter;  // letter, ordinary, op, large_op, integral; digits are numbers elsewhere
  Atom atom = Atom::ord;
  std::string_view text;  // a replacement (- as −), or empty for the character itself
};
CharInfo char_info(char32_t c);

}  // namespace quizpack::math
