// Finds multilang spans the way Moodle's multilang filter does, nested spans inside them included.
#include "import/moodlexml/multilang.hpp"

#include <algorithm>
#include <regex>

namespace quizpack {
namespace {

const std::regex& opening_span() {
  static const std::regex re(R"(<span\s[^>]*>)", std::regex::icase);
  return re;
}

// The language of a multilang span's opening tag, or "" when the tag is another span.
std::string multilang_language(const std::string& tag) {
  static const std::regex cls(R"(class\s*=\s*["']multilang["'])", std::regex::icase);
  static const std::regex lang(R"(lang\s*=\s*["']([A-Za-z0-9_-]+)["'])", std::regex::icase);
  std::smatch m;
  if (!std::regex_search(tag, cls) || !std::regex_search(tag, m, lang)) return "";
  std::string out = m[1];
  std::replace(out.begin(), out.end(), '_', '-');
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

// The position just after the </span> closing the span whose content starts at `from`, or npos.
std::size_t span_end(const std::string& html, std::size_t from, std::size_t& content_end) {
  int depth = 1;
  std::size_t at = from;
  while (depth > 0) {
    const std::size_t open = html.find("<span", at);
    const std::size_t close = html.find("</span>", at);
    if (close == std::string::npos) return std::string::npos;
    if (open != std::string::npos && open < close) {
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

}  // namespace

MultilangText split_multilang(const std::string& html) {
  MultilangText out;
  std::size_t at = 0;
  std::smatch m;
  while (at < html.size()) {
    const auto begin = html.cbegin() + static_cast<std::ptrdiff_t>(at);
    if (!std::regex_search(begin, html.cend(), m, opening_span())) break;
    const std::size_t tag_start = at + static_cast<std::size_t>(m.position(0));
    const std::size_t content_start = tag_start + static_cast<std::size_t>(m.length(0));
    const std::string lang = multilang_language(m.str(0));
    std::size_t content_end = 0;
    const std::size_t end = lang.empty() ? std::string::npos : span_end(html, content_start, content_end);
    if (end == std::string::npos) {
      out.shared += html.substr(at, content_start - at);
      for (auto& [l, text] : out.texts) text += html.substr(at, content_start - at);
      at = content_start;
      continue;
    }
    const std::string before = html.substr(at, tag_start - at);
    out.shared += before;
    for (auto& [l, text] : out.texts) text += before;
    if (!out.texts.count(lang)) {
      out.languages.push_back(lang);
      out.texts[lang] = out.shared;
    }
    out.texts[lang] += html.substr(content_start, content_end - content_start);
    at = end;
  }
  const std::string rest = at < html.size() ? html.substr(at) : "";
  out.shared += rest;
  for (auto& [l, text] : out.texts) text += rest;
  return out;
}

std::string text_in(const MultilangText& split, const std::string& lang) {
  const auto it = split.texts.find(lang);
  return it == split.texts.end() ? split.shared : it->second;
}

}  // namespace quizpack
