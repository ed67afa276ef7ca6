// The real banks (content/ and examples/) as qti30 packages: goldens, schema validity, answers in the language.
#include <catch2/catch.hpp>

#include <pugixml.hpp>

#include "load/load_bank.hpp"
#include "support/collect.hpp"
#include "support/golden.hpp"
#include "support/reference_schemas.hpp"
#include "text/writing_direction.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::test {
namespace {

const std::vector<Quiz>& banks() {
  static const std::vector<Quiz> quizzes = [] {
    const LoadResult loaded = load_banks({QUIZPACK_SOURCE_DIR "/content", QUIZPACK_SOURCE_DIR "/examples"});
    if (loaded.has_errors()) throw std::runtime_error("the bundled banks do not load");
    return loaded.quizzes;
  }();
  return quizzes;
}

const Quiz& bank(const std::string& id) {
  for (const auto& q : banks())
    if (q.id == id) return q;
  throw std::runtime_error("no bank " + id);
}

std::string join(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

}  // namespace

TEST_CASE("qti30: the seed quiz's and the every-kind example's packages match the golden files in every language") {
  for (const std::string id : {"mixed-precision-training", "every-kind"}) {
    const Quiz& quiz = bank(id);
    for (const auto& lang : quiz.languages) {
      const WriterOutput package = test::collect("qti30", quiz, lang);
      CHECK(package.warnings.empty());
      for (const auto& f : package.files) {
        INFO(id << " " << lang << " " << f.path);
        CHECK(golden_mismatch("qti30/" + id + "/" + lang + "/" + f.path, f.bytes).empty());
      }
    }
  }
}

TEST_CASE("qti30: every bank exports in every language, valid against the bundled and the official schemas") {
  std::size_t manifests = 0;
  for (const auto& quiz : banks()) {
    for (const auto& lang : quiz.languages) {
      const WriterOutput package = test::collect("qti30", quiz, lang);
      CHECK(package.files.size() >= 2 + quiz.questions.size());
      for (const auto& f : package.files) {
        if (f.schema.empty()) continue;
        const std::string name = quiz.id + "/" + lang + "/" + f.path;
        INFO(name);
        CHECK(join(validate_xml(f.bytes, f.schema)).empty());
        if (f.path.rfind("items/", 0) == 0) {
          pugi::xml_document doc;
          REQUIRE(doc.load_string(f.bytes.c_str()));
          CHECK(std::string(doc.child("qti-assessment-item").attribute("xml:lang").value()) == lang);
          CHECK(std::string(doc.select_node("//qti-item-body").node().attribute("dir").value()) ==
                (is_right_to_left(lang) ? "rtl" : ""));
        }
        if (f.path != "imsmanifest.xml") continue;
        ++manifests;
        CHECK(reference_validation_errors(f.bytes, "qti30/imsqtiv3p0_imscpv1p2_v1p0.xsd") == "");
      }
    }
  }
  CHECK(manifests >= 6);
}

}  // namespace quizpack::test
