// Converts GIFT texts (Moodle auto-format, plain, markdown or HTML) into CommonMark rich text.
#include "import/gift/gift_rich_text.hpp"

#include <cctype>
#include <string_view>

#include <pugixml.hpp>

#include "import/html/markdown_escape.hpp"
#include "text/markdown.hpp"

namespace quizpack {
namespace {

class HtmlToMarkdown {
 public:
  std::string blocks(pugi::xml_node parent) {
    std::string out;
    std::string paragraph;
    auto flush = [&]() {
      while (!paragraph.empty() && (paragraph.back() == ' ' || paragraph.back() == '\n')) paragraph.pop_back();
      std::size_t lead = paragraph.find_first_not_of(" \n");
      if (lead != std::string::npos) add_block(out, paragraph.substr(lead));
      paragraph.clear();
    };
    for (auto child : parent.children()) {
      const std::string name = child.name();
      if (child.type() == pugi::node_element && is_block(name)) {
        flush();
        add_block(out, block(child, name));
      } else {
        inline_node(child, paragraph);
      }
    }
    flush();
    return out;
  }

 private:
  static bool is_block(const std::string& name) {
    return name == "p" || name == "div" || name == "ul" || name == "ol" || name == "pre" || name == "blockquote" ||
           name == "hr" || (name.size() == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6');
  }

  static void add_block(std::string& out, const std::string& block) {
    if (block.empty()) return;
    if (!out.empty()) out += "\n\n";
    out += block;
  }

  static std::string indented(const std::string& text, const std::string& first, const std::string& rest) {
    std::string out = first;
    for (char c : text) {
      out += c;
      if (c == '\n') out += rest;
    }
    return out;
  }

  std::string block(pugi::xml_node node, const std::string& name) {
    if (name == "p") return inlines(node);
    if (name == "div") return blocks(node);
    if (name == "hr") return "---";
    if (name == "pre") {
      std::string code = node.child("code") ? node.child("code").child_value() : node.text().get();
      if (!code.empty() && code.back() != '\n') code += '\n';
      std::string fence = "```";
      while (code.find(fence) != std::string::npos) fence += '`';
      return fence + "\n" + code + fence;
    }
    if (name == "blockquote") return indented(blocks(node), "> ", "> ");
    if (name == "ul" || name == "ol") {
      std::string out;
      int number = name == "ol" ? node.attribute("start").as_int(1) : 0;
      for (auto item : node.children("li")) {
        const std::string marker = name == "ol" ? std::to_string(number++) + ". " : "- ";
        if (!out.empty()) out += "\n";
        out += indented(blocks(item), marker, std::string(marker.size(), ' '));
      }
      return out;
    }
    return std::string(static_cast<std::size_t>(name[1] - '0'), '#') + " " + inlines(node);
  }

  std::string inlines(pugi::xml_node parent) {
    std::string out;
    for (auto child : parent.children()) inline_node(child, out);
    while (!out.empty() && (out.back() == ' ' || out.back() == '\n')) out.pop_back();
    return out;
  }

  void inline_node(pugi::xml_node node, std::string& out) {
    if (node.type() == pugi::node_pcdata || node.type() == pugi::node_cdata) {
      std::string_view text = node.value();
      // The line break after <br/> is already written.
      if (out.size() >= 2 && out.compare(out.size() - 2, 2, "\\\n") == 0 && !text.empty() && text.front() == '\n')
        text.remove_prefix(1);
      append_escaped(out, text);
      return;
    }
    if (node.type() != pugi::node_element) return;
    const std::string name = node.name();
    if (name == "strong" || name == "b")
      out += "**" + inlines(node) + "**";
    else if (name == "em" || name == "i")
      out += "*" + inlines(node) + "*";
    else if (name == "code")
      out += code_span(node.child_value());
    else if (name == "br")
      out += "\\\n";
    else if (name == "a")
      out += "[" + inlines(node) + "](<" + std::string(node.attribute("href").value()) + ">)";
    else if (name == "img") {
      out += "![";
      append_escaped(out, node.attribute("alt").value());
      out += "](<" + std::string(node.attribute("src").value()) + ">)";
    } else if (is_block(name)) {
      out += block(node, name);
    } else {
      for (auto child : node.children()) inline_node(child, out);
    }
  }
};

std::string strip_tags(const std::string& html) {
  std::string out;
  bool in_tag = false;
  for (char c : html) {
    if (c == '<')
      in_tag = true;
    else if (c == '>' && in_tag)
      in_tag = false;
    else if (!in_tag)
      out += c;
  }
  return out;
}

bool looks_like_html(const std::string& text) {
  for (std::size_t i = 0; i + 1 < text.size(); ++i)
    if (text[i] == '<' && (std::isalpha(static_cast<unsigned char>(text[i + 1])) || text[i + 1] == '/')) return true;
  return false;
}

}  // namespace

std::string markdown_for_plain(const std::string& text) {
  std::string out;
  std::size_t start = 0;
  while (start <= text.size()) {
    auto end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    append_escaped(out, std::string_view(text).substr(start, end - start));
    if (end == text.size()) break;
    std::size_t next = end;
    while (next < text.size() && text[next] == '\n') ++next;
    out += next - end > 1 ? "\n\n" : "\\\n";
    start = next;
  }
  return out;
}

bool markdown_for_html(const std::string& html, std::string& out) {
  pugi::xml_document doc;
  const std::string wrapped = "<div>" + html + "</div>";
  if (!doc.load_buffer(wrapped.data(), wrapped.size(), pugi::parse_default | pugi::parse_ws_pcdata_single)) {
    out = markdown_for_plain(strip_tags(html));
    return false;
  }
  out = HtmlToMarkdown().blocks(doc.first_child());
  return true;
}

RichText gift_rich_text(const GiftText& text, bool* lossy) {
  std::string source;
  bool ok = true;
  switch (text.format) {
    case GiftFormat::Html:
      ok = markdown_for_html(text.text, source);
      break;
    case GiftFormat::Markdown:
      source = text.text;
      break;
    case GiftFormat::Moodle:
      // Moodle's auto-format shows HTML tags as HTML; other text as it is.
      if (looks_like_html(text.text) && markdown_for_html(text.text, source)) break;
      source = markdown_for_plain(text.text);
      break;
    case GiftFormat::Plain:
      source = markdown_for_plain(text.text);
      break;
  }
  if (lossy) *lossy = !ok;
  return parse_markdown(source);
}

}  // namespace quizpack
