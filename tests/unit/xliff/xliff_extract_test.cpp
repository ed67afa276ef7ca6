// XLIFF extract: unit ids and context, Markdown as inline codes, states, and validity against both schemas.
#include <catch2/catch.hpp>
#include <string>

#include "export/xliff/xliff_writer.hpp"
#include "formats/xliff/bank_units.hpp"
#include "formats/xliff/inline_codes.hpp"
#include "formats/xliff/pseudo.hpp"
#include "load/load_bank.hpp"
#include "support/every_kind_quiz.hpp"
#include "support/reference_schemas.hpp"
#include "support/source_dir.hpp"
#include "text/markdown.hpp"
#include "validate/xml_schema.hpp"

using namespace quizpack;

namespace {

const std::string kSource = quizpack::test::source_dir();

Quiz load_one(const std::string& path) {
  LoadLimits limits;
  limits.keep_sources = true;
  LoadResult r = load_banks({kSource + "/" + path}, limits);
  REQUIRE_FALSE(r.has_errors());
  REQUIRE(r.quizzes.size() == 1);
  return std::move(r.quizzes.front());
}

std::size_t count(const std::string& haystack, const std::string& needle) {
  std::size_t n = 0;
  for (auto at = haystack.find(needle); at != std::string::npos; at = haystack.find(needle, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("every text of every kind is a unit with a stable id, a pointer and a role") {
  const Quiz quiz = test::every_kind_quiz();
  const auto units = bank_units(quiz);
  auto find = [&](const std::string& id) {
    for (const auto& u : units)
      if (u.id == id) return u;
    FAIL("no unit " << id);
    return BankUnit{};
  };
  CHECK(find("quiz.title").max_chars == 200);
  CHECK(find("q.q.single.choice.a.text").role == "correct option");
  CHECK(find("q.q.single.choice.b.text").role == "distractor");
  CHECK(find("q.q.single.choice.b.feedback").pointer == "/questions/0/choices/1/feedback");
  CHECK(find("q.q.single.stem").kind == "single-choice");
  CHECK(find("q.q_tf.feedback-false").pointer == "/questions/2/feedbackFalse");
  CHECK(find("q.q-match.pair.fp16.prompt").role == "matching prompt");
  CHECK(find("q.q-essay.grader-info").pointer == "/questions/6/graderInfo");
  for (std::size_t i = 0; i < units.size(); ++i)
    for (std::size_t j = i + 1; j < units.size(); ++j) CHECK(units[i].id != units[j].id);
}

TEST_CASE("inline Markdown becomes paired and standalone codes that join back to the source") {
  const std::string source = "Use **bold**, *it* and `x = 1` with [the guide](https://example.org/a_(b) \"T\")\nnext";
  const auto pieces = inline_pieces(parse_markdown(source));
  REQUIRE(pieces);
  CHECK(join_pieces(*pieces, false) == source);
  std::string kinds;
  for (const auto& p : *pieces) kinds += "TOCS"[static_cast<int>(p.kind)];
  CHECK(kinds == "TOTCTOTCTSTOTCST");
  CHECK((*pieces)[1].sub_type == "xlf:b");
  CHECK((*pieces)[9].data == "`x = 1`");
  CHECK((*pieces)[9].disp == "x = 1");
  CHECK((*pieces)[13].data == "](https://example.org/a_(b) \"T\")");
  CHECK((*pieces)[14].sub_type == "xlf:lb");
}

TEST_CASE(
    "paragraphs are standalone codes, images pair around their alt text; escapes and lists are not offered as codes") {
  const std::string source = "First ![a curve](media/curve.png).\n\nSecond";
  const auto pieces = inline_pieces(parse_markdown(source));
  REQUIRE(pieces);
  CHECK(join_pieces(*pieces, false) == source);
  REQUIRE(pieces->size() == 7);
  CHECK((*pieces)[1].type == "image");
  CHECK((*pieces)[1].data == "![");
  CHECK((*pieces)[2].data == "a curve");
  CHECK((*pieces)[3].data == "](media/curve.png)");
  const auto titled = inline_pieces(parse_markdown("See ![a *b*](x.png)"));
  REQUIRE(titled);
  CHECK(titled->back().kind == InlinePiece::Kind::Standalone);
  CHECK(titled->back().disp == "a b");
  CHECK_FALSE(inline_pieces(parse_markdown("2 \\* 3")));
  CHECK_FALSE(inline_pieces(parse_markdown("- one\n- two")));
}

TEST_CASE("a translated run is escaped where Markdown would read markup") {
  const InlinePieces pieces{{InlinePiece::Kind::Text, "a*b_c [d] &amp; & e", "", "", "", 0}};
  CHECK(join_pieces(pieces, true) == "a\\*b\\_c \\[d&#93; \\&amp; & e");
}

TEST_CASE("extract gives only texts that need work, with states mapped, valid against both schemas") {
  const Quiz quiz = load_one("content/mixed-precision-training/quiz.json");
  const XliffDocument open = write_xliff(quiz, {"ja", "content/mixed-precision-training/quiz.json", false});
  CHECK(open.units > 0);
  CHECK(count(open.xml, "<unit ") == open.units);
  CHECK(count(open.xml, "state=\"translated\"") == open.units);
  CHECK(count(open.xml, "state=\"final\"") == 0);
  CHECK(open.xml.find("srcLang=\"en\" trgLang=\"ja\"") != std::string::npos);
  CHECK(open.xml.find("<unit id=\"q.fp32-master-weights.stem\">") != std::string::npos);
  CHECK(validate_xml(open.xml, "xliff20/xliff20-subset.xsd").empty());
  CHECK(test::reference_validation_errors(open.xml, "xliff20/xliff_core_2.0.xsd").empty());

  const XliffDocument all = write_xliff(quiz, {"ja", "quiz.json", true});
  CHECK(all.units > open.units);
  CHECK(count(all.xml, "state=\"final\"") == all.units - open.units);
  const XliffDocument fresh = write_xliff(quiz, {"de", "quiz.json", false});
  CHECK(fresh.units == all.units);
  CHECK(count(fresh.xml, "<target") == 0);
  CHECK(validate_xml(fresh.xml, "xliff20/xliff20-subset.xsd").empty());
}

TEST_CASE("extract of the every-kind example is valid against both schemas, codes and notes included") {
  const Quiz quiz = load_one("examples/every-kind/quiz.json");
  for (const std::string lang : {"ja", "de"}) {
    const XliffDocument doc = write_xliff(quiz, {lang, "examples/every-kind/quiz.json", true});
    INFO(lang);
    CHECK(validate_xml(doc.xml, "xliff20/xliff20-subset.xsd").empty());
    CHECK(test::reference_validation_errors(doc.xml, "xliff20/xliff_core_2.0.xsd").empty());
    CHECK(doc.xml.find("<note category=\"role\">correct option</note>") != std::string::npos);
    CHECK(doc.xml.find("<pc id=") != std::string::npos);
    CHECK(doc.xml.find("<ph id=") != std::string::npos);
  }
}

TEST_CASE("pseudo-localisation accents, lengthens and brackets the texts, and leaves the codes alone") {
  CHECK(pseudo_language("en") == "en-XA");
  CHECK(pseudo_language("pt-BR") == "pt-XA");
  const auto pieces = inline_pieces(parse_markdown("Use **bold** and `x`"));
  REQUIRE(pieces);
  const InlinePieces pseudo = pseudo_pieces(*pieces);
  CHECK(join_pieces(pseudo, false) == "[Ûšé **ƀóļð** áñð `x` ~~~~~]");
  CHECK(pseudo[pseudo[2].pair].kind == InlinePiece::Kind::Close);
  const Quiz quiz = load_one("examples/every-kind/quiz.json");
  const XliffDocument doc = write_xliff(quiz, {"en-XA", "examples/every-kind/quiz.json", false, true});
  // the image's alt text is a unit of its own, a sub-flow of its stem
  CHECK(count(doc.xml, "<note category=\"role\">image alt text</note>") == 1);
  CHECK(doc.units == bank_units(quiz).size() + 1);
  CHECK(count(doc.xml, "<target") == doc.units);
  CHECK(doc.xml.find("<target xml:space=\"preserve\">Ɓíţ ƒíéļðš óƒ áñ ƑÞ16 ñúɱƀéŕ") != std::string::npos);
  CHECK(validate_xml(doc.xml, "xliff20/xliff20-subset.xsd").empty());
  CHECK(test::reference_validation_errors(doc.xml, "xliff20/xliff_core_2.0.xsd").empty());
}
