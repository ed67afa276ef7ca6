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
  for (std::size_t t = 0; t < target.size(); ++t) {
    if (target[t].kind == InlinePiece::Kind::Text) continue;
    if (target[t].kind == InlinePiece::Kind::Close) {
      ids[t] = ids[target[t].pair];
      continue;
    }
    std::size_t s = 0;
    for (; s < source.size(); ++s)
      if (!used[s] && source[s].kind == target[t].kind && source[s].data == target[t].data &&
          (source[s].kind != InlinePiece::Kind::Open || source[source[s].pair].data == target[target[t].pair].data))
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

// The pieces as XLIFF content; code ids are the source pieces' indexes (`ids`, one per piece).
void write_content(XmlWriter& w, const InlinePieces& pieces, const std::vector<std::size_t>& ids,
                   const InlinePieces& source) {
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
    write_content(w, source, own_ids(source), source);
    w.close("source");
    if (has_target) target_content(unit, target->second.text, source);
    if (request.pseudo) pseudo_target(source);
    w.close("segment");
    w.close("unit");
    ++doc.units;
  }

  void pseudo_target(const InlinePieces& source) {
    const InlinePieces pieces = pseudo_pieces(source);
    w.open_inline("target");
    w.attribute("xml:space", "preserve");
    write_content(w, pieces, *match_codes(source, pieces), source);
    w.close("target");
  }

  void target_content(const BankUnit& unit, const RichText& text, const InlinePieces& source) {
    bool plain = unit.plain();
    InlinePieces pieces = unit.plain() ? plain_pieces(text) : pieces_or_plain(text, plain);
    if (plain && !unit.plain()) warn_plain(unit, request.target);
    std::optional<std::vector<std::size_t>> ids = match_codes(source, pieces);
    if (!ids) {
      if (!plain) warn_plain(unit, request.target, true);
      pieces = {InlinePiece{InlinePiece::Kind::Text, text.source, "", "", "", 0}};
      ids = std::vector<std::size_t>{0};
    }
    w.open_inline("target");
    w.attribute("xml:space", "preserve");
    write_content(w, pieces, *ids, source);
    w.close("target");
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
  for (const BankUnit& unit : bank_units(quiz)) units.unit(unit);
  w.close("file");
  w.close("xliff");
  doc.xml = w.finish();
  return doc;
}

}  // namespace quizpack
