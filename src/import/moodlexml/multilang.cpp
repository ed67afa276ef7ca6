// Finds multilang spans the way Moodle's multilang filter does, nested spans inside them included.
#include "import/moodlexml/multilang.hpp"

#include <string_view>

namespace quizpack {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool is_tag_character(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

bool is_quote(char c) { return c == '"' || c == '\''; }

// Whether `text` holds the lower-case `word` at `at`, in any case.
bool word_at(std::string_view text, std::size_t at, std::string_view word) {
  if (at + word.size() > text.size()) return false;
  for (std::size_t i = 0; i < word.size(); ++i)
    if (lower(text[at + i]) != word[i]) return false;
  return true;
}

// The first position from `at` where the lower-case `word` starts, in any case, or npos.
std::size_t find_word(std::string_view text, std::string_view word, std::size_t at) {
  const char first = word.front();
  const bool letter = first >= 'a' && first <= 'z';
  for (; at + word.size() <= text.size(); ++at) {
    if (!letter) {  // a first character without case ('<'): jump to its next occurrence
      at = text.find(first, at);
      if (at == std::string_view::npos || at + word.size() > text.size()) return std::string_view::npos;
    }
    if (word_at(text, at, word)) return at;
  }
  return std::string_view::npos;
}

std::size_t skip_spaces(std::string_view text, std::size_t at) {
  while (at < text.size() && is_space(text[at])) ++at;
  return at;
}

// The value of `name = "value"` starting at `at` (letters, digits, '_' and '-' only), or "" when there is none.
std::string_view quoted_value_at(std::string_view tag, std::size_t at, std::string_view name) {
  at = skip_spaces(tag, at + name.size());
  if (at >= tag.size() || tag[at] != '=') return {};
  at = skip_spaces(tag, at + 1);
  if (at >= tag.size() || !is_quote(tag[at])) return {};
  const std::size_t start = ++at;
  while (at < tag.size() && is_tag_character(tag[at])) ++at;
  if (at >= tag.size() || !is_quote(tag[at])) return {};
  return tag.substr(start, at - start);
}

// The first value of attribute `name` in `tag` that `accept` takes, or "" (the leftmost match of a regex search).
template <typename Accept>
std::string_view attribute(std::string_view tag, std::string_view name, Accept accept) {
  for (std::size_t at = find_word(tag, name, 0); at != std::string_view::npos; at = find_word(tag, name, at + 1))
    if (const std::string_view value = quoted_value_at(tag, at, name); !value.empty() && accept(value)) return value;
  return {};
}

// The language of a multilang span's opening tag, or "" when the tag is another span.
std::string multilang_language(std::string_view tag) {
  const auto is_multilang = [](std::string_view v) { return v.size() == 9 && word_at(v, 0, "multilang"); };
  if (attribute(tag, "class", is_multilang).empty()) return "";
  std::string out(attribute(tag, "lang", [](std::string_view) { return true; }));
  for (char& c : out) c = c == '_' ? '-' : lower(c);
  return out;
}

// The next opening `<span …>` tag from `at`: its start and the position after its '>'; false when there is none.
bool next_opening_span(std::string_view html, std::size_t at, std::size_t& start, std::size_t& end) {
  for (std::size_t lt = html.find('<', at); lt != std::string_view::npos; lt = html.find('<', lt + 1)) {
    if (!word_at(html, lt + 1, "span") || lt + 5 >= html.size() || !is_space(html[lt + 5])) continue;
    const std::size_t gt = html.find('>', lt + 6);
    if (gt == std::string_view::npos) return false;
    start = lt;
    end = gt + 1;
    return true;
  }
  return false;
}

// The position just after the </span> closing the span whose content starts at `from`, or npos.
std::size_t span_end(std::string_view html, std::size_t from, std::size_t& content_end) {
  int depth = 1;
  std::size_t at = from;
  while (depth > 0) {
    const std::size_t open = find_word(html, "<span", at);
    const std::size_t close = find_word(html, "</span>", at);
    if (close == std::string_view::npos) return std::string_view::npos;
    if (open != std::string_view::npos && open < close) {
      ++depth;
      at = open + 5;
      continue;
    }
    --depth;
    at = close + 7;
    content_end = close;
  }
  return at;
}

// Appends `piece` to the shared text and to every language found so far.
void append_everywhere(MultilangText& out, std::string_view piece) {
  out.shared += piece;
  for (auto& [lang, text] : out.texts) text += piece;
}

}  // namespace

MultilangText split_multilang(const std::string& html_text) {
  const std::string_view html = html_text;
  MultilangText out;
  std::size_t at = 0;
  std::size_t tag_start = 0;
  std::size_t content_start = 0;
  while (at < html.size() && next_opening_span(html, at, tag_start, content_start)) {
    const std::string lang = multilang_language(html.substr(tag_start, content_start - tag_start));
    std::size_t content_end = 0;
    const std::size_t end = lang.empty() ? std::string_view::npos : span_end(html, content_start, content_end);
    if (end == std::string_view::npos) {
      append_everywhere(out, html.substr(at, content_start - at));
      at = content_start;
      continue;
    }
    append_everywhere(out, html.substr(at, tag_start - at));
    if (!out.texts.count(lang)) {
      out.languages.push_back(lang);
      out.texts[lang] = out.shared;
    }
    out.texts[lang] += html.substr(content_start, content_end - content_start);
    at = end;
  }
  if (at < html.size()) append_everywhere(out, html.substr(at));
  return out;
}

std::string text_in(const MultilangText& split, const std::string& lang) {
  const auto it = split.texts.find(lang);
  return it == split.texts.end() ? split.shared : it->second;
}

}  // namespace quizpack
