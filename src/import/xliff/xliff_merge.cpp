// An XLIFF file's targets checked against the bank they came from, as edits of its texts.
#include "import/xliff/xliff_merge.hpp"

#include <map>
#include <set>

#include "formats/xliff/bank_units.hpp"
#include "formats/xliff/inline_codes.hpp"
#include "formats/xliff/xliff_names.hpp"
#include "text/markdown.hpp"
#include "text/xml_chars.hpp"

namespace quizpack {
namespace {

// The pieces of a bank text as quizpack extracts them: codes, or the whole source as text.
InlinePieces source_pieces(const RichText& text, bool& plain) {
  if (auto pieces = inline_pieces(text)) return std::move(*pieces);
  plain = true;
  return {InlinePiece{InlinePiece::Kind::Text, text.source, "", "", "", 0}};
}

// The tokens extract wrote for `pieces`: code ids are piece indexes + 1, nested as the pieces pair up.
XliffTokens expected_tokens(const InlinePieces& pieces) {
  XliffTokens out;
  std::vector<std::string> open;
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const std::string parent = open.empty() ? "" : open.back();
    switch (pieces[i].kind) {
      case InlinePiece::Kind::Text:
        out.push_back({XliffToken::Kind::Text, pieces[i].data, parent});
        break;
      case InlinePiece::Kind::Standalone:
        out.push_back({XliffToken::Kind::Standalone, std::to_string(i + 1), parent});
        break;
      case InlinePiece::Kind::Open:
        out.push_back({XliffToken::Kind::Open, std::to_string(i + 1), parent});
        open.push_back(std::to_string(i + 1));
        break;
      case InlinePiece::Kind::Close:
        open.pop_back();
        out.push_back({XliffToken::Kind::Close, std::to_string(pieces[i].pair + 1), open.empty() ? "" : open.back()});
        break;
    }
  }
  return out;
}

// Translated attribute texts of one unit's codes: source piece index -> attribute index -> text.
using AttributeTexts = std::map<std::size_t, std::map<std::size_t, std::string>>;

// The markup of source code `index`, its attributes' texts replaced by their translations where there are some.
std::string code_markup(const InlinePieces& source, std::size_t index, const AttributeTexts& translated) {
  const auto own = translated.find(index);
  if (own == translated.end()) return source[index].data;
  const auto attributes = code_attributes(source[index]);
  std::vector<std::string> texts;
  for (std::size_t a = 0; a < attributes.size(); ++a) {
    const auto text = own->second.find(a);
    texts.push_back(text == own->second.end() ? attributes[a].text : text->second);
  }
  return with_attribute_texts(source[index], attributes, texts);
}

// The target as pieces: its texts, and the source's markup for each of its codes (with translated attributes).
InlinePieces target_pieces(const XliffTokens& tokens, const InlinePieces& source, const AttributeTexts& translated) {
  InlinePieces out;
  for (const auto& token : tokens) {
    if (token.kind == XliffToken::Kind::Text) {
      if (!token.value.empty()) out.push_back({InlinePiece::Kind::Text, token.value, "", "", "", 0});
      continue;
    }
    const InlinePiece& code = source[std::stoul(token.value) - 1];
    const auto kind = token.kind == XliffToken::Kind::Open    ? InlinePiece::Kind::Open
                      : token.kind == XliffToken::Kind::Close ? InlinePiece::Kind::Close
                                                              : InlinePiece::Kind::Standalone;
    const std::size_t index = token.kind == XliffToken::Kind::Close ? code.pair : std::stoul(token.value) - 1;
    out.push_back({kind, code_markup(source, index, translated), "", "", "", 0});
  }
  return out;
}

// True when `markdown` reads back as `pieces`: the same texts and codes, so no text needs escaping.
bool reads_back(const std::string& markdown, const InlinePieces& pieces) {
  const auto again = inline_pieces(parse_markdown(markdown));
  if (!again || again->size() != pieces.size()) return false;
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if ((*again)[i].kind != pieces[i].kind || (*again)[i].data != pieces[i].data) return false;
  return true;
}

// The target's Markdown: as written when it reads back as its pieces, else with its texts escaped. A source offered
// as plain text keeps the translator's markup as written.
std::string target_markdown(const InlinePieces& pieces, bool plain) {
  std::string joined = join_pieces(pieces, false);
  if (plain || reads_back(joined, pieces)) return joined;
  return join_pieces(pieces, true);
}

class Merger {
 public:
  Merger(const XliffFile& file, const Quiz& quiz, const UiTexts* interface) : file_(file), quiz_(quiz) {
    for (auto& unit : bank_units(quiz, interface)) {
      if (!unit.plain()) sub_flows_of(unit);
      units_.emplace(unit.id, std::move(unit));
    }
  }

  XliffMergeResult run() {
    if (file_.src_lang != quiz_.source_language)
      fail("xliff-language",
           "srcLang \"" + file_.src_lang + "\" is not the bank's source language \"" + quiz_.source_language + "\"",
           file_.line);
    if (file_.trg_lang == quiz_.source_language)
      fail("xliff-language", "trgLang \"" + file_.trg_lang + "\" is the bank's source language", file_.line);
    std::set<std::string> seen;
    std::vector<std::pair<const XliffUnit*, const BankUnit*>> texts;
    for (const auto& unit : file_.units) {
      if (!seen.insert(unit.id).second) {
        fail("xliff-unit", "unit " + unit.id + " appears twice", unit.line);
        continue;
      }
      if (const auto sub = sub_flows_.find(unit.id); sub != sub_flows_.end()) {
        merge_sub_flow(unit, sub->second);
        continue;
      }
      const auto bank_unit = units_.find(unit.id);
      if (bank_unit == units_.end()) {
        fail("xliff-unit", "unit " + unit.id + " is not a text of bank " + quiz_.id, unit.line);
        continue;
      }
      texts.emplace_back(&unit, &bank_unit->second);
    }
    for (const auto& [unit, bank_unit] : texts) merge(*unit, *bank_unit);
    for (const auto& [parent, pieces] : sub_targets_)
      if (!merged_parents_.count(parent))
        for (const auto& [index, attributes] : pieces)
          for (const auto& [a, text] : attributes)
            warn_sub_flow(parent, index, a, "its text (unit " + parent + ") gets no target here; not merged");
    list_edits();
    for (const auto& d : result_.problems)
      if (d.severity == Severity::Error) result_.edits.clear();
    return std::move(result_);
  }

 private:
  void fail(const std::string& rule, const std::string& message, int line) {
    result_.problems.push_back(error(rule, message, SourceLocation{file_.name, line, line > 0 ? 1 : 0, ""}));
  }

  // Where a sub-flow unit's text goes: the unit holding the code, the code's piece and the attribute's index.
  struct SubFlow {
    std::string parent;
    std::size_t piece = 0;
    std::size_t attribute = 0;
    std::string source;
    std::string name;
  };

  void sub_flows_of(const BankUnit& unit) {
    bool plain = false;
    const InlinePieces pieces = source_pieces(unit.text->in(quiz_.source_language), plain);
    if (plain) return;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      const auto attributes = code_attributes(pieces[i]);
      for (std::size_t a = 0; a < attributes.size(); ++a)
        sub_flows_.emplace(xliff::sub_flow_id(unit.id, i, attributes[a].name),
                           SubFlow{unit.id, i, a, attributes[a].text, attributes[a].name});
    }
  }

  void warn_sub_flow(const std::string& parent, std::size_t piece, std::size_t attribute, const std::string& why) {
    for (const auto& [id, sub] : sub_flows_)
      if (sub.parent == parent && sub.piece == piece && sub.attribute == attribute)
        result_.problems.push_back(
            warning("xliff-subflow", "unit " + id + ": " + why, SourceLocation{file_.name, file_.line, 1, ""}));
  }

  // An attribute's unit (alt text, title): plain text, kept for the unit holding its code.
  void merge_sub_flow(const XliffUnit& unit, const SubFlow& sub) {
    if (unit.source != XliffTokens{{XliffToken::Kind::Text, sub.source, ""}}) {
      result_.problems.push_back(warning("xliff-stale",
                                         "unit " + unit.id + ": its source is no longer the bank's; not merged",
                                         SourceLocation{file_.name, unit.line, 1, ""}));
      return;
    }
    if (!unit.target) return;
    if (!xliff::state_from_name(unit.state))
      return fail("xliff-state", "unit " + unit.id + ": unknown state \"" + unit.state + "\"", unit.line);
    std::string text;
    for (const auto& token : *unit.target) {
      if (token.kind != XliffToken::Kind::Text)
        return fail("xliff-codes", "unit " + unit.id + ": an " + sub.name + " text takes no codes", unit.line);
      text += token.value;
    }
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
      return fail("xliff-target", "unit " + unit.id + ": the target is blank", unit.line);
    if (has_xml_illegal_char(text))
      return fail("xliff-target", "unit " + unit.id + ": the target holds a character XML cannot carry", unit.line);
    sub_targets_[sub.parent][sub.piece][sub.attribute] = text;
  }

  void merge(const XliffUnit& unit, const BankUnit& bank_unit) {
    bool plain = bank_unit.plain();
    const RichText& source = bank_unit.text->in(quiz_.source_language);
    const InlinePieces pieces = bank_unit.plain()
                                    ? InlinePieces{{InlinePiece::Kind::Text, source.source, "", "", "", 0}}
                                    : source_pieces(source, plain);
    const XliffTokens expected = expected_tokens(pieces);
    if (unit.source != expected) {
      result_.problems.push_back(warning("xliff-stale",
                                         "unit " + unit.id + ": its source is no longer the bank's; not merged",
                                         SourceLocation{file_.name, unit.line, 1, ""}));
      return;
    }
    if (!unit.target) return;
    const auto state = xliff::state_from_name(unit.state);
    if (!state) return fail("xliff-state", "unit " + unit.id + ": unknown state \"" + unit.state + "\"", unit.line);
    if (!codes_match(unit, expected)) return;
    const AttributeTexts& translated = sub_targets_[unit.id];
    merged_parents_.insert(unit.id);
    for (std::size_t i = 0; i < pieces.size() && !plain; ++i) {
      const std::size_t count = code_attributes(pieces[i]).size();
      for (std::size_t a = 0; a < count; ++a)
        if (!translated.count(i) || !translated.at(i).count(a))
          warn_sub_flow(unit.id, i, a, "has no target; the code keeps the source's text");
    }
    const InlinePieces target = target_pieces(*unit.target, pieces, translated);
    const std::string text = bank_unit.plain() ? join_pieces(target, false) : target_markdown(target, plain);
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
      return fail("xliff-target", "unit " + unit.id + ": the target is blank", unit.line);
    if (has_xml_illegal_char(text))
      return fail("xliff-target", "unit " + unit.id + ": the target holds a character XML cannot carry", unit.line);
    if (bank_unit.list_item)
      list_items_[bank_unit.pointer].emplace(bank_unit.item, text);
    else if (!bank_unit.ui_key.empty() && has_plural_forms(bank_unit.ui_key))
      result_.problems.push_back(warning("xliff-ui-plural",
                                         "unit " + unit.id + ": the bank gives \"" + file_.trg_lang +
                                             "\" plural forms of this text; not merged (edit them in the bank)",
                                         SourceLocation{file_.name, unit.line, 1, ""}));
    else if (!bank_unit.ui_key.empty())
      result_.edits.push_back({bank_unit.pointer, file_.trg_lang, text, *state, std::nullopt, bank_unit.ui_key});
    else
      result_.edits.push_back({bank_unit.pointer, file_.trg_lang, text, *state, std::nullopt});
  }

  // Whether the bank's "ui" gives the target language's text of `key` as plural forms.
  [[nodiscard]] bool has_plural_forms(const std::string& key) const {
    const auto texts = quiz_.ui.find(file_.trg_lang);
    if (texts == quiz_.ui.end()) return false;
    const auto text = texts->second.find(key);
    return text != texts->second.end() && !text->second.plural.empty();
  }

  // One edit per list (accepted answers) that got targets: the language's current list with each merged item in
  // its place, its other items kept, and items past its end appended.
  void list_edits() {
    for (const auto& [pointer, items] : list_items_) {
      const std::vector<std::string> current = current_list(pointer);
      std::vector<std::string> list = current;
      for (const auto& [index, text] : items) {
        if (index < list.size())
          list[index] = text;
        else
          list.push_back(text);
      }
      if (list == current) continue;
      result_.edits.push_back({pointer, file_.trg_lang, "", TranslationState::Translated, std::move(list)});
    }
  }

  // The bank's accepted answers at `pointer` (a short answer's or a cloze text gap's) in the target language, empty
  // when it has none.
  [[nodiscard]] std::vector<std::string> current_list(const std::string& pointer) const {
    const auto own = [&](const std::map<LanguageTag, std::vector<std::string>>& accepted) {
      const auto it = accepted.find(file_.trg_lang);
      return it != accepted.end() ? it->second : std::vector<std::string>{};
    };
    for (std::size_t i = 0; i < quiz_.questions.size(); ++i) {
      const std::string question = "/questions/" + std::to_string(i);
      if (pointer.rfind(question + "/", 0) != 0) continue;
      if (const auto* answer = std::get_if<ShortAnswer>(&quiz_.questions[i].body))
        if (pointer == question + "/accepted") return own(answer->accepted);
      if (const auto* cloze = std::get_if<Cloze>(&quiz_.questions[i].body))
        for (std::size_t k = 0; k < cloze->gaps.size(); ++k)
          if (const auto* text = std::get_if<TextGap>(&cloze->gaps[k].accepts))
            if (pointer == question + "/gaps/" + std::to_string(k) + "/accepted") return own(text->accepted);
    }
    return {};
  }

  // Every code of the source once in the target, of the same kind and inside the same code.
  bool codes_match(const XliffUnit& unit, const XliffTokens& expected) {
    std::map<std::string, const XliffToken*> source_codes;
    for (const auto& token : expected)
      if (token.kind != XliffToken::Kind::Text && token.kind != XliffToken::Kind::Close)
        source_codes[token.value] = &token;
    std::set<std::string> found;
    bool ok = true;
    for (const auto& token : *unit.target) {
      if (token.kind == XliffToken::Kind::Text || token.kind == XliffToken::Kind::Close) continue;
      const auto code = source_codes.find(token.value);
      std::string problem;
      if (code == source_codes.end() || code->second->kind != token.kind)
        problem = "code " + token.value + " is not a code of the source";
      else if (!found.insert(token.value).second)
        problem = "code " + token.value + " appears twice";
      else if (code->second->parent != token.parent)
        problem = "code " + token.value + " is nested differently from the source";
      if (!problem.empty()) {
        fail("xliff-codes", "unit " + unit.id + ": " + problem, unit.line);
        ok = false;
      }
    }
    for (const auto& [id, token] : source_codes)
      if (!found.count(id) && ok) {
        fail("xliff-codes", "unit " + unit.id + ": the target lacks code " + id + " of the source", unit.line);
        ok = false;
      }
    return ok;
  }

  const XliffFile& file_;
  const Quiz& quiz_;
  std::map<std::string, BankUnit> units_;
  std::map<std::string, SubFlow> sub_flows_;           // sub-flow unit id -> where its text goes
  std::map<std::string, AttributeTexts> sub_targets_;  // unit id -> its codes' translated attributes
  std::set<std::string> merged_parents_;               // units whose target took their attributes' targets
  std::map<std::string, std::map<std::size_t, std::string>> list_items_;  // list pointer -> item index -> target
  XliffMergeResult result_;
};

}  // namespace

XliffMergeResult merge_targets(const XliffFile& file, const Quiz& quiz, const UiTexts* interface) {
  return Merger(file, quiz, interface).run();
}

}  // namespace quizpack
