// The TeX commands the converter knows: symbols with their MathML token and TeX class, and constructions.
#include "math/tex_commands.hpp"

#include <string>
#include <unordered_map>

namespace quizpack::math {
namespace {

struct Entry {
  std::string_view name;
  CommandInfo info;
};

constexpr CommandInfo sym(Kind kind, std::string_view text, Atom atom = Atom::ord) { return {kind, atom, 0, text}; }
constexpr CommandInfo mo(std::string_view text, Atom atom) { return {Kind::op, atom, 0, text}; }
constexpr CommandInfo rel(std::string_view text) { return mo(text, Atom::rel); }
constexpr CommandInfo bin(std::string_view text) { return mo(text, Atom::bin); }
constexpr CommandInfo ord(std::string_view text) { return sym(Kind::ordinary, text); }
constexpr CommandInfo letter(std::string_view text) { return sym(Kind::letter, text); }
constexpr CommandInfo capital(std::string_view text) { return sym(Kind::upright, text); }
constexpr CommandInfo make(Kind kind, std::uint8_t param = 0, std::string_view text = {}, Atom atom = Atom::ord) {
  return {kind, atom, param, text};
}
constexpr CommandInfo font(Font f) { return make(Kind::font, static_cast<std::uint8_t>(f)); }
constexpr CommandInfo text_font(Font f) { return make(Kind::text, static_cast<std::uint8_t>(f)); }
constexpr CommandInfo font_switch(Font f) { return make(Kind::font_switch, static_cast<std::uint8_t>(f)); }

constexpr Entry kCommands[] = {
    // Greek
    {"alpha", letter("α")},
    {"beta", letter("β")},
    {"gamma", letter("γ")},
    {"delta", letter("δ")},
    {"epsilon", letter("ϵ")},
    {"varepsilon", letter("ε")},
    {"zeta", letter("ζ")},
    {"eta", letter("η")},
    {"theta", letter("θ")},
    {"vartheta", letter("ϑ")},
    {"iota", letter("ι")},
    {"kappa", letter("κ")},
    {"varkappa", letter("ϰ")},
    {"lambda", letter("λ")},
    {"mu", letter("μ")},
    {"nu", letter("ν")},
    {"xi", letter("ξ")},
    {"omicron", letter("ο")},
    {"pi", letter("π")},
    {"varpi", letter("ϖ")},
    {"rho", letter("ρ")},
    {"varrho", letter("ϱ")},
    {"sigma", letter("σ")},
    {"varsigma", letter("ς")},
    {"tau", letter("τ")},
    {"upsilon", letter("υ")},
    {"phi", letter("ϕ")},
    {"varphi", letter("φ")},
    {"chi", letter("χ")},
    {"psi", letter("ψ")},
    {"omega", letter("ω")},
    {"digamma", letter("ϝ")},
    {"Gamma", capital("Γ")},
    {"Delta", capital("Δ")},
    {"Theta", capital("Θ")},
    {"Lambda", capital("Λ")},
    {"Xi", capital("Ξ")},
    {"Pi", capital("Π")},
    {"Sigma", capital("Σ")},
    {"Upsilon", capital("Υ")},
    {"Phi", capital("Φ")},
    {"Psi", capital("Ψ")},
    {"Omega", capital("Ω")},
    // ordinary symbols
    {"infty", ord("∞")},
    {"partial", ord("∂")},
    {"nabla", mo("∇", Atom::ord)},
    {"forall", ord("∀")},
    {"exists", ord("∃")},
    {"nexists", ord("∄")},
    {"emptyset", ord("∅")},
    {"varnothing", ord("⌀")},
    {"hbar", ord("ℏ")},
    {"hslash", ord("ℏ")},
    {"ell", ord("ℓ")},
    {"Re", ord("ℜ")},
    {"Im", ord("ℑ")},
    {"wp", ord("℘")},
    {"aleph", ord("ℵ")},
    {"beth", ord("ℶ")},
    {"angle", ord("∠")},
    {"measuredangle", ord("∡")},
    {"triangle", ord("△")},
    {"degree", ord("°")},
    {"top", ord("⊤")},
    {"bot", ord("⊥")},
    {"prime", ord("′")},
    {"backslash", ord("\\")},
    {"|", ord("‖")},
    {"vert", ord("|")},
    {"Vert", ord("‖")},
    {"surd", ord("√")},
    {"clubsuit", ord("♣")},
    {"diamondsuit", ord("♢")},
    {"heartsuit", ord("♡")},
    {"spadesuit", ord("♠")},
    {"flat", ord("♭")},
    {"natural", ord("♮")},
    {"sharp", ord("♯")},
    {"checkmark", ord("✓")},
    {"S", ord("§")},
    {"P", ord("¶")},
    {"copyright", ord("©")},
    {"pounds", ord("£")},
    {"imath", letter("ı")},
    {"jmath", letter("ȷ")},
    {"mho", ord("℧")},
    {"complement", ord("∁")},
    {"Box", ord("□")},
    {"square", ord("□")},
    {"blacksquare", ord("■")},
    {"vdots", ord("⋮")},
    {"%", ord("%")},
    {"$", ord("$")},
    {"#", ord("#")},
    {"&", ord("&")},
    {"_", ord("_")},
    {"lbrack", mo("[", Atom::open)},
    {"rbrack", mo("]", Atom::close)},
    {"lparen", mo("(", Atom::open)},
    {"rparen", mo(")", Atom::close)},
    {"ldots", mo("…", Atom::inner)},
    {"dots", mo("…", Atom::inner)},
    {"dotsc", mo("…", Atom::inner)},
    {"dotsb", mo("⋯", Atom::inner)},
    {"cdots", mo("⋯", Atom::inner)},
    {"ddots", mo("⋱", Atom::inner)},
    {"neg", mo("¬", Atom::ord)},
    {"lnot", mo("¬", Atom::ord)},
    {"dagger", bin("†")},
    {"ddagger", bin("‡")},
    // binary operators
    {"pm", bin("±")},
    {"mp", bin("∓")},
    {"times", bin("×")},
    {"div", bin("÷")},
    {"cdot", bin("⋅")},
    {"ast", bin("∗")},
    {"star", bin("⋆")},
    {"circ", bin("∘")},
    {"bullet", bin("∙")},
    {"cap", bin("∩")},
    {"cup", bin("∪")},
    {"setminus", bin("∖")},
    {"smallsetminus", bin("∖")},
    {"wedge", bin("∧")},
    {"land", bin("∧")},
    {"vee", bin("∨")},
    {"lor", bin("∨")},
    {"oplus", bin("⊕")},
    {"ominus", bin("⊖")},
    {"otimes", bin("⊗")},
    {"oslash", bin("⊘")},
    {"odot", bin("⊙")},
    {"uplus", bin("⊎")},
    {"sqcap", bin("⊓")},
    {"sqcup", bin("⊔")},
    {"amalg", bin("⨿")},
    {"wr", bin("≀")},
    {"bigcirc", bin("◯")},
    {"diamond", bin("⋄")},
    {"triangleleft", bin("◃")},
    {"triangleright", bin("▹")},
    {"bigtriangleup", bin("△")},
    {"bigtriangledown", bin("▽")},
    {"centerdot", bin("⋅")},
    // relations
    {"le", rel("≤")},
    {"leq", rel("≤")},
    {"ge", rel("≥")},
    {"geq", rel("≥")},
    {"leqslant", rel("⩽")},
    {"geqslant", rel("⩾")},
    {"ne", rel("≠")},
    {"neq", rel("≠")},
    {"lt", rel("<")},
    {"gt", rel(">")},
    {"approx", rel("≈")},
    {"approxeq", rel("≊")},
    {"equiv", rel("≡")},
    {"sim", rel("∼")},
    {"simeq", rel("≃")},
    {"cong", rel("≅")},
    {"propto", rel("∝")},
    {"in", rel("∈")},
    {"notin", rel("∉")},
    {"ni", rel("∋")},
    {"owns", rel("∋")},
    {"subset", rel("⊂")},
    {"subseteq", rel("⊆")},
    {"supset", rel("⊃")},
    {"supseteq", rel("⊇")},
    {"subsetneq", rel("⊊")},
    {"supsetneq", rel("⊋")},
    {"nsubseteq", rel("⊈")},
    {"nsupseteq", rel("⊉")},
    {"sqsubset", rel("⊏")},
    {"sqsupset", rel("⊐")},
    {"sqsubseteq", rel("⊑")},
    {"sqsupseteq", rel("⊒")},
    {"ll", rel("≪")},
    {"gg", rel("≫")},
    {"lll", rel("⋘")},
    {"ggg", rel("⋙")},
    {"parallel", rel("∥")},
    {"nparallel", rel("∦")},
    {"perp", rel("⟂")},
    {"nmid", rel("∤")},
    {"vdash", rel("⊢")},
    {"dashv", rel("⊣")},
    {"models", rel("⊨")},
    {"asymp", rel("≍")},
    {"doteq", rel("≐")},
    {"prec", rel("≺")},
    {"succ", rel("≻")},
    {"preceq", rel("⪯")},
    {"succeq", rel("⪰")},
    {"lesssim", rel("≲")},
    {"gtrsim", rel("≳")},
    {"lessgtr", rel("≶")},
    {"nless", rel("≮")},
    {"ngtr", rel("≯")},
    {"nleq", rel("≰")},
    {"ngeq", rel("≱")},
    {"ncong", rel("≇")},
    {"nsim", rel("≁")},
    {"triangleq", rel("≜")},
    {"coloneqq", rel("≔")},
    {"smile", rel("⌣")},
    {"frown", rel("⌢")},
    {"bowtie", rel("⋈")},
    {"therefore", rel("∴")},
    {"because", rel("∵")},
    {"backsim", rel("∽")},
    {"gtrless", rel("≷")},
    {"leftrightarrow", rel("↔")},
    {"to", rel("→")},
    {"rightarrow", rel("→")},
    {"leftarrow", rel("←")},
    {"gets", rel("←")},
    {"Rightarrow", rel("⇒")},
    {"Leftarrow", rel("⇐")},
    {"Leftrightarrow", rel("⇔")},
    {"mapsto", rel("↦")},
    {"longmapsto", rel("⟼")},
    {"longrightarrow", rel("⟶")},
    {"longleftarrow", rel("⟵")},
    {"longleftrightarrow", rel("⟷")},
    {"Longrightarrow", rel("⟹")},
    {"Longleftarrow", rel("⟸")},
    {"Longleftrightarrow", rel("⟺")},
    {"uparrow", rel("↑")},
    {"downarrow", rel("↓")},
    {"updownarrow", rel("↕")},
    {"Uparrow", rel("⇑")},
    {"Downarrow", rel("⇓")},
    {"Updownarrow", rel("⇕")},
    {"nearrow", rel("↗")},
    {"searrow", rel("↘")},
    {"swarrow", rel("↙")},
    {"nwarrow", rel("↖")},
    {"rightleftharpoons", rel("⇌")},
    {"leftrightharpoons", rel("⇋")},
    {"rightharpoonup", rel("⇀")},
    {"rightharpoondown", rel("⇁")},
    {"leftharpoonup", rel("↼")},
    {"leftharpoondown", rel("↽")},
    {"hookrightarrow", rel("↪")},
    {"hookleftarrow", rel("↩")},
    {"rightleftarrows", rel("⇄")},
    {"leftrightarrows", rel("⇆")},
    {"rightrightarrows", rel("⇉")},
    {"leftleftarrows", rel("⇇")},
    {"nrightarrow", rel("↛")},
    {"nleftarrow", rel("↚")},
    {"nRightarrow", rel("⇏")},
    {"nLeftarrow", rel("⇍")},
    {"twoheadrightarrow", rel("↠")},
    {"leadsto", rel("⇝")},
    {"mid", rel("|")},
    {"implies", make(Kind::op, 1, "⟹", Atom::rel)},
    {"impliedby", make(Kind::op, 1, "⟸", Atom::rel)},
    {"iff", make(Kind::op, 1, "⟺", Atom::rel)},
    // punctuation and delimiters
    {"colon", mo(":", Atom::punct)},
    {"ldotp", mo(".", Atom::punct)},
    {"cdotp", mo("⋅", Atom::punct)},
    {"{", mo("{", Atom::open)},
    {"}", mo("}", Atom::close)},
    {"lbrace", mo("{", Atom::open)},
    {"rbrace", mo("}", Atom::close)},
    {"langle", mo("⟨", Atom::open)},
    {"rangle", mo("⟩", Atom::close)},
    {"lceil", mo("⌈", Atom::open)},
    {"rceil", mo("⌉", Atom::close)},
    {"lfloor", mo("⌊", Atom::open)},
    {"rfloor", mo("⌋", Atom::close)},
    {"lvert", mo("|", Atom::open)},
    {"rvert", mo("|", Atom::close)},
    {"lVert", mo("‖", Atom::open)},
    {"rVert", mo("‖", Atom::close)},
    // large operators
    {"sum", sym(Kind::large_op, "∑", Atom::op)},
    {"prod", sym(Kind::large_op, "∏", Atom::op)},
    {"coprod", sym(Kind::large_op, "∐", Atom::op)},
    {"bigcup", sym(Kind::large_op, "⋃", Atom::op)},
    {"bigcap", sym(Kind::large_op, "⋂", Atom::op)},
    {"bigvee", sym(Kind::large_op, "⋁", Atom::op)},
    {"bigwedge", sym(Kind::large_op, "⋀", Atom::op)},
    {"bigoplus", sym(Kind::large_op, "⨁", Atom::op)},
    {"bigotimes", sym(Kind::large_op, "⨂", Atom::op)},
    {"bigodot", sym(Kind::large_op, "⨀", Atom::op)},
    {"biguplus", sym(Kind::large_op, "⨄", Atom::op)},
    {"bigsqcup", sym(Kind::large_op, "⨆", Atom::op)},
    {"int", sym(Kind::integral, "∫", Atom::op)},
    {"iint", sym(Kind::integral, "∬", Atom::op)},
    {"iiint", sym(Kind::integral, "∭", Atom::op)},
    {"oint", sym(Kind::integral, "∮", Atom::op)},
    {"oiint", sym(Kind::integral, "∯", Atom::op)},
    {"oiiint", sym(Kind::integral, "∰", Atom::op)},
    {"intop", sym(Kind::large_op, "∫", Atom::op)},
    {"smallint", sym(Kind::integral, "∫", Atom::op)},
    // function names
    {"arccos", sym(Kind::function, "arccos", Atom::op)},
    {"arcsin", sym(Kind::function, "arcsin", Atom::op)},
    {"arctan", sym(Kind::function, "arctan", Atom::op)},
    {"arg", sym(Kind::function, "arg", Atom::op)},
    {"cos", sym(Kind::function, "cos", Atom::op)},
    {"cosh", sym(Kind::function, "cosh", Atom::op)},
    {"cot", sym(Kind::function, "cot", Atom::op)},
    {"coth", sym(Kind::function, "coth", Atom::op)},
    {"csc", sym(Kind::function, "csc", Atom::op)},
    {"deg", sym(Kind::function, "deg", Atom::op)},
    {"dim", sym(Kind::function, "dim", Atom::op)},
    {"exp", sym(Kind::function, "exp", Atom::op)},
    {"hom", sym(Kind::function, "hom", Atom::op)},
    {"ker", sym(Kind::function, "ker", Atom::op)},
    {"lg", sym(Kind::function, "lg", Atom::op)},
    {"ln", sym(Kind::function, "ln", Atom::op)},
    {"log", sym(Kind::function, "log", Atom::op)},
    {"sec", sym(Kind::function, "sec", Atom::op)},
    {"sin", sym(Kind::function, "sin", Atom::op)},
    {"sinh", sym(Kind::function, "sinh", Atom::op)},
    {"tan", sym(Kind::function, "tan", Atom::op)},
    {"tanh", sym(Kind::function, "tanh", Atom::op)},
    {"det", sym(Kind::limit_function, "det", Atom::op)},
    {"gcd", sym(Kind::limit_function, "gcd", Atom::op)},
    {"inf", sym(Kind::limit_function, "inf", Atom::op)},
    {"lim", sym(Kind::limit_function, "lim", Atom::op)},
    {"liminf", sym(Kind::limit_function, "lim inf", Atom::op)},
    {"limsup", sym(Kind::limit_function, "lim sup", Atom::op)},
    {"max", sym(Kind::limit_function, "max", Atom::op)},
    {"min", sym(Kind::limit_function, "min", Atom::op)},
    {"Pr", sym(Kind::limit_function, "Pr", Atom::op)},
    {"sup", sym(Kind::limit_function, "sup", Atom::op)},
    // spacing
    {",", sym(Kind::space, "0.1667em")},
    {"thinspace", sym(Kind::space, "0.1667em")},
    {":", sym(Kind::space, "0.2222em")},
    {">", sym(Kind::space, "0.2222em")},
    {"medspace", sym(Kind::space, "0.2222em")},
    {";", sym(Kind::space, "0.2778em")},
    {"thickspace", sym(Kind::space, "0.2778em")},
    {"!", sym(Kind::space, "-0.1667em")},
    {"negthinspace", sym(Kind::space, "-0.1667em")},
    {"negmedspace", sym(Kind::space, "-0.2222em")},
    {"negthickspace", sym(Kind::space, "-0.2778em")},
    {"quad", sym(Kind::space, "1em")},
    {"qquad", sym(Kind::space, "2em")},
    {"enspace", sym(Kind::space, "0.5em")},
    {" ", sym(Kind::text_space, "")},
    {"space", sym(Kind::text_space, "")},
    {"nobreakspace", sym(Kind::text_space, "")},
    {"hspace", make(Kind::length_space)},
    {"kern", make(Kind::length_space, 1)},
    {"mkern", make(Kind::length_space, 2)},
    {"hskip", make(Kind::length_space, 1)},
    {"mskip", make(Kind::length_space, 2)},
    // constructions
    {"frac", make(Kind::fraction, 0)},
    {"dfrac", make(Kind::fraction, 1)},
    {"tfrac", make(Kind::fraction, 2)},
    {"cfrac", make(Kind::fraction, 3)},
    {"binom", make(Kind::binomial, 0)},
    {"dbinom", make(Kind::binomial, 1)},
    {"tbinom", make(Kind::binomial, 2)},
    {"sqrt", make(Kind::root)},
    {"left", make(Kind::left)},
    {"right", make(Kind::right)},
    {"middle", make(Kind::middle)},
    {"big", make(Kind::big, 1, {}, Atom::ord)},
    {"Big", make(Kind::big, 2, {}, Atom::ord)},
    {"bigg", make(Kind::big, 3, {}, Atom::ord)},
    {"Bigg", make(Kind::big, 4, {}, Atom::ord)},
    {"bigl", make(Kind::big, 1, {}, Atom::open)},
    {"Bigl", make(Kind::big, 2, {}, Atom::open)},
    {"biggl", make(Kind::big, 3, {}, Atom::open)},
    {"Biggl", make(Kind::big, 4, {}, Atom::open)},
    {"bigr", make(Kind::big, 1, {}, Atom::close)},
    {"Bigr", make(Kind::big, 2, {}, Atom::close)},
    {"biggr", make(Kind::big, 3, {}, Atom::close)},
    {"Biggr", make(Kind::big, 4, {}, Atom::close)},
    {"bigm", make(Kind::big, 1, {}, Atom::rel)},
    {"Bigm", make(Kind::big, 2, {}, Atom::rel)},
    {"biggm", make(Kind::big, 3, {}, Atom::rel)},
    {"Biggm", make(Kind::big, 4, {}, Atom::rel)},
    {"mathrm", font(Font::roman)},
    {"mathbf", font(Font::bold)},
    {"mathit", font(Font::italic)},
    {"mathsf", font(Font::sans)},
    {"mathtt", font(Font::mono)},
    {"mathcal", font(Font::script)},
    {"mathscr", font(Font::script)},
    {"mathbb", font(Font::double_struck)},
    {"mathfrak", font(Font::fraktur)},
    {"boldsymbol", font(Font::bold_symbol)},
    {"bm", font(Font::bold_symbol)},
    {"mathbfit", font(Font::bold_italic)},
    {"mathnormal", font(Font::none)},
    {"rm", font_switch(Font::roman)},
    {"bf", font_switch(Font::bold)},
    {"it", font_switch(Font::italic)},
    {"sf", font_switch(Font::sans)},
    {"tt", font_switch(Font::mono)},
    {"cal", font_switch(Font::script)},
    {"text", text_font(Font::none)},
    {"textrm", text_font(Font::none)},
    {"textnormal", text_font(Font::none)},
    {"mbox", text_font(Font::none)},
    {"textup", text_font(Font::none)},
    {"textbf", text_font(Font::bold)},
    {"textit", text_font(Font::italic)},
    {"textsf", text_font(Font::sans)},
    {"texttt", text_font(Font::mono)},
    {"emph", text_font(Font::italic)},
    {"operatorname", make(Kind::operatorname, 0)},
    {"operatornamewithlimits", make(Kind::operatorname, 1)},
    {"hat", make(Kind::accent, 0, "ˆ")},
    {"widehat", make(Kind::accent, 1, "ˆ")},
    {"bar", make(Kind::accent, 0, "‾")},
    {"vec", make(Kind::accent, 0, "→")},
    {"dot", make(Kind::accent, 0, "˙")},
    {"ddot", make(Kind::accent, 0, "¨")},
    {"dddot", make(Kind::accent, 0, "⃛")},
    {"tilde", make(Kind::accent, 0, "~")},
    {"widetilde", make(Kind::accent, 1, "~")},
    {"check", make(Kind::accent, 0, "ˇ")},
    {"widecheck", make(Kind::accent, 1, "ˇ")},
    {"breve", make(Kind::accent, 0, "˘")},
    {"acute", make(Kind::accent, 0, "´")},
    {"grave", make(Kind::accent, 0, "`")},
    {"mathring", make(Kind::accent, 0, "˚")},
    {"overline", make(Kind::over_under, 0, "‾")},
    {"underline", make(Kind::over_under, 1, "_")},
    {"overrightarrow", make(Kind::over_under, 0, "→")},
    {"overleftarrow", make(Kind::over_under, 0, "←")},
    {"overleftrightarrow", make(Kind::over_under, 0, "↔")},
    {"underrightarrow", make(Kind::over_under, 1, "→")},
    {"underleftarrow", make(Kind::over_under, 1, "←")},
    {"overbrace", make(Kind::over_under, 0, "⏞")},
    {"underbrace", make(Kind::over_under, 1, "⏟")},
    {"xrightarrow", make(Kind::arrow_over, 0, "→")},
    {"xleftarrow", make(Kind::arrow_over, 0, "←")},
    {"xleftrightarrow", make(Kind::arrow_over, 0, "↔")},
    {"xRightarrow", make(Kind::arrow_over, 0, "⇒")},
    {"xLeftarrow", make(Kind::arrow_over, 0, "⇐")},
    {"xrightleftharpoons", make(Kind::arrow_over, 0, "⇌")},
    {"overset", make(Kind::stack, 0)},
    {"underset", make(Kind::stack, 1)},
    {"stackrel", make(Kind::stack, 2)},
    {"begin", make(Kind::begin)},
    {"end", make(Kind::end)},
    {"limits", make(Kind::limits, 1)},
    {"nolimits", make(Kind::limits, 0)},
    {"displaystyle", make(Kind::style, 0)},
    {"textstyle", make(Kind::style, 1)},
    {"scriptstyle", make(Kind::style, 2)},
    {"scriptscriptstyle", make(Kind::style, 3)},
    {"not", make(Kind::negation)},
    {"over", make(Kind::infix, 0)},
    {"choose", make(Kind::infix, 1)},
    {"bmod", make(Kind::modulo, 0)},
    {"pmod", make(Kind::modulo, 1)},
    {"mod", make(Kind::modulo, 2)},
    {"pod", make(Kind::modulo, 3)},
    {"phantom", make(Kind::phantom, 0)},
    {"hphantom", make(Kind::phantom, 1)},
    {"vphantom", make(Kind::phantom, 2)},
    {"\\", make(Kind::newline)},
    {"cr", make(Kind::newline)},
    {"substack", make(Kind::substack)},
    {"nonumber", make(Kind::ignored)},
    {"notag", make(Kind::ignored)},
    {"relax", make(Kind::ignored)},
    {"allowbreak", make(Kind::ignored)},
    {"displaylimits", make(Kind::ignored)},
    {"hline", make(Kind::ignored)},
    {"hdashline", make(Kind::ignored)},
};

}  // namespace

const CommandInfo* find_command(std::string_view name) {
  static const auto* const table = [] {
    auto* map = new std::unordered_map<std::string_view, const CommandInfo*>();
    map->reserve(std::size(kCommands));
    for (const auto& e : kCommands) map->emplace(e.name, &e.info);
    return map;
  }();
  const auto it = table->find(name);
  return it == table->end() ? nullptr : it->second;
}

CharInfo char_info(char32_t c) {
  switch (c) {
    case '+':
      return {Kind::op, Atom::bin, {}};
    case '-':
      return {Kind::op, Atom::bin, "−"};
    case '*':
      return {Kind::op, Atom::bin, "∗"};
    case '=':
    case '<':
    case '>':
    case ':':
      return {Kind::op, Atom::rel, {}};
    case ',':
    case ';':
      return {Kind::op, Atom::punct, {}};
    case '!':
    case '?':
      return {Kind::op, Atom::close, {}};
    case '(':
    case '[':
      return {Kind::op, Atom::open, {}};
    case ')':
    case ']':
      return {Kind::op, Atom::close, {}};
    case '/':
    case '.':
    case '|':
    case '@':
    case '"':
      return {Kind::ordinary, Atom::ord, {}};
    default:
      break;
  }
  if (c < 0x80) return {Kind::letter, Atom::ord, {}};
  // Operators typed as Unicode characters take the class their command has.
  switch (c) {
    case U'±':
    case U'∓':
    case U'×':
    case U'÷':
    case U'⋅':
    case U'∗':
    case U'∘':
    case U'∙':
    case U'∩':
    case U'∪':
    case U'∖':
    case U'∧':
    case U'∨':
    case U'⊕':
    case U'⊗':
    case U'−':
      return {Kind::op, Atom::bin, {}};
    case U'≤':
    case U'≥':
    case U'≠':
    case U'≈':
    case U'≡':
    case U'∼':
    case U'≃':
    case U'≅':
    case U'∝':
    case U'∈':
    case U'∉':
    case U'∋':
    case U'⊂':
    case U'⊆':
    case U'⊃':
    case U'⊇':
    case U'≪':
    case U'≫':
    case U'→':
    case U'←':
    case U'↔':
    case U'⇒':
    case U'⇐':
    case U'⇔':
    case U'⇌':
    case U'⟶':
    case U'↦':
    case U'⩽':
    case U'⩾':
    case U'∥':
    case U'⟂':
      return {Kind::op, Atom::rel, {}};
    case U'∑':
    case U'∏':
    case U'⋃':
    case U'⋂':
      return {Kind::large_op, Atom::op, {}};
    case U'∫':
    case U'∬':
    case U'∭':
    case U'∮':
      return {Kind::integral, Atom::op, {}};
    case U'⟨':
    case U'⌈':
    case U'⌊':
      return {Kind::op, Atom::open, {}};
    case U'⟩':
    case U'⌉':
    case U'⌋':
      return {Kind::op, Atom::close, {}};
    case U'…':
    case U'⋯':
      return {Kind::op, Atom::inner, {}};
    default:
      break;
  }
  const bool greek_capital = c >= 0x391 && c <= 0x3A9;
  if (greek_capital) return {Kind::upright, Atom::ord, {}};
  return {Kind::letter, Atom::ord, {}};
}

}  // namespace quizpack::math
