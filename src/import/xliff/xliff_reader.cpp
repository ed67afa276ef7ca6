// Reads an XLIFF 2.0 file as quizpack writes it: languages, the bank it came from, and each unit's content.
#include "import/xliff/xliff_reader.hpp"

#include <algorithm>
#include <cctype>
#include <string_view>

#include <pugixml.hpp>

#include "formats/xliff/xliff_names.hpp"

namespace quizpack {
namespace {

// A language tag as the bank schema takes it: 2 or 3 lower-case letters, then subtags of 2 to 8 letters or digits.
bool is_bank_language_tag(std::string_view tag) {
  const auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  const std::size_t primary = tag.find('-') == std::string_view::npos ? tag.size() : tag.find('-');
  if (primary < 2 || primary > 3) return false;
  for (std::size_t i = 0; i < primary; ++i)
    if (tag[i] < 'a' || tag[i] > 'z') return false;
  for (std::size_t at = primary; at < tag.size();) {
    const std::size_t end = std::min(tag.find('-', at + 1), tag.size());
    const std::size_t length = end - at - 1;
    if (length < 2 || length > 8 ||
        !std::all_of(tag.begin() + static_cast<std::ptrdiff_t>(at) + 1, tag.begin() + static_cast<std::ptrdiff_t>(end),
                     alnum))
      return false;
    at = end;
  }
  return true;
}

int line_of(std::string_view bytes, std::ptrdiff_t offset) {
  if (offset < 0) return 0;
  const auto end = bytes.begin() + std::min<std::ptrdiff_t>(offset, static_cast<std::ptrdiff_t>(bytes.size()));
  return 1 + static_cast<int>(std::count(bytes.begin(), end, '\n'));
}

class Reader {
 public:
  Reader(std::string_view bytes, const std::string& name) : bytes_(bytes), name_(name) {}

  void fail(const std::string& rule, const std::string& message, int line) {
    problems_.push_back(error(rule, message, SourceLocation{name_, line, line > 0 ? 1 : 0, ""}));
  }
  int line(const pugi::xml_node& node) const { return line_of(bytes_, node.offset_debug()); }

  // Declarations that could load or expand anything are refused before parsing.
  bool refuse_declarations() {
    for (const char* word : {"<!DOCTYPE", "<!ENTITY"}) {
      const auto at = bytes_.find(word);
      if (at == std::string_view::npos) continue;
      fail("xliff-doctype", std::string(word + 2) + " declarations are refused; they are never loaded",
           line_of(bytes_, static_cast<std::ptrdiff_t>(at)));
      return true;
    }
    return false;
  }

  std::optional<XliffFile> read() {
    if (refuse_declarations()) return std::nullopt;
    pugi::xml_document doc;
    const auto parsed =
        doc.load_buffer(bytes_.data(), bytes_.size(), pugi::parse_default | pugi::parse_ws_pcdata, pugi::encoding_utf8);
    if (!parsed) {
      fail("xliff-xml", std::string("not well-formed XML: ") + parsed.description(), line_of(bytes_, parsed.offset));
      return std::nullopt;
    }
    const pugi::xml_node root = doc.document_element();
    if (std::string_view(root.name()) != "xliff" ||
        std::string_view(root.attribute("xmlns").value()) != xliff::kNamespace) {
      fail("xliff-version", "the root is not an XLIFF 2.0 <xliff> element", line(root));
      return std::nullopt;
    }
    if (std::string_view(root.attribute("version").value()) != "2.0") {
      fail("xliff-version",
           std::string("XLIFF version \"") + root.attribute("version").value() +
               "\" is not supported; quizpack reads XLIFF 2.0",
           line(root));
      return std::nullopt;
    }
    XliffFile file{name_, root.attribute("srcLang").value(), root.attribute("trgLang").value(), "", 0, {}};
    if (file.src_lang.empty() || file.trg_lang.empty())
      fail("xliff-language", "srcLang and trgLang are required", line(root));
    else if (!is_bank_language_tag(file.trg_lang))
      fail("xliff-language",
           "trgLang \"" + file.trg_lang + "\" is not a language tag a bank takes (such as fr, pt-BR or zh-Hant)",
           line(root));
    const auto files = root.children("file");
    if (std::distance(files.begin(), files.end()) != 1) {
      fail("xliff-file", "an XLIFF file from quizpack holds exactly one <file>", line(root));
      return std::nullopt;
    }
    const pugi::xml_node f = root.child("file");
    file.original = f.attribute("original").value();
    file.line = line(f);
    collect_units(f, file);
    if (!problems_.empty()) return std::nullopt;
    return file;
  }

  Diagnostics take_problems() { return std::move(problems_); }

 private:
  void collect_units(const pugi::xml_node& parent, XliffFile& file) {
    for (const pugi::xml_node child : parent.children()) {
      const std::string_view name = child.name();
      if (name == "group") collect_units(child, file);
      if (name != "unit") continue;
      if (auto unit = read_unit(child)) file.units.push_back(std::move(*unit));
    }
  }

  // The unit's segments joined: sources (and ignorables) in order, targets likewise; the state the least advanced.
  std::optional<XliffUnit> read_unit(const pugi::xml_node& node) {
    XliffUnit unit{node.attribute("id").value(), line(node), "", {}, std::nullopt};
    bool any_target = false, all_targets = true;
    XliffTokens target;
    for (const pugi::xml_node part : node.children()) {
      const std::string_view kind = part.name();
      if (kind != "segment" && kind != "ignorable") continue;
      if (!content(part.child("source"), "", unit.source)) return std::nullopt;
      const pugi::xml_node t = part.child("target");
      if (t)
        any_target = true;
      else if (kind == "segment")
        all_targets = false;
      if (!content(t ? t : part.child("source"), "", target)) return std::nullopt;
      if (kind == "segment") unit.state = least_advanced(unit.state, part.attribute("state").value());
    }
    if (any_target && !all_targets) {
      fail("xliff-segments", "unit " + unit.id + ": some segments have a target and some do not", unit.line);
      return std::nullopt;
    }
    if (any_target) unit.target = std::move(target);
    return unit;
  }

  static std::string least_advanced(const std::string& a, const std::string& b) {
    static const std::vector<std::string> order{"initial", "translated", "reviewed", "final"};
    const auto rank = [&](const std::string& s) {
      const auto it = std::find(order.begin(), order.end(), s.empty() ? "initial" : s);
      return it == order.end() ? -1 : static_cast<int>(it - order.begin());
    };
    if (a.empty() && b.empty()) return "";
    if (a.empty()) return b;
    return rank(b) < rank(a) ? b : a;
  }

  bool content(const pugi::xml_node& node, const std::string& parent, XliffTokens& out) {
    for (const pugi::xml_node child : node.children()) {
      const std::string_view name = child.name();
      if (child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) {
        if (!out.empty() && out.back().kind == XliffToken::Kind::Text && out.back().parent == parent)
          out.back().value += child.value();
        else
          out.push_back({XliffToken::Kind::Text, child.value(), parent});
      } else if (name == "ph") {
        out.push_back({XliffToken::Kind::Standalone, child.attribute("id").value(), parent});
      } else if (name == "pc") {
        const std::string id = child.attribute("id").value();
        out.push_back({XliffToken::Kind::Open, id, parent});
        if (!content(child, id, out)) return false;
        out.push_back({XliffToken::Kind::Close, id, parent});
      } else if (name == "mrk") {
        if (!content(child, parent, out)) return false;
      } else if (child.type() == pugi::node_element) {
        fail("xliff-codes", "<" + std::string(name) + "> is not supported here; quizpack writes only <pc> and <ph>",
             line(child));
        return false;
      }
    }
    return true;
  }

  std::string_view bytes_;
  std::string name_;
  Diagnostics problems_;
};

}  // namespace

XliffReadResult read_xliff(std::string_view bytes, const std::string& name) {
  Reader reader(bytes, name);
  XliffReadResult result;
  result.file = reader.read();
  result.problems = reader.take_problems();
  if (!result.problems.empty()) result.file.reset();
  return result;
}

}  // namespace quizpack
