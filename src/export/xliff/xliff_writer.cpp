// One bank and one target language as an XLIFF 2.0 document: a unit per text, with context notes and states.
#include "export/xliff/xliff_writer.hpp"

#include <optional>

#include "formats/xliff/bank_units.hpp"
#include "formats/xliff/inline_codes.hpp"
#include "formats/xliff/pseudo.hpp"
#include "formats/xliff/xliff_names.hpp"
#include "formats/xml/xml_writer.hpp"

namespace quizpack {
namespace {

using xml::XmlWriter;

// The pieces of `text`, or the whole source as one text piece when its markup cannot become codes.
InlinePieces pieces_or_plain(const RichText& text, bool& plain) {
  if (auto pieces = inline_pieces(text)) return std::move(*pieces);
  plain = true;
  return {InlinePiece{InlinePiece::Kind::Text, text.source, "", "", "", 0}};
}

// A plain text (an accepted answer) as one text piece: its characters are never markup.
InlinePieces plain_pieces(const RichText& text) {
  return {InlinePiece{InlinePiece::Kind::Text, text.source, "", "", "", 0}};
}

// The id of each code of `target` among the codes of `source` (same kind and markup, first unused one), or nothing
// when the target's codes are not those of the source.
std::optional<std::vector<std::size_t>> match_codes(const InlinePieces& source, const InlinePieces& target) {
  std::vector<bool> used(source.size(), false);
  std::vector<std::size_t> ids(target.size(), 0);
  std::vector<std::string> source_skeletons, target_skeletons;
  for (const auto& p : source) source_skeletons.push_back(p.kind == InlinePiece::Kind::Text ? "" : code_skeleton(p));
  for (const auto& p : target) target_skeletons.push_back(p.kind == InlinePiece::Kind::Text ? "" : code_skeleton(p));
  for (std::size_t t = 0; t < target.size(); ++t) {
    if (target[t].kind == InlinePiece::Kind::Text) continue;
    if (target[t].kind == InlinePiece::Kind::Close) {
      ids[t] = ids[target[t].pair];
      continue;
    }
    std::size_t s = 0;
    for (; s < source.size(); ++s)
      if (!used[s] && source[s].kind == target[t].kind && source_skeletons[s] == target_skeletons[t] &&
          (source[s].kind != InlinePiece::Kind::Open ||
           source_skeletons[source[s].pair] == target_skeletons[target[t].pair]))
        break;
    if (s == source.size()) return std::nullopt;
    used[s] = true;
    ids[t] = s;
  }
  for (std::size_t s = 0; s < source.size(); ++s)
    if (source[s].kind != InlinePiece::Kind::Text && source[s].kind != InlinePiece::Kind::Close && !used[s])
      return std::nullopt;
  return ids;
}

// The ids of the units holding the attributes of source code `index`, space-separated; empty when it has none.
std::string sub_flows(const std::string& unit_id, const InlinePieces& source, std::size_t index) {
  std::string out;
  for (const auto& attribute : code_attributes(source[index]))
    out += (out.empty() ? "" : " ") + xliff::sub_flow_id(unit_id, index, attribute.name);
  return out;
}

// The pieces as XLIFF content; code ids are the source pieces' indexes (`ids`, one per piece); codes with
// translatable attributes name the units that hold them.
void write_content(XmlWriter& w, const InlinePieces& pieces, const std::vector<std::size_t>& ids,
                   const InlinePieces& source, const std::string& unit_id) {
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const InlinePiece& p = pieces[i];
    const std::string id = std::to_string(ids[i] + 1);
    const InlinePiece& code = source[ids[i]];
    switch (p.kind) {
      case InlinePiece::Kind::Text:
        w.text(p.data);
        break;
      case InlinePiece::Kind::Open:
        w.open("pc");
        w.attribute("id", id);
        w.attribute("dataRefStart", xliff::data_id(ids[i]));
        w.attribute("dataRefEnd", xliff::data_id(code.pair));
        if (!code.type.empty()) w.attribute("type", code.type);
        if (!code.sub_type.empty()) w.attribute("subType", code.sub_type);
        if (const std::string flows = sub_flows(unit_id, source, code.pair); !flows.empty())
          w.attribute("subFlowsEnd", flows);
        break;
      case InlinePiece::Kind::Close:
        w.close("pc");
        break;
      case InlinePiece::Kind::Standalone:
        w.open("ph");
        w.attribute("id", id);
        w.attribute("dataRef", xliff::data_id(ids[i]));
        if (!code.type.empty()) w.attribute("type", code.type);
        if (!code.sub_type.empty()) w.attribute("subType", code.sub_type);
        if (!code.disp.empty()) w.attribute("disp", code.disp);
        if (code.fixed) {
          w.attribute("canCopy", "no");
          w.attribute("canDelete", "no");
        }
        if (const std::string flows = sub_flows(unit_id, source, ids[i]); !flows.empty())
          w.attribute("subFlows", flows);
        w.close("ph");
        break;
    }
  }
}

std::vector<std::size_t> own_ids(const InlinePieces& pieces) {
  std::vector<std::size_t> ids(pieces.size());
  for (std::size_t i = 0; i < ids.size(); ++i) ids[i] = i;
  return ids;
}

void write_notes(XmlWriter& w, const BankUnit& unit) {
  w.open("notes");
  w.open("note");
  w.attribute("category", xliff::kNoteKind);
  w.text(unit.kind);
  w.close("note");
  w.open("note");
  w.attribute("category", xliff::kNoteRole);
  w.text(unit.role);
  w.close("note");
  if (unit.max_chars > 0) {
    w.open("note");
    w.attribute("category", xliff::kNoteLengthLimit);
    w.text("at most " + std::to_string(unit.max_chars) + " characters");
    w.close("note");
  }
  w.close("notes");
}

void write_original_data(XmlWriter& w, const InlinePieces& source) {
  bool any = false;
  for (std::size_t i = 0; i < source.size(); ++i) {
    if (source[i].kind == InlinePiece::Kind::Text) continue;
    if (!any) w.open("originalData");
    any = true;
    w.open_inline("data");
    w.attribute("id", xliff::data_id(i));
    w.text(source[i].data);
    w.close("data");
  }
  if (any) w.close("originalData");
}

struct UnitWriter {
  XmlWriter& w;
  const Quiz& quiz;
  const XliffRequest& request;
  XliffDocument& doc;

  void warn_plain(const BankUnit& unit, const std::string& lang, bool differs = false) {
    const std::string why = differs ? "has other markup than the source text"
                                    : "uses Markdown that XLIFF codes cannot carry exactly (escapes, entities, "
                                      "reference links or blocks)";
    doc.warnings.push_back(
        warning("xliff-markup",
                "unit " + unit.id + ": the \"" + lang + "\" text " + why + "; it is given as written, markup included",
                SourceLocation{quiz.location.file, 0, 0, unit.pointer + "/" + lang}));
  }

  void unit(const BankUnit& unit) {
    const auto target = unit.text->by_language.find(request.target);
    const bool has_target = !request.pseudo && target != unit.text->by_language.end();
    if (!request.all && has_target && target->second.state != TranslationState::NeedsReview) return;
    bool plain = unit.plain();
    const InlinePieces source = unit.plain() ? plain_pieces(unit.text->in(quiz.source_language))
                                             : pieces_or_plain(unit.text->in(quiz.source_language), plain);
    if (plain && !unit.plain()) warn_plain(unit, quiz.source_language);
    w.open("unit");
    w.attribute("id", unit.id);
    write_notes(w, unit);
    write_original_data(w, source);
    w.open("segment");
    if (has_target) w.attribute("state", xliff::state_name(target->second.state));
    w.open_inline("source");
    w.attribute("xml:space", "preserve");
    write_content(w, source, own_ids(source), source, unit.id);
    w.close("source");
    std::optional<Matched> matched;
    if (has_target) matched = target_content(unit, target->second.text, source);
    if (request.pseudo) matched = pseudo_target(unit, source);
    w.close("segment");
    w.close("unit");
    ++doc.units;
    sub_flow_units(unit, source, matched, has_target ? xliff::state_name(target->second.state) : nullptr);
  }

  // The target's pieces and, for each of its pieces, the source piece it stands for.
  struct Matched {
    InlinePieces pieces;
    std::vector<std::size_t> ids;
  };

  // One unit per translatable attribute of the source's codes (alt texts, titles), after the unit that holds the
  // codes; its target the same code's attribute in the target, when the target has it.
  void sub_flow_units(const BankUnit& unit, const InlinePieces& source, const std::optional<Matched>& matched,
                      const char* state) {
    for (std::size_t s = 0; s < source.size(); ++s) {
      const auto attributes = code_attributes(source[s]);
      for (const auto& attribute : attributes) {
        w.open("unit");
        w.attribute("id", xliff::sub_flow_id(unit.id, s, attribute.name));
        write_notes(w, BankUnit{"", "", nullptr, unit.kind, attribute.role, 0, false, 0, nullptr, ""});
        w.open("segment");
        const std::optional<std::string> target =
            matched ? target_attribute(*matched, s, attribute.name) : std::nullopt;
        if (target && state) w.attribute("state", state);
        w.open_inline("source");
        w.attribute("xml:space", "preserve");
        w.text(attribute.text);
        w.close("source");
        if (target) {
          w.open_inline("target");
          w.attribute("xml:space", "preserve");
          w.text(*target);
          w.close("target");
        }
        w.close("segment");
        w.close("unit");
        ++doc.units;
      }
    }
  }

  // The text of attribute `name` of the target's code that stands for source code `s`, if it has one.
  static std::optional<std::string> target_attribute(const Matched& matched, std::size_t s, const std::string& name) {
    for (std::size_t t = 0; t < matched.pieces.size(); ++t) {
      if (matched.ids[t] != s || matched.pieces[t].kind == InlinePiece::Kind::Text) continue;
      for (const auto& attribute : code_attributes(matched.pieces[t]))
        if (attribute.name == name) return attribute.text;
    }
    return std::nullopt;
  }

  Matched pseudo_target(const BankUnit& unit, const InlinePieces& source) {
    Matched matched{pseudo_pieces(source), {}};
    matched.ids = *match_codes(source, matched.pieces);
    w.open_inline("target");
    w.attribute("xml:space", "preserve");
    write_content(w, matched.pieces, matched.ids, source, unit.id);
    w.close("target");
    return matched;
  }

  // Writes the target; the matched pieces, or nothing when the target is given as plain text.
  std::optional<Matched> target_content(const BankUnit& unit, const RichText& text, const InlinePieces& source) {
    bool plain = unit.plain();
    InlinePieces pieces = unit.plain() ? plain_pieces(text) : pieces_or_plain(text, plain);
    if (plain && !unit.plain()) warn_plain(unit, request.target);
    std::optional<std::vector<std::size_t>> ids = match_codes(source, pieces);
    const bool matched = ids.has_value();
    if (!ids) {
      if (!plain) warn_plain(unit, request.target, true);
      pieces = {InlinePiece{InlinePiece::Kind::Text, text.source, "", "", "", 0}};
      ids = std::vector<std::size_t>{0};
    }
    w.open_inline("target");
    w.attribute("xml:space", "preserve");
    write_content(w, pieces, *ids, source, unit.id);
    w.close("target");
    if (!matched) return std::nullopt;
    return Matched{std::move(pieces), std::move(*ids)};
  }
};

}  // namespace

XliffDocument write_xliff(const Quiz& quiz, const XliffRequest& request) {
  XliffDocument doc;
  XmlWriter w;
  w.declaration();
  w.open("xliff");
  w.attribute("xmlns", xliff::kNamespace);
  w.attribute("version", "2.0");
  w.attribute("srcLang", quiz.source_language);
  w.attribute("trgLang", request.target);
  w.open("file");
  w.attribute("id", "f1");
  w.attribute("original", request.original);
  UnitWriter units{w, quiz, request, doc};
  for (const BankUnit& unit : bank_units(quiz, request.interface)) units.unit(unit);
  w.close("file");
  w.close("xliff");
  doc.xml = w.finish();
  return doc;
}

}  // namespace quizpack
