// Pseudo-localisation: a source made to look translated (accented, longer, bracketed), its codes untouched.
#include "formats/xliff/pseudo.hpp"

#include <array>
#include <string_view>

#include "model/overloaded.hpp"

namespace quizpack {
namespace {

// The accented letter for each ASCII letter, as Android and Chrome's pseudo-locales do.
constexpr std::array<std::string_view, 52> kAccented{"á", "ƀ", "ç", "ð", "é", "ƒ", "ĝ", "ĥ", "í", "ĵ", "ķ", "ļ", "ɱ",
                                                     "ñ", "ó", "þ", "ǫ", "ŕ", "š", "ţ", "ú", "ṽ", "ŵ", "ẋ", "ý", "ž",
                                                     "Å", "Ɓ", "Ç", "Ð", "É", "Ƒ", "Ĝ", "Ĥ", "Î", "Ĵ", "Ķ", "Ļ", "Ṁ",
                                                     "Ñ", "Ö", "Þ", "Ǫ", "Ŕ", "Š", "Ţ", "Û", "Ṽ", "Ŵ", "Ẋ", "Ý", "Ž"};

std::size_t code_points(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
  return n;
}

std::string accented(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c >= 'a' && c <= 'z')
      out += kAccented[static_cast<std::size_t>(c - 'a')];
    else if (c >= 'A' && c <= 'Z')
      out += kAccented[26 + static_cast<std::size_t>(c - 'A')];
    else
      out += c;
  }
  return out;
}

// About 35 % of `length` more characters, as one run of "~" (at least one when there is text).
std::string padding(std::size_t length) { return length == 0 ? "" : std::string((length * 35 + 99) / 100, '~'); }

// Accents a tree in place, counting the characters of its texts and keeping the first and last list of inlines.
class TreeAccenter {
 public:
  void blocks(Blocks& list) {
    for (auto& b : list)
      std::visit(Overloaded{
                     [&](Paragraph& p) { top_inlines(p.children); },
                     [&](Heading& h) { top_inlines(h.children); },
                     [&](List& l) {
                       for (auto& item : l.items) blocks(item);
                     },
                     [&](BlockQuote& q) { blocks(q.children); },
                     [&](Boxed<CodeBlock>&) {},
                     [&](ThematicBreak&) {},
                 },
                 b.node);
  }

  // Brackets around everything accented, the padding before the closing one.
  void bracket() const {
    if (!first_) return;
    first_->insert(first_->begin(), Inline{TextRun{"["}});
    last_->push_back(Inline{TextRun{" " + padding(length_) + "]"}});
  }

 private:
  void top_inlines(Inlines& list) {
    if (!first_) first_ = &list;
    last_ = &list;
    inlines(list);
  }

  void inlines(Inlines& list) {
    for (auto& in : list)
      std::visit(Overloaded{
                     [&](TextRun& t) { t.text = counted(t.text); },
                     [&](Emphasis& e) { inlines(e.children); },
                     [&](Strong& e) { inlines(e.children); },
                     [&](Boxed<Link>& l) {
                       l->title = accented(l->title);
                       inlines(l->children);
                     },
                     [&](Boxed<Image>& i) {
                       i->alt = counted(i->alt);
                       i->title = accented(i->title);
                     },
                     [&](CodeSpan&) {},
                     [&](Boxed<Formula>&) {},
                     [&](SoftBreak&) {},
                     [&](HardBreak&) {},
                     [&](GapMarker&) {},
                 },
                 in.node);
  }

  std::string counted(const std::string& text) {
    length_ += code_points(text);
    return accented(text);
  }

  std::size_t length_ = 0;
  Inlines* first_ = nullptr;
  Inlines* last_ = nullptr;
};

}  // namespace

RichText pseudo_tree(const RichText& text) {
  RichText out{"", text.blocks, text.had_raw_html};
  TreeAccenter accenter;
  accenter.blocks(out.blocks);
  accenter.bracket();
  return out;
}

LanguageTag pseudo_language(const LanguageTag& source_language) {
  return source_language.substr(0, source_language.find('-')) + "-XA";
}

InlinePieces pseudo_pieces(const InlinePieces& pieces) {
  InlinePieces out;
  std::size_t length = 0;
  out.push_back({InlinePiece::Kind::Text, "[", "", "", "", 0});
  for (const auto& p : pieces) {
    if (p.kind != InlinePiece::Kind::Text) {
      out.push_back(p);
      out.back().pair += 1;  // the opening bracket comes first
      const auto attributes = code_attributes(p);
      std::vector<std::string> texts;
      for (const auto& attribute : attributes) {
        if (attribute.name == "alt") length += code_points(attribute.text);
        texts.push_back(accented(attribute.text));
      }
      if (!attributes.empty()) out.back().data = with_attribute_texts(p, attributes, texts);
      continue;
    }
    length += code_points(p.data);
    out.push_back({InlinePiece::Kind::Text, accented(p.data), "", "", "", 0});
  }
  out.push_back({InlinePiece::Kind::Text, " " + padding(length) + "]", "", "", "", 0});
  return out;
}

}  // namespace quizpack
