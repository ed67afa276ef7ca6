// Reads a Moodle XML file safely (no DTD, no entities, well-formed UTF-8) and each question in it.
#include "import/moodlexml/moodle_xml_import.hpp"

#include <algorithm>
#include <cctype>

#include "import/moodlexml/moodle_xml_context.hpp"
#include "import/moodlexml/moodle_xml_question.hpp"
#include "import/moodlexml/multilang.hpp"
#include "text/utf8.hpp"

namespace quizpack {
namespace {

// The offset of the first byte that is not well-formed UTF-8, or npos.
std::size_t invalid_utf8_at(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_sequence_length(text, i);
    if (n == 0) return i;
    i += n;
  }
  return std::string_view::npos;
}

SourceLocation at_offset(std::string_view text, std::size_t offset, const std::string& file) {
  int line = 1, column = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++column;
    }
  }
  return SourceLocation{file, line, column, ""};
}

// The multilang languages of every text in the file, in order of first appearance.
std::vector<LanguageTag> multilang_languages(const pugi::xml_document& doc) {
  std::vector<LanguageTag> out;
  for (const auto& found : doc.select_nodes("//text")) {
    for (const auto& lang : split_multilang(found.node().text().get()).languages)
      if (std::find(out.begin(), out.end(), lang) == out.end()) out.push_back(lang);
  }
  return out;
}

// The last part of a category path such as "$course$/top/Quiz name".
std::string category_title(const std::string& path) {
  const std::string last = path.substr(path.rfind('/') == std::string::npos ? 0 : path.rfind('/') + 1);
  return last == "top" || last.rfind('$', 0) == 0 ? "" : last;
}

bool parsed(std::string_view text, const std::string& file, pugi::xml_document& doc, MoodleXmlImport& out) {
  if (const std::size_t bad = invalid_utf8_at(text); bad != std::string_view::npos) {
    out.diagnostics.push_back(error("import-utf8", "the file is not valid UTF-8", at_offset(text, bad, file)));
    return false;
  }
  const auto result =
      doc.load_buffer(text.data(), text.size(), pugi::parse_default | pugi::parse_doctype, pugi::encoding_utf8);
  if (!result) {
    out.diagnostics.push_back(error("import-xml", std::string("malformed XML: ") + result.description(),
                                    at_offset(text, static_cast<std::size_t>(result.offset), file)));
    return false;
  }
  for (auto node : doc.children())
    if (node.type() == pugi::node_doctype) {
      out.diagnostics.push_back(error("import-xml", "the file declares a DOCTYPE; quizpack loads no DTD or entity",
                                      at_offset(text, static_cast<std::size_t>(node.offset_debug()), file)));
      return false;
    }
  if (!doc.child("quiz")) {
    out.diagnostics.push_back(error("import-xml", "the root element is not <quiz>", at_offset(text, 0, file)));
    return false;
  }
  return true;
}

void read_category(pugi::xml_node node, MoodleXmlContext& ctx, MoodleXmlImport& out) {
  if (!out.title.empty() || out.description) return;
  out.title = category_title(node.child("category").child("text").text().get());
  const auto info = node.child("info");
  if (info && !std::string(info.child("text").text().get()).empty())
    out.description = ctx.text(info, "the category " + out.title);
}

}  // namespace

MoodleXmlImport import_moodle_xml(std::string_view text, const std::string& file, const LanguageTag& lang) {
  MoodleXmlImport out;
  pugi::xml_document doc;
  if (!parsed(text, file, doc, out)) return out;
  out.languages = multilang_languages(doc);
  if (out.languages.empty() && !lang.empty()) out.languages.push_back(lang);
  if (out.languages.empty()) return out;
  MoodleXmlContext ctx(text, file, out);
  std::size_t position = 0, choice_questions = 0, shuffled = 0;
  for (auto node : doc.child("quiz").children("question")) {
    if (std::string(node.attribute("type").value()) == "category") {
      read_category(node, ctx, out);
      continue;
    }
    ++position;
    if (auto q = read_moodle_question(node, position, ctx)) {
      if (node.child("shuffleanswers")) {
        ++choice_questions;
        const std::string s = node.child_value("shuffleanswers");
        shuffled += s == "true" || s == "1";
      }
      out.questions.push_back(std::move(*q));
    }
  }
  out.shuffle_choices = choice_questions > 0 && shuffled == choice_questions;
  if (shuffled > 0 && shuffled < choice_questions)
    out.diagnostics.push_back(warning("moodle-import",
                                      std::to_string(shuffled) + " of " + std::to_string(choice_questions) +
                                          " questions shuffle their answers; the bank shuffles all or none, so none do",
                                      SourceLocation{file, 1, 1, ""}));
  return out;
}

bool is_moodle_xml(std::string_view text) {
  std::size_t i = 0;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") i = 3;
  while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
  return i < text.size() && text[i] == '<' && text.find("<quiz", i) != std::string_view::npos;
}

}  // namespace quizpack
