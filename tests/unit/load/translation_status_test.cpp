// Translation status: texts counted per language and state, open texts at their lines, invalid banks counted too.
#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "load/bank_text.hpp"
#include "load/parse_json.hpp"
#include "load/translation_status.hpp"
#include "support/source_dir.hpp"

using namespace quizpack;

namespace {

const std::string kSource = quizpack::test::source_dir();

// Line 1 is "{"; each member below is on its own line.
const std::string kBank = R"({
"id": "counted",
"sourceLanguage": "en",
"languages": ["en", "de", "fr"],
"title": {"en": {"text": "Title", "state": "source"}, "de": {"text": "Titel", "state": "translated"},
  "fr": {"text": "Titre", "state": "needs-review"}},
"questions": [
  {"id": "q1", "kind": "essay",
   "stem": {"en": {"text": "Stem", "state": "source"},
     "de": {"text": "Frage", "state": "needs-review"}},
   "explanation": {"en": {"text": "Why", "state": "source"}, "de": {"text": "Warum", "state": "translated"},
     "fr": {"text": "Pourquoi", "state": "translated"}}}
]
})";

BankStatus status_of(const std::string& text) {
  Diagnostics problems;
  auto parsed = parse_bank_json(std::make_shared<const BankText>(text), "bank.json", LoadLimits{}, problems);
  REQUIRE(parsed);
  return bank_status(parsed->document, parsed->positions, "bank.json");
}

}  // namespace

TEST_CASE("status counts every text per declared language and state") {
  const BankStatus s = status_of(kBank);
  CHECK(s.id == "counted");
  REQUIRE(s.languages.size() == 3);
  CHECK(s.languages[0].first == "en");
  const LanguageCounts& en = s.languages[0].second;
  CHECK(en.source == 3);
  CHECK(en.total() == 3);
  CHECK(en.done_percent() == 100);
  const LanguageCounts& de = s.languages[1].second;
  CHECK(de.translated == 2);
  CHECK(de.needs_review == 1);
  CHECK(de.missing == 0);
  CHECK(de.done_percent() == 66);
  const LanguageCounts& fr = s.languages[2].second;
  CHECK(fr.translated == 1);
  CHECK(fr.needs_review == 1);
  CHECK(fr.missing == 1);
  CHECK(fr.done_percent() == 33);
}

TEST_CASE("status lists open texts at their lines, a missing one at its text") {
  const BankStatus s = status_of(kBank);
  REQUIRE(s.open.size() == 3);
  CHECK(s.open[0].language == "fr");
  CHECK(s.open[0].progress == TextProgress::NeedsReview);
  CHECK(s.open[0].location.pointer == "/title/fr");
  CHECK(s.open[0].location.line == 6);
  CHECK(s.open[1].language == "fr");
  CHECK(s.open[1].progress == TextProgress::Missing);
  CHECK(s.open[1].location.pointer == "/questions/0/stem");
  CHECK(s.open[1].location.line == 9);
  CHECK(s.open[2].language == "de");
  CHECK(s.open[2].progress == TextProgress::NeedsReview);
  CHECK(s.open[2].location.pointer == "/questions/0/stem/de");
  CHECK(s.open[2].location.line == 10);
  CHECK(s.open[2].location.file == "bank.json");
}

TEST_CASE("status reads the seed bank and counts its needs-review texts") {
  const StatusResult r = banks_status({kSource + "/content"});
  CHECK(r.problems.diagnostics.empty());
  REQUIRE(r.banks.size() == 1);
  const BankStatus& bank = r.banks.front();
  CHECK(bank.id == "mixed-precision-training");
  REQUIRE(bank.languages.size() == 3);
  const std::size_t total = bank.languages[0].second.total();
  CHECK(bank.languages[0].second.source == total);
  for (const auto& [lang, counts] : bank.languages) CHECK(counts.total() == total);
  CHECK(bank.languages[1].second.needs_review > 0);
  std::size_t open = 0;
  for (const auto& [lang, counts] : bank.languages) open += counts.needs_review + counts.missing;
  CHECK(bank.open.size() == open);
}

TEST_CASE("status refuses a file that is not JSON and names it") {
  const StatusResult r = banks_status({kSource + "/README.md"});
  CHECK(r.banks.empty());
  CHECK(r.problems.has_errors());
}
