// XLIFF merge: extract → fill targets → merge gives the bank the texts with mapped states; stale, broken and hostile
// files are refused or left out; the bank's bytes change only where its texts do.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <regex>
#include <set>
#include <string>

#include "export/xliff/xliff_writer.hpp"
#include "formats/xliff/bank_units.hpp"
#include "import/xliff/xliff_merge.hpp"
#include "load/bank_edit.hpp"
#include "load/load_bank.hpp"
#include "support/reference_schemas.hpp"
#include "support/source_dir.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;

namespace {

const std::string kSource = quizpack::test::source_dir();

struct Bank {
  std::string file;
  std::string text;
  Quiz quiz;
};

LoadLimits keeping_sources() {
  LoadLimits limits;
  limits.keep_sources = true;
  return limits;
}

Bank load(const std::string& path) {
  Bank bank{path, test::read_file(kSource + "/" + path), {}};
  LoadResult r = load_bank_text(bank.text, path, kSource + "/" + path.substr(0, path.rfind('/')), keeping_sources());
  REQUIRE_FALSE(r.has_errors());
  bank.quiz = std::move(r.quizzes.front());
  return bank;
}

// Every unit gets the target "<prefix> " + its source content, codes included.
std::string fill_targets(const std::string& xml, const std::string& prefix) {
  static const std::regex kSourceElement("<source xml:space=\"preserve\">([\\s\\S]*?)</source>");
  return std::regex_replace(
      xml, kSourceElement,
      "<source xml:space=\"preserve\">$1</source>\n<target xml:space=\"preserve\">" + prefix + " $1</target>");
}

XliffMergeResult merge(const std::string& xml, const Quiz& quiz) {
  const XliffReadResult read = read_xliff(xml, "t.xlf");
  if (!read.file) return {{}, read.problems};
  return merge_targets(*read.file, quiz);
}

bool has_rule(const Diagnostics& problems, const std::string& rule) {
  for (const auto& d : problems)
    if (d.rule == rule) return true;
  return false;
}

}  // namespace

TEST_CASE("extract, fill, merge: a new language gets every text, needing review, and the bank stays valid") {
  {
    const std::string path = "content/mixed-precision-training/quiz.json";
    const Bank bank = load(path);
    const XliffDocument doc = write_xliff(bank.quiz, {"de", path, false});
    const std::string filled = fill_targets(doc.xml, "DE");
    CHECK(test::reference_validation_errors(filled, "xliff20/xliff_core_2.0.xsd").empty());
    const XliffMergeResult merged = merge(filled, bank.quiz);
    REQUIRE(merged.problems.empty());
    CHECK(merged.edits.size() == doc.units);
    const std::string text = apply_text_edits(bank.text, merged.edits, "de");
    const LoadResult reloaded =
        load_bank_text(text, path, kSource + "/" + path.substr(0, path.rfind('/')), keeping_sources());
    REQUIRE_FALSE(reloaded.has_errors());
    const Quiz& quiz = reloaded.quizzes.front();
    CHECK(quiz.languages.back() == "de");
    for (std::size_t i = 0; i < quiz.questions.size(); ++i) {
      const auto& stem = quiz.questions[i].stem.by_language.at("de");
      CHECK(stem.state == TranslationState::NeedsReview);
      CHECK(plain_text(stem.text) == "DE " + plain_text(quiz.questions[i].stem.in("en")));
    }
  }
}

TEST_CASE("merge maps reviewed and final to translated, and rewrites only the changed values") {
  for (const std::string path : {"content/mixed-precision-training/quiz.json", "examples/every-kind/quiz.json"}) {
    INFO(path);
    const Bank bank = load(path);
    const XliffDocument doc = write_xliff(bank.quiz, {"ja", path, false});
    const std::string filled = std::regex_replace(doc.xml, std::regex("state=\"translated\""), "state=\"final\"");
    const XliffMergeResult merged = merge(filled, bank.quiz);
    REQUIRE(merged.problems.empty());
    const auto units = bank_units(bank.quiz);
    const auto answers = std::count_if(units.begin(), units.end(), [](const BankUnit& u) { return u.list_item; });
    // accepted answers merged unchanged make no edit: their lists stay as they are; an alt text's unit is merged
    // into the text that holds its image
    std::size_t alt_texts = 0;
    for (std::size_t at = doc.xml.find("image alt text"); at != std::string::npos;
         at = doc.xml.find("image alt text", at + 1))
      ++alt_texts;
    REQUIRE(merged.edits.size() + static_cast<std::size_t>(answers) + alt_texts == doc.units);
    for (const auto& e : merged.edits) CHECK(e.state == TranslationState::Translated);
    std::set<std::string> warned;  // targets with other markup than their source, offered as plain text
    for (const auto& w : doc.warnings) warned.insert(w.location.pointer);
    std::map<std::string, std::string> current;
    for (const auto& unit : units)
      if (!unit.list_item) current[unit.pointer] = unit.text->in("ja").source;
    for (const auto& e : merged.edits)
      if (!warned.count(e.pointer + "/ja")) CHECK(e.text == current.at(e.pointer));
    const std::string text = apply_text_edits(bank.text, merged.edits);
    const LoadResult reloaded =
        load_bank_text(text, path, kSource + "/" + path.substr(0, path.rfind('/')), keeping_sources());
    REQUIRE_FALSE(reloaded.has_errors());
    const Quiz& quiz = reloaded.quizzes.front();
    for (std::size_t i = 0; i < quiz.questions.size(); ++i) {
      CHECK(quiz.questions[i].stem.by_language.at("ja").state == TranslationState::Translated);
      CHECK(quiz.questions[i].stem.in("ja").source == bank.quiz.questions[i].stem.in("ja").source);
    }
  }
}

TEST_CASE("a unit whose source changed is stale: reported, never merged") {
  const Bank bank = load("content/mixed-precision-training/quiz.json");
  std::string xml = fill_targets(write_xliff(bank.quiz, {"de", bank.file, false}).xml, "DE");
  xml.replace(xml.find("In an FP16 training recipe"), 5, "In a ");
  const XliffMergeResult merged = merge(xml, bank.quiz);
  CHECK(has_rule(merged.problems, "xliff-stale"));
  CHECK_FALSE(has_rule(merged.problems, "xliff-codes"));
  for (const auto& e : merged.edits) CHECK(e.pointer != "/questions/0/stem");
}

TEST_CASE("targets whose codes are not the source's are errors at the unit") {
  const Bank bank = load("examples/every-kind/quiz.json");
  const std::string xml = fill_targets(write_xliff(bank.quiz, {"de", bank.file, false}).xml, "DE");
  std::size_t code = std::string::npos;
  for (auto target = xml.find("<target"); target != std::string::npos && code == std::string::npos;
       target = xml.find("<target", target + 1))
    if (const auto ph = xml.find("<ph ", target); ph < xml.find("</target>", target)) code = ph;
  REQUIRE(code != std::string::npos);
  std::string missing = xml;
  missing.erase(code, xml.find("/>", code) + 2 - code);
  CHECK(has_rule(merge(missing, bank.quiz).problems, "xliff-codes"));
  std::string twice = xml;
  const std::string ph = xml.substr(code, xml.find("/>", code) + 2 - code);
  twice.insert(code, ph);
  CHECK(has_rule(merge(twice, bank.quiz).problems, "xliff-codes"));
}

TEST_CASE("hostile or foreign XLIFF is refused with its line") {
  const Bank bank = load("content/mixed-precision-training/quiz.json");
  const std::string xml = fill_targets(write_xliff(bank.quiz, {"de", bank.file, false}).xml, "DE");
  const auto refused = [&](std::string changed, const std::string& rule) {
    const XliffMergeResult r = merge(changed, bank.quiz);
    INFO(rule);
    CHECK(r.edits.empty());
    REQUIRE(has_rule(r.problems, rule));
    for (const auto& d : r.problems)
      if (d.rule == rule) CHECK(d.location.line > 0);
  };
  std::string doctype = xml;
  doctype.insert(doctype.find("<xliff"), "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n");
  refused(doctype, "xliff-doctype");
  refused(std::regex_replace(xml, std::regex("version=\"2.0\""), "version=\"1.2\""), "xliff-version");
  refused(std::regex_replace(xml, std::regex("srcLang=\"en\""), "srcLang=\"fr\""), "xliff-language");
  refused(std::regex_replace(xml, std::regex("trgLang=\"de\""), "trgLang=\"not a tag!\""), "xliff-language");
  refused(std::regex_replace(xml, std::regex("trgLang=\"de\""), "trgLang=\"DE\""), "xliff-language");
  refused(std::regex_replace(xml, std::regex("unit id=\"quiz.title\""), "unit id=\"quiz.nothing\""), "xliff-unit");
  std::string duplicate = xml;
  const auto unit = duplicate.find("<unit ");
  const auto unit_end = duplicate.find("</unit>", unit) + 7;
  duplicate.insert(unit_end, duplicate.substr(unit, unit_end - unit));
  refused(duplicate, "xliff-unit");
  refused(xml.substr(0, xml.size() / 2), "xliff-xml");
}

TEST_CASE("a new entry is laid out like its neighbours, a new language joins the list") {
  const std::string bank =
      "{\n  \"languages\": [\"en\"],\n  \"t\": {\n    \"en\": {\"text\": \"A\", \"state\": \"source\"}\n  }\n}\n";
  const std::string out = apply_text_edits(bank, {{"/t", "de", "Ä \"q\"", TranslationState::NeedsReview}}, "de");
  CHECK(out ==
        "{\n  \"languages\": [\"en\", \"de\"],\n  \"t\": {\n    \"en\": {\"text\": \"A\", \"state\": \"source\"},\n"
        "    \"de\": {\"text\": \"Ä \\\"q\\\"\", \"state\": \"needs-review\"}\n  }\n}\n");
}

TEST_CASE("a list edit replaces a language's accepted answers in their layout, or adds the language's list") {
  const std::string bank =
      "{\n  \"a\": {\n    \"en\": [\n      \"x\"\n    ],\n    \"de\": [\n      \"y\",\n"
      "      \"z\"\n    ]\n  },\n  \"b\": {\"en\": [\"x\"]}\n}\n";
  TextEdit de{"/a", "de", "", TranslationState::Translated, std::vector<std::string>{"ÿ", "z"}};
  TextEdit fr{"/b", "fr", "", TranslationState::Translated, std::vector<std::string>{"x \"fr\""}};
  CHECK(apply_text_edits(bank, {de, fr}) ==
        "{\n  \"a\": {\n    \"en\": [\n      \"x\"\n    ],\n    \"de\": [\n      \"ÿ\",\n      \"z\"\n    ]\n  },\n"
        "  \"b\": {\"en\": [\"x\"], \"fr\": [\"x \\\"fr\\\"\"]}\n}\n");
}

TEST_CASE("an alt text's unit goes into its image; left without its text's target or its own, merge warns") {
  const std::string path = "examples/every-kind/quiz.json";
  const Bank bank = load(path);
  const std::string xml = write_xliff(bank.quiz, {"ja", path, true}).xml;
  const std::string alt_unit = "<unit id=\"q.sc-fp16-exponent-bias.stem.d1.alt\">";
  REQUIRE(xml.find(alt_unit) != std::string::npos);
  const auto translated = [&](const std::string& from) {
    const std::size_t at = xml.find("<target", xml.find(from));
    return xml.substr(0, at) + "<target xml:space=\"preserve\">ALT" + xml.substr(xml.find("</target>", at));
  };
  const auto warned = [](const XliffMergeResult& r, const std::string& words) {
    return std::any_of(r.problems.begin(), r.problems.end(), [&](const Diagnostic& d) {
      return d.rule == "xliff-subflow" && d.message.find(words) != std::string::npos;
    });
  };
  const XliffMergeResult merged = merge(translated(alt_unit), bank.quiz);
  const auto stem = std::find_if(merged.edits.begin(), merged.edits.end(),
                                 [](const TextEdit& e) { return e.pointer == "/questions/0/stem"; });
  REQUIRE(stem != merged.edits.end());
  CHECK(stem->text.starts_with("![ALT](media/fp16-layout.png)"));

  const std::string no_alt_target =
      std::regex_replace(xml, std::regex("(" + alt_unit + "[\\s\\S]*?</source>)<target[^>]*>[^<]*</target>"), "$1");
  CHECK(warned(merge(no_alt_target, bank.quiz), "keeps the source's text"));

  const std::string stem_unit = "<unit id=\"q.sc-fp16-exponent-bias.stem\">";
  const std::string no_stem_target = std::regex_replace(
      translated(alt_unit), std::regex("(" + stem_unit + "[\\s\\S]*?</source>)<target[^>]*>[\\s\\S]*?</target>"), "$1");
  CHECK(warned(merge(no_stem_target, bank.quiz), "gets no target here"));
}

TEST_CASE("a cloze gap is a code the translation keeps once, in any place of its sentence") {
  const std::string path = "examples/every-kind/quiz.json";
  const Bank bank = load(path);
  const XliffDocument doc = write_xliff(bank.quiz, {"ja", path, true});
  const std::regex gap_code(
      "<ph id=\"3\" dataRef=\"d3\" type=\"ui\" subType=\"quizpack:gap\" disp=\"\\{\\{keeps\\}\\}\" "
      "canCopy=\"no\" canDelete=\"no\" />");
  const std::size_t unit = doc.xml.find("<unit id=\"q.cloze-bf16.stem\">");
  REQUIRE(unit != std::string::npos);
  const std::size_t target = doc.xml.find("<target", unit);
  const std::size_t end = doc.xml.find("</target>", target);
  const std::string own = doc.xml.substr(target, end - target);
  REQUIRE(std::regex_search(own, gap_code));
  const auto with_target = [&](const std::string& text) {
    return doc.xml.substr(0, target) + text + doc.xml.substr(end);
  };
  const auto codes_problem = [&](const std::string& xml) {
    for (const auto& d : merge(xml, bank.quiz).problems)
      if (d.rule == "xliff-codes" && d.message.find("q.cloze-bf16.stem") != std::string::npos) return d.message;
    return std::string();
  };
  CHECK(codes_problem(doc.xml).empty());
  const std::string dropped = std::regex_replace(own, gap_code, "");
  CHECK(codes_problem(with_target(dropped)).find("lacks code 3") != std::string::npos);
  const std::string twice = std::regex_replace(own, gap_code, "$& $&");
  CHECK(codes_problem(with_target(twice)).find("code 3 appears twice") != std::string::npos);
  // moved to the start of the sentence: merged, and the stem holds the marker where the translator put it
  std::smatch code;
  REQUIRE(std::regex_search(own, code, gap_code));
  const std::string open = "<target xml:space=\"preserve\">";
  REQUIRE(own.rfind(open, 0) == 0);
  const std::string moved = open + code.str() + std::regex_replace(own.substr(open.size()), gap_code, "");
  const XliffMergeResult merged = merge(with_target(moved), bank.quiz);
  CHECK(merged.problems.empty());
  const auto edit = std::find_if(merged.edits.begin(), merged.edits.end(),
                                 [](const TextEdit& e) { return e.text.rfind("{{keeps}}", 0) == 0; });
  CHECK(edit != merged.edits.end());
}
