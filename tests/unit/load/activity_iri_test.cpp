// The bank's "activityIri": read as given, and refused unless it is an absolute IRI without query or end slash.
#include <catch2/catch.hpp>

#include <string>

#include "load/load_bank.hpp"
#include "support/source_dir.hpp"

using namespace quizpack;

namespace {

const std::string kBankFolder = quizpack::test::source_path("examples/every-kind");

// A small valid bank with `extra` members after its id.
LoadResult load_with(const std::string& extra) {
  const std::string text =
      R"({"id": "iri-bank", "version": "1.0.0", "sourceLanguage": "en", "languages": ["en"],)" + extra + R"(
    "title": {"en": {"text": "Quiz", "state": "source"}},
    "description": {"en": {"text": "About", "state": "source"}},
    "questions": [{"id": "q1", "kind": "true-false", "answer": true,
      "stem": {"en": {"text": "Yes?", "state": "source"}},
      "explanation": {"en": {"text": "Yes.", "state": "source"}}}]})";
  return load_bank_text(text, "quiz.json", kBankFolder);
}

bool refused_at_iri(const LoadResult& r) {
  for (const auto& d : r.diagnostics)
    if (d.severity == Severity::Error && d.location.pointer == "/activityIri") return true;
  return false;
}

}  // namespace

TEST_CASE("a bank without activityIri has none; one with it keeps it as written") {
  const LoadResult plain = load_with("");
  REQUIRE_FALSE(plain.has_errors());
  CHECK(plain.quizzes.front().activity_iri.empty());
  const LoadResult owned = load_with(R"("activityIri": "https://courses.example.edu/quizzes/iri-bank",)");
  REQUIRE_FALSE(owned.has_errors());
  CHECK(owned.quizzes.front().activity_iri == "https://courses.example.edu/quizzes/iri-bank");
}

TEST_CASE("an activityIri that is relative, has a query, a fragment, a space or an end slash is refused") {
  for (const std::string iri : {"courses/quiz", "https://e.org/q?x=1", "https://e.org/q#a", "https://e.org/a b",
                                "https://e.org/quizzes/", ""}) {
    INFO(iri);
    CHECK(refused_at_iri(load_with(R"("activityIri": ")" + iri + R"(",)")));
  }
}
