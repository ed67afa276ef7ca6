// Formulas taken out of a Markdown source before cmark reads it and put back into the tree it builds.
#include "text/formula_slots.hpp"

#include <string_view>

#include "text/formulas.hpp"

namespace quizpack {
namespace {

constexpr char32_t kFirstSlot = 0xF0000;  // Supplementary Private Use Area-A
constexpr std::size_t kMaxSlots = 0xFFFE;

// True when a slot character (U+F0000..U+FFFFF, bytes F3 B0..BF xx xx) starts at `i`.
bool slot_at(std::string_view s, std::size_t i) {
  return i + 3 < s.size() && static_cast<unsigned char>(s[i]) == 0xF3 &&
         (static_cast<unsigned char>(s[i + 1]) & 0xF0) == 0xB0;
}

std::size_t slot_index(std::string_view s, std::size_t i) {
  const auto byte = [&](std::size_t k) {
    return static_cast<std::size_t>(static_cast<unsigned char>(s[i + k]) & 0x3F);
  };
  return ((byte(1) & 0x0F) << 12) | (byte(2) << 6) | byte(3);
}

void append_slot(std::string& out, std::size_t index) {
  const auto c = static_cast<char32_t>(kFirstSlot + index);
  out += static_cast<char>(0xF0 | (c >> 18));
  out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
  out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
  out += static_cast<char>(0x80 | (c & 0x3F));
}

void append_text(Inlines& out, std::string_view text) {
  if (text.empty()) return;
  if (!out.empty())
    if (auto* run = std::get_if<TextRun>(&out.back().node)) {
      run->text += text;
      return;
    }
  out.push_back({TextRun{std::string(text)}});
}

}  // namespace

std::string FormulaSlots::take_out(const std::string& source, bool blocks) {
  const std::vector<FormulaSpan> spans = find_formulas(source, blocks);
  std::string out;
  out.reserve(source.size());
  std::size_t next = 0;
  for (std::size_t i = 0; i < source.size();) {
    if (slots_.size() < kMaxSlots && next < spans.size() && spans[next].begin == i) {
      const FormulaSpan& f = spans[next++];
      append_slot(out, slots_.size());
      slots_.push_back({source.substr(f.begin, f.end - f.begin), true, Formula{std::string(f.tex(source)), f.display}});
      i = f.end;
    } else if (slots_.size() < kMaxSlots && slot_at(source, i)) {
      append_slot(out, slots_.size());
      slots_.push_back({source.substr(i, 4), false, {}});
      i += 4;
    } else {
      out += source[i++];
    }
  }
  return out;
}

void FormulaSlots::split(const std::string& text, Inlines& out) const {
  std::size_t run = 0;
  for (std::size_t i = 0; i < text.size();) {
    if (!slot_at(text, i) || slot_index(text, i) >= slots_.size()) {
      ++i;
      continue;
    }
    append_text(out, std::string_view(text).substr(run, i - run));
    const Slot& slot = slots_[slot_index(text, i)];
    if (slot.is_formula)
      out.push_back({Boxed<Formula>(slot.formula)});
    else
      append_text(out, slot.written);
    i += 4;
    run = i;
  }
  append_text(out, std::string_view(text).substr(run));
}

void FormulaSlots::put_back(std::string& text) const {
  std::string out;
  std::size_t run = 0;
  for (std::size_t i = 0; i < text.size();) {
    if (!slot_at(text, i) || slot_index(text, i) >= slots_.size()) {
      ++i;
      continue;
    }
    if (run == 0 && out.empty()) out.reserve(text.size() + 16);
    out.append(text, run, i - run);
    out += slots_[slot_index(text, i)].written;
    i += 4;
    run = i;
  }
  if (run == 0) return;
  out.append(text, run, std::string::npos);
  text = std::move(out);
}

void FormulaSlots::put_back(Inlines& inlines) const {
  Inlines out;
  out.reserve(inlines.size());
  for (auto& in : inlines) {
    if (auto* run = std::get_if<TextRun>(&in.node)) {
      split(run->text, out);
      continue;
    }
    if (auto* code = std::get_if<CodeSpan>(&in.node)) {
      put_back(code->code);
    } else if (auto* e = std::get_if<Emphasis>(&in.node)) {
      put_back(e->children);
    } else if (auto* s = std::get_if<Strong>(&in.node)) {
      put_back(s->children);
    } else if (auto* l = std::get_if<Boxed<Link>>(&in.node)) {
      put_back((*l)->url);
      put_back((*l)->title);
      put_back((*l)->children);
    } else if (auto* img = std::get_if<Boxed<Image>>(&in.node)) {
      put_back((*img)->src);
      put_back((*img)->alt);
      put_back((*img)->title);
    }
    out.push_back(std::move(in));
  }
  inlines = std::move(out);
}

void FormulaSlots::put_back(Blocks& blocks) const {
  for (auto& b : blocks) {
    if (auto* p = std::get_if<Paragraph>(&b.node)) {
      put_back(p->children);
    } else if (auto* h = std::get_if<Heading>(&b.node)) {
      put_back(h->children);
    } else if (auto* c = std::get_if<Boxed<CodeBlock>>(&b.node)) {
      put_back((*c)->code);
      put_back((*c)->info);
    } else if (auto* l = std::get_if<List>(&b.node)) {
      for (auto& item : l->items) put_back(item);
    } else if (auto* q = std::get_if<BlockQuote>(&b.node)) {
      put_back(q->children);
    }
  }
}

}  // namespace quizpack
