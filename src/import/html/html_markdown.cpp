// Walks the tree libxml2's HTML parser builds and writes the CommonMark the bank's text model holds.
#include "import/html/html_markdown.hpp"

#include <libxml/HTMLparser.h>

#include <cctype>
#include <memory>
#include <new>
#include <optional>
#include <set>

#include "import/html/markdown_escape.hpp"
#include "import/html/mathml_formula.hpp"

namespace quizpack {
namespace {

std::string name_of(const xmlNode* node) { return reinterpret_cast<const char*>(node->name); }

std::string attribute(const xmlNode* node, const char* name) {
  xmlChar* value = xmlGetProp(node, reinterpret_cast<const xmlChar*>(name));
  if (value == nullptr) return "";
  std::string out = reinterpret_cast<const char*>(value);
  xmlFree(value);
  return out;
}

std::string text_content(const xmlNode* node) {
  xmlChar* value = xmlNodeGetContent(node);
  if (value == nullptr) return "";
  std::string out = reinterpret_cast<const char*>(value);
  xmlFree(value);
  return out;
}

bool is_heading(const std::string& name) {
  return name.size() == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6';
}

bool is_block(const std::string& name) {
  return name == "p" || name == "div" || name == "ul" || name == "ol" || name == "pre" || name == "blockquote" ||
         name == "hr" || is_heading(name);
}

// Elements whose text is kept without a note: they only group or mark up what is shown.
bool is_transparent(const std::string& name) { return name == "span" || name == "body" || name == "html"; }

void add_block(std::string& out, const std::string& block) {
  if (block.empty()) return;
  if (!out.empty()) out += "\n\n";
  out += block;
}

std::string indented(const std::string& text, const std::string& first, const std::string& rest) {
  std::string out = first;
  for (char c : text) {
    out += c;
    if (c == '\n') out += rest;
  }
  return out;
}

void trim_end(std::string& s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\n')) s.pop_back();
}

// HTML white space collapsed to single spaces, none at the start of a line of `out`.
void append_collapsed(std::string& out, const std::string& text) {
  std::string collapsed;
  for (char c : text) {
    const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    if (space) {
      const char last = collapsed.empty() ? (out.empty() ? '\n' : out.back()) : collapsed.back();
      if (last != ' ' && last != '\n') collapsed += ' ';
    } else {
      collapsed += c;
    }
  }
  append_escaped(out, collapsed);
}

class Converter {
 public:
  explicit Converter(const ImageSource& image_source) : image_source_(image_source) {}

  std::string blocks(const xmlNode* parent) {
    std::string out, paragraph;
    auto flush = [&]() {
      trim_end(paragraph);
      add_block(out, paragraph);
      paragraph.clear();
    };
    for (const xmlNode* child = parent->children; child != nullptr; child = child->next) {
      if (child->type == XML_ELEMENT_NODE && is_block(name_of(child))) {
        flush();
        add_block(out, block(child, name_of(child)));
      } else {
        inline_node(child, paragraph);
      }
    }
    flush();
    return out;
  }

  std::vector<std::string> changes() const { return {changes_.begin(), changes_.end()}; }

 private:
  std::string block(const xmlNode* node, const std::string& name) {
    note_attributes(node);
    if (name == "p") return inlines(node);
    if (name == "div") return blocks(node);
    if (name == "hr") return "---";
    if (name == "pre") return code_block(text_content(node));
    if (name == "blockquote") return indented(blocks(node), "> ", "> ");
    if (name == "ul" || name == "ol") return list(node, name == "ol");
    return std::string(static_cast<std::size_t>(name[1] - '0'), '#') + " " + inlines(node);
  }

  static std::string code_block(std::string code) {
    if (!code.empty() && code.back() != '\n') code += '\n';
    std::string fence = "```";
    while (code.find(fence) != std::string::npos) fence += '`';
    return fence + "\n" + code + fence;
  }

  std::string list(const xmlNode* node, bool ordered) {
    std::string out;
    int number = 1;
    if (ordered && !attribute(node, "start").empty()) number = std::atoi(attribute(node, "start").c_str());
    for (const xmlNode* item = node->children; item != nullptr; item = item->next) {
      if (item->type != XML_ELEMENT_NODE) continue;
      if (name_of(item) != "li") changes_.insert("<" + name_of(item) + "> in a list is read as a list item");
      const std::string marker = ordered ? std::to_string(number++) + ". " : "- ";
      if (!out.empty()) out += "\n";
      out += indented(blocks(item), marker, std::string(marker.size(), ' '));
    }
    return out;
  }

  std::string inlines(const xmlNode* parent) {
    std::string out;
    for (const xmlNode* child = parent->children; child != nullptr; child = child->next) inline_node(child, out);
    trim_end(out);
    return out;
  }

  void inline_node(const xmlNode* node, std::string& out) {
    if (node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE) {
      append_collapsed(out, reinterpret_cast<const char*>(node->content));
      return;
    }
    if (node->type != XML_ELEMENT_NODE) return;
    note_attributes(node);
    inline_element(node, name_of(node), out);
  }

  void inline_element(const xmlNode* node, const std::string& name, std::string& out) {
    if (name == "strong" || name == "b")
      out += "**" + inlines(node) + "**";
    else if (name == "em" || name == "i")
      out += "*" + inlines(node) + "*";
    else if (name == "code" || name == "tt" || name == "kbd" || name == "samp")
      out += code_span(text_content(node));
    else if (name == "br")
      out += "\\\n";
    else if (name == "a")
      out += "[" + inlines(node) + "](" + link_destination(attribute(node, "href")) + ")";
    else if (name == "img")
      image(node, out);
    else if (is_block(name))
      out += block(node, name);
    else if (name == "math")
      formula(node, out);
    else if (name == "script" || name == "style")
      changes_.insert("<" + name + "> is dropped");
    else
      other_element(node, name, out);
  }

  void image(const xmlNode* node, std::string& out) {
    const std::string src = attribute(node, "src");
    const std::string alt = attribute(node, "alt");
    const std::string path = image_source_ ? image_source_(src) : src;
    if (path.empty()) {  // the input does not hold the image
      append_escaped(out, alt);
      changes_.insert(
          "the image " + src + " is not in the file; " +
          (alt.empty() ? "having no alt text, it is dropped" : "its alt text \"" + alt + "\" stands in its place"));
      return;
    }
    out += "![";
    append_escaped(out, alt);
    out += "](" + link_destination(path) + ")";
  }

  void formula(const xmlNode* node, std::string& out) {
    if (const std::optional<std::string> tex = formula_from_mathml(node)) {
      out += *tex;
      return;
    }
    changes_.insert("a <math> formula whose alttext is not TeX that gives the same MathML is kept as its text");
    append_collapsed(out, text_content(node));
  }

  void other_element(const xmlNode* node, const std::string& name, std::string& out) {
    if (!is_transparent(name)) changes_.insert("<" + name + "> is not in the bank's text model; its text is kept");
    for (const xmlNode* child = node->children; child != nullptr; child = child->next) inline_node(child, out);
  }

  void note_attributes(const xmlNode* node) {
    for (const xmlAttr* a = node->properties; a != nullptr; a = a->next) {
      const std::string name = reinterpret_cast<const char*>(a->name);
      if (name.size() > 2 && name[0] == 'o' && name[1] == 'n')
        changes_.insert("the event attribute " + name + " of <" + name_of(node) + "> is dropped");
    }
  }

  const ImageSource& image_source_;
  std::set<std::string> changes_;
};

const xmlNode* body_of(const xmlNode* node) {
  for (; node != nullptr; node = node->next) {
    if (node->type != XML_ELEMENT_NODE) continue;
    if (name_of(node) == "body") return node;
    if (const xmlNode* found = body_of(node->children)) return found;
  }
  return nullptr;
}

// This thread's HTML parser, reset by each read: a new parser per text costs more than the text's conversion.
htmlParserCtxtPtr reusable_parser() {
  static const bool initialised = (xmlInitParser(), true);
  (void)initialised;
  thread_local const std::unique_ptr<htmlParserCtxt, void (*)(htmlParserCtxtPtr)> parser(htmlNewParserCtxt(),
                                                                                         htmlFreeParserCtxt);
  if (!parser) throw std::bad_alloc();
  return parser.get();
}

}  // namespace

HtmlMarkdown markdown_from_html(const std::string& html, const ImageSource& image_source) {
  const std::string page = "<html><body>" + html + "</body></html>";
  const int options = HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NODEFDTD;
  std::unique_ptr<xmlDoc, void (*)(xmlDocPtr)> doc(
      htmlCtxtReadMemory(reusable_parser(), page.data(), static_cast<int>(page.size()), nullptr, "UTF-8", options),
      xmlFreeDoc);
  HtmlMarkdown out;
  if (!doc) return out;
  const xmlNode* body = body_of(xmlDocGetRootElement(doc.get()));
  if (body == nullptr) return out;
  Converter converter(image_source);
  out.markdown = converter.blocks(body);
  out.changes = converter.changes();
  return out;
}

bool looks_like_html(const std::string& text) {
  for (std::size_t i = 0; i + 1 < text.size(); ++i)
    if (text[i] == '<' && (std::isalpha(static_cast<unsigned char>(text[i + 1])) || text[i + 1] == '/')) return true;
  return false;
}

}  // namespace quizpack
