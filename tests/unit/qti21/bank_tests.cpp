// The real banks (content/ and examples/) as qti21 packages: goldens, schema validity, right answers score full.
#include <catch2/catch.hpp>

#include <pugixml.hpp>

#include "export/qti21/qti21_writer.hpp"
#include "reference_batch.hpp"
#include "support/bundled_banks.hpp"
#include "support/collect.hpp"
#include "support/qti_evaluator.hpp"
#include "support/reference_schemas.hpp"
#include "text/plain_text.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::test {
namespace {

// Text of a node without its feedback, with runs of whitespace as one space.
std::string visible_text(pugi::xml_node node) {
  std::string raw;
  for (pugi::xml_node child : node.children()) {
    if (child.type() == pugi::node_pcdata)
      raw += child.value();
    else if (std::string(child.name()) != "feedbackInline")
      raw += visible_text(child);
  }
  return raw;
}

std::string squeeze(const std::string& text) {
  std::string out;
  for (char c : text) {
    const bool space = c == ' ' || c == '\n' || c == '\t';
    if (space && (out.empty() || out.back() == ' ')) continue;
    out += space ? ' ' : c;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// The response that the item itself declares correct, per response variable.
std::map<std::string, Response> correct_response(const std::string& item_xml) {
  pugi::xml_document doc;
  doc.load_string(item_xml.c_str());
  std::map<std::string, Response> out;
  for (pugi::xpath_node d : doc.select_nodes("//responseDeclaration")) {
    Response& values = out[d.node().attribute("identifier").value()];
    for (pugi::xml_node v : d.node().child("correctResponse").children("value")) values.emplace_back(v.child_value());
  }
  return out;
}

}  // namespace

TEST_CASE("the seed quiz's and the every-kind example's packages match the golden files in every language") {
  CHECK(bundled_bank("mixed-precision-training").languages == std::vector<LanguageTag>{"en", "ja", "hi"});
  CHECK(bundled_bank("every-kind").languages == std::vector<LanguageTag>{"en", "ar", "ja"});
  for (const std::string id : {"mixed-precision-training", "every-kind"})
    for (const auto& lang : bundled_bank(id).languages)
      CHECK(warnings_besides(collect("qti21", bundled_bank(id), lang).warnings, "-number-input").empty());
  CHECK(package_golden_mismatches("qti21", {"mixed-precision-training", "every-kind"}) == "");
}

TEST_CASE("in the seed quiz, each correctResponse names the choice with the bank's correct text in that language") {
  const Quiz& quiz = bundled_bank("mixed-precision-training");
  for (const std::string lang : {"en", "ja", "hi"}) {
    const WriterOutput package = test::collect("qti21", quiz, lang);
    for (const auto& question : quiz.questions) {
      const auto& choices = std::get<SingleChoice>(question.body).choices;
      const auto right = std::find_if(choices.begin(), choices.end(), [](const Choice& c) { return c.correct; });
      REQUIRE(right != choices.end());
      const auto file = std::find_if(package.files.begin(), package.files.end(),
                                     [&](const OutputFile& f) { return f.path == "items/" + question.id + ".xml"; });
      REQUIRE(file != package.files.end());
      pugi::xml_document doc;
      REQUIRE(doc.load_string(file->bytes.c_str()));
      const std::string named = doc.select_node("//correctResponse/value").node().child_value();
      const pugi::xml_node choice = doc.select_node(("//simpleChoice[@identifier='" + named + "']").c_str()).node();
      INFO(lang << " " << question.id);
      REQUIRE(choice);
      CHECK(squeeze(visible_text(choice)) == squeeze(plain_text(right->text.in(lang))));
    }
  }
}

TEST_CASE("every bank's packages validate against the bundled and the official schemas") {
  std::vector<NamedDocument> manifests, documents;
  for (const auto& quiz : bundled_banks()) {
    for (const auto& lang : quiz.languages) {
      const WriterOutput package = test::collect("qti21", quiz, lang);
      for (const auto& f : package.files) {
        if (f.schema.empty()) continue;
        const std::string name = quiz.id + "/" + lang + "/" + f.path;
        INFO(name);
        CHECK(joined_lines(validate_xml(f.bytes, f.schema)).empty());
        (f.path == "imsmanifest.xml" ? manifests : documents).push_back({name, f.bytes});
      }
    }
  }
  REQUIRE(manifests.size() >= 6);
  CHECK(reference_validation_errors_all(manifests, "qti21/_validate_manifest.xsd").empty());
  CHECK(reference_validation_errors_all(documents, "qti21/imsqti_v2p1p2.xsd").empty());
  CHECK(reference_validation_errors_all(documents, "qti21/imsqti_v2p1.xsd").empty());
}

TEST_CASE("in every bank, each item's own correct response scores the question's points") {
  for (const auto& quiz : bundled_banks()) {
    for (const auto& lang : quiz.languages) {
      const WriterOutput package = test::collect("qti21", quiz, lang);
      for (const auto& question : quiz.questions) {
        const std::string path = "items/" + question.id + ".xml";
        const auto file = std::find_if(package.files.begin(), package.files.end(),
                                       [&](const OutputFile& f) { return f.path == path; });
        REQUIRE(file != package.files.end());
        if (std::holds_alternative<Description>(question.body)) {  // text only: nothing to respond to or score
          INFO(quiz.id << " " << lang << " " << question.id);
          CHECK(file->bytes.find("responseDeclaration") == std::string::npos);
          CHECK(file->bytes.find("Interaction") == std::string::npos);
          CHECK(file->bytes.find("responseProcessing") == std::string::npos);
          CHECK(file->bytes.find("<outcomeDeclaration identifier=\"SCORE\"") != std::string::npos);
          continue;
        }
        const double expected = std::holds_alternative<Essay>(question.body) ? 0 : question.points;
        INFO(quiz.id << " " << lang << " " << question.id);
        CHECK(evaluate_item_responses(file->bytes, correct_response(file->bytes)).score ==
              Approx(expected).margin(1e-12));
        CHECK(evaluate_item(file->bytes, {}).score == 0);
      }
    }
  }
}

TEST_CASE("the every-kind example's images are in its packages with alt text in each language") {
  const Quiz& quiz = bundled_bank("every-kind");
  REQUIRE_FALSE(quiz.media.empty());
  for (const auto& lang : quiz.languages) {
    const WriterOutput package = test::collect("qti21", quiz, lang);
    for (const auto& media : quiz.media) {
      const auto file = std::find_if(package.files.begin(), package.files.end(),
                                     [&](const OutputFile& f) { return f.path == media.path; });
      REQUIRE(file != package.files.end());
      CHECK(file->bytes == media.bytes);
    }
    bool found_image = false;
    for (const auto& f : package.files) {
      if (f.path.rfind("items/", 0) != 0) continue;
      pugi::xml_document doc;
      doc.load_string(f.bytes.c_str());
      for (pugi::xpath_node img : doc.select_nodes("//img")) {
        found_image = true;
        INFO(lang << " " << f.path);
        CHECK(std::string(img.node().attribute("src").value()).rfind("../media/", 0) == 0);
        CHECK_FALSE(std::string(img.node().attribute("alt").value()).empty());
      }
    }
    CHECK(found_image);
  }
}

}  // namespace quizpack::test
