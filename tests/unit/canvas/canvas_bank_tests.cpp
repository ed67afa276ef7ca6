// The real banks (content/ and examples/) as canvas packages: goldens, schema validity, what Canvas reads.
#include <catch2/catch.hpp>

#include "import_check.hpp"
#include "load/load_bank.hpp"
#include "support/collect.hpp"
#include "support/golden.hpp"
#include "support/reference_schemas.hpp"
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

TEST_CASE("the seed quiz's and the every-kind example's canvas packages match the golden files in every language") {
  for (const std::string id : {"mixed-precision-training", "every-kind"}) {
    const Quiz& quiz = bank(id);
    for (const auto& lang : quiz.languages) {
      const WriterOutput package = collect("canvas", quiz, lang);
      for (const auto& f : package.files) {
        INFO(id << " " << lang << " " << f.path);
        if (f.schema.empty()) continue;
        CHECK(golden_mismatch("canvas/" + id + "/" + lang + "/" + f.path, f.bytes).empty());
      }
    }
  }
}

TEST_CASE("every bank exports in every language, valid against the bundled and the official schemas") {
  std::size_t packages = 0;
  for (const auto& quiz : banks()) {
    for (const auto& lang : quiz.languages) {
      const WriterOutput package = collect("canvas", quiz, lang);
      ++packages;
      for (const auto& f : package.files) {
        if (f.schema.empty()) continue;
        INFO(quiz.id << " " << lang << " " << f.path);
        CHECK(join(validate_xml(f.bytes, f.schema)).empty());
        if (f.schema == "canvas/canvas-qti12.xsd") {
          CHECK(reference_validation_errors(f.bytes, "qti12/ims_qtiasiv1p2p1.xsd").empty());
          CHECK(import_differences(quiz, lang, f.bytes) == "");
        }
      }
    }
  }
  CHECK(packages >= 6);
}

TEST_CASE("the seed quiz exports without warnings; the every-kind example warns about what Canvas loses") {
  for (const auto& lang : bank("mixed-precision-training").languages)
    CHECK(collect("canvas", bank("mixed-precision-training"), lang).warnings.empty());
  const WriterOutput every_kind = collect("canvas", bank("every-kind"), "en");
  std::vector<std::string> rules;
  for (const auto& w : every_kind.warnings) rules.push_back(w.rule);
  CHECK(std::find(rules.begin(), rules.end(), "canvas-case") != rules.end());
  CHECK(std::find(rules.begin(), rules.end(), "canvas-grading") != rules.end());
}

}  // namespace quizpack::test
