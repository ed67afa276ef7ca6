// Rich text as the XHTML subset QTI 2.1 allows, written into the element being written.
#include "formats/qti/xhtml.hpp"

#include "math/mathml_writer.hpp"
#include "math/tex_to_mathml.hpp"
#include "text/plain_text.hpp"
#include "text/rich_text_walker.hpp"
#include "text/whitespace.hpp"

namespace quizpack::qti {
namespace {

// Writes the elements and text render_html would give, as an XML parser reads them back: line ends in text as LF,
// white space in attribute values as spaces. Elements keep their content on their line. Titles and a list's start
// number are dropped, as QTI cannot hold them.
class XhtmlSink {
 public:
  XhtmlSink(XmlWriter& w, bool formulas_left_to_right, const GapWriter& gap)
      : w_(w), gap_(gap), formulas_left_to_right_(formulas_left_to_right) {}

  void open(std::string_view tag) {
    flush();
    w_.open_inline(tag);
  }
  void attribute(std::string_view name, std::string_view value);
  void optional_attribute(std::string_view, std::string_view) { kept_all_ = false; }
  void content() {}
  void close(std::string_view tag) {
    flush();
    w_.close(tag);
  }
  void close_empty(std::string_view tag) { close(tag); }
  void text(std::string_view s) { text_ += s; }
  void formula(const Formula& f);
  void gap(const GapMarker& g) {
    if (!gap_) {
      text_ += "{{" + g.gap + "}}";
      return;
    }
    flush();
    gap_(g);
  }

  // Writes the pending text; true when nothing was dropped.
  bool finish() {
    flush();
    return kept_all_;
  }

 private:
  XmlWriter& w_;
  const GapWriter& gap_;
  std::string text_;  // text since the last tag, written as one text node
  bool formulas_left_to_right_;
  bool kept_all_ = true;

  void flush() {
    if (text_.empty()) return;
    if (text_.find('\r') != std::string::npos) {
      std::string lines;
      for (std::size_t i = 0; i < text_.size(); ++i) {
        if (text_[i] != '\r') {
          lines += text_[i];
          continue;
        }
        lines += '\n';
        if (i + 1 < text_.size() && text_[i + 1] == '\n') ++i;
      }
      text_ = std::move(lines);
    }
    w_.text(text_);
    text_.clear();
  }
};

// Writes a MathML tree into the item, the <math> element declaring its namespace.
class MathSink {
 public:
  explicit MathSink(XhtmlSink& sink) : sink_(sink) {}
  void open(std::string_view tag) {
    sink_.open(tag);
    if (tag == "math") sink_.attribute("xmlns", math::kMathmlNamespace);
  }
  void attribute(std::string_view name, std::string_view value) { sink_.attribute(name, value); }
  void content() {}
  void text(std::string_view s) { sink_.text(s); }
  void close(std::string_view tag) { sink_.close(tag); }
  void close_empty(std::string_view tag) { sink_.close(tag); }

 private:
  XhtmlSink& sink_;
};

// A formula as MathML, dir="ltr" only when asked (QTI 2.1 imports MathML 2, which has no dir).
void XhtmlSink::formula(const Formula& f) {
  MathSink sink(*this);
  math::MathOptions options;
  options.left_to_right = formulas_left_to_right_;
  math::walk_mathml(math::tex_to_mathml(f.tex, f.display, options).math, sink);
}

// An attribute value with tabs, line ends and CR LF pairs as single spaces.
void XhtmlSink::attribute(std::string_view name, std::string_view value) {
  if (value.find_first_of("\t\n\r") == std::string_view::npos) {
    w_.attribute(name, value);
    return;
  }
  std::string spaced;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const char c = value[i];
    if (c == '\r' && i + 1 < value.size() && value[i + 1] == '\n') ++i;
    spaced += is_space(c) ? ' ' : c;
  }
  w_.attribute(name, spaced);
}

bool write_xhtml(XmlWriter& w, const RichText& text, const ImageUrl& image_url, bool unwrap_single_paragraph,
                 bool formulas_left_to_right, const GapWriter& gap = {}) {
  XhtmlSink sink(w, formulas_left_to_right, gap);
  RichTextWalker(sink, image_url).document(text, unwrap_single_paragraph);
  return sink.finish();
}

bool is_single_paragraph(const RichText& text) {
  return text.blocks.size() == 1 && std::holds_alternative<Paragraph>(text.blocks.front().node);
}

}  // namespace

bool append_blocks(XmlWriter& w, const RichText& text, const ImageUrl& image_url, bool formulas_left_to_right,
                   const GapWriter& gap) {
  return write_xhtml(w, text, image_url, false, formulas_left_to_right, gap);
}

bool append_inline(XmlWriter& w, const RichText& text, const ImageUrl& image_url, bool formulas_left_to_right) {
  if (text.blocks.empty()) return true;
  if (is_single_paragraph(text)) return write_xhtml(w, text, image_url, true, formulas_left_to_right);
  w.text(plain_text(text));
  return false;
}

bool append_flow(XmlWriter& w, const RichText& text, const ImageUrl& image_url, bool formulas_left_to_right) {
  return write_xhtml(w, text, image_url, true, formulas_left_to_right);
}

}  // namespace quizpack::qti
