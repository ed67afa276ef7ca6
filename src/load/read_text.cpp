// Reads one learner-visible text (all languages) from the bank and checks it: presence, emptiness, characters, length.
#include "load/read_text.hpp"

#include <algorithm>

#include "math/tex_to_mathml.hpp"
#include "text/formulas.hpp"
#include "text/markdown.hpp"
#include "text/markdown_surprises.hpp"
#include "text/nfc.hpp"
#include "text/plain_text.hpp"
#include "text/whitespace.hpp"
#include "text/xml_chars.hpp"

namespace quizpack {
namespace {

TranslationState state_from(const std::string& s) {
  if (s == "source") return TranslationState::Source;
  if (s == "translated") return TranslationState::Translated;
  return TranslationState::NeedsReview;
}

bool blank(const std::string& s) { return std::all_of(s.begin(), s.end(), is_space); }

// The pointer of one language's entry of a text, built only when a diagnostic needs it.
struct EntryPointer {
  const std::string& text_pointer;
  const std::string& lang;
  [[nodiscard]] std::string entry() const { return text_pointer + "/" + lang; }
  [[nodiscard]] std::string member(const char* name) const { return entry() + "/" + name; }
};

void check_links(const Inlines& inlines, const EntryPointer& pointer, BankContext& ctx);

void check_links(const Blocks& blocks, const EntryPointer& pointer, BankContext& ctx) {
  for (const auto& b : blocks) {
    if (const auto* p = std::get_if<Paragraph>(&b.node))
      check_links(p->children, pointer, ctx);
    else if (const auto* h = std::get_if<Heading>(&b.node))
      check_links(h->children, pointer, ctx);
    else if (const auto* l = std::get_if<List>(&b.node))
      for (const auto& item : l->items) check_links(item, pointer, ctx);
    else if (const auto* q = std::get_if<BlockQuote>(&b.node))
      check_links(q->children, pointer, ctx);
  }
}

void check_links(const Inlines& inlines, const EntryPointer& pointer, BankContext& ctx) {
  for (const auto& in : inlines) {
    if (const auto* boxed_link = std::get_if<Boxed<Link>>(&in.node)) {
      const Link& link = **boxed_link;
      const std::string& url = link.url;
      const auto colon = url.find(':');
      const auto slash = url.find('/');
      const bool has_scheme = colon != std::string::npos && (slash == std::string::npos || colon < slash);
      if (has_scheme) {
        std::string scheme = url.substr(0, colon);
        std::transform(scheme.begin(), scheme.end(), scheme.begin(), [](unsigned char c) { return std::tolower(c); });
        if (scheme != "http" && scheme != "https" && scheme != "mailto")
          ctx.warn("unsafe-link", "link \"" + url + "\" uses the scheme \"" + scheme + ":\"; it is shown as text",
                   pointer.member("text"));
      }
      check_links(link.children, pointer, ctx);
    } else if (const auto* e = std::get_if<Emphasis>(&in.node)) {
      check_links(e->children, pointer, ctx);
    } else if (const auto* s = std::get_if<Strong>(&in.node)) {
      check_links(s->children, pointer, ctx);
    } else if (const auto* img = std::get_if<Boxed<Image>>(&in.node)) {
      if (blank((*img)->alt))
        ctx.warn("media-alt",
                 "image \"" + (*img)->src + "\" has no alt text; describe it for learners who cannot see it",
                 pointer.member("text"));
    }
  }
}

// Warns once per text about what CommonMark changes that the author most likely meant literally.
void check_markdown_surprises(const std::string& text, const std::string& pointer, BankContext& ctx) {
  if (text.find('\\') == std::string::npos && text.find('&') == std::string::npos) return;  // two memchr scans
  const auto surprises = markdown_surprises(text);
  if (surprises.empty()) return;
  std::string listed;
  bool backslash = false, entity = false;
  for (std::size_t i = 0; i < surprises.size() && i < 3; ++i)
    listed += (i ? ", \"" : "\"") + surprises[i].written + "\" as \"" + surprises[i].shown + "\"";
  if (surprises.size() > 3) listed += " and " + std::to_string(surprises.size() - 3) + " more";
  for (const auto& s : surprises) (s.entity ? entity : backslash) = true;
  std::string fix;
  if (backslash) fix += "write \\\\ (\\\\\\\\ in JSON) for a backslash";
  if (entity) fix += std::string(backslash ? "; " : "") + "write \\& for an ampersand";
  ctx.warn("markdown-escape", "CommonMark shows " + listed + "; " + fix, pointer);
}

// Reports each formula of `text` that the TeX converter cannot read, at the formula's line and column.
void check_formulas(const std::string& text, TextShape shape, const std::string& pointer, BankContext& ctx) {
  for (const FormulaSpan& f : find_formulas(text, shape != TextShape::Inline)) {
    const auto error = math::check_tex(f.tex(text));
    if (!error) continue;
    const std::size_t tex_offset = f.begin + 2;
    const std::string_view tex = f.tex(text);
    const std::string near(tex.substr(std::min(error->offset, tex.size()), std::max<std::size_t>(error->length, 1)));
    ctx.report_at("tex", RuleLevel::Error,
                  "formula " + std::string(text, f.begin, f.end - f.begin) + ": " + error->message +
                      (near.empty() ? "" : " (at \"" + near + "\")"),
                  ctx.where_in(pointer, tex_offset + error->offset));
  }
}

}  // namespace

void check_plain_string(const std::string& s, const std::string& pointer, BankContext& ctx) {
  if (has_xml_illegal_char(s))
    ctx.fail("xml-char", "the text holds a control character that XML (and so QTI, SCORM and Moodle XML) cannot carry",
             pointer);
  if (s.size() > ctx.limits.max_text_bytes)
    ctx.fail("text-too-long",
             "text of " + std::to_string(s.size()) + " bytes exceeds the limit of " +
                 std::to_string(ctx.limits.max_text_bytes) + " bytes (raise it with --max-text-length)",
             pointer);
}

LocalizedText read_text(const nlohmann::json& value, const std::string& pointer, BankContext& ctx, TextShape shape) {
  LocalizedText out;
  out.by_language.reserve(value.size());
  for (const auto& lang : ctx.languages)
    if (!value.contains(lang))
      ctx.fail("missing-translation", "no \"" + lang + "\" text; every target language needs one", pointer);
  for (const auto& [lang, entry] : value.items()) {
    const EntryPointer p{pointer, lang};
    if (std::find(ctx.languages.begin(), ctx.languages.end(), lang) == ctx.languages.end()) {
      ctx.fail("unknown-language", "language \"" + lang + "\" is not among the bank's languages", p.entry());
      continue;
    }
    const std::string text = to_nfc(entry.at("text").get<std::string>());
    if (blank(text)) {
      ctx.fail("empty-text", "the \"" + lang + "\" text is empty", p.member("text"));
      continue;
    }
    if (has_xml_illegal_char(text) || text.size() > ctx.limits.max_text_bytes) {
      check_plain_string(text, p.member("text"), ctx);
      continue;
    }
    Translation t{shape == TextShape::Inline ? parse_inline_markdown(text, ctx.limits.keep_sources)
                                             : parse_markdown(text, ctx.limits.keep_sources),
                  state_from(entry.at("state").get_ref<const std::string&>())};
    if (shape == TextShape::Inline && renders_nothing(t.text)) {
      ctx.fail("empty-text", "the \"" + lang + "\" text shows nothing once its markup is rendered", p.member("text"));
      continue;
    }
    if (!ctx.source_language.empty() && (lang == ctx.source_language) != (t.state == TranslationState::Source))
      ctx.warn("translation-state",
               lang == ctx.source_language ? "a source-language text should have the state \"source\""
                                           : "a translation should have the state \"translated\" or \"needs-review\"",
               p.member("state"));
    for (const auto& src : image_paths(t.text)) ctx.images.emplace_back(src, p.member("text"));
    if (t.text.had_raw_html)
      ctx.warn("raw-html", "the text holds HTML; it is shown as text, not as markup", p.member("text"));
    check_links(t.text.blocks, p, ctx);
    check_markdown_surprises(text, p.member("text"), ctx);
    if (may_hold_formula(text)) check_formulas(text, shape, p.member("text"), ctx);
    out.by_language.emplace(lang, std::move(t));
  }
  return out;
}

}  // namespace quizpack
